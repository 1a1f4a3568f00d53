// Starts the engine worker: a classic worker script, so the same file works
// in every browser and under the page's Content-Security-Policy.
importScripts('./worker.js');
wasm_bindgen({ module_or_path: './worker_bg.wasm' });
