// What a browser sees: the JavaScript a first visit to /auth downloads, and Lighthouse's mobile
// performance score (simulated throttling), both in Debian's Chromium, offline on localhost.
import { chromium } from '@playwright/test';

export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A phone, as Lighthouse's mobile run emulates one (412 × 823). */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1366, height: 900 } };

/**
 * JavaScript of a first visit (empty cache): encoded bodies (what the build table's compressed column
 * adds up to), the same plus response headers, bytes decoded, and the files.
 */
export async function firstVisitScripts(url, device = PHONE) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((flag) => flag !== '--headless') });
  try {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') responses.push(response);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    let wire = 0;
    let bodies = 0;
    let decoded = 0;
    const files = [];
    for (const response of responses) {
      const sizes = await response.request().sizes();
      const body = await response.body();
      wire += sizes.responseBodySize + sizes.responseHeadersSize;
      bodies += sizes.responseBodySize;
      decoded += body.length;
      files.push({
        path: new URL(response.url()).pathname,
        wire: sizes.responseBodySize,
        encoding: response.headers()['content-encoding'] ?? 'identity',
      });
    }
    await context.close();
    return { wire, bodies, decoded, files };
  } finally {
    await browser.close();
  }
}

/** Median Lighthouse mobile performance score of each url over `runs` runs, with the median run's metrics. */
export async function lighthouseScores(urls, { cookie, runs = 5 }) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const results = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      const scores = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
          extraHeaders: name === 'auth' ? undefined : { Cookie: cookie },
        });
        const lhr = result.lhr;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
        const metric = (id) => lhr.audits[id].numericValue;
        scores.push({
          score: Math.round(lhr.categories.performance.score * 100),
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          finalUrl: lhr.finalDisplayedUrl,
          // Lighthouse's measure of the host's CPU speed: simulated throttling slows the page 4× on top of it
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      }
      scores.sort((a, b) => a.score - b.score);
      results[name] = { ...scores[Math.floor(scores.length / 2)], all: scores.map((s) => s.score) };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
