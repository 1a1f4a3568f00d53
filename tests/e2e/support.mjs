// Shared pieces of the browser tests: a static server for dist/ on
// loopback (optionally under a sub-path) and Debian's Chromium.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { recordCspViolations } from './guards.mjs';

export const DIST = path.resolve(process.env.CUBEPLAY_DIST ?? path.resolve(import.meta.dirname, '../../dist'));
export const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** Serves `root` at http://127.0.0.1:<port><prefix>; resolves to { url, close }. */
export async function startServer({ root = DIST, prefix = '/' } = {}) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (!url.pathname.startsWith(prefix)) {
      res.writeHead(404).end('not found');
      return;
    }
    let relative = decodeURIComponent(url.pathname.slice(prefix.length));
    if (relative === '' || relative.endsWith('/')) relative += 'index.html';
    const file = path.join(root, relative);
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': MIME[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}${prefix}`,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}

/** Debian's Chromium, headless, with a fresh profile and no background traffic; `options` add to Playwright's. */
export async function launchBrowser(options = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cubeplay-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
    ...options,
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A phone as a newcomer holds it: 390×844, touch only (`hasTouch`,
 * `isMobile`, so `(pointer: coarse)` matches and the app's phone defaults
 * apply, Confirm moves among them), with a fresh profile. Drive it with
 * `tap`, never `click`.
 */
export function launchPhone() {
  return launchBrowser({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
}

/** The app served from dist/ and a touch phone (`launchPhone`), for one test file. */
export function serveAppOnPhone() {
  const suite = { server: null, browser: null };
  before(async () => {
    suite.server = await startServer();
    suite.browser = await launchPhone();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}

/**
 * Taps what `locator` names as a finger would: a touch at the centre of
 * its box, after scrolling it into view (SVG groups included).
 */
export async function tap(locator) {
  // The screen drawn at build time takes no taps; wait for the app's own.
  await locator.page().waitForFunction(() => !document.querySelector('[data-first-screen]'));
  await locator.scrollIntoViewIfNeeded();
  await locator.tap();
}

/**
 * Plays a Deblockle move by taps, as a phone user with default settings
 * does: the block (unless it is selected already), its tip target `tipTo`
 * (or the first allowed one), the hop destination `hopTo` (or the first)
 * if there is a hop, and the Confirm button when the tip ends the turn.
 */
export async function tapDeblockle(page, from, { tipTo, hopTo } = {}) {
  const before = await boardPosition(page);
  // A tap on a block already selected would put it down again.
  if (!await page.locator(`svg.board .square.selected[data-square="${from}"]`).count()) {
    await tap(page.locator(`svg.board [data-block="${from}"] [data-face="top"]`));
  }
  const tip = tipTo
    ? page.locator(`svg.board .tip-mark:not(.refused)[data-tip="${tipTo}"]`)
    : page.locator('svg.board .tip-mark:not(.refused)').first();
  await tap(tip);
  await page.waitForFunction((old) => document.querySelector('svg.board .hop-mark')
    || document.querySelector('[data-action="confirm-move"]')
    || document.querySelector('svg.board')?.getAttribute('data-position') !== old, before);
  const hop = hopTo
    ? page.locator(`svg.board .hop-mark[data-hop="${hopTo}"]`)
    : page.locator('svg.board .hop-mark').first();
  if (await hop.count()) await tap(hop);
  else if (await page.locator('[data-action="confirm-move"]').count()) {
    await tap(page.locator('[data-action="confirm-move"]'));
  }
  await page.waitForFunction(
    (old) => document.querySelector('svg.board')?.getAttribute('data-position') !== old, before,
  );
}

/** Places Cephalopod dice by taps on squares that ask no capture question, waiting for each. */
export async function tapDice(page, squares) {
  for (const square of squares) {
    const before = await boardPosition(page);
    await tap(page.locator(`svg.board [data-square="${square}"]`));
    await page.waitForFunction(
      (old) => document.querySelector('svg.board')?.getAttribute('data-position') !== old, before,
    );
  }
}

/**
 * Watches a page: console errors, uncaught exceptions, CSP violations and
 * every request that leaves `origin`.
 */
export function watchPage(page, origin) {
  const problems = { consoleErrors: [], pageErrors: [], foreignRequests: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(String(error)));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('blob:') && !url.startsWith('data:')) {
      problems.foreignRequests.push(url);
    }
  });
  return problems;
}

/**
 * Makes `page` start without saved games (tests share one browser profile,
 * and a saved game at the same address would come back). Reloads in the
 * same tab keep what was saved since.
 */
/** Removes localStorage `key` when the page's tab first loads (the tests share one profile), not on its reloads. */
export async function forgetOnLoad(page, key) {
  await page.addInitScript((stored) => {
    const mark = `e2e-forgot-${stored}`;
    if (!sessionStorage.getItem(mark)) {
      localStorage.removeItem(stored);
      sessionStorage.setItem(mark, '1');
    }
  }, key);
}

export async function startFresh(page) {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-fresh')) {
      for (const key of Object.keys(localStorage)) {
        if (/^cubeplay\.(game|recent|schema|damaged|analysis)/.test(key)) localStorage.removeItem(key);
      }
      localStorage.removeItem('cubeplay.settings.cephalopod');
      localStorage.removeItem('cubeplay.settings.deblockle');
      sessionStorage.setItem('e2e-fresh', '1');
    }
  });
}

