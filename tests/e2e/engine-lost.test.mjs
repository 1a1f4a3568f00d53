// A computer that cannot play: the engine worker's files cannot be fetched
// (a host that forgot them, no network on the first visit), or the worker
// ends in the middle of a search. On a phone, by taps: the player is told in
// words within seconds, with Try again, which starts a new worker; the game
// is kept all along. The times it took are printed, not asserted.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  startServer, launchBrowser, tap, tapDice, placeDice, startFresh, storedGame, boardPosition, watchPage, importRecord,
  parseCephalopod,
} from './support.mjs';

const WORKER_FILES = /cubeplay-worker-[0-9a-f]+(_bg\.wasm|\.js)/;
const POOL_FILES = /cubeplay-pool-[0-9a-f]+(_bg\.wasm|\.js)/;
const BLUNDER = fs.readFileSync(path.join(import.meta.dirname, '../../engine/tests/data/review_blunder_3x3.txt'), 'utf8');
const suite = { server: null, browser: null };

before(async () => {
  suite.server = await startServer();
  // No service worker: it would serve the worker's files from its cache
  // past the blocked network.
  suite.browser = await launchBrowser({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true,
    serviceWorkers: 'block',
  });
});
after(async () => {
  await suite.browser?.close();
  await suite.server?.close();
});

async function openGame(query, beforeLoad = async () => {}) {
  const page = await suite.browser.context.newPage();
  await startFresh(page);
  await beforeLoad(page);
  const problems = watchPage(page, suite.server.origin);
  await page.goto(`${suite.server.url}#/play?${query}`);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  return { page, problems };
}

/** Waits for the lost-engine message; resolves to the ms it took from `since`. */
async function lostMessage(page, since, timeout = 30000) {
  const alert = page.locator('.notice.error[role="alert"]');
  await alert.locator('[data-action="engine-retry"]').waitFor({ timeout });
  const took = Date.now() - since;
  const text = await alert.textContent();
  assert.match(text, /the computer cannot play right now/);
  assert.match(text, /Your game is kept/);
  return took;
}

test('a worker whose files cannot be fetched: told in words with Try again, the game kept, then played on', async () => {
  // Blocked from the start: the play screen starts its worker at once.
  const blocked = [];
  const { page, problems } = await openGame('game=cephalopod&opponent=ai&size=3x3&human=first&first=first&level=2',
    (page) => page.route(WORKER_FILES, (route) => {
      blocked.push(route.request().url());
      return route.abort();
    }));
  await tapDice(page, ['b2']);
  const asked = Date.now();
  const played = await boardPosition(page);
  const took = await lostMessage(page, asked);
  console.log(`# a worker that cannot start: told after ${took} ms (${blocked.length} requests blocked)`);
  assert.ok(blocked.length > 0, 'the worker asked for its files');
  // The game is as it was, and kept: the player's die on b2.
  assert.equal(await boardPosition(page), played);
  assert.match(await storedGame(page), /b2/);
  // With the files back, Try again starts a new worker, which answers.
  await page.unroute(WORKER_FILES);
  await tap(page.locator('[data-action="engine-retry"]'));
  await page.waitForFunction((old) => {
    const position = document.querySelector('svg.board')?.getAttribute('data-position') ?? '';
    return position !== old && position.endsWith(' w');
  }, played, { timeout: 20000 });
  assert.equal(await page.locator('.notice.error').count(), 0);
  // The only errors: the worker's own, about the files it could not fetch.
  assert.deepEqual(problems.pageErrors.filter((error) => !/cubeplay-worker-[0-9a-f]+\.js|^TypeError: Failed to fetch$/.test(error)), []);
  await page.close();
});

