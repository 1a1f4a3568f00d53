// Starts the app: its wasm, the part of it the address opens, and then the
// offline cache. A file rather than an inline script so the page runs under
// a Content-Security-Policy without inline code. The build names the files
// on this script (scripts/wasm-build.mjs).
const boot = document.querySelector('script[data-cubeplay-boot]');
const here = (file) => new URL(file, boot.src).href;

// The parts the address opens (the same choice as `parts::preload` in
// src/parts/screens.rs: its screen, and the board of the game it names)
// are fetched now, beside the page's wasm, not after it: the parts'
// loader takes these fetches (`cubeplayPartFetch`).
const PART_OF_ADDRESS = [
  [/^#\/(play\?|game\/)/, 'play'],
  [/^#\/embed\?/, 'embed'],
  [/^#\/rules\//, 'rules'],
  [/^#\/learn\//, 'lessons'],
  [/^#\/puzzles\//, 'puzzles'],
  [/^#\/analysis\//, 'analysis'],
];
let parts = {};
try {
  parts = JSON.parse(boot.dataset.parts || '{}');
} catch {
  // No early fetch: each part is fetched when it is needed.
}
const hash = window.location.hash;
const screenPart = PART_OF_ADDRESS.find(([address]) => address.test(hash))?.[1] ?? 'home';
const game = (['play', 'embed'].includes(screenPart) && hash.match(/[?&]game=(cephalopod|deblockle)(&|$)/)?.[1])
  || (screenPart === 'puzzles' && hash.match(/^#\/puzzles\/(cephalopod|deblockle)/)?.[1]);
const early = new Map();
const files = new Set([...(parts[screenPart] ?? []), ...(game ? parts[`${game}_board`] ?? [] : [])]);
for (const file of files) {
  const url = here(file);
  const response = fetch(url);
  response.catch(() => {});
  early.set(url, response);
}
window.cubeplayPartFetch = (url) => {
  const response = early.get(url);
  // Taken once: a second load (Try again) fetches anew.
  early.delete(url);
  return response ?? fetch(url);
};

// The wasm asks to keep its language's packs for offline use (see sw.js).
window.cubeplayKeepPack = (file) => {
  navigator.serviceWorker?.ready
    .then((registration) => registration.active?.postMessage({ keep: file }))
    .catch(() => {});
};

// The offline cache fetches every file of the build, so it is registered
// once the first screen is up and the browser has a moment, not while the
// first screen's own files are coming.
function registerOfflineCache() {
  if (!('serviceWorker' in navigator)) return;
  // A new deploy installs beside the running version; the app offers a
  // reload (event below) and only then does the new version take over.
  const announce = (worker) => {
    window.cubeplayWaitingWorker = worker;
    window.dispatchEvent(new CustomEvent('cubeplay-update-ready'));
  };
  navigator.serviceWorker.register('./sw.js').then((registration) => {
    if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && navigator.serviceWorker.controller) announce(installing);
      });
    });
  }).catch(() => {
    // No offline cache (private mode, file:// ...): the app still runs online.
  });
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (window.cubeplayUpdateAccepted && !reloading) {
      reloading = true;
      window.location.reload();
    }
  });
}

// The wasm compiles while the page paints; when the page's HTML already
// shows the first screen (scripts/prerender.mjs), the app starts after
// that screen is painted, not before.
const compiled = 'compileStreaming' in WebAssembly
  ? WebAssembly.compileStreaming(fetch(boot.dataset.wasm)).catch(() => boot.dataset.wasm)
  : boot.dataset.wasm;
try {
  const { default: init } = await import(boot.dataset.js);
  if (document.querySelector('[data-first-screen]')) {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  await init({ module_or_path: await compiled });
} finally {
  const idle = window.requestIdleCallback ?? ((run) => setTimeout(run, 200));
  setTimeout(() => idle(registerOfflineCache, { timeout: 2000 }), 1000);
}
