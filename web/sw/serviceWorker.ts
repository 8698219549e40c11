/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { RouteMatchCallback, WorkboxPlugin } from 'workbox-core';
import { ACCOUNT_CACHES, FORGET_ACCOUNT, SKIP_WAITING } from '../src/api/offline/caches';

/**
 * Savor's service worker (built by web/vite.config.ts, which writes the precache list into
 * self.__WB_MANIFEST):
 * - the app shell and every screen's code are precached, one version at a time: a page runs the code of
 *   the version that served it, and a new version waits until the cook reloads (the page asks) or every
 *   tab has closed;
 * - the account's data is read from the network first and kept for when there is none: the recipes the
 *   cook opened (the last 200, 30 days) with their pictures at card and detail size, and the kitchen's
 *   lists; the page deletes all of it when the account changes (api/offline/caches.ts).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

const DAYS_30 = 30 * 24 * 60 * 60;
const NOT_THE_APP = /^\/(api|media)(\/|$)/;
const RECIPE = /^\/api\/recipes\/\d+$/;
/** Who is signed in, My Recipes' pages, a recipe's progress, the shopping list, the pantry, the plan, the balance. */
const KITCHEN_DATA = /^\/api\/(user|recipes|recipes\/categories|recipes\/\d+\/progress|shopping|pantry|meal-plan|tickets\/balance)$/;
/** A stored picture (content-addressed) and its card-size copy. */
const STORED_PICTURE = /^\/media\/([0-9a-f]{64})\.jpg$/;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [NOT_THE_APP] }));

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Bumped when the page says the account changed: an answer fetched before that is never kept. */
let accountGeneration = 0;

const forThisAccountOnly: WorkboxPlugin = {
  handlerWillStart: ({ state }) => {
    if (state) state.generation = accountGeneration;
    return Promise.resolve();
  },
  cacheWillUpdate: ({ response, state }) => Promise.resolve(response.status === 200 && state?.generation === accountGeneration ? response : null),
};

const expirations = {
  recipes: new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: DAYS_30 }),
  data: new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: DAYS_30 }),
  // A recipe's two sizes, for its 200 recipes and the lists' cards.
  images: new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: DAYS_30 }),
};
const matchOptions = { ignoreVary: true };

const images = new CacheFirst({ cacheName: ACCOUNT_CACHES.images, plugins: [forThisAccountOnly, expirations.images], matchOptions });

/** Keeps a recipe's picture at both sizes with the recipe, so its card and its page show it offline. */
const picturesWithTheRecipe: WorkboxPlugin = {
  cacheDidUpdate: async ({ newResponse, event }) => {
    const imageUrl = await newResponse
      .clone()
      .json()
      .then(
        (recipe: { imageUrl?: unknown }) => recipe.imageUrl,
        () => null,
      );
    const hash = typeof imageUrl === 'string' ? STORED_PICTURE.exec(imageUrl)?.[1] : undefined;
    if (!hash) return;
    const cache = await caches.open(ACCOUNT_CACHES.images);
    for (const url of [`/media/${hash}.w480.jpg`, `/media/${hash}.jpg`]) {
      if (!(await cache.match(url))) await images.handle({ event, request: new Request(url) }).catch(() => undefined);
    }
  },
};

const sameOrigin =
  (pattern: RegExp): RouteMatchCallback =>
  ({ url }) =>
    url.origin === self.location.origin && pattern.test(url.pathname);

const routes: [RegExp, Strategy][] = [
  [
    RECIPE,
    new NetworkFirst({ cacheName: ACCOUNT_CACHES.recipes, plugins: [forThisAccountOnly, expirations.recipes, picturesWithTheRecipe], matchOptions }),
  ],
  [KITCHEN_DATA, new NetworkFirst({ cacheName: ACCOUNT_CACHES.data, plugins: [forThisAccountOnly, expirations.data], matchOptions })],
  [/^\/media\//, images],
];
for (const [pattern, strategy] of routes) registerRoute(sameOrigin(pattern), strategy);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SKIP_WAITING) void self.skipWaiting();
  if (type === FORGET_ACCOUNT) {
    accountGeneration += 1;
    const forgotten = Promise.all(Object.values(expirations).map((expiration) => expiration.deleteCacheAndMetadata()));
    event.waitUntil(forgotten.then(() => event.ports[0]?.postMessage('forgotten')));
  }
});
