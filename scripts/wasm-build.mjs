// The app's wasm (Trunk post_build hook, called from service-worker.mjs).
// Trunk's Rust step cannot split a wasm, so this builds both entry points
// itself:
//
//   - the page (`--bin cubeplay`): linked with `--emit-relocs`, split by
//     `wasm-split-cli` at the app's split points (src/parts/) into the page's
//     own module and one file per part (`cubeplay-<hash>-<part>.wasm`, plus
//     shared chunks), then run through wasm-bindgen (`--keep-lld-exports`,
//     which keeps what the parts import) and wasm-opt, file by file;
//   - the workers, each its own module with no UI: the engine worker
//     (`--bin cubeplay-worker`: the AI's moves, hints, puzzle checks) and
//     the page's pool (`--bin cubeplay-pool`: the review, the analysis
//     board, perfect play).
//
// Every file of the page is named by one hash of all of them, since they
// only work together (the parts import the page's memory and functions),
// and the service worker keeps them together. The page's boot script is
// given the names (`data-js`, `data-wasm`, `data-worker-js`,
// `data-worker-wasm`, `data-pool-js`, `data-pool-wasm`, and `data-parts`:
// each part's files, which boot.js
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
/** A file of a worker's build (the engine worker's or the pool's). */
export const WORKER_PATTERN = /^cubeplay-(worker|pool)-[0-9a-f]{16}(\.js|_bg\.wasm)$/;

/** The workers' builds: their binaries, and the boot script's attributes that name their files. */
const WORKERS = [
  { bin: 'cubeplay-worker', attribute: 'worker' },
  { bin: 'cubeplay-pool', attribute: 'pool' },
];

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
 * The visits the grouping of the splitter's files is made for, with their
 * weights: each a set of parts opened together (a first visit's screen and
 * board; a dialog or the review opened later from a game).
 */
export const VISITS = [
  { parts: ['play', 'cephalopod_board'], weight: 3 },
  { parts: ['play', 'deblockle_board'], weight: 2 },
  { parts: ['home'], weight: 3 },
  { parts: ['embed', 'cephalopod_board'], weight: 1 },
  { parts: ['embed', 'deblockle_board'], weight: 1 },
  { parts: ['rules'], weight: 1 },
  { parts: ['lessons', 'cephalopod_board', 'deblockle_board'], weight: 1 },
  { parts: ['puzzles', 'cephalopod_board'], weight: 1 },
  { parts: ['puzzles', 'deblockle_board'], weight: 0.5 },
  { parts: ['analysis', 'cephalopod_board'], weight: 0.5 },
  ...['settings', 'new_game', 'keep_dialogs', 'review', 'hand_setup']
    .map((part) => ({ parts: ['play', 'cephalopod_board', part], weight: 0.3 })),
];

/**
 * What a file costs a visit beside its bytes, in bytes: each is a request
 * and a module to compile and instantiate (measured: a first board with 19
 * files took about 350 ms more at 4x CPU than with 7 of the same bytes).
 */
export const FILE_COST = 8000;

/**
 * The splitter's files joined into groups: `{ groups: [[file]], parts: {
 * part: [group index] } }`. The splitter writes one file for each set of
 * parts that share code (over two hundred small files for fourteen parts);
 * a part loads every group that holds a file it needs, and a group is
 * loaded once. Two groups are joined while that lowers the weighted cost
 * of `VISITS` (the bytes each loads, including code it does not use, plus
 * `FILE_COST` a file), greedily, the best join first.
 */
