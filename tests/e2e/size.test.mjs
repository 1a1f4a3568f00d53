// Issue 8's budget: a first visit downloads at most 400 KB gzipped. The
// service worker precaches every file of dist/, so all of it counts (the
// AI worker runs the page's own wasm, so there is one wasm file).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DIST } from './support.mjs';
import { BUDGET_BYTES, measure, report } from '../../scripts/size-report.mjs';

test(`a first visit downloads at most ${BUDGET_BYTES} B gzipped`, (t) => {
  const measured = measure(DIST);
  const lines = report(measured);
  for (const line of lines) t.diagnostic(line);
  assert.ok(measured.files.some(({ file }) => file.endsWith('.wasm')), `no wasm in ${DIST}`);
  assert.ok(measured.total <= BUDGET_BYTES,
    `a first visit downloads ${measured.total} B gzipped, over the budget of ${BUDGET_BYTES} B`);
});
