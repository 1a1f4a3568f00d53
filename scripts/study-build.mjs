// The study build (Trunk post_build hook, called from service-worker.mjs):
// the same app with feature `study` (rules pages, lessons, puzzles, analysis board),
// built to `cubeplay-study-<hash>.js` and `_bg.wasm` in the staged site and
// named on the boot script (`data-study-js`, `data-study-wasm`). A first
// visit does not download it: boot.js starts it on a study address, and the
// service worker caches it then, or on a later visit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';

/** A file of the study build: its JS, its wasm, or a pack of its texts. */
export const STUDY_PATTERN = /^(cubeplay-study-[0-9a-f]{16}(_bg\.wasm|\.js)|messages-study-[a-z]{2}-[0-9a-f]{16}\.txt)$/;

/**
 * The wasm-opt arguments of the core build, read from its `rel="rust"` link
 * in index.html (`data-wasm-opt`, `data-wasm-opt-params`), so both builds
 * are optimised alike. An empty list: no wasm-opt (level `0` or `off`).
 */
export function wasmOptArgs(indexHtml) {
  const link = indexHtml.match(/<link\b[^>]*\brel="rust"[^>]*>/)?.[0];
  if (!link) throw new Error('index.html: no rel="rust" link to read the wasm-opt flags from');
  const attribute = (name) => link.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const level = attribute('data-wasm-opt') ?? '0';
  if (level === '0' || level === 'off') return [];
  const params = (attribute('data-wasm-opt-params') ?? '').split(/\s+/).filter(Boolean);
  return [`-O${level}`, ...params];
}

function run(command, args, cwd) {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Builds the study files into `site` and names them in `site`/index.html. */
export function buildStudy(source, site, release) {
  const profile = release ? 'release-size' : 'dev';
  run('cargo', ['build', '--target', 'wasm32-unknown-unknown', '--bin', 'cubeplay-study',
    '--features', 'study', '--profile', profile], source);
  const targetDir = path.resolve(source, process.env.CARGO_TARGET_DIR ?? 'target');
  const built = path.join(targetDir, 'wasm32-unknown-unknown', release ? 'release-size' : 'debug', 'cubeplay-study.wasm');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cubeplay-study-'));
  try {
    run('wasm-bindgen', ['--target', 'web', '--no-typescript', '--out-dir', scratch, '--out-name', 'cubeplay-study', built], source);
    const wasmFile = path.join(scratch, 'cubeplay-study_bg.wasm');
    const optArgs = release ? wasmOptArgs(fs.readFileSync(path.join(source, 'index.html'), 'utf8')) : [];
    if (optArgs.length) run('wasm-opt', [...optArgs, wasmFile, '-o', wasmFile], source);
    const js = fs.readFileSync(path.join(scratch, 'cubeplay-study.js'));
    const wasm = fs.readFileSync(wasmFile);
    const hash = crypto.createHash('sha256').update(js).update(wasm).digest('hex').slice(0, 16);
    const names = { js: `cubeplay-study-${hash}.js`, wasm: `cubeplay-study-${hash}_bg.wasm` };
    for (const file of fs.readdirSync(site).filter((file) => /^cubeplay-study-/.test(file))) {
      fs.rmSync(path.join(site, file));
    }
    fs.writeFileSync(path.join(site, names.js), js);
    fs.writeFileSync(path.join(site, names.wasm), wasm);
    const page = path.join(site, 'index.html');
    const html = fs.readFileSync(page, 'utf8');
    const marked = html.replace(/data-cubeplay-boot(?: data-study-js="[^"]*" data-study-wasm="[^"]*")?/,
      `data-cubeplay-boot data-study-js="./${names.js}" data-study-wasm="./${names.wasm}"`);
    if (marked === html && !html.includes(names.js)) throw new Error(`${page}: no boot script to name the study build on`);
    fs.writeFileSync(page, marked);
    return names;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
