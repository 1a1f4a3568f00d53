// cubeplay's service worker: after one visit the whole app (the page, every
// part of it, the engine worker, styles, icons) is served from the cache,
// so it works offline. The page registers it once its first screen is up
// (boot.js), so the first screen's bytes come first.
// scripts/service-worker.mjs fills in the constants at build time; the
// version is a hash of every asset, so each deploy gets a fresh cache.
//
// The language packs (one file of texts per language) are not installed with
// the rest, so a first visit downloads one language, not all: the page asks
// to keep the packs it uses (message `{ keep }`), a later visit caches the
// others, and a new version installs the packs of the languages the old one
// held.
const VERSION = '__VERSION__';
const ASSETS = __ASSETS__;
const PACKS = __PACKS__;
const ON_DEMAND = PACKS;
const onDemand = (url) => ON_DEMAND.some((file) => url.endsWith(file.slice(1)));
const CACHE = `cubeplay-${VERSION}`;

const packLanguage = (url) => (url.match(/messages-(?:study-)?([a-z]{2})-[0-9a-f]{16}\.txt$/) || [])[1];

async function languagesInOldCaches() {
  const languages = new Set();
  for (const name of await caches.keys()) {
    if (!name.startsWith('cubeplay-') || name === CACHE) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const language = packLanguage(request.url);
      if (language) languages.add(language);
    }
  }
  return languages;
}

async function keepPacks(packs) {
  const cache = await caches.open(CACHE);
  await Promise.all(packs.map(async (pack) => {
    if (!(await cache.match(pack))) await cache.add(pack);
  }));
}

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(ASSETS);
    const languages = await languagesInOldCaches();
    await cache.addAll(PACKS.filter((pack) => languages.has(packLanguage(pack))));
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names
      .filter((name) => name.startsWith('cubeplay-') && name !== CACHE)
      .map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

// The page asks a waiting new version to take over when the player agrees.
self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
  const keep = event.data?.keep;
  if (typeof keep === 'string') {
    const pack = ON_DEMAND.find((candidate) => candidate.endsWith(`/${keep}`));
    if (pack) event.waitUntil(keepPacks([pack]).catch(() => {}));
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // A visit after the first: the other languages are cached for offline. Asked while the event is dispatched, as the spec
  // requires of `waitUntil`.
  if (request.mode === 'navigate') event.waitUntil(keepPacks(ON_DEMAND).catch(() => {}));
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // Any page URL (with a query for embeds, or a fragment) is the one app
    // page; the worker loader's query only names files that are cached.
    const key = request.mode === 'navigate' ? './index.html' : request;
    const cached = await cache.match(key, { ignoreSearch: true });
    if (cached && new URL(request.url).search && request.mode !== 'navigate') {
      // A fresh response keeps the request's own URL (with its query) as the
      // script's address, which the worker loader reads.
      return new Response(await cached.blob(), { headers: cached.headers });
    }
    if (cached) return cached;
    const response = await fetch(request);
    if (response.ok && onDemand(new URL(request.url).pathname)) {
      await cache.put(request, response.clone());
    }
    return response;
  })());
});
