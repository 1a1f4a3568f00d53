// The puzzles and the lessons as a newcomer meets them on a touch phone:
// 390×844, taps only, the settings a coarse pointer gets by default
// (Confirm moves on). Puzzles of both games are solved by taps and their
// success stays on screen; every lesson step of both games is completed by
// taps with the board standing still under the finger.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  boardPosition, forgetOnLoad, parseDeblockle, serveAppOnPhone, tap, tapDeblockle, tapDice, watchPage,
} from './support.mjs';

const suite = serveAppOnPhone();

const board = (page) => page.locator('svg.board');
const status = (page) => page.locator('[data-kind="puzzle-status"]');

/** A new page at `hash`, without what earlier tests stored under `forget`. */
async function openPage(hash, forget = []) {
  const page = await suite.browser.context.newPage();
  for (const key of ['cubeplay.confirm-moves', ...forget]) await forgetOnLoad(page, key);
  const problems = watchPage(page, suite.server.origin);
  await page.goto(`${suite.server.url}${hash}`);
  return { page, problems };
}

/** Waits for the puzzle screen's phase and the board's position. */
async function settled(page, phase, position) {
  await page.locator(`main[data-phase="${phase}"]`).waitFor({ timeout: 20000 });
  await page.waitForFunction(
    (want) => document.querySelector('svg.board')?.getAttribute('data-position') === want,
    position, { timeout: 20000 },
  );
}

/** The board's top and bottom edges on the page (not the viewport). */
async function boardEdges(page) {
  return board(page).evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    return { top: Math.round(box.top + scrollY), bottom: Math.round(box.bottom + scrollY) };
  });
}

