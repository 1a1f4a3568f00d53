// Level 6, perfect play, on 3×3 Cephalopod: the computer never gives a
// proven win away and wins as fast as it can (every answer is one of the
// moves `cubeplay-cli solve` values best, tests/e2e/data/perfect_3x3.txt);
// the new-game dialog offers it on 3×3 only; a phone plays it by taps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  serveAppAndLaunch, launchPhone, openGame, startFresh, watchPage, tap, tapDice, boardPosition, SCREENSHOTS,
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

test('on a phone, perfect play answers the first tap and the game goes on by taps', async () => {
  const phone = await launchPhone();
  try {
    const page = await phone.context.newPage();
    await startFresh(page);
    const problems = watchPage(page, suite.server.origin);
    await page.goto(`${suite.server.url}#/play?game=cephalopod&opponent=ai&level=6&human=first&size=3x3`);
    await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
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
