// Writes the URL corpus: bench/url-pages/<id>.html and <id>.json (the truth) for every page of sites-*.mjs.
// Run by hand after changing a page: `node bench/url-pages/source/make-pages.mjs`.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { truthOf } from './blocks.mjs';
import { RECIPES } from './recipes.mjs';
import { BLOG_PAGES } from './sites-blogs.mjs';
import { MAGAZINE_PAGES } from './sites-magazines.mjs';
import { APPLIANCE_PAGES, INTERNATIONAL_PAGES, SUPERMARKET_PAGES } from './sites-brands.mjs';

const out = join(dirname(fileURLToPath(import.meta.url)), '..');
const KINDS = [
  ['blog', BLOG_PAGES],
  ['magazine', MAGAZINE_PAGES],
  ['supermarket or brand', SUPERMARKET_PAGES],
  ['appliance maker', APPLIANCE_PAGES],
  ['non-English site', INTERNATIONAL_PAGES],
];

for (const name of readdirSync(out)) if (/\.(?:html|json)$/.test(name)) rmSync(join(out, name));
const seen = new Set();
for (const [kind, pages] of KINDS) {
  for (const page of pages) {
    if (seen.has(page.id)) throw new Error(`two pages named ${page.id}`);
    seen.add(page.id);
    const recipe = RECIPES[page.recipe];
    if (!recipe) throw new Error(`${page.id}: no recipe ${page.recipe}`);
    const comment = `<!-- Savor URL corpus, page ${page.id}: the structure of ${page.site} (${page.shape.replace(/--/g, '–')}). The recipe's words are Savor's own. -->`;
    const html = page.build(recipe).replace(/^<!DOCTYPE html>\n/i, (doctype) => `${doctype}${comment}\n`);
    const truth = page.truth ? page.truth(truthOf(recipe), recipe) : truthOf(recipe);
    writeFileSync(join(out, `${page.id}.html`), html);
    writeFileSync(join(out, `${page.id}.json`), `${JSON.stringify({ id: page.id, kind, site: page.site, shape: page.shape, ...truth }, null, 2)}\n`);
  }
}
console.log(`${seen.size} pages written to ${out}`);