/** The id of the game a page shows, once its address names it (`#/game/<id>`). */
export async function gameId(page) {
  await page.waitForFunction(() => /^#\/game\/[0-9a-z]+$/.test(location.hash));
  return page.evaluate(() => location.hash.slice('#/game/'.length));
}

/** The stored text of the game a page shows. */
export async function storedGame(page) {
  const id = await gameId(page);
  return page.evaluate((key) => localStorage.getItem(key), `cubeplay.game.${id}`);
}

/** Every stored game of the page's origin, by key. */
export async function storedGames(page) {
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage)
    .filter((key) => key.startsWith('cubeplay.game.')).sort()
    .map((key) => [key, localStorage.getItem(key)])));
}

/** Places Cephalopod dice on squares that ask no capture question, waiting for each. */
export async function placeDice(page, squares) {
  for (const square of squares) {
    const before = await boardPosition(page);
    await page.locator(`svg.board [data-square="${square}"]`).click();
    await page.waitForFunction(
      (old) => document.querySelector('svg.board')?.getAttribute('data-position') !== old, before,
    );
  }
}

/**
 * Plays a Deblockle move of the block on `from`: its first tip that is
 * allowed, then the first hop destination if there is a hop.
 */
export async function playDeblockle(page, from) {
  const before = await boardPosition(page);
  await page.locator(`svg.board [data-block="${from}"] [data-face="top"]`).click();
  await page.locator('svg.board .tip-mark:not(.refused)').first().click();
  const hop = page.locator('svg.board .hop-mark').first();
  await page.waitForFunction((old) => document.querySelector('svg.board .hop-mark')
    || document.querySelector('svg.board')?.getAttribute('data-position') !== old, before);
  if (await hop.count()) await hop.click();
  await page.waitForFunction(
    (old) => document.querySelector('svg.board')?.getAttribute('data-position') !== old, before,
  );
}

/** Opens the analysis board of the game on the play screen. */
export async function openAnalysis(page) {
  await page.locator('[data-action="analyse"]').click();
  await page.locator('.analysis-screen svg.board[data-position]').waitFor({ timeout: 20000 });
}

/** The analysis board's move tree, a row per line: `depth: moves`. */
export async function treeRows(page) {
  return page.locator('.tree-row').evaluateAll((rows) => rows.map((row) => `${row.dataset.depth}: ${
    [...row.querySelectorAll('[data-move]')].map((m) => m.dataset.move).join(' ')}`));
}

/** Opens `#/play?<query>` in a new page and waits for the board. */
export async function openGame(browser, server, query, viewport = { width: 1280, height: 800 }) {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  await startFresh(page);
  const problems = watchPage(page, server.origin);
  await page.goto(`${server.url}#/play?${query}`);
  // A hand set-up shows its own board (no position yet).
  await page.locator('svg.board[data-position], svg.board[data-setup]').first().waitFor({ timeout: 20000 });
  return { page, problems };
}

/** The position notation the board exposes. */
export async function boardPosition(page) {
  return page.locator('svg.board').getAttribute('data-position');
}

/**
 * Reads a Cephalopod position: `{ rows, cols, toMove, dice: { c3: { owner: 'w', pips: 2 } } }`.
 */
export function parseCephalopod(text) {
  const [board, toMove] = text.split(' ');
  const rows = board.split('/');
  const dice = {};
  let cols = 0;
  rows.forEach((row, r) => {
    const rank = rows.length - r;
    let column = 0;
    for (let i = 0; i < row.length; i++) {
      const name = String.fromCharCode(97 + column) + rank;
      if (row[i] === '.') {
        column++;
      } else {
        dice[name] = { owner: row[i], pips: Number(row[i + 1]) };
        i++;
        column++;
      }
    }
    cols = column;
  });
  return { rows: rows.length, cols, toMove, dice };
}

