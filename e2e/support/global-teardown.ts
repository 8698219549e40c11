import type { SMTPServer } from 'smtp-server';

/** Closes the SMTP sink, the fake PayPal and the fake OpenAI server that playwright.config.ts started (same runner process). */
export default async function globalTeardown() {
  const paypal = (globalThis as { __savorFakePayPal?: { stop(): Promise<void> } }).__savorFakePayPal;
  if (paypal) {
    await paypal.stop();
    delete (globalThis as { __savorFakePayPal?: unknown }).__savorFakePayPal;
  }
  // The fake OpenAI-compatible server, started there too.
  const fakeOpenAi = (globalThis as { __savorFakeOpenAi?: { stop(): Promise<void> } }).__savorFakeOpenAi;
  if (fakeOpenAi) await fakeOpenAi.stop();
  const sink = (globalThis as { __savorSmtpSink?: SMTPServer }).__savorSmtpSink;
  if (!sink) return;
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  delete (globalThis as { __savorSmtpSink?: SMTPServer }).__savorSmtpSink;
}
