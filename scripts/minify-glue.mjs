// Build step (called from service-worker.mjs in release builds): minifies
// the JavaScript glue wasm-bindgen writes for the app and the study build
// (Trunk's own minifier stops at its `export default`), and updates the
// `integrity` hash index.html gives the app's glue. The glue is some 59 KB
// as written; every first visit downloads it.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { minify } from 'terser';

/** The glue files of a built site: `cubeplay-<hash>.js`, `cubeplay-study-<hash>.js`. */
export const GLUE_PATTERN = /^cubeplay-(study-)?[0-9a-f]{16}\.js$/;

function sri(content) {
  return `sha384-${crypto.createHash('sha384').update(content).digest('base64')}`;
}

/** Minifies every glue file in `site`; returns `[{ file, before, after }]` in bytes. */
export async function minifyGlue(site) {
  const page = path.join(site, 'index.html');
  let html = fs.readFileSync(page, 'utf8');
  const done = [];
  for (const file of fs.readdirSync(site).filter((name) => GLUE_PATTERN.test(name)).sort()) {
    const full = path.join(site, file);
    const source = fs.readFileSync(full);
    const result = await minify(source.toString('utf8'), { module: true, compress: true, mangle: true });
    if (!result.code) throw new Error(`minify-glue.mjs: ${file} gave no code`);
    fs.writeFileSync(full, result.code);
    html = html.split(sri(source)).join(sri(result.code));
    done.push({ file, before: source.length, after: Buffer.byteLength(result.code) });
  }
  fs.writeFileSync(page, html);
  return done;
}
