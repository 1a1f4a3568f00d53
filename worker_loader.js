// Starts an engine worker: a module worker running the worker's own wasm
// (the engine, the AI, the solver, the review; no UI). The page passes its
// file names, which carry content hashes; only plain names beside this file
// are accepted.
const params = new URL(import.meta.url).searchParams;
const sibling = (name) => /^\.\/[\w.-]+$/.test(name ?? '') ? name : null;
const js = sibling(params.get('js'));
const wasm = sibling(params.get('wasm'));
if (!js || !wasm) throw new Error('worker_loader.js: the page did not name the worker files');
const { default: init } = await import(js);
await init({ module_or_path: wasm });
