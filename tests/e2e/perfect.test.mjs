// Level 6, perfect play, on 3×3 Cephalopod: the computer never gives a
// proven win away and wins as fast as it can (every answer is one of the
// moves `cubeplay-cli solve` values best, tests/e2e/data/perfect_3x3.txt);
// the new-game dialog offers it on 3×3 only; a phone plays it by taps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  serveAppAndLaunch, launchPhone, openGame, startFresh, watchPage, tap, tapDice, boardPosition, treeRows, SCREENSHOTS,
} from './support.mjs';

const suite = serveAppAndLaunch();

/**
 * Each line: a 3×3 position, its value for the side to move (always a
 * win), the best moves, and the positions after them (from `cubeplay-cli
 * solve` and `play`).
 */
const CASES = fs.readFileSync(path.resolve(import.meta.dirname, 'data/perfect_3x3.txt'), 'utf8')
  .split('\n').filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [position, value, moves, ...after] = line.split('|');
    return { position, value, moves: moves.split(' '), after };
  });

const noProblems = (problems) => assert.deepEqual(problems, { consoleErrors: [], pageErrors: [], foreignRequests: [] });

test('perfect play keeps every proven win, with one of the fastest moves', async () => {
  assert.ok(CASES.length >= 6);
  for (const { position, value, moves, after } of CASES) {
    // The computer is the side to move.
    const human = position.endsWith(' w') ? 'second' : 'first';
    const query = `game=cephalopod&opponent=ai&level=6&human=${human}&size=3x3&position=${encodeURIComponent(position)}`;
    const { page, problems } = await openGame(suite.browser, suite.server, query);
    assert.match(await page.locator('[data-kind="level"]').textContent(), /level 6 · Perfect/);
    await page.waitForFunction((old) => document.querySelector('svg.board')?.getAttribute('data-position') !== old,
      position, { timeout: 60000 });
    const played = await boardPosition(page);
    assert.ok(after.includes(played), `${position} (${value}, best ${moves.join(' ')}): played to ${played}`);
    noProblems(problems);
    await page.close();
  }
});

test('the new-game dialog offers perfect play on 3×3 only', async () => {
  const page = await suite.browser.context.newPage();
  await startFresh(page);
  await page.goto(`${suite.server.url}#/`);
  await page.locator('.game-card button[data-game="cephalopod"]').click();
  const dialog = page.locator('.new-game-dialog');
  const group = (name) => dialog.getByRole('group', { name });
  const pick = (name, text) => group(name).getByRole('button', { name: text, exact: true });
  const levels = () => group('Level').getByRole('button').allTextContents();
  await pick('Board size', '5×5').click();
  assert.deepEqual(await levels(), ['1 · Beginner', '2 · Easy', '3 · Medium', '4 · Hard', '5 · Strongest']);
  await pick('Board size', '3×3').click();
  assert.deepEqual((await levels()).at(-1), '6 · Perfect');
  await pick('Level', '6 · Perfect').click();
  // Another size takes it away, and the strongest search is chosen instead.
  await pick('Board size', '3×5').click();
  assert.equal(await pick('Level', '5 · Strongest').getAttribute('aria-pressed'), 'true');
  await pick('Board size', '3×3').click();
  await pick('Level', '6 · Perfect').click();
  await dialog.locator('[data-action="start"]').click();
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  assert.match(await page.locator('[data-kind="level"]').textContent(), /level 6 · Perfect/);
  assert.match(page.url(), /#\/game\//);
  await page.close();
});

/** `#/play?<query>` on a fresh touch phone (`launchPhone`): the phone, the page and its problems. */
async function openOnPhone(query) {
  const phone = await launchPhone();
  try {
    const page = await phone.context.newPage();
    await startFresh(page);
    const problems = watchPage(page, suite.server.origin);
    await page.goto(`${suite.server.url}#/play?${query}`);
    await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
    return { phone, page, problems };
  } catch (error) {
    await phone.close();
    throw error;
  }
}

test('on a phone, perfect play answers the first tap and the game goes on by taps', async () => {
  const { phone, page, problems } = await openOnPhone('game=cephalopod&opponent=ai&level=6&human=first&size=3x3');
  try {
    // The computer settles the board while the player thinks.
    await page.waitForTimeout(1000);
    await tapDice(page, ['b2']);
    const tapped = Date.now();
    // Black is lost whatever it plays (every answer loses in 51): any
    // answer, then White's turn again.
    await page.waitForFunction(() => {
      const now = document.querySelector('svg.board')?.getAttribute('data-position') ?? '';
      return now.endsWith(' w') && (now.match(/[wb][1-6]/g) ?? []).length === 2;
    }, null, { timeout: 60000 });
    console.log(`perfect play answered ${Date.now() - tapped} ms after the tap`);
    const middle = (await boardPosition(page)).split('/')[1].match(/[wb][1-6]|\./g);
    assert.equal(middle[1], 'w1');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'perfect-3x3-phone.png') });
    noProblems(problems);
  } finally {
    await phone.close();
  }
});

