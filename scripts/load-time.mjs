// Load-time benchmark (not a test): the time from navigation start to the
// first painted board, for the home page (its showcase draws two small
// boards) and a play address, at 390×844 in Debian's Chromium, with the
// release build in dist/ served on loopback (as the browser tests serve it).
//
// Every cell is timed `--runs` times (default 7) and printed as
// min / median / max in milliseconds:
//   - page:  home `#/` and play `#/play?game=deblockle&opponent=ai`;
//   - cache: cold (a fresh profile for every run, the HTTP cache disabled
//            over CDP, no service worker installed yet) or warm (the
//            service worker installed by a first visit, then every run a
//            new tab's visit, HTTP cache on);
//   - CPU:   1× or 4× slower (CDP Emulation.setCPUThrottlingRate), about
//            a mid-range phone.
// "Painted" is two animation frames after the board (`svg.board` or the
// home page's `svg.mini-board`) is in the document, read as performance.now(),
// whose origin is the navigation's start.
//
//   node scripts/load-time.mjs [--runs N] [--dist DIR] [--only home|play]
//
// Needs a release build (`trunk build --release`) and the test tools
// (`bash scripts/setup.sh test`: Chromium and playwright-core).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startServer } from '../tests/e2e/support.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    dist: { type: 'string' },
    only: { type: 'string' },
  },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs wants a whole number, not ${options.runs}`);
const DIST = path.resolve(options.dist ?? process.env.CUBEPLAY_DIST ?? path.resolve(import.meta.dirname, '../dist'));
if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error(`no build in ${DIST}: run trunk build --release first`);

const PAGES = [
  ['home', '#/'],
  ['play', '#/play?game=deblockle&opponent=ai'],
].filter(([name]) => !options.only || options.only === name);
const VIEWPORT = { width: 390, height: 844 };
const BOARD = 'svg.board, svg.mini-board';
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** Runs in the page before its own scripts: notes when the board is first painted. */
function watchForBoard(selector) {
  const look = () => {
    if (document.querySelector(selector)) {
      requestAnimationFrame(() => requestAnimationFrame(() => { window.boardPaintedAt = performance.now(); }));
    } else {
      requestAnimationFrame(look);
    }
  };
  requestAnimationFrame(look);
}

async function launch() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cubeplay-load-time-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: VIEWPORT,
  });
  await context.addInitScript(watchForBoard, BOARD);
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One timed visit of `url` in `page`: resolves to milliseconds from navigation start to the painted board. */
async function timeVisit(page, url, { throttle, cacheDisabled }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  if (cacheDisabled) {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  }
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => window.boardPaintedAt, null, { timeout: 60000, polling: 50 });
  const ms = await handle.jsonValue();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return ms;
}

async function cold(url, throttle) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const browser = await launch();
    try {
      const page = browser.context.pages()[0] ?? await browser.context.newPage();
      times.push(await timeVisit(page, url, { throttle, cacheDisabled: true }));
    } finally {
      await browser.close();
    }
  }
  return times;
}

async function warm(url, throttle) {
  const browser = await launch();
  const times = [];
  try {
    // The first visit installs the service worker, which caches the site.
    const first = browser.context.pages()[0] ?? await browser.context.newPage();
    await first.goto(url);
    await first.waitForFunction(() => window.boardPaintedAt, null, { timeout: 60000 });
    await first.evaluate(() => navigator.serviceWorker.ready);
    await first.close();
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.context.newPage();
      times.push(await timeVisit(page, url, { throttle, cacheDisabled: false }));
      if (!await page.evaluate(() => navigator.serviceWorker.controller !== null)) {
        throw new Error('a warm visit was not served by the service worker');
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

const server = await startServer({ root: DIST });
const rows = [];
const version = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
try {
  for (const [name, hash] of PAGES) {
    for (const cache of ['cold', 'warm']) {
      for (const throttle of [1, 4]) {
        const url = `${server.url}${hash}`;
        const times = (cache === 'cold' ? await cold(url, throttle) : await warm(url, throttle)).sort((a, b) => a - b);
        const row = {
          page: `${name} ${hash}`, cache, cpu: `${throttle}×`,
          min: times[0], median: times[Math.floor(times.length / 2)], max: times[times.length - 1],
        };
        rows.push(row);
        process.stderr.write(`${row.page} ${cache} ${row.cpu}: ${times.map((t) => Math.round(t)).join(' ')}\n`);
      }
    }
  }
} finally {
  await server.close();
}

const ms = (value) => `${Math.round(value)}`.padStart(6);
console.log(`Navigation start to the first painted board, ms: min / median / max of ${RUNS} runs`);
console.log(`${version}, 390×844, ${path.relative(process.cwd(), DIST) || '.'} served on loopback`);
console.log('');
console.log(`${'page'.padEnd(44)} ${'cache'.padEnd(5)} ${'CPU'.padEnd(3)} ${'min'.padStart(6)} ${'median'.padStart(6)} ${'max'.padStart(6)}`);
for (const row of rows) {
  console.log(`${row.page.padEnd(44)} ${row.cache.padEnd(5)} ${row.cpu.padEnd(3)} ${ms(row.min)} ${ms(row.median)} ${ms(row.max)}`);
}
