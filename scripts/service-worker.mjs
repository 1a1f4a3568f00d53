// Build step (Trunk post_build hook): copies the language packs into the
// staged site, builds the page's wasm, its parts and the engine worker into
// it (wasm-build.mjs), joins the stylesheets, minifies the glue, draws the
// first screens (prerender.mjs), then writes sw.js with the list of every
// asset and a version derived from their contents. The packs are not
// installed with the rest: the page asks for its own language's packs, and
// the others are cached on a later visit (see service-worker.js).
// `writeServiceWorker` is also used by tests/e2e/update.test.mjs to stage
// a new deploy.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { copyMessagePacks, PACK_PATTERN, STUDY_PACK_PATTERN } from './message-packs.mjs';
import { buildWasm } from './wasm-build.mjs';
import { prerender } from './prerender.mjs';
import { joinStylesheets } from './one-stylesheet.mjs';
import { minifyGlue } from './minify-glue.mjs';

function listFiles(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix + entry.name;
    return entry.isDirectory()
      ? listFiles(path.join(dir, entry.name), `${relative}/`)
      : [relative];
  });
}

/**
 * The shipped copy of a hand-written script without its whole-line `//`
 * comments: every first visit downloads these files, and the comments
 * are for the source. (None of these scripts has a multi-line string.)
 */
export function withoutLineComments(text) {
  return text.split('\n').filter((line) => !/^\s*\/\//.test(line)).join('\n');
}

/**
 * Writes `site/sw.js` from the template `service-worker.js` in `source`;
 * returns `{ version, assets }`.
 */
export function writeServiceWorker(site, source = path.resolve(import.meta.dirname, '..')) {
  for (const script of ['boot.js', 'worker_loader.js']) {
    const file = path.join(site, script);
    if (fs.existsSync(file)) fs.writeFileSync(file, withoutLineComments(fs.readFileSync(file, 'utf8')));
  }
  const files = listFiles(site).filter((file) => file !== 'sw.js').sort();
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(site, file)));
  }
  const version = hash.digest('hex').slice(0, 16);
  const packs = files.filter((file) => PACK_PATTERN.test(file) || STUDY_PACK_PATTERN.test(file));
  const assets = ['./', ...files.filter((file) => !packs.includes(file)).map((file) => `./${file}`)];
  const template = fs.readFileSync(path.join(source, 'service-worker.js'), 'utf8');
  const output = template
    .replace("'__VERSION__'", JSON.stringify(version))
    .replace('__ASSETS__', JSON.stringify(assets, null, 2))
    .replace('__PACKS__', JSON.stringify(packs.map((file) => `./${file}`), null, 2));
  fs.writeFileSync(path.join(site, 'sw.js'), withoutLineComments(output));
  return { version, assets };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const staging = process.env.TRUNK_STAGING_DIR;
  if (!staging) {
    console.error('service-worker.mjs: run by Trunk (TRUNK_STAGING_DIR is not set)');
    process.exit(1);
  }
  const source = process.env.TRUNK_SOURCE_DIR ?? process.cwd();
  copyMessagePacks(source, staging);
  const built = buildWasm(source, staging, process.env.TRUNK_PROFILE === 'release');
  console.log(`service-worker.mjs: page ${built.wasm}, workers ${Object.values(built.workers).map((w) => w.wasm).join(', ')}, parts ${Object.keys(built.parts).join(', ')}`);
  console.log(`service-worker.mjs: one stylesheet ${joinStylesheets(staging)}`);
  if (process.env.TRUNK_PROFILE === 'release') {
    for (const { file, before, after } of await minifyGlue(staging)) {
      console.log(`service-worker.mjs: minified ${file} from ${before} to ${after} B`);
    }
  }
  const first = prerender(source, staging);
  console.log(`service-worker.mjs: first screens ${first.screens.join(', ')} (${first.bytes} B of inline script)`);
  const { version, assets } = writeServiceWorker(staging, source);
  console.log(`service-worker.mjs: sw.js caches ${assets.length} URLs, version ${version}`);
}