export function groupChunks(parts, sizeOf) {
  const files = [...new Set(Object.values(parts).flat())].sort();
  const groups = files.map((file) => ({
    files: [file],
    size: sizeOf(file),
    users: new Set(Object.keys(parts).filter((part) => parts[part].includes(file))),
  }));
  const visits = VISITS.map(({ parts: opened, weight }) => ({ opened: new Set(opened), weight }))
    .filter(({ opened }) => [...opened].every((part) => part in parts));
  const loads = (group, visit) => [...group.users].some((part) => visit.opened.has(part));
  // What joining `a` and `b` changes: a visit that loads both loads one
  // file less; one that loads either loads the other's bytes too.
  const change = (a, b) => visits.reduce((sum, visit) => {
    const [withA, withB] = [loads(a, visit), loads(b, visit)];
    if (withA && withB) return sum - visit.weight * FILE_COST;
    if (withA) return sum + visit.weight * b.size;
    if (withB) return sum + visit.weight * a.size;
    return sum;
  }, 0);
  for (;;) {
    let best = null;
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const gain = change(groups[i], groups[j]);
        if (gain < 0 && (!best || gain < best.gain)) best = { i, j, gain };
      }
    }
    if (!best) break;
    const [a, b] = [groups[best.i], groups[best.j]];
    groups[best.i] = { files: [...a.files, ...b.files].sort(), size: a.size + b.size, users: new Set([...a.users, ...b.users]) };
    groups.splice(best.j, 1);
  }
  const groupOf = new Map(groups.flatMap((group, index) => group.files.map((file) => [file, index])));
  const partsToGroups = Object.fromEntries(Object.entries(parts).map(([part, needed]) =>
    [part, [...new Set(needed.map((file) => groupOf.get(file)))].sort((a, b) => a - b)]));
  return { groups: groups.map((group) => group.files), parts: partsToGroups };
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
  // Each file is compiled as it arrives, through boot.js's
  // `cubeplayPartModule`, which hands over what it began at once for the
  // parts the address opens.
  const fetcher = (file) => `() => {
    const url = new URL("./${file}", import.meta.url).href;
    const module = (globalThis.cubeplayPartModule ?? ((url) => WebAssembly.compileStreaming(fetch(url))))(url);
    module.catch(() => {});
    return async (imports) => WebAssembly.instantiate(await module, imports);
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
  // the page's dependencies need no build of their own. Only the page's
  // build has split points (feature `split`, see src/parts/mod.rs).
  // Each has its profile (Cargo.toml): the page all for size, the worker's
  // engine for speed.
  const [pageProfile, workerProfile] = release ? ['release-size', 'release-worker'] : ['dev', 'dev'];
  run('cargo', ['rustc', ...target, '--profile', pageProfile, '--bin', 'cubeplay', '--features', 'split',
    '--', '-Clink-arg=--emit-relocs'], source);
  run('cargo', ['build', ...target, '--profile', workerProfile,
    ...WORKERS.flatMap(({ bin }) => ['--bin', bin])], source);
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
    for (const { bin } of WORKERS) {
      run('wasm-bindgen', ['--target', 'web', '--no-typescript', '--out-dir', path.join(worker, bin),
        '--out-name', bin, path.join(outputDir(workerProfile), `${bin}.wasm`)], source);
    }
    // The splitter's files, joined into groups (see `groupChunks`).
    const splitter = fs.readFileSync(path.join(split, '__wasm_split.js'), 'utf8');
    const { groups, parts: partGroups } = groupChunks(partsOfLoader(splitter),
      (file) => fs.statSync(path.join(split, file)).size);
    const groupNames = groups.map((files, index) => {
      const own = files.length === 1 && files[0].match(/^split_(\w+)\.wasm$/)?.[1];
      return own ? own.toLowerCase() : `shared${index}`;
    });
    groups.forEach((files, index) => {
      const out = path.join(page, `${groupNames[index]}.wasm`);
      if (files.length === 1) fs.copyFileSync(path.join(split, files[0]), out);
      else mergeModules(split, files, out, fs.mkdtempSync(path.join(scratch, 'merge-')));
    });
    for (const dir of [page, ...WORKERS.map(({ bin }) => path.join(worker, bin))]) {
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
    const workers = {};
    for (const { bin, attribute } of WORKERS) {
      const dir = path.join(worker, bin);
      const hash = hashOf(dir, fs.readdirSync(dir).sort());
      workers[attribute] = { js: `${bin}-${hash}.js`, wasm: `${bin}-${hash}_bg.wasm` };
      fs.copyFileSync(path.join(dir, `${bin}.js`), path.join(site, workers[attribute].js));
      fs.copyFileSync(path.join(dir, `${bin}_bg.wasm`), path.join(site, workers[attribute].wasm));
    }
    const parts = Object.fromEntries(Object.entries(partGroups)
      .map(([part, indexes]) => [part, indexes.map(groupFile)]));

    const names = { ...named, parts, workers };
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
    ...Object.entries(names.workers).flatMap(([attribute, files]) => [
      `data-${attribute}-js="./${files.js}"`, `data-${attribute}-wasm="./${files.wasm}"`]),
    `data-parts='${JSON.stringify(names.parts)}'`,
  ].join(' ');
  const tag = /<script\b[^>]*\bdata-cubeplay-boot\b[^>]*>/;
  if (!tag.test(html)) throw new Error(`${page}: no boot script (data-cubeplay-boot) to name the app's files on`);
  // The glue and the parts' loader are fetched as the page is read, not
  // after boot.js runs (once the page is parsed) imports them.
  const preloads = [names.js, names.loader].map((file) => `<link rel="modulepreload" href="./${file}">`).join('');
  const named = html.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(tag, (script) => {
    const src = script.match(/\bsrc=("[^"]*"|[^\s>]+)/)?.[1] ?? '"./boot.js"';
    return `${preloads}<script type="module" async src=${src} data-cubeplay-boot ${attributes}>`;
  });
  fs.writeFileSync(page, named);
}

