// What a first visit downloads, gzipped (level 9), file by file: the page
// loads the app, and the service worker then fetches every other file of
// dist/ for offline play, so the whole folder counts, except the language
// packs: a visit fetches only its own language's, so the largest one counts;
// and except the study build (rules pages, lessons, puzzles, analysis board), which is
// fetched when one of those is first opened.
// The budget is BUDGET_BYTES; tests/e2e/size.test.mjs fails above it.
//
//   node scripts/size-report.mjs [DIST]   (default: $CUBEPLAY_DIST or dist/)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { PACK_PATTERN } from './message-packs.mjs';
import { STUDY_PATTERN } from './study-build.mjs';

export const BUDGET_BYTES = 400_000;

/**
 * `{ files: [{ file, bytes, gzipped, pack, study }], total }` for every file
 * under `dist`; `pack` marks a language pack, of which only the largest
 * counts, and `study` a file of the study build, which does not count.
 */
export function measure(dist) {
  const files = fs.readdirSync(dist, { recursive: true })
    .filter((file) => fs.statSync(path.join(dist, file)).isFile())
    .sort()
    .map((file) => {
      const content = fs.readFileSync(path.join(dist, file));
      const gzipped = zlib.gzipSync(content, { level: 9 }).length;
      const name = path.basename(file);
      return { file, bytes: content.length, gzipped, pack: PACK_PATTERN.test(name), study: STUDY_PATTERN.test(name) };
    });
  const always = files.filter(({ pack, study }) => !pack && !study).reduce((sum, { gzipped }) => sum + gzipped, 0);
  const largestPack = Math.max(0, ...files.filter(({ pack }) => pack).map(({ gzipped }) => gzipped));
  return { files, total: always + largestPack };
}

/** The report as lines of text. */
export function report({ files, total }) {
  return [
    ...files.map(({ file, bytes, gzipped, pack, study }) =>
      `size: ${String(gzipped).padStart(8)} B gz ${String(bytes).padStart(9)} B  ${file}`
      + `${pack ? '  (one language: the largest counts)' : ''}${study ? '  (on demand: not counted)' : ''}`),
    `size: ${String(total).padStart(8)} B gz total (budget ${BUDGET_BYTES}, ${BUDGET_BYTES - total} B left)`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? process.env.CUBEPLAY_DIST
    ?? path.resolve(import.meta.dirname, '../dist'));
  const measured = measure(dist);
  console.log(report(measured).join('\n'));
  process.exitCode = measured.total > BUDGET_BYTES ? 1 : 0;
}
