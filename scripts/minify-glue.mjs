// Build step (called from service-worker.mjs in release builds): minifies
// the JavaScript glue wasm-bindgen writes for the page and the engine
// worker, and the loader of the page's parts (Trunk's own minifier stops at
// an `export default`). The page's glue is some 59 KB as written; every
// first visit downloads it.
import fs from 'node:fs';
import path from 'node:path';
import { minify } from 'terser';

/** The glue files of a built site: `cubeplay-<hash>.js`, `cubeplay-<hash>-parts.js`, `cubeplay-worker-<hash>.js`, `cubeplay-pool-<hash>.js`. */
export const GLUE_PATTERN = /^cubeplay-((worker|pool)-)?[0-9a-f]{16}(-parts)?\.js$/;

/** Minifies every glue file in `site`; returns `[{ file, before, after }]` in bytes. */
export async function minifyGlue(site) {
  const done = [];
  for (const file of fs.readdirSync(site).filter((name) => GLUE_PATTERN.test(name)).sort()) {
    const full = path.join(site, file);
    const source = fs.readFileSync(full);
    const result = await minify(source.toString('utf8'), { module: true, compress: true, mangle: true });
    if (!result.code) throw new Error(`minify-glue.mjs: ${file} gave no code`);
    fs.writeFileSync(full, result.code);
    done.push({ file, before: source.length, after: Buffer.byteLength(result.code) });
  }
  return done;
}
