// First-visit benchmark (not a test; `make test` runs it and prints the
// figures): what a newcomer's phone fetches, and how long it waits, in
// Debian's Chromium at 390×844 with touch, a fresh profile each run, the
// HTTP cache off, the release build in dist/ served on loopback. Bytes are
// the gzip -9 sizes of the files fetched (as a host that compresses serves
// them), counting every request the page and its workers make (the service
// worker's own fetches for offline use come later and are reported apart).
//
//   - play: `#/play?game=cephalopod&opponent=ai` until the board takes a
//     tap (the app's own board is in the page: a tap then places a die),
//     then the tap, until the computer has answered it;
//   - study: from there the rules, a lesson and the puzzles, opened by taps
//     in the running page (no reload: the page's first navigation is the
//     only one);
//   - embed: an embed replaying a Cephalopod game, until its board takes a tap.
//
// Each visit is run `--runs` times (default 3), at full speed and with the
// CPU 4× slower (CDP Emulation.setCPUThrottlingRate, about a mid-range
// phone); times are min / median / max in ms from navigation start.
//
//   node scripts/first-visit.mjs [--runs N] [--dist DIR]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startServer } from '../tests/e2e/support.mjs';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, dist: { type: 'string' } },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs wants a whole number, not ${options.runs}`);
const DIST = path.resolve(options.dist ?? process.env.CUBEPLAY_DIST ?? path.resolve(import.meta.dirname, '../dist'));
if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error(`no build in ${DIST}: run trunk build --release first`);
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

