// `npm run bench -- --urls`: URL import accuracy on the corpus of bench/url-pages (real sites' page structures with
// Savor's own recipes, see its README). Each page is served from a local HTTP server on 127.0.0.1 and imported
// through Savor's real endpoint, POST /api/recipes/import, on a started Savor (URL_IMPORT_ALLOW_LOOPBACK=1, as the
// tests run it); its answer is scored against the page's truth. The plain `npm run bench` prints the same table last.
//
// A page is right when its title is right, at least 90% of its ingredient lines are right and its steps are right.
// Lines are compared after `normalised` (case, spaces, quotes, dashes, a closing full stop); group and section
// headings ('For the sauce:') are left out on both sides, the form having no groups. Ingredient lines are matched
// in any order, each at most once, out of the longer of the two lists (a made-up line costs as much as a lost one);
// the steps must say the same in the same order, however they are cut into steps (`stepsText`).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, httpJson, runBench, stopAndDeleteCluster, waitFor } from './processes.mjs';

const PAGES = new URL('./url-pages/', import.meta.url).pathname;
const IMPORTS_PER_COOK = 10; // the per-user limit of the endpoint: a fresh cook for every ten pages

/** A line as compared: lower case, spaces, quotes, dashes and fraction slashes unified, no checkbox or closing full stop. */
export function normalised(line) {
  return (
    String(line)
      .normalize('NFKC')
      .toLowerCase()
      // '½' is '1⁄2' after NFKC: a fraction slash, written '/' as often.
      .replace(/\u2044/g, '/')
      // A checkbox drawn before each ingredient.
      .replace(/[▢☐]\s*/g, '')
      .replace(/[‘’‚‛′`]/g, "'")
      .replace(/[“”„‟″]/g, '"')
      .replace(/[‐‑‒–—―]/g, '-')
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.;:!?)])/g, '$1')
      .replace(/\(\s+/g, '(')
      .trim()
      .replace(/\.$/, '')
  );
}

const isHeading = (line) => /:$/.test(String(line).trim()) && String(line).length <= 60;
const lines = (list) => (Array.isArray(list) ? list : []).filter((line) => !isHeading(line)).map(normalised);

/** A step's own number, as sites print it: '1.', '2)', '3 -', 'Step 4', 'Schritt 5:'. */
const STEP_NUMBER = /^(?:(?:step|schritt|étape|etapa|stap|passo|krok|steg)\s*)?\d{1,2}\s*(?:[.):-]\s*|\s+(?=\p{L}))/iu;
/** A section's name among the steps ('Make the batter', 'Instant Pot directions'): a few words, no sentence. */
const isSectionName = (line) => !/[.!?;]/.test(line) && line.split(' ').length <= 5;
/** Decimal amounts as the fractions cooks print ('0.5' as '1/2', '1.25' as '1 1/4'): the same quantity. */
const FRACTIONS = { 25: '1/4', 33: '1/3', 333: '1/3', 5: '1/2', 67: '2/3', 666: '2/3', 667: '2/3', 75: '3/4' };
const asFractions = (line) =>
  line.replace(/\b(\d+)[.,](25|333|33|5|667|666|67|75)\b/g, (_, whole, part) => `${whole === '0' ? '' : `${whole} `}${FRACTIONS[part]}`);
/** A line's words: punctuation (brackets, commas, a note's parentheses) is not what a cook reads a line for. */
const words = (line) =>
  asFractions(line)
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The text of a recipe's steps, to compare: their words in order, however a site cut them into steps (one
 * paragraph or one step a sentence) and punctuated where it cut, without the steps' numbers, headings and
 * section names.
 */
function stepsText(list) {
  return words(
    lines(list)
      .map((line) => line.replace(STEP_NUMBER, ''))
      .filter((line) => line && !isSectionName(line))
      .join(' '),
  );
}

/** The share of `a`'s and `b`'s words that agree in order (their longest common subsequence, out of the longer). */
function sharedInOrder(a, b) {
  const left = a ? a.split(' ') : [];
  const right = b ? b.split(' ') : [];
  let previous = new Uint16Array(right.length + 1);
  let current = new Uint16Array(right.length + 1);
  for (const word of left) {
    for (let j = 1; j <= right.length; j += 1) current[j] = word === right[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
    [previous, current] = [current, previous];
  }
  return previous[right.length] / Math.max(left.length, right.length, 1);
}

/**
 * The score of one page: which fields are right, and the page as a whole. `right` allows what the ingredients
 * allow, a tenth of the steps' words lost, added or changed; `exact` wants the steps' very words.
 */
export function scorePage(truth, answer) {
  const title = normalised(answer?.name ?? '') === normalised(truth.title);
  const expected = lines(truth.ingredients).map(words);
  const read = lines(answer?.ingredients).map(words);
  const left = [...read];
  let matched = 0;
  for (const line of expected) {
    const at = left.indexOf(line);
    if (at >= 0) {
      left.splice(at, 1);
      matched += 1;
    }
  }
  const ingredientShare = matched / Math.max(expected.length, read.length, 1);
  const stepsExpected = stepsText(truth.instructions);
  const stepsRead = stepsText(answer?.instructions);
  const stepShare = stepsExpected === stepsRead ? 1 : sharedInOrder(stepsExpected, stepsRead);
  const ingredients = ingredientShare >= 0.9;
  const steps = stepShare >= 0.9;
  return {
    title,
    ingredients,
    ingredientShare,
    steps,
    stepShare,
    right: title && ingredients && steps,
    exact: title && ingredients && stepShare === 1,
  };
}

/** The pages of bench/url-pages: each one's truth (`id`, `kind`, `site`, `title`, `ingredients`, `instructions`) and `file`. */
export function corpusPages() {
  return readdirSync(PAGES)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ ...JSON.parse(readFileSync(join(PAGES, name), 'utf8')), file: join(PAGES, name.replace(/\.json$/, '.html')) }));
}

/** Serves each page of `corpus` at /<id>/ (its `{{base}}` made this server's address); anything else is a 404, pictures too. */
async function startPageServer(corpus) {
  const files = new Map(corpus.map((page) => [page.id, page.file]));
  let base = '';
  const server = createServer((req, res) => {
    const id = /^\/([\w-]+)\/?$/.exec(new URL(req.url ?? '/', 'http://127.0.0.1').pathname)?.[1];
    const file = id && files.get(id);
    const html = file ? readFileSync(file, 'utf8') : null;
    if (html === null) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html.replaceAll('{{base}}', base));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  return { base, close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))) };
}

async function registerCook(port, n) {
  const username = `urlb${n}_${Date.now().toString(36).slice(-6)}`;
  const response = await httpJson(port, 'POST', '/api/register', {
    body: { email: `${username}@bench.example`, password: 'bench-password-1', name: 'URL Bench', username, dietaryRestrictions: [] },
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${response.text}`);
  return response.headers['set-cookie'].map((line) => line.split(';')[0]).join('; ');
}

/**
 * Starts Savor (scripts/start.mjs, as `npm start`) on `databaseUrl` with the loopback switch, imports every page of
 * `corpus` (bench/url-pages unless told) through POST /api/recipes/import, stops it, and answers each page's score.
 */
export async function measureUrlAccuracy({ databaseUrl, dataDir, port = 4705, children = [], corpus = corpusPages() }) {
  const pages = await startPageServer(corpus);
  const savor = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'bench-url-secret',
      LOG_LEVEL: 'error',
      URL_IMPORT_ALLOW_LOOPBACK: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(savor);
  try {
    await waitFor(port, savor);
    const results = [];
    let cookie = '';
    for (const [index, truth] of corpus.entries()) {
      if (index % IMPORTS_PER_COOK === 0) cookie = await registerCook(port, index);
      const response = await httpJson(port, 'POST', '/api/recipes/import', { body: { url: `${pages.base}/${truth.id}/` }, cookie });
      const answer = response.status === 200 ? JSON.parse(response.text) : null;
      results.push({ id: truth.id, kind: truth.kind, site: truth.site, status: response.status, ...scorePage(truth, answer), answer });
    }
    return results;
  } finally {
    await pages.close();
    if (savor.exitCode === null && savor.signalCode === null) await new Promise((resolve) => (savor.once('exit', resolve), savor.kill('SIGTERM')));
  }
}

export const REAL_PAGES_HEADING = "URL import on real sites' saved pages (recipe-scrapers' tests)";

/**
 * The table: pages right per kind and overall, then each miss with the fields it got wrong. With `judged` (the real
 * pages' judgements), also the pages right once the fields that differ from the truth are judged against the page.
 */
export function urlAccuracyReport(results, heading = "URL import on real sites' page structures (bench/url-pages)", judged = null) {
  const lines = ['', heading, '', `${''.padEnd(30)} ${'right'.padStart(12)}  ${'steps word for word'.padStart(20)}`];
  const share = (count, total) => `${`${count}/${total}`.padStart(7)}  ${((100 * count) / total).toFixed(0).padStart(3)}%`;
  const row = (label, of) =>
    lines.push(
      `${label.padEnd(30)} ${share(of.filter((result) => result.right).length, of.length)}  ${share(of.filter((result) => result.exact).length, of.length).padStart(20)}`,
    );
  for (const kind of new Set(results.map((result) => result.kind)))
    row(
      kind,
      results.filter((result) => result.kind === kind),
    );
  row('overall', results);
  if (judged)
    lines.push(
      '',
      `${'right where the fields that differ from the truth are judged against the page'.padEnd(80)} ${share(results.filter(judged).length, results.length)}`,
      '(bench/real-pages/judged.json: judged blind, the two readings shown in a random order)',
    );
  const misses = results.filter((result) => !result.right);
  if (misses.length) lines.push('', 'misses:');
  for (const miss of misses) {
    const fields =
      miss.status !== 200
        ? [`answered ${miss.status}`]
        : [
            !miss.title && `title ("${miss.answer?.name}")`,
            !miss.ingredients && `ingredients (${(100 * miss.ingredientShare).toFixed(0)}% of lines)`,
            !miss.steps && `steps (${(100 * miss.stepShare).toFixed(0)}% of words, ${miss.answer?.instructions?.length ?? 0} read)`,
          ].filter(Boolean);
    lines.push(`  ${miss.id.padEnd(40)} ${fields.join(', ')}${judged?.(miss) ? ': judged as the page shows it' : ''}`);
  }
  return lines.join('\n');
}

/**
 * A bench of its own for a corpus of pages (`npm run bench -- --urls`, `-- --real-pages`): an embedded PostgreSQL in
 * a temporary directory, Savor on it, every page of `corpus()` imported and scored, the table under `heading`.
 */
export async function benchUrlCorpus({ file, corpus, heading, judged = null }) {
  const { buildIfStale } = await import('../scripts/build-if-stale.mjs');
  const work = mkdtempSync(join(tmpdir(), 'savor-url-bench-'));
  const children = [];
  let postgres;
  const cleanUp = async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await stopAndDeleteCluster(postgres);
    rmSync(work, { recursive: true, force: true });
  };
  process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  await runBench({
    file,
    cleanUp,
    report: (results) => urlAccuracyReport(results.pages, heading, judged),
    main: async () => {
      const pages = await corpus();
      buildIfStale();
      const { startEmbeddedPostgres } = await import('../dist/src/platform/database/embedded-postgres.js');
      const { openDatabase } = await import('../dist/src/platform/database/orm.js');
      const { entities } = await import('../dist/src/app.entities.js');
      postgres = await startEmbeddedPostgres(join(work, 'pg'));
      await postgres.createDatabase('bench_urls');
      await (await openDatabase(postgres.url('bench_urls'), entities)).close();
      const scored = await measureUrlAccuracy({
        databaseUrl: postgres.url('bench_urls'),
        dataDir: join(work, 'savor'),
        port: await freePort(),
        children,
        corpus: pages,
      });
      return { date: new Date().toISOString(), pages: scored };
    },
  });
}

if (process.argv.includes('--urls')) {
  await benchUrlCorpus({ file: 'url-accuracy.json', corpus: corpusPages, heading: "URL import on real sites' page structures (bench/url-pages)" });
}

if (process.argv.includes('--real-pages')) {
  const { realPages } = await import('./real-pages/corpus.mjs');
  const { judgedFaithful } = await import('./real-pages/judged.mjs');
  await benchUrlCorpus({ file: 'real-pages-accuracy.json', corpus: realPages, heading: REAL_PAGES_HEADING, judged: judgedFaithful });
}
