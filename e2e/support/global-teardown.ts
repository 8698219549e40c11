import type { SMTPServer } from 'smtp-server';

/** Closes the SMTP sink and the fake PayPal that playwright.config.ts started (same runner process). */
export default async function globalTeardown() {
  const paypal = (globalThis as { __savorFakePayPal?: { stop(): Promise<void> } }).__savorFakePayPal;
  if (paypal) {
    await paypal.stop();
    delete (globalThis as { __savorFakePayPal?: unknown }).__savorFakePayPal;
  }
  const sink = (globalThis as { __savorSmtpSink?: SMTPServer }).__savorSmtpSink;
  if (!sink) return;
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  delete (globalThis as { __savorSmtpSink?: SMTPServer }).__savorSmtpSink;
}
