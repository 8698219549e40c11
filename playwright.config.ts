import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SMTP_SINK_PORT, startSmtpSink } from './e2e/support/smtp-sink.ts';
import { FakePayPal, fakePayPalEnv } from './test/support/fake-paypal.ts';
import { FakeOpenAi } from './test/support/fake-openai.ts';

// Browser tests run against the built app (`npm run build` puts server and client in dist/).
const PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://localhost:${PORT}`;
// A fresh data directory (embedded PostgreSQL, media) for every run; workers inherit the runner's. The runner
// deletes the one it made when it exits, after the webServer has stopped (about 70 MB a run).
const ownDataDir = !process.env.E2E_DATA_DIR;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'savor-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
if (ownDataDir) process.once('exit', () => rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 }));
// The SMTP sink for mailed links (e2e/support/smtp-sink.ts). Started here, at load time in the runner,
// because Playwright starts the webServer before globalSetup; workers inherit the flag and skip it.
if (!process.env.E2E_SMTP_SINK) {
  process.env.E2E_SMTP_SINK = '1';
  (globalThis as Record<string, unknown>).__savorSmtpSink = await startSmtpSink(SMTP_SINK_PORT);
}
// A fake PayPal (test/support/fake-paypal.ts: REST API and JS SDK) on a free port, started here for the same
// reason; workers inherit its address.
if (!process.env.E2E_PAYPAL_BASE) {
  const paypal = new FakePayPal();
  await paypal.start();
  process.env.E2E_PAYPAL_BASE = paypal.baseUrl;
  (globalThis as Record<string, unknown>).__savorFakePayPal = paypal;
}
// The fake OpenAI-compatible server for the assistant (test/support/fake-openai.ts), started here for the
// same reason; its URL reaches the server through the webServer env. Chat and generation use it; photo
// analysis, AI pictures and AI nutrition stay off (OPENAI_VISION_MODEL/OPENAI_IMAGE_MODEL/OPENAI_NUTRITION_MODEL=off), so photo import is the
// offline extractor and recipe pictures the placeholder, as the other browser tests expect.
if (!process.env.E2E_OPENAI_URL) {
  const fakeOpenAi = new FakeOpenAi();
  process.env.E2E_OPENAI_URL = await fakeOpenAi.start();
  (globalThis as Record<string, unknown>).__savorFakeOpenAi = fakeOpenAi;
}

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  globalTeardown: './e2e/support/global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1366, height: 900 },
    // Tests check what a screen does, not its motion (keyboard.spec.ts covers both preferences): without
    // transitions and spinner turns Chromium composites a third fewer frames, most of the suite's CPU.
    reducedMotion: 'reduce',
    // The service worker answers from its caches only offline, but page.route() does not see what it
    // fetches: tests of the offline app (e2e/offline-*.spec.ts) allow it, the others do without.
    serviceWorkers: 'block',
    // Recording a trace for every test (to keep the failing ones) cost a fifth of the suite's CPU: the
    // screencast keeps Chromium compositing frames. A failure still leaves its screenshot and page snapshot;
    // E2E_TRACE=1 records traces again to debug one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node dist/src/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Password hashes at scrypt's cheapest cost: the suite signs up hundreds of cooks (see test/support/test-app.ts).
      PASSWORD_SCRYPT_N: '1024',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
      ...fakePayPalEnv(process.env.E2E_PAYPAL_BASE),
      OPENAI_API_KEY: 'fake-openai-key',
      OPENAI_BASE_URL: process.env.E2E_OPENAI_URL,
      OPENAI_VISION_MODEL: 'off',
      OPENAI_IMAGE_MODEL: 'off',
      OPENAI_NUTRITION_MODEL: 'off',
      // Tests only: the web-page import may fetch the fixture pages that e2e/url-import.spec.ts serves on 127.0.0.1.
      URL_IMPORT_ALLOW_LOOPBACK: '1',
    },
  },
});
