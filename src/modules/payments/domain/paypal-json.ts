import type { CaptureReport } from './capture-check.js';

/** The value at `path` inside parsed JSON, or undefined: PayPal's answers are read defensively. */
export function at(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** The text at `path`, or null. */
export const textAt = (value: unknown, ...path: (string | number)[]): string | null => {
  const found = at(value, ...path);
  return typeof found === 'string' ? found : null;
};

/** A PayPal capture object (Orders v2 `payments.captures[]`, or a webhook's capture `resource`). */
export function captureReport(capture: unknown, fallbackCustomId: string | null = null): CaptureReport {
  if (!capture || typeof capture !== 'object') return { captureId: null, status: 'MISSING', amount: null, currency: null, customId: null };
  return {
    captureId: textAt(capture, 'id'),
    status: textAt(capture, 'status') ?? 'MISSING',
    amount: textAt(capture, 'amount', 'value'),
    currency: textAt(capture, 'amount', 'currency_code'),
    customId: textAt(capture, 'custom_id') ?? fallbackCustomId,
  };
}

/** The first capture of an order answer (capture or GET). */
export const firstCaptureOf = (order: unknown): CaptureReport =>
  captureReport(at(order, 'purchase_units', 0, 'payments', 'captures', 0), textAt(order, 'purchase_units', 0, 'custom_id'));