test('on a phone, Deblockle puzzle 1 is solved by taps: the removal waits for Confirm, then Solved shows', async () => {
  const { page, problems } = await openPage('#/puzzles/deblockle/1', ['cubeplay.puzzles']);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  assert.equal(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), true, 'a touch screen');
  const start = await boardPosition(page);
  // A tap on the defender's block says whose it is.
  await tap(board(page).locator('[data-block="e3"] [data-face="top"]'));
  const prompt = page.locator('.puzzle-screen .turn-prompt');
  await prompt.waitFor({ timeout: 5000 });
  assert.equal(await prompt.textContent(), 'That is Gold\'s block.');
  await tap(board(page).locator('[data-block="d3"] [data-face="top"]'));
  await tap(board(page).locator('.tip-mark[data-tip="d2"]'));
  // The Star comes up on Blue's goal: the turn waits for the confirm.
  const confirm = page.locator('.confirm-move[data-move="d3-d2"] [data-action="confirm-move"]');
  await confirm.waitFor({ timeout: 5000 });
  assert.equal(await boardPosition(page), start, 'nothing is played before the confirm');
  assert.equal(await status(page).textContent(), 'Find the move that forces it.');
  assert.equal(await page.locator('.puzzle-screen .turn-prompt').textContent(),
    'The Star comes up on d2: this block leaves the board. Play this move?');
  await tap(confirm);
  // The outline the block leaves appears on d2 (not in a corner of the board first).
  const offset = await page.waitForFunction(() => {
    const mark = document.querySelector('svg.board [data-removed="d2"]');
    const square = document.querySelector('svg.board [data-square="d2"]');
    if (!mark || !square) return null;
    const [a, b] = [mark.getBoundingClientRect(), square.getBoundingClientRect()];
    return { dx: Math.round(a.x + a.width / 2 - b.x - b.width / 2), dy: Math.round(a.y + a.height / 2 - b.y - b.height / 2) };
  }, null, { polling: 'raf', timeout: 5000 }).then((handle) => handle.jsonValue());
  assert.ok(Math.abs(offset.dx) <= 2 && Math.abs(offset.dy) <= 12, `the removed block's outline is on d2: ${JSON.stringify(offset)}`);
  await page.locator('main[data-phase="solved"]').waitFor({ timeout: 20000 });
  assert.equal(await status(page).textContent(), 'Solved! Well played.');
  const blue = Object.values(parseDeblockle(await boardPosition(page)).blocks).filter((b) => b.owner === 'b');
  assert.equal(blue.length, 0, 'Blue\'s last block has left the board');
  assert.equal(await page.locator('.puzzle-screen').getAttribute('data-puzzle'), '1');
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

test('on a phone with Confirm moves switched off, a Deblockle puzzle is solved by two taps', async () => {
  const { page, problems } = await openPage('#/puzzles/deblockle/2', ['cubeplay.puzzles']);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  await page.evaluate(() => localStorage.setItem('cubeplay.confirm-moves', 'off'));
  await tap(board(page).locator('[data-block="d7"] [data-face="top"]'));
  await tap(board(page).locator('.tip-mark[data-tip="d6"]'));
  await page.locator('main[data-phase="solved"]').waitFor({ timeout: 20000 });
  assert.equal(await status(page).textContent(), 'Solved! Well played.');
  assert.equal(await page.locator('[data-action="confirm-move"]').count(), 0);
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

test('on a phone, a two-turn Deblockle puzzle is played by taps to its end', async () => {
  // Puzzle 13: Blue's d4-d3:c2, Gold's answer, then c2-d2 takes the last block off.
  const { page, problems } = await openPage('#/puzzles/deblockle/13', ['cubeplay.puzzles']);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  await tapDeblockle(page, 'd4', { tipTo: 'd3', hopTo: 'c2' });
  await page.locator('main[data-phase="playing"]').waitFor({ timeout: 20000 });
  await page.waitForFunction(() => document.querySelector('svg.board')?.getAttribute('data-position').endsWith(' b'));
  assert.match(await status(page).textContent(), /^Right! Gold answers /);
  await tapDeblockle(page, 'c2', { tipTo: 'd2' });
  await page.locator('main[data-phase="solved"]').waitFor({ timeout: 20000 });
  assert.equal(await status(page).textContent(), 'Solved! Well played.');
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

test('on a phone, a Cephalopod puzzle opened from home shows its success with its final board until the reader moves on', async () => {
  const { page, problems } = await openPage('#/', ['cubeplay.puzzles']);
  await tap(page.locator('.card-cephalopod [data-entry="puzzles"]'));
  await page.locator('.puzzle-screen[data-puzzle="1"] svg.board[data-position]').waitFor({ timeout: 20000 });
  await tapDice(page, ['a1']);
  await settled(page, 'playing', '.b4w1./w6b6.w6/w1b6b6w1/b1w3b1b1 b');
  await tapDice(page, ['a4']);
  await settled(page, 'playing', 'b1b4w1./w6b6w1w6/w1b6b6w1/b1w3b1b1 b');
  await tap(board(page).locator('[data-square="d4"]'));
  await settled(page, 'solved', 'b1b4w1b1/w6b6w1w6/w1b6b6w1/b1w3b1b1 w');
  await page.waitForTimeout(1500);
  assert.equal(await page.locator('.puzzle-screen').getAttribute('data-puzzle'), '1');
  assert.equal(await status(page).textContent(), 'Solved! Well played.');
  assert.equal(await boardPosition(page), 'b1b4w1b1/w6b6w1w6/w1b6b6w1/b1w3b1b1 w');
  assert.equal(await page.locator('.puzzle-nav .muted').textContent(), 'Puzzle 1 of 40 · 1 solved');
  // The reader moves on.
  await tap(page.locator('[data-action="next-puzzle"]'));
  await page.locator('.puzzle-screen[data-puzzle="2"] main[data-phase="playing"]').waitFor({ timeout: 20000 });
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

test('on a phone, a Cephalopod puzzle with a choice of captures is played by taps through the capture picker', async () => {
  // Puzzle 3: b3 can capture several sets; the solution takes a3, b2 and c3.
  const { page, problems } = await openPage('#/puzzles/cephalopod/3', ['cubeplay.puzzles']);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  const start = await boardPosition(page);
  await tap(board(page).locator('[data-square="b3"]'));
  const picker = page.locator('.puzzle-screen .picker[data-target="b3"]');
  await picker.waitFor({ timeout: 5000 });
  for (const die of ['a3', 'b2', 'c3']) await tap(board(page).locator(`[data-square="${die}"]`));
  assert.equal(await picker.locator('.picker-sum').getAttribute('data-sum'), '3');
  await tap(picker.locator('button.primary'));
  await page.waitForFunction((old) => document.querySelector('svg.board')?.getAttribute('data-position') !== old, start);
  await page.locator('main[data-phase="playing"]').waitFor({ timeout: 20000 });
  assert.match(await status(page).textContent(), /^Right! White answers /);
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

test('a first hint points at the block or the square, a second one shows the move', async () => {
  const { page, problems } = await openPage('#/puzzles/deblockle/13', ['cubeplay.puzzles']);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  await tap(page.locator('[data-action="puzzle-hint"]'));
  await board(page).locator('[data-square="d4"].selected').waitFor({ timeout: 20000 });
  assert.equal(await status(page).textContent(), 'Hint: move the block on d4. Ask for a second hint to see all of it.');
  assert.equal(await board(page).locator('.hint-marks').count(), 0, 'the move is not given away yet');
  await tap(page.locator('[data-action="puzzle-hint"]'));
  await board(page).locator('.hint-marks[data-hint-move="d4-d3:c2"]').waitFor({ timeout: 20000 });
  assert.equal(await status(page).textContent(), 'The highlighted move is the one to play.');

  // Cephalopod: the square, and the picker open there; then the dice.
  await page.goto(`${suite.server.url}#/puzzles/cephalopod/3`);
  await page.locator('.puzzle-screen[data-puzzle="3"] svg.board[data-position]').waitFor({ timeout: 20000 });
  await tap(page.locator('[data-action="puzzle-hint"]'));
  await page.locator('.picker[data-target="b3"]').waitFor({ timeout: 20000 });
  assert.equal(await status(page).textContent(), 'Hint: place your die on b3. Ask for a second hint to see all of it.');
  assert.equal(await board(page).locator('.hint-capture').count(), 0);
  await tap(page.locator('[data-action="puzzle-hint"]'));
  await board(page).locator('.hint-capture').nth(2).waitFor({ timeout: 20000 });
  assert.deepEqual(await board(page).locator('.hint-capture').evaluateAll((squares) => squares.map((s) => s.dataset.square).sort()),
    ['a3', 'b2', 'c3']);
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

/** Taps through `move` (the game's notation) on a lesson's board. */
async function tapLessonMove(page, game, move) {
  if (game === 'deblockle') {
    const [, from, to, hop] = move.match(/^([a-g][1-7])-([a-g][1-7])(?::([a-g][1-7]))?$/);
    await tapDeblockle(page, from, { tipTo: to, hopTo: hop });
    return;
  }
  const [square, captured] = move.split('=');
  await tap(board(page).locator(`[data-square="${square}"]`));
  if (!captured) return;
  // One way to capture there plays at once; several open the picker.
  await page.locator('.picker, .lesson-said').first().waitFor();
  if (await page.locator('.picker').count()) {
    for (const die of captured.split('+')) await tap(board(page).locator(`[data-square="${die}"]`));
    await tap(page.locator('.picker button.primary'));
    // Next step comes up where Capture was: a tap there within the click
    // guard's moment (350 ms) would count as a double tap and be dropped,
    // as it should be for a person too.
    await page.waitForTimeout(400);
  }
}

test('on a phone every lesson step of both games is completed by taps, the board still under the finger', async () => {
  const { page, problems } = await openPage('#/', ['cubeplay.lessons']);
  let steps = 0;
  for (const game of ['deblockle', 'cephalopod']) {
    await page.goto(`${suite.server.url}#/learn/${game}`);
    await page.locator('.lesson-list .lesson-item').first().waitFor({ timeout: 20000 });
    const keys = await page.locator('.lesson-item').evaluateAll((items) => items.map((item) => item.dataset.lesson));
    await tap(page.locator(`.lesson-item[data-lesson="${keys[0]}"] a`));
    for (const key of keys) {
      const lesson = page.locator(`main.lesson[data-lesson="${key}"]`);
      await lesson.waitFor({ timeout: 20000 });
      const count = Number(await lesson.getAttribute('data-steps'));
      for (let step = 1; step <= count; step += 1) {
        await page.locator(`main.lesson[data-lesson="${key}"][data-step="${step}"]`).waitFor();
        await page.evaluate(() => scrollTo(0, 0));
        const where = `${game}/${key}/${step}`;
        const edges = await boardEdges(page);
        assert.ok(edges.bottom <= 844, `${where}: the whole board is on the first screen (bottom ${edges.bottom})`);
        await tapLessonMove(page, game, await lesson.getAttribute('data-intended'));
        await page.locator('.lesson-said[data-said="right"]').waitFor();
        assert.deepEqual(await boardEdges(page), edges, `${where}: the board did not move`);
        // The success and the way on are in sight without a scroll.
        await page.waitForFunction(() => {
          const box = document.querySelector('[data-action="next"]')?.getBoundingClientRect();
          return box && box.top >= 0 && box.bottom <= innerHeight;
        }, null, { timeout: 5000 });
        steps += 1;
        await tap(page.locator('[data-action="next"]'));
      }
    }
    await page.locator('.lesson-list').waitFor();
    assert.equal(await page.locator('.lesson-item:not(.lesson-done)').count(), 0, `${game}: all done`);
  }
  assert.equal(steps, 17);
  assert.deepEqual(problems, { consoleErrors: [], pageErrors: [], foreignRequests: [] });
  await page.close();
});

test('a tip that brings up the wrong symbol is explained at once, and the explanation goes with the next try', async () => {
  const { page, problems } = await openPage('#/learn/deblockle/tip/1', ['cubeplay.lessons']);
  await page.locator('main.lesson[data-step="1"]').waitFor({ timeout: 20000 });
  const start = await boardPosition(page);
  const edges = await boardEdges(page);
  await tap(board(page).locator('[data-block="d4"] [data-face="top"]'));
  assert.deepEqual(await boardEdges(page), edges, 'the prompt does not push the board down');
  // North brings up X: said at the tip, before any hop.
  await tap(board(page).locator('.tip-mark[data-tip="d5"]'));
  const said = page.locator('.lesson-said[data-said="wrong"]');
  await said.waitFor({ timeout: 5000 });
  assert.equal(await said.innerText(), 'That tip brought up X, but this step asks for Slider: try another side.');
  assert.equal(await board(page).locator('.hop-mark').count(), 0);
  assert.equal(await boardPosition(page), start);
  assert.deepEqual(await boardEdges(page), edges, 'the explanation does not push the board down');
  // The next try starts: the red message goes.
  await tap(board(page).locator('[data-block="d4"] [data-face="top"]'));
  await page.waitForFunction(() => !document.querySelector('.lesson-said[data-said="wrong"]'), null, { timeout: 5000 });
  await tap(board(page).locator('.tip-mark[data-tip="e4"]'));
  await tap(board(page).locator('.hop-mark[data-hop="g4"]'));
  await page.locator('.lesson-said[data-said="right"]').waitFor();
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

test('a lesson shows the symbols its task names, drawn as on the tip marks', async () => {
  const { page, problems } = await openPage('#/learn/deblockle/tip/1', ['cubeplay.lessons']);
  await page.locator('main.lesson[data-step="1"]').waitFor({ timeout: 20000 });
  const chip = page.locator('.lesson-symbol[data-symbol="L"]');
  assert.equal(await chip.innerText(), 'Slider');
  await tap(board(page).locator('[data-block="d4"] [data-face="top"]'));
  // East brings the Slider up: its mark shows the same picture.
  const mark = board(page).locator('.tip-mark[data-tip="e4"]');
  assert.equal(await mark.getAttribute('data-symbol'), 'L');
  const drawn = (locator) => locator.evaluate((g) => g.innerHTML);
  assert.equal(await drawn(chip.locator('.tip-symbol > g')), await drawn(mark.locator('.tip-symbol > g')));
  await page.goto(`${suite.server.url}#/learn/deblockle/tip/2`);
  await page.locator('main.lesson[data-step="2"]').waitFor();
  assert.equal(await page.locator('.lesson-symbol').innerText(), 'Stop');
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

test('changing the language on a lesson changes its task and its explanation at once', async () => {
  const { page, problems } = await openPage('#/learn/cephalopod/capture/1', ['cubeplay.lessons', 'cubeplay.language']);
  await page.locator('main.lesson[data-step="1"]').waitFor({ timeout: 20000 });
  await tap(board(page).locator('[data-square="a2"]'));
  await page.locator('.lesson-said[data-reason="lessons-why-full"]').waitFor();
  await page.locator('.language-picker select').selectOption('hu');
  await page.waitForFunction(() => document.documentElement.lang === 'hu');
  // Give the page a moment: what has not changed by then stays unchanged.
  await page.waitForTimeout(500);
  assert.deepEqual(await page.evaluate(() => [
    document.querySelector('.lesson-instruction').textContent,
    document.querySelector('.lesson-said').textContent,
  ]), [
    'Üss ki két kockát, amelyek pöttyeinek összege 5: tedd a kockádat mindkettő mellé.',
    'Az a2 mezőn már van kocka: csak üres mezőre tehetsz.',
  ]);
  await page.locator('.language-picker select').selectOption('en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

/** Holds a finger on `locator` for `ms`, then lifts it. */
async function longPress(page, locator, ms) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('on a phone, a long press on a tip mark says what the tip would do; a tap then makes it', async () => {
  const { page, problems } = await openPage('#/puzzles/deblockle/1', ['cubeplay.puzzles']);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  await tap(board(page).locator('[data-block="d3"] [data-face="top"]'));
  const mark = board(page).locator('.tip-mark[data-tip="d2"]');
  await longPress(page, mark, 700);
  // Only a preview: named in the panel, nothing played or waiting.
  const preview = page.locator('.hidden-faces[data-preview="south"] .net-detail');
  await preview.waitFor({ timeout: 5000 });
  assert.equal(await preview.textContent(), 'Tip south onto d2: the Star comes up. The turn ends there.');
  assert.equal(await page.locator('[data-action="confirm-move"]').count(), 0);
  await tap(mark);
  await tap(page.locator('[data-action="confirm-move"]'));
  await page.locator('main[data-phase="solved"]').waitFor({ timeout: 20000 });
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});
