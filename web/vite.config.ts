import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { FIRST_SCREENS, SIGNED_IN_META } from './src/app/earlyRequests.ts';
import { SCREEN_STYLES_ATTRIBUTE } from './src/app/screenStyles.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/web', import.meta.url));
const apiTarget = process.env.SAVOR_API_URL ?? 'http://localhost:3300';

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/** What the service worker precaches: the app shell, every screen's code and style, the icons and pictures. */
const PRECACHED = /^(index\.html|manifest\.webmanifest|favicon\.svg|icons\/.+\.png|images\/.+\.webp|assets\/.+\.(js|css|woff2))$/;

/**
 * Builds the service worker (web/sw/serviceWorker.ts) after the app, as /sw.js, with the list of the
 * build's files to precache written into it: hashed files by name, the others with a hash of their
 * content, so that a new build is a new worker exactly when a file changed.
 */
function serviceWorker(): Plugin {
  return {
    name: 'savor:service-worker',
    apply: 'build',
    closeBundle: {
      sequential: true,
      async handler() {
        const manifest = walk(outDir)
          .map((path) => relative(outDir, path).split(sep).join('/'))
          .filter((file) => PRECACHED.test(file))
          .sort()
          .map((file) => ({
            url: `/${file}`,
            revision: file.startsWith('assets/')
              ? null
              : createHash('sha256')
                  .update(readFileSync(join(outDir, file)))
                  .digest('hex')
                  .slice(0, 16),
          }));
        await build({
          configFile: false,
          logLevel: 'warn',
          define: { 'self.__WB_MANIFEST': JSON.stringify(manifest), 'process.env.NODE_ENV': '"production"' },
          build: {
            outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            minify: true,
            lib: {
              entry: fileURLToPath(new URL('sw/serviceWorker.ts', import.meta.url)),
              formats: ['iife'],
              name: 'savorServiceWorker',
              fileName: () => 'sw.js',
            },
          },
        });
        this.info(`service worker: ${manifest.length} files precached`);
      },
    },
  };
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy next to every text file of the build over
 * 256 bytes, so that the server sends them as they are (src/platform/http/web-client.ts) and spends no CPU
 * compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'savor:precompress',
    apply: 'build',
    // After the service worker's build (sequential hooks wait for the ones before them).
    closeBundle: {
      sequential: true,
      handler() {
        let files = 0;
        for (const file of walk(outDir).filter((path) => /\.(js|css|html|svg|json|txt|webmanifest)$/.test(path))) {
          const source = readFileSync(file);
          if (source.length < 256) continue;
          const br = brotliCompressSync(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          });
          const gz = gzipSync(source, { level: 9 });
          if (br.length < source.length) writeFileSync(`${file}.br`, br);
          if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
          files += 1;
        }
        this.info(`precompressed ${files} files (brotli and gzip)`);
      },
    },
  };
}

/** The category pictures' drawings (web/images/categories/*.svg), served as /images/categories/<name>.webp. */
const CATEGORY_DRAWINGS = fileURLToPath(new URL('images/categories', import.meta.url));
const CATEGORY_PICTURE = /^\/images\/categories\/([a-z]+)\.webp$/;

/**
 * The category fallback pictures (spec document 1 §9), drawn as SVG and sent as WebP (800×450, 7 to
 * 11 kB each): a browser decodes a WebP off the main thread, but parses each SVG picture as a document on
 * it (15 to 25 ms per picture on a phone, three of them on Home).
 */
