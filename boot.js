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

const { default: init } = await import(boot.dataset.js);
await init({ module_or_path: boot.dataset.wasm });
