// A turn on the play screen of a touch phone, as a newcomer meets it:
// 390×844, taps only, the phone's own defaults (Confirm moves on). A hint
// that continues the turn begun, a tip and a capture picker that stay
// until played or taken back and say why, the last move in words, and
// what a screen reader hears. Whole games: phone-games.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  serveAppOnPhone, launchBrowser, tap, startFresh, boardPosition, SCREENSHOTS,
} from './support.mjs';
import {
  playOnPhone as play, statusText, noProblems, waitForTurn, askHint,
} from './phone.mjs';

const suite = serveAppOnPhone();
const playOnPhone = (query) => play(suite, query);

const EXAMPLE_START = '..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g';
/** Four 1s around b2 (any two to four of them can be captured) and a Black 1 on a3, diagonal to b2. */
const CORNER = 'b1b1./w1.w1/.b1. w';
const SHOTS = process.env.CUBEPLAY_SHOTS ?? SCREENSHOTS;

const deblockle = (position) => `game=deblockle&opponent=friend&position=${encodeURIComponent(position)}`;
const cephalopod = (position) => `game=cephalopod&opponent=friend&size=3x3&position=${encodeURIComponent(position)}`;

test('on the phone a coarse pointer matches and Confirm moves is on', async () => {
  const { page, problems } = await playOnPhone(deblockle(EXAMPLE_START));
  assert.equal(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), true);
  assert.equal(await page.evaluate(() => navigator.maxTouchPoints > 0), true);
  assert.deepEqual(await page.evaluate(() => [innerWidth, innerHeight]), [390, 844]);
  assert.equal(await page.locator('[data-setting="confirm-moves"]').isChecked(), true);
  noProblems(problems);
  await page.close();
});

test('a hint mid-turn continues the tip already made, and the same question gets the same hint', async () => {
  const { page, problems } = await playOnPhone(deblockle(EXAMPLE_START));
  const whole = await askHint(page);
  // Another block than the hint's, tipped where a hop follows.
  const from = ['e1', 'c3', 'e3', 'c1'].find((square) => !whole.startsWith(`${square}-`));
  const block = page.locator(`svg.board [data-block="${from}"] [data-face="top"]`);
  await tap(block);
  const target = page.locator('svg.board .tip-mark:not(.refused):not(.ends-turn)').first();
  const tipTo = await target.getAttribute('data-tip');
  await tap(target);
  await page.locator('svg.board .hop-mark').first().waitFor();
  const continued = await askHint(page);
  assert.ok(continued.startsWith(`${from}-${tipTo}:`), `the hint ${continued} continues the tip ${from}-${tipTo}`);
  // The hint is drawn from the tipped block to one of its hop destinations.
  const hops = await page.locator('svg.board .hop-mark').evaluateAll((marks) => marks.map((mark) => mark.dataset.hop));
  assert.ok(hops.includes(continued.split(':')[1]), `${continued} ends on a hop destination (${hops})`);
  // The tip taken back and another block picked and dropped (no hint
  // drawn now): the whole position's hint again, the same.
  const other = ['e1', 'c3', 'e3', 'c1'].find((square) => square !== from && !whole.startsWith(`${square}-`));
  await tap(page.locator(`svg.board [data-block="${tipTo}"] [data-face="top"]`));
  await page.waitForFunction(() => !document.querySelector('svg.board .hop-mark'));
  await tap(page.locator(`svg.board [data-block="${other}"] [data-face="top"]`));
  await tap(page.locator(`svg.board [data-block="${other}"] [data-face="top"]`));
  await page.waitForFunction(() => !document.querySelector('svg.board .hint-marks'));
  assert.equal(await askHint(page), whole);
  // The same tip again: the same continuation.
  await tap(block);
  await tap(page.locator(`svg.board .tip-mark[data-tip="${tipTo}"]`));
  await page.locator('svg.board .hop-mark').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('svg.board .hint-marks'));
  assert.equal(await askHint(page), continued);
  // Following the hint keeps it drawn: its block, then its tip.
  const [hintFrom, hintRest] = whole.split('-');
  await tap(page.locator(`svg.board [data-block="${tipTo}"] [data-face="top"]`));
  await tap(block);
  await tap(page.locator(`svg.board [data-block="${hintFrom}"] [data-face="top"]`));
  await page.waitForFunction(() => !document.querySelector('svg.board .hint-marks'));
  assert.equal(await askHint(page), whole);
  await tap(page.locator(`svg.board .tip-mark[data-tip="${hintRest.split(':')[0]}"]`));
  await page.waitForFunction(() => document.querySelector('svg.board .hop-mark, [data-action="confirm-move"]'));
  assert.equal(await page.locator('svg.board .hint-marks').getAttribute('data-hint-move'), whole);
  noProblems(problems);
  await page.close();
});