/** Reads a Deblockle position: `{ toMove, blocks: { c3: { owner: 'g', top: 'T', north: 'C' } } }`. */
export function parseDeblockle(text) {
  const [board, toMove] = text.split(' ');
  const rows = board.split('/');
  const blocks = {};
  rows.forEach((row, r) => {
    const rank = 7 - r;
    let file = 0;
    for (let i = 0; i < row.length; i++) {
      const name = String.fromCharCode(97 + file) + rank;
      if (row[i] === '.') {
        file++;
      } else {
        blocks[name] = { owner: row[i], top: row[i + 1], north: row[i + 2] };
        i += 2;
        file++;
      }
    }
  });
  return { toMove, blocks };
}

/** Every square name of a board with `rows` and `cols`. */
export function squareNames(rows, cols) {
  const names = [];
  for (let rank = 1; rank <= rows; rank++) {
    for (let column = 0; column < cols; column++) names.push(String.fromCharCode(97 + column) + rank);
  }
  return names;
}

/**
 * Plays White in a Cephalopod game against the AI until the result dialog
 * opens: each turn `place(page, square)` on the first empty square.
 * Resolves to the dialog's locator.
 */
export async function playWhiteToTheEnd(page, place) {
  const dialog = page.locator('.result-dialog');
  for (let turn = 0; turn < 30; turn++) {
    // Our turn, or the end.
    await page.waitForFunction(() => {
      const position = document.querySelector('svg.board')?.getAttribute('data-position') ?? '';
      return document.querySelector('.result-dialog')
        || (position.endsWith(' w') && document.querySelector('.status[data-state="turn"]'));
    }, null, { timeout: 15000 });
    if (await dialog.count()) break;
    const position = parseCephalopod(await boardPosition(page));
    const empty = squareNames(position.rows, position.cols).filter((name) => !position.dice[name]);
    await place(page, empty[0]);
  }
  await dialog.waitFor();
  return dialog;
}

/**
 * The app served from dist/ and Chromium, for one test file: started before
 * its tests and closed after them. `recordCsp` records CSP violations in
 * every page (read them with `cspViolations` from guards.mjs).
 */
export function serveAppAndLaunch({ recordCsp = false } = {}) {
  const suite = { server: null, browser: null };
  before(async () => {
    suite.server = await startServer();
    suite.browser = await launchBrowser();
    if (recordCsp) await recordCspViolations(suite.browser.context);
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}

/** Counts the workers a page starts (`window.workersStarted`), from its next load on. */
export async function countWorkers(page) {
  await page.addInitScript(() => {
    const NativeWorker = window.Worker;
    window.workersStarted = 0;
    window.Worker = class extends NativeWorker {
      constructor(...args) {
        super(...args);
        window.workersStarted += 1;
      }
    };
  });
}

/** Imports record `text` through the play screen's Import dialog; resolves once its last position shows. */
export async function importRecord(page, text, finalPosition) {
  await page.locator('[data-action="open-import"]').click();
  await page.locator('textarea[data-kind="import"]').fill(text);
  await page.locator('[data-action="import"]').click();
  if (finalPosition) await page.locator(`svg.board[data-position="${finalPosition}"]`).waitFor({ timeout: 20000 });
}

/** Clicks the evaluation graph at the point of position `index`. */
export async function clickGraphPoint(page, index) {
  const point = page.locator(`svg.review-graph circle[data-index="${index}"]`);
  await point.scrollIntoViewIfNeeded();
  const box = await point.boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Waits until the service worker is active (it has then cached every asset),
 * then reloads so the page is under its control whatever the timing of its
 * activation. Afterwards the page can go offline.
 */
export async function underServiceWorker(page) {
  const activation = await page.evaluate(() => Promise.race([
    navigator.serviceWorker.ready.then(() => 'active'),
    new Promise((resolve) => setTimeout(() => resolve('not active after 20 s'), 20000)),
  ]));
  assert.equal(activation, 'active');
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
}

/**
 * Prints the page's long tasks (over 50 ms) in `tasks` under `label`. They
 * are reported, never asserted: on a busy 2-core machine the browser's own
 * work lands on the page's thread now and then (a 52 ms task was seen).
 */
export function reportLongTasks(label, tasks) {
  const long = tasks.filter((task) => task.duration > 50);
  const listed = long.map((task) => `${task.duration.toFixed(0)} ms at ${task.start.toFixed(0)}`).join(', ');
  console.log(`${label}: ${long.length} long task(s)${long.length ? `: ${listed}` : ''}`);
  return long;
}
