import { checkCapture, type CaptureReport } from './capture-check.js';

const expected = { amount: '4.00', currency: 'USD', customId: 'savor:1:2:3' };
const completed: CaptureReport = { captureId: 'C1', status: 'COMPLETED', amount: '4.00', currency: 'USD', customId: 'savor:1:2:3' };

describe('checkCapture', () => {
  it('accepts a completed capture of the amount, currency and custom_id', () => {
    expect(checkCapture(completed, expected)).toEqual({ ok: true });
    expect(checkCapture({ ...completed, amount: '4' }, expected)).toEqual({ ok: true });
  });

  it.each([
    [{ status: 'PENDING' }, 'PENDING'],
    [{ status: 'DECLINED' }, 'DECLINED'],
    [{ status: 'MISSING' }, 'FAILED'],
    [{ amount: '0.01' }, 'REJECTED'],
    [{ amount: '4.001' }, 'REJECTED'],
    [{ amount: null }, 'REJECTED'],
    [{ currency: 'EUR' }, 'REJECTED'],
    [{ customId: 'savor:9:2:3' }, 'REJECTED'],
    [{ customId: null }, 'REJECTED'],
  ])('refuses %p as %s', (change, status) => {
    expect(checkCapture({ ...completed, ...change }, expected)).toMatchObject({ ok: false, status });
  });
});