test('a worker that ends in the middle of a search: told within seconds with Try again, which plays on', async () => {
  const { page, problems } = await openGame('game=cephalopod&opponent=ai&size=5x5&human=first&first=first&level=5');
  // A first move and its answer: the worker is up and has spoken.
  await tapDice(page, ['c3']);
  await page.waitForFunction(() => document.querySelector('svg.board')?.getAttribute('data-position')?.endsWith(' w'), null, { timeout: 20000 });
  // A square with no die on it or beside it (no capture to choose).
  const { dice } = parseCephalopod(await boardPosition(page));
  const near = (square) => [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]].some(([dc, dr]) =>
    dice[String.fromCharCode(square.charCodeAt(0) + dc) + (Number(square[1]) + dr)]);
  const free = ['a1', 'e5', 'a5', 'e1', 'a3', 'e3', 'c1', 'c5'].find((square) => !near(square));
  await tapDice(page, [free]);
  const played = await boardPosition(page);
  // The search of the answer runs (level 5: two seconds); the worker ends.
  await page.waitForTimeout(300);
  const engine = page.workers().find((worker) => /cubeplay-worker-/.test(decodeURIComponent(worker.url())));
  assert.ok(engine, `the engine worker is there (${page.workers().map((w) => w.url())})`);
  const ended = Date.now();
  await Promise.race([engine.evaluate(() => close()).catch(() => {}), page.waitForTimeout(1000)]);
  const took = await lostMessage(page, ended);
  console.log(`# a worker ended mid-search: told after ${took} ms`);
  assert.equal(await boardPosition(page), played);
  assert.match(await storedGame(page), new RegExp(free));
  await tap(page.locator('[data-action="engine-retry"]'));
  await page.waitForFunction((old) => {
    const position = document.querySelector('svg.board')?.getAttribute('data-position') ?? '';
    return position !== old && position.endsWith(' w');
  }, played, { timeout: 20000 });
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

test('a review whose workers cannot start is told in words, the game unchanged, and runs when asked again', async () => {
  const { page, problems } = await openGame('game=cephalopod&opponent=friend&size=3x3',
    (page) => page.route(POOL_FILES, (route) => route.abort()));
  await importRecord(page, BLUNDER);
  await page.waitForFunction(() => document.querySelectorAll('.move-list [data-move]').length === 22, null, { timeout: 20000 });
  const before = await boardPosition(page);
  const asked = Date.now();
  await tap(page.locator('[data-action="review"]'));
  const notice = page.locator('.notice.error[role="alert"]');
  await notice.waitFor({ timeout: 60000 });
  console.log(`# a review whose workers cannot start: told after ${Date.now() - asked} ms`);
  assert.match(await notice.textContent(), /The review stopped: the engine failed\. Your game is unchanged; try again\./);
  assert.equal(await boardPosition(page), before);
  // With the files back, Review again runs to its end.
  await page.unroute(POOL_FILES);
  await tap(page.locator('[data-action="review"]'));
  await page.locator('.review[data-state="done"]').waitFor({ timeout: 60000 });
  assert.deepEqual(problems.pageErrors.filter((error) => !/cubeplay-pool-[0-9a-f]+\.js|^TypeError: Failed to fetch$/.test(error)), []);
  await page.close();
});

/** Opens `query` with the engine worker's files blocked; returns the page and a way to unblock them. */
async function openBlocked(hash, files = WORKER_FILES) {
  const page = await suite.browser.context.newPage();
  await startFresh(page);
  await page.route(files, (route) => route.abort());
  await page.goto(`${suite.server.url}${hash}`);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  return { page, unblock: () => page.unroute(files) };
}

test('a hint asked of a worker that cannot start: told, then given after Try again', async () => {
  const { page, unblock } = await openBlocked('#/play?game=cephalopod&opponent=ai&size=3x3&human=first&first=first&level=2');
  const asked = Date.now();
  await tap(page.locator('[data-action="hint"]'));
  const took = await lostMessage(page, asked);
  console.log(`# a hint from a worker that cannot start: told after ${took} ms`);
  await unblock();
  await tap(page.locator('[data-action="engine-retry"]'));
  await tap(page.locator('[data-action="hint"]'));
  // The hint on the board, and in words.
  await page.locator('svg.board .hint-place').waitFor({ timeout: 20000 });
  assert.match(await page.locator('.hint-sentence').textContent(), /^Hint: White placed a \d on [a-c][1-3]/);
  await page.close();
});

test('the perfect-play level with a worker that cannot start: told, then plays after Try again', async () => {
  const { page, unblock } = await openBlocked('#/play?game=cephalopod&opponent=ai&size=3x3&human=second&first=first&level=6');
  const asked = Date.now();
  const took = await lostMessage(page, asked, 60000);
  console.log(`# perfect play from a worker that cannot start: told after ${took} ms (30 s allowed while it settles a board)`);
  await unblock();
  await tap(page.locator('[data-action="engine-retry"]'));
  await page.waitForFunction(() => /[wb]\d/.test(document.querySelector('svg.board')?.getAttribute('data-position') ?? ''),
    null, { timeout: 60000 });
  await page.close();
});

test('a puzzle move checked by a worker that cannot start: told, and checked after Try again', async () => {
  const { page, unblock } = await openBlocked('#/puzzles/cephalopod/1');
  await placeDice(page, ['a1']);
  await page.locator('main[data-phase="failed"]').waitFor({ timeout: 30000 });
  assert.match(await page.locator('[data-kind="puzzle-status"]').textContent(), /the computer cannot play right now/);
  await unblock();
  await tap(page.locator('[data-action="puzzle-retry"]'));
  await page.locator('main[data-phase="playing"]').waitFor();
  await placeDice(page, ['a1']);
  await page.waitForFunction(() => /White answers a2/.test(document.querySelector('[data-kind="puzzle-status"]')?.textContent ?? ''),
    null, { timeout: 30000 });
  await page.close();
});

test('the analysis board with workers that cannot start: the engine stops and says so; switched on again, it runs', async () => {
  const { page, unblock } = await openBlocked('#/play?game=cephalopod&opponent=friend&size=5x5', POOL_FILES);
  await tapDice(page, ['a1', 'e5']);
  await tap(page.locator('[data-action="analyse"]'));
  await page.locator('.analysis-screen svg.board[data-position]').waitFor({ timeout: 20000 });
  await tap(page.locator('[data-setting="engine"]'));
  const notice = page.locator('[data-kind="analysis-notice"]');
  await notice.waitFor({ timeout: 60000 });
  assert.match(await notice.textContent(), /^The engine stopped: its workers could not start or stopped answering\./);
  assert.equal(await page.locator('[data-setting="engine"]').isChecked(), false);
  await unblock();
  await tap(page.locator('[data-setting="engine"]'));
  await page.locator('.engine-box[data-state="line"]').waitFor({ timeout: 30000 });
  assert.equal(await notice.count(), 0);
  await page.close();
});
