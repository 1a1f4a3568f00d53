// The cross-browser scenarios, the same for every engine (firefox.test.mjs,
// webkit.test.mjs): home, both games against the computer, two players on
// one screen, a lesson step and a puzzle (parts loaded on demand), a review, a
// game by link between two profiles, a language switch and a visit offline.
// Every move is played by mouse clicks (driver.mjs); every scenario ends
// with no page errors and a screenshot in tests/screenshots/<engine>/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startServer, DIST, SCREENSHOTS, parseCephalopod, parseDeblockle, squareNames } from '../e2e/support.mjs';
import { launch } from './driver.mjs';

const DATA = path.resolve(import.meta.dirname, '../../engine/tests/data');
// 22 plies of 3×3 Cephalopod whose first move, b1=a1+c1, throws White's
// win away (see tests/e2e/review.test.mjs).
const BLUNDER = fs.readFileSync(path.join(DATA, 'review_blunder_3x3.txt'), 'utf8');
// A Deblockle puzzle (puzzles/deblockle.txt): Gold to move clears both
// blocks within two turns, a6-b6:d7 then d7-d6.
const CLEAR_IN_2 = '......./gXS....../......./bHC....../......./....bHC.bHT/....... g';
const DESKTOP = { width: 1280, height: 800 };

/** Defines every scenario for `engine` ("firefox" or "webkit") in the calling test file. */
export function crossBrowserSuite(engine) {
  const shots = path.join(process.env.CUBEPLAY_SHOTS ?? SCREENSHOTS, engine);
  const suite = { server: null, browser: null };
  before(async () => {
    suite.server = await startServer();
    suite.browser = await launch(engine, DESKTOP);
    console.log(`# ${engine}: ${suite.browser.version}`);
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });

  const shot = (driver, name) => driver.screenshot(path.join(shots, `${name}.png`));
  const noProblems = async (driver) => assert.deepEqual(await driver.problems(), [], `${engine}: no page errors`);
  const position = (driver) => driver.attr('svg.board', 'data-position');

  /** Opens `hash` (`#/…`) and waits for `selector`. */
  async function open(driver, hash, selector = 'svg.board[data-position]') {
    await driver.goto(`${suite.server.url}${hash}`);
    await driver.waitFor(selector);
  }

  /** Waits until the board's position is no longer `old`. */
  function changed(driver, old, timeout = 20000) {
    return driver.waitForFunction(
      (was) => { const now = document.querySelector('svg.board')?.getAttribute('data-position'); return now && now !== was; },
      old, { timeout, what: 'a move on the board' },
    );
  }

  /** Waits until `side` (w, b, g) is to move and may play, or the game is over. */
  function turnOf(driver, side) {
    return driver.waitForFunction((letter) => {
      const now = document.querySelector('svg.board')?.getAttribute('data-position') ?? '';
      return !!document.querySelector('.result-dialog')
        || (now.endsWith(` ${letter}`) && !!document.querySelector('.status[data-state="turn"]'));
    }, side, { timeout: 30000, what: `the turn of ${side}` });
  }

  /** A Deblockle move `from-tip:hop` (or `from-tip`) by clicks: block, tip target, hop end. */
  async function playDeblockle(driver, move) {
    const before = await position(driver);
    const [route, hop] = move.split(':');
    const [from, tip] = route.split('-');
    await driver.click(`svg.board [data-block="${from}"] [data-face="top"]`);
    await driver.click(`svg.board .tip-mark[data-tip="${tip}"]`);
    if (hop) await driver.click(`svg.board .hop-mark[data-hop="${hop}"]`);
    else if (await driver.count('[data-action="confirm-move"]')) await driver.click('[data-action="confirm-move"]');
    await changed(driver, before);
  }

  /** Places a Cephalopod die on `square` by a click; with the capture picker open, takes its first option. */
  async function playCephalopod(driver, square) {
    const before = await position(driver);
    await driver.click(`svg.board [data-square="${square}"]`);
    const outcome = await driver.waitForFunction((was) => {
      if (document.querySelector('.picker')) return 'picker';
      return document.querySelector('svg.board')?.getAttribute('data-position') !== was ? 'played' : null;
    }, before, { what: 'the move or the capture picker' });
    if (outcome === 'picker') {
      const [first] = (await driver.attr('.picker', 'data-options')).split(' ');
      for (const die of first.split('=')[1].split('+')) await driver.click(`svg.board [data-square="${die}"]`);
      await driver.click('.picker button.primary');
      await changed(driver, before);
    }
  }

  /** Clicks Hint in a Deblockle game and resolves to the move it draws. */
  async function askHint(driver) {
    await driver.click('[data-action="hint"]');
    await driver.waitFor('svg.board .hint-marks[data-hint-move]');
    return driver.attr('svg.board .hint-marks', 'data-hint-move');
  }

  test(`${engine}: home shows both games and their live boards`, async () => {
    const driver = suite.browser;
    await open(driver, '#/', '.home-showcase svg.mini-board');
    await driver.waitForFunction(() => document.querySelectorAll('.home-showcase svg.mini-board').length === 2);
    assert.equal(await driver.count('.card-deblockle [data-entry="ai"]'), 1);
    assert.equal(await driver.count('.card-cephalopod [data-entry="ai"]'), 1);
    assert.equal(await driver.evaluate(() => document.documentElement.lang), 'en');
    await shot(driver, 'home');
    await noProblems(driver);
  });

  test(`${engine}: a whole 3×3 Cephalopod game against the computer, by clicks`, async () => {
    const driver = suite.browser;
    await open(driver, '#/play?game=cephalopod&opponent=ai&level=1&human=first&size=3x3');
    let moves = 0;
    for (; moves < 30; moves++) {
      await turnOf(driver, 'w');
      if (await driver.count('.result-dialog')) break;
      const now = parseCephalopod(await position(driver));
      const empty = squareNames(now.rows, now.cols).filter((name) => !now.dice[name]);
      await playCephalopod(driver, empty[0]);
    }
    await driver.waitFor('.result-dialog');
    const dice = Object.values(parseCephalopod(await position(driver)).dice);
    assert.equal(dice.length, 9, 'the board is full');
    const white = dice.filter((die) => die.owner === 'w').length;
    assert.equal(await driver.text('.result-dialog h2'), white > 4 ? 'You won' : 'You lost');
    assert.ok(await driver.count('.move-list [data-move]') >= 9);
    await shot(driver, 'cephalopod-ai-end');
    await noProblems(driver);
  });

  test(`${engine}: Deblockle against the computer: a hinted move and its reply, then a short game to its end`, async () => {
    const driver = suite.browser;
    await open(driver, '#/play?game=deblockle&opponent=ai&level=1&human=first');
    const hint = await askHint(driver);
    await playDeblockle(driver, hint);
    await turnOf(driver, 'g');
    assert.equal(await driver.count('.move-list [data-move]'), 2, 'Gold moved and the computer answered');
    await shot(driver, 'deblockle-ai-reply');

    // Gold can clear both blocks within two turns; the hints search against
    // the clock, so either side may win, and the verdict must match the board.
    await open(driver, `#/play?game=deblockle&opponent=ai&level=1&human=first&position=${encodeURIComponent(CLEAR_IN_2)}`);
    for (let turn = 0; turn < 30; turn++) {
      await turnOf(driver, 'g');
      if (await driver.count('.result-dialog')) break;
      await playDeblockle(driver, await askHint(driver));
    }
    await driver.waitFor('.result-dialog');
    const blocks = Object.values(parseDeblockle(await position(driver)).blocks);
    const goldLeft = blocks.filter((block) => block.owner === 'g').length;
    const blueLeft = blocks.filter((block) => block.owner === 'b').length;
    assert.ok(goldLeft === 0 || blueLeft === 0, 'one side cleared every block');
    assert.equal(await driver.text('.result-dialog h2'), goldLeft === 0 ? 'You won' : 'You lost');
    await shot(driver, 'deblockle-ai-end');
    await noProblems(driver);
  });

  test(`${engine}: two players on one screen, both games, by clicks`, async () => {
    const driver = suite.browser;
    await open(driver, '#/play?game=deblockle&opponent=friend');
    // Gold and Blue tip and hop in turn (moves of tests/e2e/remote.test.mjs's kind).
    for (const side of ['g', 'b', 'g', 'b']) {
      assert.equal(parseDeblockle(await position(driver)).toMove, side);
      await playDeblockle(driver, await askHint(driver));
    }
    assert.equal(await driver.count('.move-list [data-move]'), 4);
    await shot(driver, 'deblockle-friend');

    await open(driver, '#/play?game=cephalopod&opponent=friend&size=5x5');
    for (const square of ['a1', 'e5', 'a5', 'e1']) await playCephalopod(driver, square);
    assert.equal(await position(driver), 'w1...b1/...../...../...../w1...b1 w');
    assert.equal(await driver.text('.last-move-sentence'), 'Last move: Black placed a 1 on e1');
    await shot(driver, 'cephalopod-friend');
    await noProblems(driver);
  });

  test(`${engine}: a lesson step and a puzzle, each a part loaded on demand`, async () => {
    const driver = suite.browser;
    await open(driver, '#/learn/deblockle/tip', 'main.lesson[data-step="1"] svg.board[data-position]');
    const intended = await driver.attr('main.lesson', 'data-intended');
    assert.equal(intended, 'd4-e4:g4');
    await playDeblockle(driver, intended);
    await driver.waitFor('.lesson-said[data-said="right"]');
    await shot(driver, 'lesson-step');
    await driver.click('[data-action="next"]');
    await driver.waitFor('main.lesson[data-step="2"]');

    // Cephalopod's first puzzle: Black wins with a1, a4, d4 against the defence.
    await open(driver, '#/puzzles/cephalopod/1');
    assert.equal(await position(driver), '.b4w1./w6b6.w6/.b6b6w1/.w3b1b1 b');
    for (const [square, after] of [
      ['a1', '.b4w1./w6b6.w6/w1b6b6w1/b1w3b1b1 b'],
      ['a4', 'b1b4w1./w6b6w1w6/w1b6b6w1/b1w3b1b1 b'],
    ]) {
      await playCephalopod(driver, square);
      await driver.waitForFunction((want) => document.querySelector('svg.board')?.getAttribute('data-position') === want
        && !!document.querySelector('main[data-phase="playing"]'), after, { what: `the defence's answer, ${after}` });
    }
    await playCephalopod(driver, 'd4');
    await driver.waitFor('main[data-phase="solved"]');
    assert.equal(await driver.text('[data-kind="puzzle-status"]'), 'Solved! Well played.');
    await shot(driver, 'puzzle-solved');
    await noProblems(driver);
  });

  test(`${engine}: the computer reviews a finished game move by move`, async () => {
    const driver = suite.browser;
    await open(driver, '#/play?game=cephalopod&opponent=friend&size=3x3');
    await driver.click('[data-action="open-import"]');
    await driver.waitFor('textarea[data-kind="import"]');
    await driver.fill('textarea[data-kind="import"]', BLUNDER);
    await driver.click('[data-action="import"]');
    await driver.waitForFunction(() => document.querySelectorAll('.move-list [data-move]').length === 22);
    await driver.click('[data-action="review"]');
    await driver.waitFor('.review[data-state="done"]', { timeout: 60000 });
    assert.equal(await driver.count('svg.review-graph circle.review-point'), 23);
    // Each position gets a fixed number of nodes (src/worker/jobs/review.rs,
    // review_budget). The exact classes are checked in Chromium
    // (tests/e2e/review.test.mjs); here, that every move got one and that
    // move 1's is explained.
    const classes = await driver.evaluate(() => [...document.querySelectorAll('.move-list [data-ply]')]
      .map((ply) => ply.querySelector('.review-mark')?.dataset.class ?? 'none'));
    assert.equal(classes.length, 22);
    for (const judged of classes) assert.match(judged, /^(best|good|inaccuracy|mistake|blunder)$/);
    await driver.click('.move-list [data-ply="1"]');
    await driver.waitFor('.review-ply');
    assert.match(await driver.text('.review-ply'), /^Move 1, b1=a1\+c1: (best|good|inaccuracy|mistake|blunder)/);
    await shot(driver, 'review');
    await noProblems(driver);
  });

  test(`${engine}: two profiles play Cephalopod by passing links`, async () => {
    const alice = suite.browser;
    // A phone-sized window (WebKitGTK's MiniBrowser is at least 447 px wide).
    const bob = await launch(engine, { width: 390, height: 844 });
    try {
      await open(alice, '#/play?game=cephalopod&opponent=link&human=first&size=5x5');
      const moves = ['a1', 'e5', 'a5', 'e1'];
      let [mover, other] = [alice, bob];
      for (const [index, square] of moves.entries()) {
        assert.equal(await mover.text('.remote-turn'), 'Your turn', `move ${index + 1}`);
        await playCephalopod(mover, square);
        await mover.waitForFunction((n) => document.querySelectorAll('.move-list [data-move]').length === n, index + 1);
        await mover.waitFor('[data-kind="remote-link"]');
        const link = await mover.evaluate(() => document.querySelector('[data-kind="remote-link"]').value);
        assert.match(link, /#\/link\/1;[0-9a-z]+;[wgb];[0-9a-f]{16};v1;/);
        await other.goto(link);
        await other.waitFor('svg.board[data-position] ');
        await other.waitForFunction((n) => document.querySelectorAll('.move-list [data-move]').length === n, index + 1);
        assert.equal(await other.text('[data-kind="remote-accepted"]'), `Your friend played ${square}. Your turn.`);
        if (index === 0) {
          await mover.screenshot(path.join(shots, 'remote-sent.png'));
          await other.screenshot(path.join(shots, 'remote-received-narrow.png'));
        }
        [mover, other] = [other, mover];
      }
      const final = 'w1...b1/...../...../...../w1...b1 w';
      assert.equal(await position(alice), final);
      assert.equal(await position(bob), final);
      assert.equal(await alice.text('.remote-turn'), 'Your turn');
      assert.equal(await bob.text('.remote-turn'), 'Your friend\'s turn — send them the link');
      await noProblems(alice);
      await noProblems(bob);
    } finally {
      await bob.close();
    }
  });

  test(`${engine}: the language switch translates the page and survives a reload`, async () => {
    const driver = suite.browser;
    await open(driver, '#/', '.language-picker select');
    await driver.select('.language-picker select', 'hu');
    await driver.waitForFunction(() => document.documentElement.lang === 'hu');
    await driver.waitForFunction(() => document.querySelector('.card-cephalopod [data-entry="ai"]')?.textContent.trim() !== 'Play the computer');
    await shot(driver, 'language-hu');
    await open(driver, '#/play?game=cephalopod&opponent=friend&size=3x3');
    // Once the engine answers (its worker has started), reload: a reload
    // while the worker still loads makes Firefox report the aborted loads.
    await driver.click('[data-action="hint"]');
    await driver.waitFor('svg.board .hint-place');
    await driver.reload();
    await driver.waitFor('svg.board[data-position]');
    assert.equal(await driver.evaluate(() => document.documentElement.lang), 'hu');
    assert.equal(await driver.attr('svg.board', 'aria-label'), 'Cephalopod-tábla');
    await shot(driver, 'language-hu-play');
    // Back to English for whatever comes next in this profile.
    await open(driver, '#/', '.language-picker select');
    await driver.select('.language-picker select', 'en');
    await driver.waitForFunction(() => document.documentElement.lang === 'en');
    await noProblems(driver);
  });

  /**
   * One visit online, a second that caches the rest, then the app loaded
   * from the service worker's cache with the server gone and a game against
   * the computer. A page load that never finishes offline throws a
   * `PendingLoad`.
   */
  async function visitThenPlayOffline(driver) {
    // A server of its own: closing it takes the network away from this origin only.
    const server = await startServer();
    try {
      await driver.goto(`${server.url}#/`);
      await driver.waitFor('.home-showcase svg.mini-board');
      const activation = await driver.evaluate(() => Promise.race([
        navigator.serviceWorker ? navigator.serviceWorker.ready.then(() => 'active') : 'no service worker',
        new Promise((resolve) => setTimeout(() => resolve('not active after 20 s'), 20000)),
      ]));
      assert.equal(activation, 'active');
      // The page's language pack is not installed with the rest: the page
      // asks the active worker to keep it, a few hundred ms later in WebKit
      // (README, "One language's texts per visit"). Offline before that, the
      // page has no texts, as it would in any browser.
      await driver.waitForFunction(async () => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          if ((await cache.keys()).some((request) => /\/messages-en-[0-9a-f]+\.txt$/.test(request.url))) return true;
        }
        return false;
      }, null, { what: 'the English pack in the service worker\'s cache' });
      await driver.reload();
      await driver.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // The page has started (its texts fetched) before the network goes.
      await driver.waitFor('.home-showcase svg.mini-board');
      // This second visit caches the other languages and the study texts in
      // the background. The network goes once they are all kept, not in the
      // middle of a download: a reload while WebKit's cache was still taking
      // them once waited 30 s for a load event that never came.
      const build = fs.readdirSync(DIST).filter((file) => file !== 'sw.js');
      await driver.waitForFunction(async (files) => {
        const kept = new Set();
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) kept.add(new URL(request.url).pathname.split('/').pop());
        }
        return files.every((file) => kept.has(file));
      }, build, { timeout: 30000, what: 'every file of the build in the service worker\'s cache' });
    } finally {
      await server.close();
    }
    // A whole load of the page from the service worker's cache, then a game.
    // What is checked is what a player sees, the app, not the load event.
    await driver.evaluate(() => { window.beforeOfflineReload = true; setTimeout(() => location.reload(), 0); return true; });
    await pendingLoadIfStuck(driver.waitForFunction(() => window.beforeOfflineReload === undefined
      && document.querySelector('.home-showcase svg.mini-board') !== null, null,
    { timeout: 30000, what: 'the home page loaded again from the cache, offline' }));
    await pendingLoadIfStuck(driver.goto(`${server.url}#/play?game=cephalopod&opponent=ai&level=1&human=first&size=3x3`));
    await driver.waitFor('svg.board[data-position]');
    assert.ok(await driver.evaluate(() => navigator.serviceWorker.controller !== null));
    await playCephalopod(driver, 'b2');
    await driver.waitForFunction(() => {
      const now = document.querySelector('svg.board')?.getAttribute('data-position') ?? '';
      return now.endsWith(' w') && (now.match(/[wb][1-6]/g) ?? []).length === 2;
    }, null, { what: 'the computer\'s answer, offline' });
    await shot(driver, 'offline-ai-reply');
    await noProblems(driver);
  }

  test(`${engine}: after one visit the app opens and the computer answers with the server gone`, async () => {
    try {
      await visitThenPlayOffline(suite.browser);
    } catch (error) {
      // WebKitGTK 2.50 has left an offline page load pending for good in
      // about one fresh-clone run of ten (never in Chromium or Firefox), with
      // every file of the build in the cache, and then every later load in
      // that browser too; its release build logs nothing that says why
      // (README, "Known WebKit issue"). The whole scenario runs once more in
      // a new browser, which must pass; the hang is printed, not hidden.
      if (engine !== 'webkit' || !(error instanceof PendingLoad)) throw error;
      console.log(`${engine}: an offline load did not finish (${error.message}); the scenario once more in a new browser`);
      await suite.browser.close();
      suite.browser = await launch(engine, DESKTOP);
      await visitThenPlayOffline(suite.browser);
      console.log(`${engine}: in a new browser the app opened offline and the computer answered`);
    }
  });
}

/** A page load that did not finish within WebDriver's limit. */
class PendingLoad extends Error {}

/** Awaits `loading`, a page load or a wait for one; a timeout becomes a `PendingLoad`. */
async function pendingLoadIfStuck(loading) {
  try {
    return await loading;
  } catch (error) {
    if (/time(d out|out)/.test(error.message)) throw new PendingLoad(error.message);
    throw error;
  }
}
