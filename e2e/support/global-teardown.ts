import type { SMTPServer } from 'smtp-server';

/** Closes the SMTP sink that playwright.config.ts started (same runner process). */
export default async function globalTeardown() {
  // The fake OpenAI-compatible server, started there too.
  const fakeOpenAi = (globalThis as { __savorFakeOpenAi?: { stop(): Promise<void> } }).__savorFakeOpenAi;
  if (fakeOpenAi) await fakeOpenAi.stop();
  const sink = (globalThis as { __savorSmtpSink?: SMTPServer }).__savorSmtpSink;
  if (!sink) return;
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  delete (globalThis as { __savorSmtpSink?: SMTPServer }).__savorSmtpSink;
}
