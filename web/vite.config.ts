import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/web', import.meta.url));
const apiTarget = process.env.SAVOR_API_URL ?? 'http://localhost:3300';

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy next to every text file of the build over
 * 256 bytes, so that the server sends them as they are (src/platform/http/web-client.ts) and spends no CPU
 * compressing per request.
 */
function precompress(): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'savor:precompress',
    apply: 'build',
    closeBundle() {
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
  };
}

/** The MUI and emotion core every screen needs, the sign-in form included: one chunk instead of a dozen. */
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
  'web[\\\\/]src[\\\\/](api|app[\\\\/](providers|theme|useWideScreen)|components[\\\\/](toast[\\\\/]ToastProvider|BrandLogo|TextInput|PasswordField|useDocumentTitle)|' +
    'features[\\\\/]auth[\\\\/](hooks|validation|index))|' +
    '@mui[\\\\/]icons-material[\\\\/](esm[\\\\/])?(utils|RestaurantRounded|VisibilityRounded|VisibilityOffRounded|MenuBookRounded)',
);

/**
 * Third-party code in long-lived chunks of its own (react-dom alone, the router, the MUI core), so the
 * sign-in screen loads a few files, and only what it uses: Dialog, Popper, Tooltip, Skeleton, Menu,
 * List and the rest of MUI stay in the chunks of the screens that use them.
 */
const vendorChunks = [
  { name: 'react-dom', test: /node_modules[\\/](react-dom|react|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 29 },
  // swr/infinite stays with the one screen that pages by cursor (community recipes).
  { name: 'data', test: /node_modules[\\/](swr[\\/](?!dist[\\/]infinite)|openapi-fetch|dequal|use-sync-external-store[\\/])/, priority: 28 },
  { name: 'mui-core', test: MUI_CORE, priority: 27 },
  { name: 'app', test: APP_CORE, priority: 26 },
  // The sign-in screen's picture side (768 px and up) in one file with its icons.
  { name: 'AuthHero', test: /AuthHero\.tsx$|icons-material[\\/](esm[\\/])?(AutoAwesomeRounded|KitchenRounded|GroupsRounded)\.m?js$/, priority: 25 },
  // What only the signed-in screens use: every other icon (well under 1 kB each) and the rest of MUI in
  // two files, instead of some forty small ones that a phone fetches six at a time, each costing a round trip.
  { name: 'icons', test: /node_modules[\\/]@mui[\\/]icons-material[\\/]/, priority: 24 },
  { name: 'mui', test: /node_modules[\\/](@mui[\\/]|@popperjs[\\/]|react-transition-group[\\/])/, priority: 23 },
];

export default defineConfig({
  root: webRoot,
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      // The server's plain-TypeScript kernel (ingredient parser, units, scaling), shared, not copied.
      { find: /^@kernel\//, replacement: fileURLToPath(new URL('../src/kernel/', import.meta.url)) },
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
    terserOptions: { module: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false } },
    rolldownOptions: {
      // Terser's time per chunk is expected, not news for every build log.
      checks: { bundlerTimings: false },
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
