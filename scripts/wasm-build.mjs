// The app's wasm (Trunk post_build hook, called from service-worker.mjs).
// Trunk's Rust step cannot split a wasm, so this builds both entry points
// itself:
//
//   - the page (`--bin cubeplay`): linked with `--emit-relocs`, split by
//     `wasm-split-cli` at the app's split points (src/parts/) into the page's
//     own module and one file per part (`cubeplay-<hash>-<part>.wasm`, plus
//     shared chunks), then run through wasm-bindgen (`--keep-lld-exports`,
//     which keeps what the parts import) and wasm-opt, file by file;
//   - the engine worker (`--bin cubeplay-worker`): its own module, with the
//     engine, the AI, the solver and the review, and no UI.
//
// Every file of the page is named by one hash of all of them, since they
// only work together (the parts import the page's memory and functions),
// and the service worker keeps them together. The page's boot script is
// given the names (`data-js`, `data-wasm`, `data-worker-js`,
// `data-worker-wasm`, and `data-parts`: each part's files, which boot.js
// fetches at once for the part the address opens).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';

/** A file of the page's split wasm: its glue, its module, its parts' loader or a part. */
export const PAGE_PATTERN = /^cubeplay-[0-9a-f]{16}(\.js|_bg\.wasm|-parts\.js|-[a-z0-9_]+\.wasm)$/;
/** A part of the page (loaded when first opened); group 1 is its name. */
export const PART_PATTERN = /^cubeplay-[0-9a-f]{16}-([a-z0-9_]+)\.wasm$/;
/** A file of the engine worker's build. */
export const WORKER_PATTERN = /^cubeplay-worker-[0-9a-f]{16}(\.js|_bg\.wasm)$/;

/**
 * The wasm-opt arguments for release builds: the size-first level and
 * flags the page has always had (`-Oz`, memory below 1 KB unused, repeated
 * until nothing shrinks, no producers or target-features sections).
 */
export const WASM_OPT_ARGS = ['-Oz', '--low-memory-unused', '--converge', '--strip-producers',
  '--strip-target-features', '--strip-debug'];

function run(command, args, cwd) {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
}

/**
 * The parts of the page as the splitter's loader names them: `{ part:
 * [files] }`, each part's own file and the shared chunks it needs, read
 * from the loader (`export const __wasm_split_load_<part> = … makeLoad(…
 * "./split_<part>.wasm" …, [__chunk_N, …])`).
 */