const gzipped = new Map();
/** The gzip -9 size of the dist file `url` names. */
function bytesOf(url) {
  const file = decodeURIComponent(new URL(url).pathname).replace(/^\//, '') || 'index.html';
  if (!gzipped.has(file)) {
    const full = path.join(DIST, file);
    gzipped.set(file, fs.existsSync(full) ? zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length : 0);
  }
  return gzipped.get(file);
}

/** A fresh phone-sized touch profile with the HTTP cache off and the CPU `throttle`× slower. */
async function phone(throttle) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cubeplay-first-visit-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true,
  });
  const page = context.pages()[0] ?? await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  // Every request of the page and its workers, in order; the service
  // worker's (its copy of the site for offline use) apart.
  const requests = [];
  const offline = [];
  context.on('request', (request) => (request.serviceWorker() ? offline : requests).push({ url: request.url() }));
  return {
    page,
    requests,
    /** Bytes of the requests made so far, from `from` on. */
    bytes: (from = 0) => requests.slice(from).reduce((sum, { url }) => sum + bytesOf(url), 0),
    /** Bytes the service worker fetched for offline use. */
    offlineBytes: () => offline.reduce((sum, { url }) => sum + bytesOf(url), 0),
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Waits until the app's own board is in the page (not the copy the HTML draws first); its time in ms from navigation start. */
async function boardTakesTaps(page) {
  const handle = await page.waitForFunction(() => {
    const board = [...document.querySelectorAll('svg.board')].find((svg) => !svg.closest('[data-first-screen]'));
    return board && !document.querySelector('[data-first-screen]') ? performance.now() : null;
  }, null, { timeout: 60000, polling: 10 });
  return handle.jsonValue();
}

/** Taps the centre of the board's square `name`. */
async function tapSquare(page, name) {
  const box = await page.locator(`svg.board [data-square="${name}"]`).first().boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function playVisit(server, throttle) {
  const visit = await phone(throttle);
  try {
    const { page } = visit;
    await page.goto(`${server.url}#/play?game=cephalopod&opponent=ai`, { waitUntil: 'commit' });
    const tapMs = await boardTakesTaps(page);
    const tapBytes = visit.bytes();
    await tapSquare(page, 'c3');
    await page.waitForFunction(() => document.querySelectorAll('.move-list [data-move]').length >= 1, null, { timeout: 20000 });
    await page.waitForFunction(() => document.querySelectorAll('.move-list [data-move]').length >= 2, null, { timeout: 60000 });
    const answerMs = await page.evaluate(() => performance.now());
    const answerBytes = visit.bytes();
    // The rules, a lesson and the puzzles, by taps, in the same page.
    const marker = await page.evaluate(() => { window.cubeplaySameDocument = true; return performance.getEntriesByType('navigation').length; });
    const before = visit.requests.length;
    await page.locator('.app-nav a[href^="#/rules/"]').first().tap();
    await page.locator('.rules-main').waitFor({ timeout: 30000 });
    await page.locator('.learn-links [data-entry="learn"]').first().tap();
    await page.locator('.lesson-list').waitFor({ timeout: 30000 });
    await page.locator('.lesson-item a').first().tap();
    await page.locator('main.lesson svg.board').waitFor({ timeout: 30000 });
    await page.locator('.lesson-crumbs a').tap();
    await page.locator('.learn-links [data-entry="puzzles"]').first().tap();
    await page.locator('.puzzle-nav').waitFor({ timeout: 30000 });
    const studyBytes = visit.bytes(before);
    const sameDocument = await page.evaluate((count) => window.cubeplaySameDocument === true
      && performance.getEntriesByType('navigation').length === count, marker);
    return { tapMs, tapBytes, answerMs, answerBytes, studyBytes, sameDocument, offlineBytes: visit.offlineBytes() };
  } finally {
    await visit.close();
  }
}

const EMBED_RECORD = 'v1;g=c;s=3x3;m=b2.a1.c3.a3.c1;k=00000000';

async function embedVisit(server, throttle) {
  const visit = await phone(throttle);
  try {
    const { page } = visit;
    await page.goto(`${server.url}#/embed?game=cephalopod&size=3x3&record=${encodeURIComponent(EMBED_RECORD)}&mode=replay`, { waitUntil: 'commit' });
    const tapMs = await boardTakesTaps(page);
    return { tapMs, tapBytes: visit.bytes() };
  } finally {
    await visit.close();
  }
}

const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${Math.round(sorted[0])} / ${Math.round(sorted[Math.floor(sorted.length / 2)])} / ${Math.round(sorted.at(-1))}`;
};
const most = (values) => Math.max(...values);

const server = await startServer({ root: DIST });
const version = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const lines = [];
try {
  for (const throttle of [1, 4]) {
    const plays = [];
    const embeds = [];
    for (let run = 0; run < RUNS; run++) {
      plays.push(await playVisit(server, throttle));
      embeds.push(await embedVisit(server, throttle));
      process.stderr.write(`CPU ${throttle}x run ${run + 1}: ${JSON.stringify(plays.at(-1))} embed ${JSON.stringify(embeds.at(-1))}\n`);
    }
    lines.push(`CPU ${throttle}×:`);
    lines.push(`  play board takes a tap     ${spread(plays.map((p) => p.tapMs)).padStart(20)} ms   ${most(plays.map((p) => p.tapBytes))} B`);
    lines.push(`  computer has answered      ${spread(plays.map((p) => p.answerMs)).padStart(20)} ms   ${most(plays.map((p) => p.answerBytes))} B`);
    const reloaded = plays.some((p) => !p.sameDocument);
    lines.push(`  rules, lesson, puzzles     ${''.padStart(20)}      +${most(plays.map((p) => p.studyBytes))} B (${reloaded ? 'the page reloaded' : 'no reload'})`);
    lines.push(`  embed board takes a tap    ${spread(embeds.map((e) => e.tapMs)).padStart(20)} ms   ${most(embeds.map((e) => e.tapBytes))} B`);
    lines.push(`  (the service worker's copy for offline use, fetched after the first screen: ${most(plays.map((p) => p.offlineBytes))} B)`);
  }
} finally {
  await server.close();
}
console.log(`First visit, fresh profile, cache off: ms min / median / max of ${RUNS} runs, gzip -9 bytes fetched (the most of any run)`);
console.log(`${version}, 390×844 touch, ${path.relative(process.cwd(), DIST) || '.'} served on loopback`);
for (const line of lines) console.log(line);
