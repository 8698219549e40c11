export default async function globalTeardown(): Promise<void> {
  const postgres = (globalThis as { savorTestPostgres?: { stop(): Promise<void> } }).savorTestPostgres;
  await postgres?.stop();
}
