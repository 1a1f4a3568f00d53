// What each entry point of a build downloads, gzipped (level 9), with one
// budget each (tests/e2e/size.test.mjs fails above one):
//
//   - the page: what every first visit fetches before any screen (the HTML
//     with its first screens, the stylesheet, boot.js, the page's wasm and
//     its glue, the parts' loader, one language's texts: the largest counts);
//   - the engine worker: its loader, glue and wasm, fetched when a screen
//     first needs the computer's moves (a game, a hint, a puzzle);
//   - the pool: the wasm of the workers that review a game, analyse
//     positions and play perfectly on small boards;
//   - each part (src/parts/): the files it loads that the page does not
//     have, the study parts with their second pack of texts. Parts share
//     files, so a part's own size is what it costs opened first.
//
// Then the visits the project measures itself by (the first board of a game
// against the computer, its first answer, the study screens opened from
// there, an embed), each the union of what it fetches.
//
//   node scripts/size-report.mjs [DIST]   (default: $CUBEPLAY_DIST or dist/)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { PACK_PATTERN, STUDY_PACK_PATTERN } from './message-packs.mjs';

/** Each entry point's budget in bytes gzipped: a new capability is a new part, with its own. */
export const BUDGETS = {
  // Measured on 2026-12-07 (docs/measurements.md), plus about 5%.
  page: 156000,
  worker: 102000,
  pool: 84000,
  analysis: 189000,
  cephalopod_board: 116000,
  deblockle_board: 128000,
  embed: 177000,
  hand_setup: 160000,
  home: 139000,
  keep_dialogs: 191000,
  lessons: 167000,
  new_game: 102000,
  play: 172000,
  puzzles: 145000,
  review: 203000,
  rules: 50000,
  settings: 182000,
  part: 60000, // a new part starts here
};

/** The parts that show the second pack of texts (see `Part::study_texts`). */
const STUDY_PARTS = ['rules', 'lessons', 'puzzles', 'analysis'];

/** The visits reported, as the entry points they open. */
export const VISITS = [
  { name: 'a Cephalopod board against the computer takes a tap (#/play?game=cephalopod&opponent=ai)', opens: ['page', 'play', 'cephalopod_board'] },
  { name: '... and the computer has answered one move', opens: ['page', 'play', 'cephalopod_board', 'worker'] },
  { name: 'a Deblockle board against the computer takes a tap', opens: ['page', 'play', 'deblockle_board'] },
  { name: 'the rules, a lesson and the puzzles opened from that Cephalopod game (more)', opens: ['rules', 'lessons', 'puzzles'], after: ['page', 'play', 'cephalopod_board', 'worker'] },
  { name: 'an embed replaying a Cephalopod game takes a tap (#/embed?...&mode=replay)', opens: ['page', 'embed', 'cephalopod_board'] },
  { name: 'the home page', opens: ['page', 'home'] },
];

/** `name="value"` of the boot script in `html`. */
function bootAttribute(html, name) {
  const value = html.match(new RegExp(`<script\\b[^>]*\\bdata-cubeplay-boot\\b[^>]*\\s${name}=(?:"([^"]*)"|'([^']*)')`));
  if (!value) throw new Error(`index.html: the boot script has no ${name}`);
  return (value[1] ?? value[2]).replace(/^\.\//, '');
}

/**
 * `{ sizes: Map(file → { bytes, gzipped }), entries: { name → [file] } }`
 * for the build in `dist`.
 */
export function measure(dist) {
  const sizes = new Map();
  for (const file of fs.readdirSync(dist, { recursive: true }).sort()) {
    const full = path.join(dist, file);
    if (!fs.statSync(full).isFile()) continue;
    const content = fs.readFileSync(full);
    sizes.set(file, { bytes: content.length, gzipped: zlib.gzipSync(content, { level: 9 }).length });
  }
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const largest = (pattern) => [...sizes].filter(([file]) => pattern.test(file))
    .sort((a, b) => b[1].gzipped - a[1].gzipped)[0]?.[0];
  const stylesheet = [...sizes.keys()].find((file) => /^styles-[0-9a-f]{16}\.css$/.test(file));
  const js = bootAttribute(html, 'data-js');
  const page = ['index.html', stylesheet, 'boot.js', js, js.replace(/\.js$/, '-parts.js'),
    bootAttribute(html, 'data-wasm'), largest(PACK_PATTERN)];
  const worker = ['worker_loader.js', bootAttribute(html, 'data-worker-js'), bootAttribute(html, 'data-worker-wasm')];
  const pool = ['worker_loader.js', bootAttribute(html, 'data-pool-js'), bootAttribute(html, 'data-pool-wasm')];
  const entries = { page, worker, pool };
  const parts = JSON.parse(bootAttribute(html, 'data-parts'));
  for (const [part, files] of Object.entries(parts).sort()) {
    entries[part] = [...files, ...(STUDY_PARTS.includes(part) ? [largest(STUDY_PACK_PATTERN)] : [])];
  }
  for (const [name, files] of Object.entries(entries)) {
    const missing = files.filter((file) => !sizes.has(file));
    if (missing.length) throw new Error(`${dist}: ${name} names files that are not there: ${missing.join(', ')}`);
  }
  return { sizes, entries };
}

/** The gzipped bytes of `files`, each counted once. */
export function total({ sizes }, files) {
  return [...new Set(files)].reduce((sum, file) => sum + sizes.get(file).gzipped, 0);
}

/** The budget of entry point `name`. */
export function budgetOf(name) {
  return BUDGETS[name] ?? BUDGETS.part;
}

/** Each entry point: its files, its bytes and its budget. */
export function entryPoints(measured) {
  return Object.entries(measured.entries).map(([name, files]) => ({
    name, files, gzipped: total(measured, files), budget: budgetOf(name),
  }));
}

/** The bytes of each visit in `VISITS`. */
export function visits(measured) {
  const filesOf = (names) => names.flatMap((name) => measured.entries[name]);
  return VISITS.map(({ name, opens, after = [] }) => {
    const before = new Set(filesOf(after));
    return { name, gzipped: total(measured, filesOf(opens).filter((file) => !before.has(file))) };
  });
}

/** The report as lines of text. */
export function report(measured) {
  const lines = ['Entry points (gzip -9 bytes; a part counts what the page does not have):'];
  for (const { name, files, gzipped, budget } of entryPoints(measured)) {
    lines.push(`  ${name.padEnd(18)} ${String(gzipped).padStart(8)} B in ${String(files.length).padStart(2)} files`
      + `  (budget ${budget}, ${budget - gzipped} B left)`);
  }
  lines.push('Visits:');
  for (const { name, gzipped } of visits(measured)) lines.push(`  ${String(gzipped).padStart(8)} B  ${name}`);
  lines.push('Files:');
  for (const [file, { bytes, gzipped }] of measured.sizes) {
    lines.push(`  ${String(gzipped).padStart(8)} B gz ${String(bytes).padStart(9)} B  ${file}`);
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? process.env.CUBEPLAY_DIST
    ?? path.resolve(import.meta.dirname, '../dist'));
  const measured = measure(dist);
  console.log(report(measured).join('\n'));
  process.exitCode = entryPoints(measured).some(({ gzipped, budget }) => gzipped > budget) ? 1 : 0;
}
