import { at, captureReport, firstCaptureOf, textAt } from './paypal-json.js';

describe('reading PayPal answers', () => {
  it('reads nested values and answers undefined or null for anything else', () => {
    const value = { a: [{ b: 'x' }], n: 1 };
    expect(at(value, 'a', 0, 'b')).toBe('x');
    expect(at(value, 'a', 1, 'b')).toBeUndefined();
    expect(textAt(value, 'n')).toBeNull();
    expect(textAt(null, 'a')).toBeNull();
  });

  it("finds an order's first capture, with the unit's custom_id when the capture has none", () => {
    const order = {
      purchase_units: [
        { custom_id: 'unit', payments: { captures: [{ id: 'C1', status: 'COMPLETED', amount: { value: '4.00', currency_code: 'USD' } }] } },
      ],
    };
    expect(firstCaptureOf(order)).toEqual({ captureId: 'C1', status: 'COMPLETED', amount: '4.00', currency: 'USD', customId: 'unit' });
    expect(firstCaptureOf({ purchase_units: [{}] }).status).toBe('MISSING');
    expect(captureReport('nonsense').status).toBe('MISSING');
  });
});