/**
 * Each line: a 3×3 position, its value for the side to move, then every
 * legal move with its value for the player who makes it (from `cubeplay-cli
 * solve`), as `move value`.
 */
const VALUED = fs.readFileSync(path.resolve(import.meta.dirname, 'data/perfect_analysis_3x3.txt'), 'utf8')
  .split('\n').filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [position, value, ...moves] = line.split('|');
    return { position, value, moves: Object.fromEntries(moves.map((text) => [text.split(' ')[0], text.slice(text.indexOf(' ') + 1)])) };
  });

/** `win in 50` as the page writes it (`w50`), `draw` as `d`. */
const short = (value) => value === 'draw' ? 'd' : `${value[0]}${value.split(' ').at(-1)}`;

/** The value after a move, for the opponent, from the mover's value before it. */
const afterMove = (value) => value === 'd' ? 'd' : `${value[0] === 'w' ? 'l' : 'w'}${Number(value.slice(1)) - 1}`;

/** The perfect-play box's moves, in the order shown: `[move, value]`. */
async function provenMoves(page) {
  return page.locator('.proven-move').evaluateAll((buttons) => buttons.map((b) => [b.dataset.move, b.dataset.value]));
}

/** Waits until the perfect-play box has solved the position on the board. */
async function solved(page) {
  await page.locator('.perfect-box[data-state="solved"]').waitFor({ timeout: 60000 });
}

test('the analysis board shows a value on every legal move of a 3×3 position, and a click plays one', async () => {
  assert.ok(VALUED.length >= 3);
  for (const { position, value, moves } of VALUED) {
    const { page, problems } = await openGame(suite.browser, suite.server,
      `game=cephalopod&opponent=friend&size=3x3&position=${encodeURIComponent(position)}`);
    await page.locator('[data-action="analyse"]').click();
    await page.locator('.analysis-screen svg.board[data-position]').waitFor({ timeout: 20000 });
    // Off with the engine: nothing is solved.
    assert.equal(await page.locator('.perfect-box').count(), 0);
    const started = Date.now();
    await page.locator('[data-setting="engine"]').check();
    await solved(page);
    console.log(`${position}: every move valued ${Date.now() - started} ms after the engine was switched on`);
    assert.equal(await page.locator('.perfect-box').getAttribute('data-value'), short(value));
    const shown = await provenMoves(page);
    // Every legal move once, with the solver's value; best first.
    assert.deepEqual(Object.fromEntries(shown), Object.fromEntries(Object.entries(moves).map(([mv, v]) => [mv, short(v)])));
    assert.equal(shown.length, Object.keys(moves).length);
    assert.equal(shown[0][1], short(value));
    const toMove = position.endsWith(' w') ? 'White' : 'Black';
    const other = toMove === 'White' ? 'Black' : 'White';
    const plies = value.split(' ').at(-1);
    assert.equal(await page.locator('[data-kind="perfect-value"]').textContent(),
      `${value.startsWith('win') ? toMove : other} wins in ${plies} moves`);
    assert.match(await page.locator('.proven-move').first().textContent(), /Wins in \d+|Loses in \d+|Draws/);

    // A click on the last move shown plays it; the position after it is
    // solved in turn, its value the move's seen from the other side.
    const [mv, mvValue] = shown.at(-1);
    await page.locator(`.proven-move[data-move="${mv}"]`).click();
    await page.waitForFunction((old) => document.querySelector('svg.board')?.dataset.position !== old, position);
    assert.equal((await treeRows(page))[0], `0: ${mv}`);
    await solved(page);
    assert.equal(await page.locator('.perfect-box').getAttribute('data-value'), afterMove(mvValue));
    noProblems(problems);
    await page.close();
  }
});

test('on a phone, the proven values come by taps and a tap on one plays it', async () => {
  const { position, value } = VALUED[0];
  const { phone, page, problems } = await openOnPhone(
    `game=cephalopod&opponent=friend&size=3x3&position=${encodeURIComponent(position)}`);
  try {
    await tap(page.locator('[data-action="analyse"]'));
    await page.locator('.analysis-screen svg.board[data-position]').waitFor({ timeout: 20000 });
    await tap(page.locator('[data-setting="engine"]'));
    await solved(page);
    assert.equal(await page.locator('.perfect-box').getAttribute('data-value'), short(value));
    // Finger-sized: every move's button at least 44 px high.
    const heights = await page.locator('.proven-move').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().height));
    assert.ok(heights.every((height) => height >= 44), `${heights}`);
    await page.locator('.perfect-box').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'analysis-perfect-phone.png') });
    const [mv, mvValue] = (await provenMoves(page))[0];
    await tap(page.locator(`.proven-move[data-move="${mv}"]`));
    await page.waitForFunction((old) => document.querySelector('svg.board')?.dataset.position !== old, position);
    await solved(page);
    assert.equal(await page.locator('.perfect-box').getAttribute('data-value'), afterMove(mvValue));
    noProblems(problems);
  } finally {
    await phone.close();
  }
});