function categoryPictures(): Plugin {
  const rasterize = async (drawing: string) => {
    const { createCanvas, loadImage } = await import('@napi-rs/canvas');
    const canvas = createCanvas(800, 450);
    canvas.getContext('2d').drawImage(await loadImage(readFileSync(drawing)), 0, 0, 800, 450);
    return canvas.encode('webp', 80);
  };
  return {
    name: 'savor:category-pictures',
    async generateBundle() {
      for (const name of readdirSync(CATEGORY_DRAWINGS).filter((file) => file.endsWith('.svg'))) {
        const source = await rasterize(join(CATEGORY_DRAWINGS, name));
        this.emitFile({ type: 'asset', fileName: `images/categories/${name.replace(/\.svg$/, '.webp')}`, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const key = CATEGORY_PICTURE.exec(req.url ?? '')?.[1];
        if (!key) return next();
        rasterize(join(CATEGORY_DRAWINGS, `${key}.svg`)).then(
          (picture) => res.setHeader('Content-Type', 'image/webp').end(picture),
          () => next(),
        );
      });
    },
  };
}

const EARLY_ENTRY = fileURLToPath(new URL('src/app/sendEarlyRequestsNow.ts', import.meta.url));

/**
 * The styles of each of FIRST_SCREENS, as Emotion inserts them there: written by `npm run critical-css`
 * (e2e/critical-css.spec.ts, which also checks that they are current).
 */
const CRITICAL_CSS = fileURLToPath(new URL('critical-css.json', import.meta.url));
type CriticalStyles = Record<string, { names: string[]; css: string } | undefined>;

/**
 * The screen's styles as an element whose names the app's Emotion cache takes as inserted
 * (app/styleCache.ts), so React's first commit inserts none of these rules; it was most of that
 * commit, one task that cannot be split.
 */
function criticalStyleOf(screens: CriticalStyles, path: string): string {
  const styles = screens[path];
  return styles ? `<style ${SCREEN_STYLES_ATTRIBUTE}="${styles.names.join(' ')}">${styles.css.replaceAll('</', '<\\/')}</style>` : '';
}

/** Where the build writes which page to send for each of FIRST_SCREENS (src/platform/http/web-client.ts reads it). */
const FIRST_SCREEN_PAGES = 'first-screens.json';

/**
 * The first screen's requests leave from a script of their own, in the page's head: it runs as soon as
 * its 1 kB arrives, while the entry's 150 kB are still loading (app/earlyRequests.ts). The entry
 * imports the same file, so both share one module (its map of early responses).
 *
 * For each of FIRST_SCREENS the build also writes a page of its own, which the server sends to a visitor
 * with a session cookie: it preloads the screen's chunks (its modules and what they import, less what
 * the entry loads) from the start, instead of after the entry has run, and it tells the early script
 * to ask for the screen's data at once, and it carries the screen's styles (criticalStyleOf).
 */
function earlyRequestsScript(): Plugin {
  const chunksOf = (bundle: Rolldown.OutputBundle) => Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  return {
    name: 'savor:early-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const early = chunksOf(bundle ?? {}).find((chunk) => chunk.isEntry && chunk.facadeModuleId === EARLY_ENTRY);
        if (!early) throw new Error('savor:early-requests: the early entry was not built');
        return [
          { tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${early.fileName}` }, injectTo: 'head-prepend' as const },
          // Its one import, fetched with it rather than after it.
          ...early.imports.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head-prepend' as const,
          })),
        ];
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
        const page = bundle['index.html'];
        if (!entry || page?.type !== 'asset') throw new Error('savor:early-requests: index.html was not built');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (fileName: string, into = new Set<string>()) => {
          if (!into.has(fileName)) {
            into.add(fileName);
            for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
          }
          return into;
        };
        const loadedByEntry = closure(entry.fileName);
        const chunkOf = (module: string) => {
          const id = fileURLToPath(new URL(`src/${module}`, import.meta.url));
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id) ?? chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) throw new Error(`savor:early-requests: no chunk holds ${module}`);
          return chunk.fileName;
        };
        const html = String(page.source);
        const screenStyles = JSON.parse(readFileSync(CRITICAL_CSS, 'utf8')) as CriticalStyles;
        const pages: Record<string, string> = {};
        for (const [path, screen] of Object.entries(FIRST_SCREENS)) {
          const files = new Set(screen.modules.flatMap((module) => [...closure(chunkOf(module))]));
          const preloads = [...files]
            .filter((file) => !loadedByEntry.has(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
          const fileName = `first-screens/${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}.html`;
          const source = html
            .replace('</head>', `  <meta name="${SIGNED_IN_META}">\n    ${preloads.join('\n    ')}\n  </head>`)
            // After the splash, so that parsing the styles does not hold back its first paint.
            .replace('</body>', `  ${criticalStyleOf(screenStyles, path)}\n  </body>`);
          this.emitFile({ type: 'asset', fileName, source });
          pages[path] = fileName;
        }
        this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_PAGES, source: JSON.stringify(pages) });
      },
    },
  };
}

/**
 * React Router's package exports only its development build, whose one difference is that its
 * development warnings are on (remix-run/react-router#14102): the build takes the production one.
 */
function reactRouterProductionBuild(): Plugin {
  const production = (file: string) => fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
  const files: Record<string, string> = { 'react-router': production('index.mjs'), 'react-router/dom': production('dom-export.mjs') };
  return { name: 'savor:react-router-production', apply: 'build', enforce: 'pre', resolveId: (id) => files[id] ?? null };
}

/**
 * MUI makes a default theme of its own while its modules load, twice (styles/defaultTheme.mjs and
 * Box.mjs): about a third of the MUI core's evaluation, in the entry's long task, for a theme no screen
 * shows (every screen renders inside AppProviders' ThemeProvider). Both take Savor's theme instead,
 * made on first use (app/muiDefaultTheme.ts).
 */
function muiDefaultTheme(): Plugin {
  const replacement = fileURLToPath(new URL('src/app/muiDefaultTheme.ts', import.meta.url));
  const made = 'const defaultTheme = createTheme();';
  const makers = /node_modules[\\/]@mui[\\/]material[\\/](styles[\\/]defaultTheme|Box[\\/]Box)\.mjs$/;
  return {
    name: 'savor:mui-default-theme',
    apply: 'build',
    transform(code, id) {
      if (!makers.test(id)) return null;
      if (!code.includes(made)) this.error(`${id} no longer makes its default theme with "${made}": see muiDefaultTheme`);
      return { code: code.replace(made, `import defaultTheme from ${JSON.stringify(replacement)};`), map: null };
    },
  };
}

/**
 * MUI's createTheme makes a theme with CSS variables only when asked (`cssVariables`): Savor's theme
 * (app/theme.ts) asks for none, so createTheme calls createThemeNoVars, but it imports the CSS-variables
 * maker too, with its selectors, parsers and colour schemes (17 kB, 3.5 kB brotli), and every first
 * visit downloaded them for nothing. The build leaves that import out; a theme that asks for CSS variables
 * fails loudly on its first use rather than quietly losing them.
 */
function muiThemeWithoutVars(): Plugin {
  const imported = 'import createThemeWithVars from "./createThemeWithVars.mjs";';
  const maker = /node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/;
  const refusal =
    'const createThemeWithVars = () => { throw new Error("Savor\'s build leaves out MUI\'s CSS-variables theme: see muiThemeWithoutVars in web/vite.config.ts"); };';
  return {
    name: 'savor:mui-theme-without-vars',
    apply: 'build',
    transform(code, id) {
      if (!maker.test(id)) return null;
      if (!code.includes(imported)) this.error(`${id} no longer imports "${imported}": see muiThemeWithoutVars`);
      return { code: code.replace(imported, refusal), map: null };
    },
  };
}

/**
 * The MUI and emotion core every screen needs, the sign-in form included: one chunk instead of a dozen.
 * Only what the sign-in screen uses goes in it (forSignIn); the rest goes with the screens that use it.
 */
const MUI_CORE = new RegExp(
  'node_modules[\\\\/](@emotion|stylis|clsx|prop-types|hoist-non-react-statics|@babel[\\\\/]runtime|' +
    '@mui[\\\\/](styled-engine|private-theming)|@mui[\\\\/]system[\\\\/](?!Stack)|@mui[\\\\/]utils[\\\\/](?!useRovingTabIndex)|' +
    '@mui[\\\\/]material[\\\\/](styles|utils|zero-styled|DefaultPropsProvider|className|generateUtilityClass|' +
    'ButtonBase|Button|IconButton|Typography|SvgIcon|Paper|Box|CircularProgress|InputBase|OutlinedInput|FormControl|' +
    'FormLabel|InputLabel|FormHelperText|InputAdornment|GlobalStyles|CssBaseline|useMediaQuery|transitions|colors)[\\\\/])',
);

/**
 * The app's own modules that the entry and several screens share (API client, toasts, the sign-in
 * hooks, form fields, the logo): one chunk, where the bundler would otherwise make one file of each.
 */
const APP_CORE = new RegExp(
  'web[\\\\/]src[\\\\/](api|app[\\\\/](providers|theme|useWideScreen)|components[\\\\/](toast[\\\\/]ToastProvider|BrandLogo|TextInput|PasswordField|useDocumentTitle|returnVisit)|' +
    'features[\\\\/]auth[\\\\/](hooks|validation|index|returnPath))|' +
    // The account rules the sign-in form checks, shared with the server.
    'src[\\\\/]kernel[\\\\/]accounts[\\\\/]|' +
    '@mui[\\\\/]icons-material[\\\\/](esm[\\\\/])?(utils|RestaurantRounded|VisibilityRounded|VisibilityOffRounded|MenuBookRounded)',
);

/** MUI beyond its core, its icons and what they bring (Popper, transitions). */
const MUI_AND_ICONS = /node_modules[\\/](@mui[\\/]|@popperjs[\\/]|react-transition-group[\\/])/;

/** A feature's index.ts: the names other features may import, re-exported from the feature's modules. */
const FEATURE_INDEX = /[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
/** A feature's index, or one of MUI's ('@mui/system', '@mui/material/utils'), side-effect free like a feature's. */
const FEATURE_OR_MUI_INDEX = /[\\/]features[\\/][^\\/]+[\\/]index\.ts$|node_modules[\\/]@mui[\\/].+[\\/]index\.mjs$/;

const withoutExtension = (path: string) => path.replace(/\\/g, '/').replace(/\.[cm]?[jt]sx?$/, '');

/** Whether `specifier`, imported by `importer`, names the module `id` (relative, or a package's path). */
function refersTo(importer: string, specifier: string, id: string): boolean {
  const target = withoutExtension(id);
  if (!specifier.startsWith('.')) return target.endsWith(`/node_modules/${specifier}/index`) || target.endsWith(`/node_modules/${specifier}`);
  const path = withoutExtension(resolve(dirname(importer), specifier));
  return path === target || `${path}/index` === target;
}

/** The names a clause such as `{ a, type B, c as d }` lists, as [name in its module, name given]. */
function namesOf(clause: string): Array<[string, string]> {
  return clause
    .slice(clause.indexOf('{') + 1, clause.lastIndexOf('}'))
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter((part) => part !== '')
    .map((part) => {
      const [name, as = name] = part.split(/\s+as\s+/);
      return [name, as];
    });
}

/** Names wanted of a module: some, or 'all' (a default import, `* as`, `export *`, or not an index). */
type Wanted = Set<string> | 'all';

const EXPORT_FROM = /export\s+(\*(?:\s+as\s+[\w$]+)?|(?:type\s+)?\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/g;

/** The names `code` (of the module `importer`) imports or re-exports from the index `index`. */
function namesImportedFrom(code: string, importer: string, index: string): Wanted {
  const found = new Set<string>();
  for (const [, clause, specifier] of [...code.matchAll(/import\s+([^'"]*?)\s*from\s*['"]([^'"]+)['"]/g), ...code.matchAll(EXPORT_FROM)]) {
    if (!refersTo(importer, specifier, index)) continue;
    if (!/^(type\s+)?\{[^}]*\}$/.test(clause.trim())) return 'all';
    for (const [name] of namesOf(clause)) found.add(name);
  }
  return found;
}

/**
 * What an index imports, with the names wanted of each for `wanted` of the index's names: a module it
 * re-exports some of them from, those; one it re-exports everything from (`export *`), the same; one
 * it re-exports none of them from, nothing (left out); any other import (code of its own), all.
 */
function modulesExporting(index: Rolldown.ModuleInfo, wanted: Set<string>): Array<[string, Wanted]> {
  const reexported = new Map<string, Set<string> | 'all'>();
  for (const [, clause, specifier] of (index.code ?? '').matchAll(EXPORT_FROM)) {
    const module = index.importedIds.find((id) => refersTo(index.id, specifier, id));
    if (module === undefined) continue;
    const before = reexported.get(module) ?? new Set<string>();
    if (before === 'all' || clause.startsWith('* as')) reexported.set(module, 'all');
    else if (clause === '*') reexported.set(module, new Set([...before, ...wanted]));
    else reexported.set(module, new Set([...before, ...namesOf(clause).flatMap(([name, as]) => (wanted.has(as) ? [name] : []))]));
  }
  return index.importedIds.flatMap((id): Array<[string, Wanted]> => {
    const names = reexported.get(id) ?? 'all';
    return names !== 'all' && names.size === 0 ? [] : [[id, names]];
  });
}

/**
 * The modules `roots` import statically, directly or through others (computed once per build). Through
 * an index (`indexes`: a feature's index.ts, by default) it follows only the modules of the names
 * imported: Home imports RecipeCard from the recipes feature, not the community's listing or the
 * cooking mode's servings control it also exports.
 */
function staticClosureOf(roots: readonly string[], indexes = FEATURE_INDEX) {
  let closure: Set<string> | undefined;
  return (id: string, ctx: Rolldown.ChunkingContext): boolean => {
    if (!closure) {
      const modules = new Set<string>();
      // Each index's names followed so far; 'all' for any other module, once followed.
      const followed = new Map<string, Wanted>();
      const queue: Array<[string, Wanted]> = roots.map((module) => [fileURLToPath(new URL(`src/${module}`, import.meta.url)), 'all']);
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        const [moduleId, wanted] = next;
        const before = followed.get(moduleId);
        if (before === 'all') continue;
        const module = ctx.getModuleInfo(moduleId);
        modules.add(moduleId);
        if (wanted !== 'all' && module && indexes.test(moduleId)) {
          const names = new Set([...wanted].filter((name) => !before?.has(name)));
          followed.set(moduleId, new Set([...(before ?? []), ...names]));
          if (names.size > 0) queue.push(...modulesExporting(module, names));
          continue;
        }
        followed.set(moduleId, 'all');
        for (const imported of module?.importedIds ?? []) {
          queue.push([imported, indexes.test(imported) && module?.code ? namesImportedFrom(module.code, moduleId, imported) : 'all']);
        }
      }
      closure = modules;
    }
    return closure.has(id);
  };
}

/** Each of FIRST_SCREENS, named for its chunks ('/' is Home), with the modules it imports statically. */
const firstScreens = Object.entries(FIRST_SCREENS).map(([path, screen]) => ({
  name: path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'),
  uses: staticClosureOf(screen.modules),
}));
/**
 * What the sign-in screen imports statically, its wide-screen picture side included. Through MUI's
 * index files too it follows only the names imported: the theme's `alpha` and `createTheme` from
 * '@mui/material/styles', not useMediaQuery through '@mui/system'. (The first screens' closures still
 * take all an MUI index imports: made as fine, they split MUI so that My Recipes loaded Home's MUI chunk too.)
 */
const onSignIn = staticClosureOf(['main.tsx', 'features/auth/routes/AuthPage.tsx', 'features/auth/components/AuthHero.tsx'], FEATURE_OR_MUI_INDEX);
/**
 * `name` for what the sign-in screen uses: the MUI core and the app chunk hold nothing else, so that
 * what only the signed-in screens share (MUI's Paper and its helpers, signing out) stays out of the
 * sign-in screen's download and goes with the first screens' chunks.
 */
const forSignIn = (name: string) => (id: string, ctx: Rolldown.ChunkingContext) => (onSignIn(id, ctx) ? name : null);
/**
 * `name` for what every first screen uses and the sign-in screen does not, and `name-<screen>` for what
 * only some use: Home does not download My Recipes' category select (MUI's Select, Menu, Popover, Modal).
 */
const forFirstScreens = (name: string) => (id: string, ctx: Rolldown.ChunkingContext) => {
  const users = onSignIn(id, ctx) ? [] : firstScreens.filter((screen) => screen.uses(id, ctx));
  if (users.length === 0) return null;
  return users.length === firstScreens.length ? name : [name, ...users.map((screen) => screen.name)].join('-');
};

/**
 * Third-party code in long-lived chunks of its own (react-dom alone, the router, the MUI core), so the
 * sign-in screen loads a few files, and only what it uses: Dialog, Popper, Tooltip, Skeleton, Menu,
 * List and the rest of MUI stay in the chunks of the screens that use them.
 *
 * A phone over HTTP/1.1 fetches six files at a time and each costs a round trip, so what the first
 * screens use comes in two files (their MUI and icons; their own code) instead of some thirty, and
 * the rest of MUI and the icons in two more, instead of forty small ones.
 */
const vendorChunks = [
  // Shared by the early entry and the API client, and imports nothing: see earlyRequestsScript.
  { name: 'early-requests', test: /web[\\/]src[\\/]app[\\/]earlyRequests\.ts$/, priority: 31 },
  { name: 'react-dom', test: /node_modules[\\/](react-dom|react|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 29 },
  // swr/infinite stays with the one screen that pages by cursor (community recipes).
  { name: 'data', test: /node_modules[\\/](swr[\\/](?!dist[\\/]infinite)|openapi-fetch|dequal|use-sync-external-store[\\/])/, priority: 28 },
  { name: forSignIn('mui-core'), test: MUI_CORE, priority: 27 },
  { name: forSignIn('app'), test: APP_CORE, priority: 26 },
  // The sign-in screen's picture side (768 px and up) in one file with its icons.
  { name: 'AuthHero', test: /AuthHero\.tsx$|icons-material[\\/](esm[\\/])?(AutoAwesomeRounded|KitchenRounded|GroupsRounded)\.m?js$/, priority: 25 },
  { name: forFirstScreens('first-screens-mui'), test: MUI_AND_ICONS, priority: 24 },
  { name: forFirstScreens('first-screens'), test: /web[\\/]src[\\/]/, priority: 23 },
  { name: 'icons', test: /node_modules[\\/]@mui[\\/]icons-material[\\/]/, priority: 22 },
  { name: 'mui', test: MUI_AND_ICONS, priority: 21 },
];

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    reactRouterProductionBuild(),
    muiDefaultTheme(),
    muiThemeWithoutVars(),
    earlyRequestsScript(),
    categoryPictures(),
    serviceWorker(),
    precompress(),
  ],
  resolve: {
    alias: [
      // The server's plain-TypeScript kernel (ingredient parser, units, scaling), shared, not copied.
      { find: /^@kernel\//, replacement: fileURLToPath(new URL('../src/kernel/', import.meta.url)) },
      // MUI calls Emotion's styled(tag, options) only. The package's main entry also makes a styled
      // factory for each of 136 HTML and SVG tags while it loads (styled.div and the like): a fifth of the
      // MUI core's evaluation, in the entry's long task. Its base entry is the same function without them.
      { find: /^@emotion\/styled$/, replacement: '@emotion/styled/base' },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('src/app/useSyncExternalStoreShim.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    // Maps stay on disk for reading stack traces; the bundles do not point at them and the server never sends them.
    sourcemap: 'hidden',
    minify: 'terser',
    terserOptions: {
      module: true,
      ecma: 2020,
      compress: { passes: 3 },
      // V8's explicit compile hint (Chrome 136+) on every chunk: compile all its functions while the file
      // streams in, on a background thread, instead of each on its first call on the main thread. The
      // first screens call most of what they load: react-dom's CommonJS factory alone is one 200 kB
      // function, compiled lazily when the entry is evaluated (that task went from about 80 to 40 ms
      // here, and the main thread's compile catch-up before it from 94 to 18 ms).
      format: { comments: false, preamble: '//# allFunctionsCalledOnLoad' },
    },
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), early: EARLY_ENTRY },
      // Terser's time per chunk is expected, not news for every build log.
      checks: { bundlerTimings: false },
      // A feature's modules only declare (components, hooks, constants): importing one runs nothing. Said
      // outright, a feature's index.ts brings in only the modules of the names its importer uses, not
      // every module it re-exports (with their MUI): Home would otherwise load the community's listing.
      treeshake: { moduleSideEffects: [{ test: /[\\/]web[\\/]src[\\/]features[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
});
