// `npm run bench -- --real-pages`: URL import on real pages saved from real sites. Savor's repository carries no
// third-party page (their text and photos are the sites'); the pages and their truth come from the tests of
// recipe-scrapers (hhursev/recipe-scrapers, MIT), whose source Debian ships as `python-recipe-scrapers`: 192 saved
// pages of real recipe sites, each with the title, ingredients and instructions that site's own scraper must read.
// The source tarball is downloaded once from deb.debian.org into node_modules/.cache and checked against its
// SHA-256; BENCH_REAL_PAGES=<a recipe-scrapers source tree> reads one already on disk. Needs python3 (the truth is
// the literals of the Python tests).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const SOURCE = {
  version: '14.32.1',
  url: 'http://deb.debian.org/debian/pool/main/p/python-recipe-scrapers/python-recipe-scrapers_14.32.1.orig.tar.gz',
  sha256: '250ea928a65c9a92987c122643ec7fcac9d9dd7907d6fc2ceffc9e73f8aa078c',
};
const CACHE = join('node_modules', '.cache', 'savor-real-pages');

/** The recipe-scrapers source tree: BENCH_REAL_PAGES, or the Debian source tarball, fetched and checked once. */
async function sourceTree() {
  if (process.env.BENCH_REAL_PAGES) return process.env.BENCH_REAL_PAGES;
  const tree = join(CACHE, `recipe-scrapers-${SOURCE.version}`);
  if (existsSync(join(tree, 'tests'))) return tree;
  process.stderr.write(`[real pages] downloading ${SOURCE.url}\n`);
  const response = await fetch(SOURCE.url);
  if (!response.ok) throw new Error(`${SOURCE.url}: ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const digest = createHash('sha256').update(bytes).digest('hex');
  if (digest !== SOURCE.sha256) throw new Error(`${SOURCE.url}: SHA-256 ${digest}, expected ${SOURCE.sha256}`);
  mkdirSync(CACHE, { recursive: true });
  const archive = join(CACHE, 'source.tar.gz');
  writeFileSync(archive, bytes);
  execFileSync('tar', ['xzf', archive, '-C', CACHE]);
  return tree;
}

/** Every site test with a saved page: its truth (`id`, `kind`, `site`, `title`, `ingredients`, `instructions`) and its `file`. */
export async function realPages() {
  const tree = await sourceTree();
  const script = new URL('./expected.py', import.meta.url).pathname;
  const tests = JSON.parse(execFileSync('python3', [script, tree], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
  return tests.map((test) => ({
    id: basename(test.page, '.testhtml').replace(/[^\w-]/g, '-'),
    kind: 'real sites (recipe-scrapers tests)',
    site: test.url ?? test.site,
    title: test.title,
    ingredients: test.ingredients,
    instructions: test.instructions,
    file: join(tree, test.page),
  }));
}
