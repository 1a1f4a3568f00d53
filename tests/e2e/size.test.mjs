// Size budget: what a first visit downloads, gzipped, must stay under 400 KB.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DIST } from './support.mjs';

const BUDGET_BYTES = 400_000;

test('a first visit downloads at most 400 KB gzipped', () => {
  // Everything in dist/ is fetched on a first visit: the page and its
  // assets, and the service worker caches the rest for offline play.
  const files = fs.readdirSync(DIST, { recursive: true })
    .filter((file) => fs.statSync(path.join(DIST, file)).isFile())
    .sort();
  let total = 0;
  for (const file of files) {
    const gzipped = zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
    total += gzipped;
    console.log(`size: ${String(gzipped).padStart(8)} B gz  ${file}`);
  }
  console.log(`size: ${String(total).padStart(8)} B gz  total (budget ${BUDGET_BYTES})`);
  assert.ok(total <= BUDGET_BYTES, `first visit is ${total} B gzipped, over the ${BUDGET_BYTES} B budget`);
});
