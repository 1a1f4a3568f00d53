// The analysis board as a phone user meets it (390×844, touch, taps only,
// Confirm moves on): opened by a tap, a variation entered by taps, the
// moves in straight columns, "Delete from here" asking first, and the
// engine's score with its unit said.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  serveAppOnPhone, openGame, boardPosition, gameId, tap, tapDice, tapDeblockle, treeRows,
} from './support.mjs';

const suite = serveAppOnPhone();
const PHONE = { width: 390, height: 844 };
const EXAMPLE_START = '..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g';

/** Opens the analysis board of the game on the play screen by a tap. */
async function tapAnalysis(page) {
  await tap(page.locator('[data-action="analyse"]'));
  await page.locator('.analysis-screen svg.board[data-position]').waitFor({ timeout: 20000 });
}

/**
 * The left edges of the moves' notations in the tree's main-line rows, for
 * White's (odd) and Black's (even) moves of a Cephalopod game.
 */
async function columns(page) {
  return page.locator('.tree-row[data-depth="0"] .move').evaluateAll((moves) => {
    const lefts = { first: new Set(), second: new Set() };
    for (const move of moves) {
      const side = Number(move.querySelector('.ply').textContent) % 2 ? 'first' : 'second';
      lefts[side].add(Math.round(move.querySelector('.notation').getBoundingClientRect().left));
    }
    return { first: [...lefts.first], second: [...lefts.second] };
  });
}

test('on a phone: a Deblockle variation entered by taps, its score explained', async () => {
  const { page, problems } = await openGame(suite.browser, suite.server,
    `game=deblockle&opponent=friend&position=${encodeURIComponent(EXAMPLE_START)}`, PHONE);
  await tapDeblockle(page, 'e1');
  await tapDeblockle(page, 'c5');
  const id = await gameId(page);
  await tapAnalysis(page);
  assert.equal(await page.evaluate(() => location.hash), `#/analysis/${id}`);
  assert.deepEqual((await treeRows(page)).length, 1);
  // Back to the start by a tap on the replay control, then another first
  // move by taps: a tip that ends the turn is confirmed, as in a game.
  await tap(page.locator('[data-action="replay-start"]'));
  await page.waitForFunction((start) => document.querySelector('svg.board')?.dataset.position === start, EXAMPLE_START);
  await tapDeblockle(page, 'c3');
  // The variation shows under the first move it is another choice for.
  const rows = await treeRows(page);
  assert.equal(rows.length, 3, JSON.stringify(rows));
  assert.match(rows[0], /^0: e1-\S+$/);
  assert.match(rows[1], /^1: c3-\S+$/);
  assert.match(rows[2], /^0: c5-\S+$/);
  assert.notEqual(await boardPosition(page), EXAMPLE_START);

  // The engine by a tap: its score, and what a point of it means.
  await tap(page.locator('[data-setting="engine"]'));
  await page.locator('.engine-box[data-state="line"]').waitFor({ timeout: 20000 });
  assert.match(await page.locator('[data-kind="engine-score"]').textContent(), /^(Gold|Blue) \+\d+\.\d$|^Even$/);
  assert.equal(await page.locator('[data-kind="engine-unit"]').textContent(),
    '+1.0 is about one turn ahead in the race to clear the board.');
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

test('on a phone: the analysis board lists each player\'s moves in a straight column', async () => {
  const { page, problems } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=friend&size=5x5', PHONE);
  await tapDice(page, ['a1', 'e5', 'a5', 'e1', 'c3', 'b2', 'd4', 'b4', 'd2', 'a3', 'e3']);
  await tapAnalysis(page);
  // Another move 4: the variation under the move 4 played, the main line
  // going on below it.
  await tap(page.locator('.tree-row [data-path="0.0.0"]'));
  await tapDice(page, ['c1', 'c5']);
  assert.deepEqual(await treeRows(page), ['0: a1 e5 a5 e1', '1: c1 c5', '0: c3 b2 d4 b4 d2 a3 e3']);
  const lefts = await columns(page);
  assert.equal(lefts.first.length, 1, `White's moves start at ${lefts.first}`);
  assert.equal(lefts.second.length, 1, `Black's moves start at ${lefts.second}`);
  assert.ok(lefts.second[0] - lefts.first[0] > 100, JSON.stringify(lefts));
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

test('on a phone: "Delete from here" asks first, and Keep keeps the moves', async () => {
  const { page, problems } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=friend&size=5x5', PHONE);
  await tapDice(page, ['a1', 'e5', 'a5', 'e1']);
  await tapAnalysis(page);
  await tap(page.locator('.tree-row [data-path="0.0"]'));
  await tapDice(page, ['c1', 'c5']);
  const rows = ['0: a1 e5 a5', '1: c1 c5', '0: e1'];
  assert.deepEqual(await treeRows(page), rows);
  // The variation's first move on the board, then Delete: a question, not yet a loss.
  await tap(page.locator('.tree-row [data-path="0.0.1"]'));
  await tap(page.locator('[data-action="delete"]'));
  const ask = page.locator('[data-kind="delete-confirm"]');
  assert.equal(await ask.locator('p').textContent(), 'Delete this move and the moves after it, 2 in all?');
  assert.deepEqual(await treeRows(page), rows);
  await tap(page.locator('[data-action="delete-no"]'));
  assert.equal(await ask.count(), 0);
  assert.deepEqual(await treeRows(page), rows);
  // Asked again and confirmed: the variation is gone, the board on the move before it.
  await tap(page.locator('[data-action="delete"]'));
  await tap(page.locator('[data-action="delete-yes"]'));
  await page.waitForFunction(() => document.querySelectorAll('.tree-row').length === 1);
  assert.deepEqual(await treeRows(page), ['0: a1 e5 a5 e1']);
  assert.equal(await page.locator('.tree-row .move.shown').getAttribute('data-path'), '0.0');
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

test('on a phone: the engine\'s score in Cephalopod says what a point is worth', async () => {
  const { page, problems } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=friend&size=5x5', PHONE);
  await tapDice(page, ['a1', 'e5']);
  await tapAnalysis(page);
  await tap(page.locator('[data-setting="engine"]'));
  await page.locator('.engine-box[data-state="line"]').waitFor({ timeout: 20000 });
  assert.equal(await page.locator('[data-kind="engine-unit"]').textContent(), '+1.0 is worth about one die on the board.');
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});
