import type { SMTPServer } from 'smtp-server';

/** Closes the SMTP sink that playwright.config.ts started (same runner process). */
export default async function globalTeardown() {
  const sink = (globalThis as { __savorSmtpSink?: SMTPServer }).__savorSmtpSink;
  if (!sink) return;
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  delete (globalThis as { __savorSmtpSink?: SMTPServer }).__savorSmtpSink;
}
