// cubeplay's service worker: after one visit the whole app (page, wasm,
// worker, styles, icons) is served from the cache, so it works offline.
// scripts/service-worker.mjs fills in the two constants at build time; the
// version is a hash of every asset, so each deploy gets a fresh cache.
const VERSION = '__VERSION__';
const ASSETS = __ASSETS__;
const CACHE = `cubeplay-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ASSETS)));
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
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
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
    return fetch(request);
  })());
});
