// Starts the app: its wasm, the part of it the address opens, and then the
// offline cache. A file rather than an inline script so the page runs under
// a Content-Security-Policy without inline code. The build names the files
// on this script (scripts/wasm-build.mjs).
const boot = document.querySelector('script[data-cubeplay-boot]');

// The page's head script (scripts/prerender.mjs) began to fetch and compile
// the app's wasm and the parts the address opens as soon as it was parsed
// (`cubeplayEarlyWasm`, `cubeplayPartModule`); without it, each is fetched
// when it is needed.
const compile = (url) => ('compileStreaming' in WebAssembly
  ? WebAssembly.compileStreaming(fetch(url))
  : fetch(url).then((response) => response.arrayBuffer()).then((bytes) => WebAssembly.compile(bytes)));
window.cubeplayPartModule ??= compile;

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

// The app's wasm and its first parts load while the page is still being
// read (this script is async); the app renders its first screen once the
// page is parsed and, when the page's HTML already shows that screen
// (scripts/prerender.mjs), once it is painted (`cubeplayReadyToRender`,
// awaited by src/app/start.rs).
window.cubeplayReadyToRender = (async () => {
  if (document.readyState === 'loading') {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  if (document.querySelector('[data-first-screen]')) {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
})();
const compiled = (window.cubeplayEarlyWasm ?? compile(new URL(boot.dataset.wasm, boot.src).href))
  .catch(() => boot.dataset.wasm);
try {
  const { default: init } = await import(boot.dataset.js);
  await init({ module_or_path: await compiled });
} finally {
  const idle = window.requestIdleCallback ?? ((run) => setTimeout(run, 200));
  setTimeout(() => idle(registerOfflineCache, { timeout: 2000 }), 1000);
}
