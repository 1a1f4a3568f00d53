// Starts the app's wasm and the offline cache. A file rather than an inline
// script so the page runs under a Content-Security-Policy without inline code.
const boot = document.querySelector('script[data-cubeplay-boot]');

if ('serviceWorker' in navigator) {
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

// The wasm asks to keep its language's pack for offline use (see sw.js).
window.cubeplayKeepPack = (file) => {
  navigator.serviceWorker?.ready
    .then((registration) => registration.active?.postMessage({ keep: file }))
    .catch(() => {});
};

// The rules pages, lessons, puzzles and analysis board are a second build of the app,
// started on their addresses or once this tab has asked for it (see
// src/study/switch.rs). If it cannot be fetched (offline before its first
// use), the core build starts and says so.
const STUDY_KEY = 'cubeplay.study';
const studyAddress = /^#\/(rules|learn|puzzles|analysis)(\/|$)/.test(window.location.hash);
let studyAsked = false;
try {
  studyAsked = window.sessionStorage.getItem(STUDY_KEY) !== null;
} catch {
  // No session storage: only study addresses start the study build.
}
let started = false;
if (boot.dataset.studyJs && (studyAddress || studyAsked)) {
  try {
    const { default: init } = await import(boot.dataset.studyJs);
    // The engine worker runs the same files as the page (src/worker/client.rs).
    boot.dataset.js = boot.dataset.studyJs;
    boot.dataset.wasm = boot.dataset.studyWasm;
    try {
      window.sessionStorage.setItem(STUDY_KEY, '1');
    } catch {
      // Without it, leaving the study screens reloads the core build.
    }
    await init({ module_or_path: boot.dataset.studyWasm });
    started = true;
  } catch {
    try {
      window.sessionStorage.setItem(STUDY_KEY, '1');
    } catch {
      // The core build then tries once more.
    }
  }
}
if (!started) {
  // The wasm compiles while the page paints; when the page's HTML already
  // shows the first screen (scripts/prerender.mjs), the app starts after
  // that screen is painted, not before.
  const compiled = 'compileStreaming' in WebAssembly
    ? WebAssembly.compileStreaming(fetch(boot.dataset.wasm)).catch(() => boot.dataset.wasm)
    : boot.dataset.wasm;
  const { default: init } = await import(boot.dataset.js);
  if (document.querySelector('[data-first-screen]')) {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  await init({ module_or_path: await compiled });
}
