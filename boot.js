// Starts the app's wasm. A file rather than an inline script so the page
// runs under a Content-Security-Policy that forbids inline code.
const boot = document.querySelector('script[data-cubeplay-boot]');
const { default: init } = await import(boot.dataset.js);
await init({ module_or_path: boot.dataset.wasm });