test('a tap on a die the capture picker cannot take keeps the picker and the dice chosen, and says which it can take', async () => {
  const { page, problems } = await playOnPhone(cephalopod(CORNER));
  const square = (name) => page.locator(`svg.board [data-square="${name}"]`);
  const picker = page.locator('.picker');
  const sum = () => picker.locator('.picker-sum').getAttribute('data-sum');
  await tap(square('b2'));
  await picker.waitFor();
  await tap(square('a2'));
  assert.equal(await sum(), '1');
  const note = 'Only the marked dice next to b2 can be captured; to play elsewhere, first choose “Cancel”.';
  // a3 holds a die, but not next to b2; c3 is empty.
  for (const name of ['a3', 'c3']) {
    await tap(square(name));
    await page.waitForTimeout(200);
    assert.equal(await picker.count(), 1, `the picker is still open after a tap on ${name}`);
    assert.equal(await sum(), '1', `a2 is still chosen after a tap on ${name}`);
    assert.equal(await statusText(page), note);
    assert.equal(await boardPosition(page), CORNER);
  }
  // The next die chosen clears the note; the capture plays as chosen.
  await tap(square('b3'));
  assert.equal(await sum(), '2');
  assert.equal(await statusText(page), 'White to move');
  await tap(page.locator('.picker button.primary'));
  await page.waitForFunction(() => !document.querySelector('.picker'));
  assert.equal(await boardPosition(page), 'b1../.w2w1/.b1. b');
  // Cancel still closes the picker and plays nothing.
  noProblems(problems);
  await page.close();
});

test('a tap beside the hop destinations keeps the tip and says what to do', async () => {
  const { page, problems } = await playOnPhone(deblockle(EXAMPLE_START));
  const hopMarks = () => page.locator('svg.board .hop-mark').evaluateAll((marks) => marks.map((mark) => mark.dataset.hop).sort());
  await tap(page.locator('svg.board [data-block="e1"] [data-face="top"]'));
  await tap(page.locator('svg.board .tip-mark[data-tip="e2"]'));
  await page.locator('svg.board .hop-mark').first().waitFor();
  const hops = await hopMarks();
  assert.deepEqual(hops, ['b2', 'd4', 'e1', 'f2', 'f4', 'g1', 'g3']);
  // An empty square, another Gold block, a Blue block: the tip stays.
  for (const [name, locator] of [
    ['a4', 'svg.board [data-square="a4"]'],
    ['c1', 'svg.board [data-block="c1"] [data-face="top"]'],
    ['c7', 'svg.board [data-block="c7"] [data-face="top"]'],
  ]) {
    await tap(page.locator(locator));
    await page.waitForTimeout(200);
    assert.deepEqual(await hopMarks(), hops, `the hop destinations stay after a tap on ${name}`);
    assert.equal(await page.locator('svg.board [data-block="e2"]').count(), 1, 'the block stays on its tip square');
    assert.equal(await statusText(page), `${name} is not a hop destination: pick a marked square, or the block to take the tip back.`);
  }
  await tap(page.locator('svg.board .hop-mark[data-hop="g1"]'));
  await page.waitForFunction(() => document.querySelectorAll('.move-list [data-move]').length === 1);
  assert.equal(await page.locator('.move-list [data-move]').getAttribute('data-move'), 'e1-e2:g1');

  // A tip that ends the turn waits for its confirm: a tap elsewhere says so.
  await page.close();
  const again = await playOnPhone(deblockle(EXAMPLE_START));
  await tap(again.page.locator('svg.board [data-block="e1"] [data-face="top"]'));
  await tap(again.page.locator('svg.board .tip-mark[data-tip="f1"]'));
  await again.page.locator('[data-action="confirm-move"]').waitFor();
  await tap(again.page.locator('svg.board [data-square="a4"]'));
  await again.page.waitForTimeout(200);
  assert.equal(await again.page.locator('[data-action="confirm-move"]').count(), 1, 'the confirm step stays');
  assert.equal(await statusText(again.page), 'This tip ends the turn: choose “Play it” or “Take back”.');
  await tap(again.page.locator('[data-action="confirm-move"]'));
  await again.page.waitForFunction(() => document.querySelectorAll('.move-list [data-move]').length === 1);
  assert.equal(await again.page.locator('.move-list [data-move]').getAttribute('data-move'), 'e1-f1');
  noProblems(problems);
  noProblems(again.problems);
  await again.page.close();
});

