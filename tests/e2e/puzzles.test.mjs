// The puzzle screen: a puzzle solved by playing the attacker's moves (the
// solver's defence answers each, success is shown and remembered after a
// reload), and one failed: a wrong first move, refuted on the board, then
// a retry that puts the start back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { boardPosition, placeDice, serveAppAndLaunch, startFresh, watchPage, forgetOnLoad } from './support.mjs';

const suite = serveAppAndLaunch();

// Cephalopod's first puzzle (puzzles/cephalopod.txt): Black to move; the
// solution line is a1 a2 a4 c3 d4, Black's moves a1, a4 and d4.
const START = '.b4w1./w6b6.w6/.b6b6w1/.w3b1b1 b';
// After the wrong first move d4 and White's refutation a2.
const REFUTED = '.b4w1b1/w6b6.w6/w1b6b6w1/.w3b1b1 b';

async function openPuzzle(hash) {
  const page = await suite.browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await startFresh(page);
  await forgetOnLoad(page, 'cubeplay.puzzles');
  const problems = watchPage(page, suite.server.origin);
  await page.goto(`${suite.server.url}${hash}`);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  return { page, problems };
}

/** Waits for the screen's phase (`main[data-phase]`) and the board's position. */
async function settled(page, phase, position) {
  await page.locator(`main[data-phase="${phase}"]`).waitFor({ timeout: 20000 });
  await page.waitForFunction(
    (want) => document.querySelector('svg.board')?.getAttribute('data-position') === want,
    position, { timeout: 20000 },
  );
}

test('a puzzle solved in the browser: the defence answers, success is shown and remembered', async () => {
  const { page, problems } = await openPuzzle('#/puzzles/cephalopod/1');
  assert.equal(await boardPosition(page), START);
  assert.equal(await page.locator('.puzzle-goal').textContent(), 'Black to move and win the 4×4 board');
  assert.equal(await page.locator('[data-kind="puzzle-solved-mark"]').count(), 0);
  // The hint marks the first move's square.
  await page.locator('[data-action="puzzle-hint"]').click();
  await page.locator('svg.board .hint-place[data-square="a1"]').waitFor({ timeout: 20000 });
  assert.equal(await page.locator('svg.board .hint-place').count(), 1);
  assert.equal(await page.locator('[data-kind="puzzle-status"]').textContent(), 'The highlighted move is the one to play.');
  await placeDice(page, ['a1']);
  // White's longest defence is a2.
  await settled(page, 'playing', '.b4w1./w6b6.w6/w1b6b6w1/b1w3b1b1 b');
  assert.match(await page.locator('[data-kind="puzzle-status"]').textContent(), /White answers a2/);
  await placeDice(page, ['a4']);
  await settled(page, 'playing', 'b1b4w1./w6b6w1w6/w1b6b6w1/b1w3b1b1 b');
  assert.match(await page.locator('[data-kind="puzzle-status"]').textContent(), /White answers c3/);
  await placeDice(page, ['d4']);
  await page.locator('main[data-phase="solved"]').waitFor({ timeout: 20000 });
  assert.equal(await page.locator('[data-kind="puzzle-status"]').textContent(), 'Solved! Well played.');
  await page.locator('[data-kind="puzzle-solved-mark"]').waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('cubeplay.puzzles')),
    `solved 1\ncephalopod|${START}`);
  await page.reload();
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  await page.locator('[data-kind="puzzle-solved-mark"]').waitFor();
  assert.equal(await page.locator('.puzzle-nav .muted').textContent(), 'Puzzle 1 of 40 · 1 solved');
  // Without a number, the address opens the first puzzle not solved yet.
  await page.goto(`${suite.server.url}#/puzzles/cephalopod`);
  await page.locator('.puzzle-screen[data-puzzle="2"]').waitFor({ timeout: 20000 });
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

test('a wrong first move is refuted on the board, and a retry puts the start back', async () => {
  const { page, problems } = await openPuzzle('#/puzzles/cephalopod/1');
  await placeDice(page, ['d4']);
  // White's refutation, found by the solver: a2.
  await settled(page, 'wrong', REFUTED);
  assert.equal(await page.locator('[data-kind="puzzle-status"]').textContent(),
    'd4 does not work: White answers a2, and the goal is out of reach.');
  // The board takes no more moves; the retry is offered.
  assert.equal(await page.locator('section.board-area[inert]').count(), 1);
  await page.locator('[data-action="puzzle-retry"]').click();
  await settled(page, 'playing', START);
  assert.equal(await page.locator('section.board-area[inert]').count(), 0);
  assert.equal(await page.evaluate(() => localStorage.getItem('cubeplay.puzzles')), null);
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});