export function partsOfLoader(loader) {
  const chunks = new Map();
  for (const [, variable, file] of loader.matchAll(/const (__chunk_\d+) = makeLoad\(\(\) => \{\s*const src = fetch\(new URL\("\.\/([\w.]+)"/g)) {
    chunks.set(variable, file);
  }
  const parts = {};
  const exports = /export const __wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\(([\s\S]*?), \[([\w, ]*)\]\)\);/g;
  for (const [, part, fetcher, deps] of loader.matchAll(exports)) {
    const own = fetcher.match(/"\.\/([\w.]+\.wasm)"/)?.[1];
    const needs = deps.split(',').map((dep) => dep.trim()).filter(Boolean).map((dep) => {
      if (!chunks.has(dep)) throw new Error(`the parts' loader names ${dep} but does not define it`);
      return chunks.get(dep);
    });
    parts[part] = [...needs, ...(own ? [own] : [])];
  }
  return parts;
}

/**
 * The parts a first visit opens, then the study screens: the splitter
 * writes one file for each set of parts that share code (over two hundred
 * small files for fourteen parts), so the build joins them into groups
 * (`groupChunks`): code of the first tier's parts is grouped by the set of
 * them that use it, and whether a second tier's part uses it too; code of
 * the second tier's parts alone by the set of them; the rest by the exact
 * set of parts that use it.
 */
export const TIERS = [
  ['play', 'cephalopod_board', 'deblockle_board', 'embed', 'home'],
  ['rules', 'lessons', 'puzzles', 'analysis'],
];

/**
 * The splitter's files joined into groups: `{ groups: [[file]], parts: {
 * part: [group index] } }`. A part loads every group that holds a file it
 * needs; a group is loaded once. A part of the first tier never loads code
 * it does not use; a second tier's part may load code another study part
 * shares with the first tier (most often loaded already), and the others
 * code they share with the tiers' parts.
 */
export function groupChunks(parts) {
  const users = new Map();
  for (const [part, files] of Object.entries(parts)) {
    for (const file of files) {
      if (!users.has(file)) users.set(file, new Set());
      users.get(file).add(part);
    }
  }
  const [first, second] = TIERS;
  const keyOf = (using) => {
    const firsts = first.filter((part) => using.has(part)).join(',');
    const seconds = second.filter((part) => using.has(part)).join(',');
    if (firsts) return `${firsts}|${seconds ? 'and study' : ''}`;
    return seconds ? `|${seconds}` : `rest:${[...using].sort().join(',')}`;
  };
  const byKey = new Map();
  for (const [file, using] of users) {
    const key = keyOf(using);
    if (!byKey.has(key)) byKey.set(key, []);
    byKey.get(key).push(file);
  }
  const groups = [...byKey.values()].map((files) => files.sort());
  const groupOf = new Map(groups.flatMap((files, index) => files.map((file) => [file, index])));
  const partsToGroups = Object.fromEntries(Object.entries(parts).map(([part, files]) =>
    [part, [...new Set(files.map((file) => groupOf.get(file)))].sort((a, b) => a - b)]));
  return { groups, parts: partsToGroups };
}

/** What the parts' files import: the page's memory, table and globals (read from one of them). */
function sharedImports(wat) {
  return [...wat.matchAll(/^ \(import "__wasm_split" "([^"]+)" \((memory|table|global) \$[^ ]+ (.*)\)\)$/gm)]
    .map(([, name, kind, type]) => ({ name, kind, type }));
}

const FEATURES = ['--enable-bulk-memory', '--enable-sign-ext', '--enable-mutable-globals',
  '--enable-nontrapping-float-to-int', '--enable-multivalue', '--enable-reference-types'];

/**
 * Joins the wasm `files` (in `dir`) into `out`: each imports the page's
 * memory, table and globals, which wasm-merge would import once per file
 * (a second memory), so each file imports them from one small module that
 * imports them from the page, and wasm-merge links them through it.
 */
function mergeModules(dir, files, out, scratch) {
  const imports = new Map();
  const renamed = files.map((file, index) => {
    const wat = path.join(scratch, `${index}.wat`);
    run('wasm-dis', [path.join(dir, file), '-o', wat], scratch);
    const text = fs.readFileSync(wat, 'utf8');
    for (const shared of sharedImports(text)) imports.set(shared.name, shared);
    fs.writeFileSync(wat, text.replaceAll('(import "__wasm_split" ', '(import "page" '));
    const wasm = path.join(scratch, `${index}.wasm`);
    run('wasm-as', [...FEATURES, wat, '-o', wasm], scratch);
    return wasm;
  });
  const base = [...imports.values()].map(({ name, kind, type }, index) =>
    `(import "__wasm_split" "${name}" (${kind} $s${index} ${type}))\n(export "${name}" (${kind} $s${index}))`);
  const baseWat = path.join(scratch, 'page.wat');
  fs.writeFileSync(baseWat, `(module\n${base.join('\n')}\n)\n`);
  const baseWasm = path.join(scratch, 'page.wasm');
  run('wasm-as', [...FEATURES, baseWat, '-o', baseWasm], scratch);
  run('wasm-merge', [...FEATURES, baseWasm, 'page', ...renamed.flatMap((wasm, index) => [wasm, `m${index}`]),
    '-o', out], scratch);
}

/**
 * The parts' loader: the splitter's runtime (how a part's files are
 * fetched and instantiated with the page's memory and table), then one
 * loader per group and, per part, the loader the page's wasm calls, which
 * loads the part's groups.
 */
export function writeLoader(splitterLoader, groupFiles, partGroups, mainJs) {
  const runtimeEnd = splitterLoader.search(/^(\/\*|const __chunk_|export const )/m);
  if (runtimeEnd < 0) throw new Error("wasm-build.mjs: the splitter's loader has no runtime to keep");
  const runtime = splitterLoader.slice(0, runtimeEnd).replace(/from "\.\/cubeplay\.js"/, `from "./${mainJs}"`);
  const fetcher = (file) => `() => {
    const src = (globalThis.cubeplayPartFetch ?? ((url) => fetch(url)))(new URL("./${file}", import.meta.url).href);
    src.catch(() => {});
    return async (imports) => WebAssembly.instantiateStreaming(src, imports);
}`;
  const lines = groupFiles.map((file, index) => `const __group_${index} = makeLoad(${fetcher(file)}, []);`);
  for (const [part, groups] of Object.entries(partGroups)) {
    lines.push(`export const __wasm_split_load_${part} = wrapAsyncCb(makeLoad(() => async () => ({}), [${groups.map((g) => `__group_${g}`).join(', ')}]));`);
  }
  return `${runtime}${lines.join('\n')}\n`;
}

/** Builds the page's and the worker's files into `site` and names them in `site`/index.html. */
export function buildWasm(source, site, release) {
  const target = ['--target', 'wasm32-unknown-unknown'];
  // The link argument goes to the page's own link only (`cargo rustc`), so
  // the page's dependencies need no build of their own. The worker's build
  // leaves the page's parts out (feature `worker`, see src/parts/mod.rs).
  // Each has its profile (Cargo.toml): the page all for size, the worker's
  // engine for speed.
  const [pageProfile, workerProfile] = release ? ['release-size', 'release-worker'] : ['dev', 'dev'];
  run('cargo', ['rustc', ...target, '--profile', pageProfile, '--bin', 'cubeplay', '--',
    '-Clink-arg=--emit-relocs'], source);
  run('cargo', ['build', ...target, '--profile', workerProfile, '--bin', 'cubeplay-worker',
    '--features', 'worker'], source);
  const targetDir = path.resolve(source, process.env.CARGO_TARGET_DIR ?? 'target', 'wasm32-unknown-unknown');
  const outputDir = (profile) => path.join(targetDir, profile === 'dev' ? 'debug' : profile);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cubeplay-wasm-'));
  try {
    const split = path.join(scratch, 'split');
    const page = path.join(scratch, 'page');
    const worker = path.join(scratch, 'worker');
    run('wasm-split-cli', [path.join(outputDir(pageProfile), 'cubeplay.wasm'), split, '--out-name', 'cubeplay'], source);
    run('wasm-bindgen', ['--target', 'web', '--no-typescript', '--keep-lld-exports', '--out-dir', page,
      '--out-name', 'cubeplay', path.join(split, 'cubeplay.wasm')], source);
    run('wasm-bindgen', ['--target', 'web', '--no-typescript', '--out-dir', worker,
      '--out-name', 'cubeplay-worker', path.join(outputDir(workerProfile), 'cubeplay-worker.wasm')], source);
    // The splitter's files, joined into groups (see `groupChunks`).
    const splitter = fs.readFileSync(path.join(split, '__wasm_split.js'), 'utf8');
    const { groups, parts: partGroups } = groupChunks(partsOfLoader(splitter));
    const groupNames = groups.map((files, index) => {
      const own = files.length === 1 && files[0].match(/^split_(\w+)\.wasm$/)?.[1];
      return own ? own.toLowerCase() : `shared${index}`;
    });
    groups.forEach((files, index) => {
      const out = path.join(page, `${groupNames[index]}.wasm`);
      if (files.length === 1) fs.copyFileSync(path.join(split, files[0]), out);
      else mergeModules(split, files, out, fs.mkdtempSync(path.join(scratch, 'merge-')));
    });
    for (const dir of [page, worker]) {
      for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.wasm'))) {
        const full = path.join(dir, file);
        if (release) run('wasm-opt', [...WASM_OPT_ARGS, ...FEATURES, full, '-o', full], source);
      }
    }
    const hashOf = (dir, files) => {
      const hash = crypto.createHash('sha256');
      for (const file of files) hash.update(file).update(fs.readFileSync(path.join(dir, file)));
      return hash.digest('hex').slice(0, 16);
    };
    const pageHash = hashOf(page, fs.readdirSync(page).sort());
    const named = {
      js: `cubeplay-${pageHash}.js`,
      wasm: `cubeplay-${pageHash}_bg.wasm`,
      loader: `cubeplay-${pageHash}-parts.js`,
    };
    const groupFile = (index) => `cubeplay-${pageHash}-${groupNames[index]}.wasm`;
    const loader = writeLoader(splitter, groups.map((_, index) => groupFile(index)), partGroups, named.js);
    const glue = fs.readFileSync(path.join(page, 'cubeplay.js'), 'utf8');
    const linked = glue.replace(/from "\.\/__wasm_split\.js"/g, `from "./${named.loader}"`);
    if (linked === glue) throw new Error("wasm-build.mjs: the page's glue does not import the parts' loader");

    for (const file of fs.readdirSync(site).filter((name) => PAGE_PATTERN.test(name) || WORKER_PATTERN.test(name))) {
      fs.rmSync(path.join(site, file));
    }
    fs.writeFileSync(path.join(site, named.js), linked);
    fs.writeFileSync(path.join(site, named.loader), loader);
    fs.copyFileSync(path.join(page, 'cubeplay_bg.wasm'), path.join(site, named.wasm));
    groups.forEach((_, index) => fs.copyFileSync(path.join(page, `${groupNames[index]}.wasm`), path.join(site, groupFile(index))));
    const workerHash = hashOf(worker, fs.readdirSync(worker).sort());
    const workerNames = { js: `cubeplay-worker-${workerHash}.js`, wasm: `cubeplay-worker-${workerHash}_bg.wasm` };
    fs.copyFileSync(path.join(worker, 'cubeplay-worker.js'), path.join(site, workerNames.js));
    fs.copyFileSync(path.join(worker, 'cubeplay-worker_bg.wasm'), path.join(site, workerNames.wasm));
    const parts = Object.fromEntries(Object.entries(partGroups)
      .map(([part, indexes]) => [part, indexes.map(groupFile)]));

    const names = { ...named, parts, worker: workerNames };
    nameOnBootScript(site, names);
    return names;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** Writes the files' names on the boot script of `site`/index.html. */
function nameOnBootScript(site, names) {
  const page = path.join(site, 'index.html');
  const html = fs.readFileSync(page, 'utf8');
  const attributes = [
    `data-js="./${names.js}"`,
    `data-wasm="./${names.wasm}"`,
    `data-worker-js="./${names.worker.js}"`,
    `data-worker-wasm="./${names.worker.wasm}"`,
    `data-parts='${JSON.stringify(names.parts)}'`,
  ].join(' ');
  const tag = /<script\b[^>]*\bdata-cubeplay-boot\b[^>]*>/;
  if (!tag.test(html)) throw new Error(`${page}: no boot script (data-cubeplay-boot) to name the app's files on`);
  const named = html.replace(tag, (script) => {
    const src = script.match(/\bsrc=("[^"]*"|[^\s>]+)/)?.[1] ?? '"./boot.js"';
    return `<script type="module" src=${src} data-cubeplay-boot ${attributes}>`;
  });
  fs.writeFileSync(page, named);
}