test('once the block is tipped, its hidden faces say what follows instead of how to preview a tip', async () => {
  const { page, problems } = await playOnPhone(deblockle(EXAMPLE_START));
  await tap(page.locator('svg.board [data-block="e1"] [data-face="top"]'));
  const detail = page.locator('.hidden-faces .net-detail');
  assert.equal(await detail.textContent(), 'Point at a tip target, or press it long, to preview that tip.');
  await tap(page.locator('svg.board .tip-mark[data-tip="e2"]'));
  await page.locator('svg.board .hop-mark').first().waitFor();
  assert.equal(await detail.textContent(),
    'Tip north onto e2: the Hoops comes up. Then it hops to e1, g1, b2, f2, g3, d4 and f4.');
  noProblems(problems);
  await page.close();
});

test('a tip that ends the turn tells a screen reader what happens next', async () => {
  const { page, problems } = await playOnPhone(deblockle(EXAMPLE_START));
  await tap(page.locator('svg.board [data-block="e1"] [data-face="top"]'));
  await tap(page.locator('svg.board .tip-mark[data-tip="f1"]'));
  await page.locator('[data-action="confirm-move"]').waitFor();
  assert.equal(await page.locator('.board-announcer').textContent(), 'The Stop comes up: the turn ends on f1. Play this move?');
  // A tip with hops still names them.
  await tap(page.locator('[data-action="take-back-tip"]'));
  await tap(page.locator('svg.board .tip-mark[data-tip="e2"]'));
  await page.locator('svg.board .hop-mark').first().waitFor();
  assert.equal(await page.locator('.board-announcer').textContent(),
    'Tipped north. Hop destinations: e1, g1, b2, f2, g3, d4 and f4. The cursor is on e1');
  noProblems(problems);
  await page.close();
});

test('Cephalopod says the last move in words: the computer\'s placement, a capture', async () => {
  const ai = await playOnPhone('game=cephalopod&opponent=ai&level=1&human=second&size=3x3');
  await waitForTurn(ai.page, 'b');
  const opening = await ai.page.locator('.move-list [data-move]').first().getAttribute('data-move');
  assert.equal((await ai.page.locator('.last-move-sentence').textContent()).trim(), `Last move: White placed a 1 on ${opening}`);
  noProblems(ai.problems);
  await ai.page.close();

  const { page, problems } = await playOnPhone(cephalopod(CORNER));
  for (const name of ['b2', 'a2', 'b3']) await tap(page.locator(`svg.board [data-square="${name}"]`));
  await tap(page.locator('.picker button.primary'));
  await page.waitForFunction(() => !document.querySelector('.picker'));
  assert.equal((await page.locator('.last-move-sentence').textContent()).trim(),
    'Last move: White placed a 2 on b2, capturing a2 and b3');
  noProblems(problems);
  await page.close();
});

/** The screens this file checks, saved for a look: a phone and a desktop. */
test('screenshots of a turn in progress on a phone and a desktop', async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const desktop = await launchBrowser();
  try {
    for (const [size, context] of [['390x844', suite.browser.context], ['1280x800', desktop.context]]) {
      const page = await context.newPage();
      if (size === '1280x800') await page.setViewportSize({ width: 1280, height: 800 });
      await startFresh(page);
      const press = (locator) => (size === '390x844' ? tap(locator) : locator.click());
      const shot = (name) => page.screenshot({ path: path.join(SHOTS, `turn-${name}-${size}.png`) });
      await page.goto(`${suite.server.url}#/play?${deblockle(EXAMPLE_START)}`);
      await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
      await press(page.locator('svg.board [data-block="e1"] [data-face="top"]'));
      await press(page.locator('svg.board .tip-mark[data-tip="e2"]'));
      await page.locator('svg.board .hop-mark').first().waitFor();
      await press(page.locator('[data-action="hint"]'));
      await page.locator('svg.board .hint-marks').waitFor({ timeout: 20000 });
      await shot('hint-mid-turn');
      await press(page.locator('svg.board [data-square="a4"]'));
      await page.waitForTimeout(300);
      await shot('not-a-hop');
      await page.goto(`${suite.server.url}#/play?${cephalopod(CORNER)}`);
      await page.reload();
      await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
      for (const name of ['b2', 'a2', 'a3']) await press(page.locator(`svg.board [data-square="${name}"]`));
      await page.waitForTimeout(300);
      await shot('picker-note');
      // Afresh (the picker closes on a reload): the capture, then its sentence.
      await page.reload();
      await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
      for (const name of ['b2', 'a2', 'b3']) await press(page.locator(`svg.board [data-square="${name}"]`));
      await press(page.locator('.picker button.primary'));
      await page.waitForTimeout(600);
      await shot('cephalopod-last-move');
      await page.close();
    }
  } finally {
    await desktop.close();
  }
});
