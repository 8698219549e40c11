/** What PayPal said about one capture of an order (Orders v2 `purchase_units[].payments.captures[]`). */
export interface CaptureReport {
  captureId: string | null;
  /** The capture's status: COMPLETED, PENDING, DECLINED, … ('MISSING' when the answer had no capture). */
  status: string;
  amount: string | null;
  currency: string | null;
  customId: string | null;
}

/** What our own row says the buyer must have paid. */
export interface ExpectedPayment {
  /** Dollars as stored, e.g. '4.00'. */
  amount: string;
  currency: string;
  customId: string;
}

export type CaptureVerdict = { ok: true } | { ok: false; status: string; reason: string };

const cents = (value: string | null): number | null => {
  if (value === null || !/^\d+(\.\d{1,2})?$/.test(value.trim())) return null;
  return Math.round(Number(value) * 100);
};

/**
 * Tickets are credited only for a COMPLETED capture of exactly the expected amount, in the expected
 * currency, carrying the custom_id we gave the order (buyer, package and attempt).
 */
export function checkCapture(capture: CaptureReport, expected: ExpectedPayment): CaptureVerdict {
  if (capture.status !== 'COMPLETED') {
    const status = capture.status === 'PENDING' ? 'PENDING' : capture.status === 'MISSING' ? 'FAILED' : 'DECLINED';
    return { ok: false, status, reason: capture.status === 'PENDING' ? 'the payment is pending at PayPal' : `the capture is ${capture.status}` };
  }
  if (capture.currency !== expected.currency) return { ok: false, status: 'REJECTED', reason: 'the currency does not match the order' };
  const paid = cents(capture.amount);
  if (paid === null || paid !== cents(expected.amount)) return { ok: false, status: 'REJECTED', reason: 'the amount does not match the order' };
  if (capture.customId !== expected.customId) return { ok: false, status: 'REJECTED', reason: 'the order reference does not match' };
  return { ok: true };
}

/** custom_id of a PayPal order: ties it to the buyer, the pack and our attempt row (at most 127 characters). */
export const customIdFor = (userId: number, packageId: number, attemptId: number) => `savor:${userId}:${packageId}:${attemptId}`;
