// Deblockle for a newcomer: a hint that shows, tip targets that name the
// symbol coming up (by touch on a phone too), a status line that says what
// to do now, Undo that takes back only the tip of a turn in progress, the
// last move drawn as a path with a sentence beside the board, a removal
// shown and said, goal stars, clicks that say why nothing happened, the
// confirm step, and a cursor square only after a key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  openGame, boardPosition, serveAppAndLaunch, startFresh, watchPage, SCREENSHOTS,
} from './support.mjs';

const suite = serveAppAndLaunch();

const EXAMPLE_START = '..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g';
/** After Gold's e1-e2:g1 from the example start; Blue to move. */
const AFTER_E1 = '..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS...gHC b';
/** Gold's a1 is boxed in by Blue; Gold's d4 can move. */
const BOXED = '......./......./......./...gCL.../......./bCS....../gTCbCS..... g';
/** Gold's d5 tips north Star up onto d6, Gold's goal. */
const REMOVAL = '......./......./...gCT.../......./......./......./bCS.....gCL g';

const SHOTS = process.env.CUBEPLAY_SHOTS ?? SCREENSHOTS;

function deblockle(position, extra = 'opponent=friend') {
  return `game=deblockle&${extra}&position=${encodeURIComponent(position)}`;
}

/** Moves played (an undone move stays listed, greyed, until replaced). */
async function moveCount(page) {
  return page.locator('.move-list [data-move]:not(.undone)').count();
}

async function statusText(page) {
  return (await page.locator('.status').textContent()).trim();
}

/**
 * Tips the selected block on `from` onto `to`: by its target where the
 * board draws one, else (as the board did before targets) by the side face
 * opposite the tip, so the same steps also run on an older build.
 */
async function tip(page, from, to, opposite) {
  const target = page.locator(`svg.board .tip-mark[data-tip="${to}"]`);
  if (await target.count()) await target.click();
  else await page.locator(`svg.board [data-block="${from}"] [data-face="${opposite}"]`).click();
}

async function selectBlock(page, square) {
  await page.locator(`svg.board [data-block="${square}"] [data-face="top"]`).click();
}

async function waitForMoves(page, count) {
  await page.waitForFunction((n) => document.querySelectorAll('.move-list [data-move]:not(.undone)').length === n, count, { timeout: 20000 });
}

test('the hint is drawn on the board: a screenshot before and after differs, and its marks are visible', async () => {
  const { page, problems } = await openGame(suite.browser, suite.server, deblockle(EXAMPLE_START, 'opponent=ai&level=1&human=first'));
  const board = page.locator('svg.board');
  await page.waitForFunction(() => document.querySelector('.status')?.dataset.state === 'turn');
  const before = await board.screenshot();
  await page.locator('[data-action="hint"]').click();
  // The hinted squares carry the class before and after this change; what
  // matters is whether anything is drawn.
  await page.locator('svg.board .square.hint').first().waitFor({ timeout: 20000 });
  await page.waitForTimeout(300);
  const afterHint = await board.screenshot();
  assert.equal(before.equals(afterHint), false, 'the board looks different once the hint is in');
  const marks = page.locator('svg.board .hint-mark');
  assert.equal(await marks.count(), 3, 'start, tip square and end are ringed');
  for (let i = 0; i < 3; i++) {
    const mark = marks.nth(i);
    const box = await mark.boundingBox();
    assert.ok(box && box.width > 20 && box.height > 20, `hint mark ${i} has a size`);
    const style = await mark.evaluate((el) => {
      const s = getComputedStyle(el);
      return { display: s.display, visibility: s.visibility, stroke: s.stroke, width: parseFloat(s.strokeWidth), opacity: Number(s.opacity) };
    });
    assert.notEqual(style.display, 'none');
    assert.equal(style.visibility, 'visible');
    assert.notEqual(style.stroke, 'none');
    assert.ok(style.width >= 4 && style.opacity > 0.5, JSON.stringify(style));
  }
  // The marks are the hinted move's squares.
  const hinted = await page.locator('svg.board .hint-marks').getAttribute('data-hint-move');
  const [from, rest] = hinted.split('-');
  const squares = await marks.evaluateAll((els) => els.map((el) => el.getAttribute('data-hint')));
  assert.equal(squares[0], from);
  assert.equal(squares[1], rest.split(':')[0]);
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

test('Undo between the tip and the hop takes back only the tip', async () => {
  const { page, problems } = await openGame(suite.browser, suite.server, deblockle(EXAMPLE_START));
  await selectBlock(page, 'e1');
  await tip(page, 'e1', 'e2', 'south');
  await page.locator('svg.board .hop-mark[data-hop="g1"]').click();
  await waitForMoves(page, 1);
  assert.equal(await boardPosition(page), AFTER_E1);
  // Blue starts a turn: c5 tips south onto c4 and shows its hops.
  await selectBlock(page, 'c5');
  await tip(page, 'c5', 'c4', 'north');
  await page.locator('svg.board .hop-mark').first().waitFor();
  const undo = page.locator('[data-action="undo"]');
  await undo.click();
  // The tip is taken back: the block is back on c5, no hop is offered,
  // and Gold's move is still played.
  await page.waitForFunction(() => !document.querySelector('svg.board .hop-mark'));
  assert.equal(await moveCount(page), 1, 'the previous move is still there');
  assert.equal(await boardPosition(page), AFTER_E1);
  assert.equal(await page.locator('svg.board [data-block="c4"]').count(), 0);
  assert.equal(await page.locator('svg.board [data-block="c5"]').count(), 1);
  // A second Undo, with no turn in progress, takes back Gold's move.
  await undo.click();
  await waitForMoves(page, 0);
  assert.equal(await boardPosition(page), EXAMPLE_START);
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

test('a Deblockle turn by touch on a phone: four tip targets with their symbols, then the hop prompt', async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await startFresh(page);
    const problems = watchPage(page, suite.server.origin);
    await page.goto(`${suite.server.url}#/play?${deblockle(EXAMPLE_START)}`);
    await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
    // On a touch screen the confirm step is on until switched off.
    assert.equal(await page.locator('[data-setting="confirm-moves"]').isChecked(), true);
    await page.locator('svg.board [data-block="c3"] [data-face="top"]').tap();
    const targets = page.locator('svg.board .tip-mark');
    await targets.first().waitFor();
    const seen = await targets.evaluateAll((els) => els.map((el) => [el.dataset.tip, el.dataset.symbol, el.classList.contains('refused'), el.querySelector('.tip-symbol .icon') !== null]));
    // c3 shows Stop with Cross north: north brings the X up; all four
    // neighbours are empty and every tip is legal.
    assert.deepEqual(seen.map(([square]) => square).sort(), ['b3', 'c2', 'c4', 'd3']);
    for (const [square, symbol, refused, drawn] of seen) {
      assert.match(symbol, /^[CXLHT]$/, square);
      assert.equal(refused, false, square);
      assert.equal(drawn, true, `${square} shows its symbol`);
    }
    assert.equal(seen.find(([square]) => square === 'c4')[1], 'X');
    // Each target is a large tap target: a whole square.
    const box = await page.locator('svg.board .tip-mark[data-tip="c4"]').boundingBox();
    assert.ok(box.width >= 44 && box.height >= 44, `a ${box.width}×${box.height} target`);
    assert.match(await statusText(page), /^Now tip: pick one of the marked squares/);
    await page.locator('svg.board .tip-mark[data-tip="c4"]').tap();
    await page.locator('svg.board .hop-mark').first().waitFor();
    assert.equal(await statusText(page), 'Now hop: the X moves one diagonal step; pick the square.');
    const hops = await page.locator('svg.board .hop-mark').evaluateAll((els) => els.map((el) => el.dataset.hop).sort());
    assert.deepEqual(hops, ['b3', 'b5', 'd3', 'd5']);
    await page.locator('svg.board .hop-mark[data-hop="d5"]').tap();
    await page.waitForFunction(() => document.querySelectorAll('.move-list [data-move]').length === 1);
    assert.equal(await page.locator('.move-list [data-move]').first().getAttribute('data-move'), 'c3-c4:d5');
    assert.equal((await page.locator('.last-move-sentence').textContent()).trim(), 'Last move: Gold tipped c3 north to c4 and hopped to d5');
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scroll <= 390, `the page is ${scroll} px wide`);
    assert.deepEqual(problems.pageErrors, []);
    assert.deepEqual(problems.consoleErrors, []);
    await context.close();
  } finally {
    await browser.close();
  }
});

test('clicking a side of a selected block does not tip it; the targets do', async () => {
  const { page } = await openGame(suite.browser, suite.server, deblockle(EXAMPLE_START));
  await selectBlock(page, 'c3');
  await page.locator('svg.board .tip-mark').first().waitFor();
  // The right-hand (east) side of the block: it stays where it is.
  await page.locator('svg.board [data-block="c3"] [data-face="east"]').click();
  assert.equal(await moveCount(page), 0);
  assert.equal(await page.locator('svg.board .hop-mark').count(), 0);
  assert.equal(await page.locator('svg.board [data-block="c3"]').count(), 1);
  await page.close();
});

test('clicks that do nothing say why, and a refused target gives its reason', async () => {
  const { page } = await openGame(suite.browser, suite.server, deblockle(BOXED));
  await page.locator('svg.board [data-block="b1"] [data-face="top"]').click();
  assert.equal(await statusText(page), "That is Blue's block.");
  await page.locator('svg.board [data-block="a1"] [data-face="top"]').click();
  assert.equal(await statusText(page), 'This block has no legal tip.');
  assert.equal(await page.locator('svg.board .tip-mark').count(), 0);
  await page.close();

  // In the example start e1 cannot tip west: the Star would come up on d1.
  const start = await openGame(suite.browser, suite.server, deblockle(EXAMPLE_START));
  await selectBlock(start.page, 'e1');
  const west = start.page.locator('svg.board .tip-mark[data-tip="d1"]');
  assert.match(await west.getAttribute('class'), /refused/);
  assert.equal(await west.getAttribute('aria-disabled'), 'true');
  assert.equal(await west.getAttribute('data-symbol'), 'S');
  // Marked as disabled for assistive technology, it still answers a click.
  await west.click({ force: true });
  assert.equal(await statusText(start.page), 'The Star would come up here: it may face up only on your goal.');
  assert.equal(await moveCount(start.page), 0);
  // Choosing a legal target clears the note.
  await start.page.locator('svg.board .tip-mark[data-tip="e2"]').click();
  assert.equal(await statusText(start.page), 'Now hop: the Hoops make three steps; pick the end square.');
  await start.page.close();
});

test('the goal stars are ringed and named; a removal waits for the confirm, then is shown and said', async () => {
  const { page } = await openGame(suite.browser, suite.server, deblockle(REMOVAL));
  const d6 = page.locator('svg.board [data-square="d6"] .star-space');
  assert.equal(await d6.getAttribute('data-goal'), 'first');
  assert.equal(await d6.locator('.goal-label').textContent(), "Gold's goal");
  assert.equal(await page.locator('svg.board [data-square="d2"] .goal-label').textContent(), "Blue's goal");
  assert.match(await page.locator('svg.board [data-square="d6"]').getAttribute('aria-label'), /, Gold's goal$/);
  // With the mouse the confirm step is off until switched on.
  const setting = page.locator('[data-setting="confirm-moves"]');
  assert.equal(await setting.isChecked(), false);
  await setting.check();
  assert.equal(await page.evaluate(() => localStorage.getItem('cubeplay.confirm-moves')), 'on');
  await selectBlock(page, 'd5');
  const north = page.locator('svg.board .tip-mark[data-tip="d6"]');
  assert.equal(await north.getAttribute('data-symbol'), 'S');
  assert.match(await north.getAttribute('class'), /ends-turn/);
  await north.click();
  assert.equal(await statusText(page), 'The Star comes up on d6: this block leaves the board. Play this move?');
  assert.equal(await moveCount(page), 0, 'nothing is played before the confirm');
  // Take back, then tip again and play it.
  await page.locator('[data-action="take-back-tip"]').click();
  assert.equal(await page.locator('.confirm-move').count(), 0);
  await north.click();
  await page.locator('[data-action="confirm-move"]').click();
  await waitForMoves(page, 1);
  assert.equal(await page.locator('.move-list [data-move]').first().getAttribute('data-move'), 'd5-d6');
  const removed = page.locator('svg.board .removed-mark[data-removed="d6"]');
  assert.equal(await removed.count(), 1);
  assert.ok((await removed.boundingBox()).width > 20);
  assert.equal((await page.locator('.last-move-sentence').textContent()).trim(),
    'Last move: Gold tipped d5 north onto the star on d6 and took the block off the board');
  assert.equal(await page.locator('.count[data-player="first"]').getAttribute('data-count'), '1');
  // The setting is remembered.
  await page.reload();
  await page.locator('svg.board[data-position]').waitFor();
  assert.equal(await page.locator('[data-setting="confirm-moves"]').isChecked(), true);
  await page.evaluate(() => localStorage.removeItem('cubeplay.confirm-moves'));
  await page.close();
});

test("the computer's move stays on the board as a path, with its sentence beside the board, until the next move", async () => {
  const { page, problems } = await openGame(suite.browser, suite.server, deblockle(EXAMPLE_START, 'opponent=ai&level=1&human=first'));
  await selectBlock(page, 'e1');
  await page.locator('svg.board .tip-mark[data-tip="e2"]').click();
  await page.locator('svg.board .hop-mark[data-hop="g1"]').click();
  await waitForMoves(page, 2);
  await page.waitForFunction(() => document.querySelector('.status')?.dataset.state === 'turn');
  const reply = await page.locator('.move-list [data-move]').nth(1).getAttribute('data-move');
  const [from, rest] = reply.split('-');
  const [to, end] = rest.split(':');
  const pathMark = page.locator('svg.board .last-path');
  const check = async () => {
    const squares = (await pathMark.getAttribute('data-path')).split(' ');
    assert.equal(squares[0], from);
    assert.equal(squares[1], to);
    assert.equal(squares.at(-1), end ?? to);
    const line = pathMark.locator('.path-line');
    assert.ok((await line.boundingBox()).width + (await line.boundingBox()).height > 30, 'the path is drawn');
    const sentence = (await page.locator('.last-move-sentence').textContent()).trim();
    assert.match(sentence, new RegExp(`^Last move: Blue tipped ${from} \\w+ (to|onto the star on) ${to}`));
    assert.ok((await page.locator('.last-move-sentence').boundingBox()).height > 0, 'the sentence is on screen');
  };
  await check();
  // Still there a while later, and while the next turn is being picked.
  await page.waitForTimeout(1500);
  await check();
  await selectBlock(page, 'c3');
  await check();
  // The next move replaces it.
  await page.locator('svg.board .tip-mark:not(.refused)').first().click();
  const hop = page.locator('svg.board .hop-mark');
  if (await hop.count()) await hop.first().click();
  else if (await page.locator('[data-action="confirm-move"]').count()) await page.locator('[data-action="confirm-move"]').click();
  await page.waitForFunction(() => document.querySelectorAll('.move-list [data-move]').length >= 3);
  const mine = await page.locator('.move-list [data-move]').nth(2).getAttribute('data-move');
  await page.waitForFunction((moves) => {
    const list = [...document.querySelectorAll('.move-list [data-move]')].map((el) => el.dataset.move);
    const newest = list.at(-1);
    const shown = document.querySelector('svg.board .last-path')?.dataset.path ?? '';
    return list.length >= 3 && shown.startsWith(newest.split('-')[0] + ' ' + newest.split('-')[1].split(':')[0]);
  }, mine);
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

test('the cursor square shows after a key, not after a click', async () => {
  const { page } = await openGame(suite.browser, suite.server, deblockle(EXAMPLE_START));
  const cursor = page.locator('svg.board .cursor-mark');
  const shown = () => cursor.evaluate((el) => getComputedStyle(el).display !== 'none');
  await selectBlock(page, 'c3');
  await page.locator('svg.board [data-square="a4"]').click();
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('board')), true, 'the board has the focus');
  assert.equal(await shown(), false, 'no cursor after a click');
  await page.keyboard.press('ArrowUp');
  assert.equal(await shown(), true, 'the cursor after a key');
  // Back to the mouse on the still focused board: the cursor goes.
  await page.locator('svg.board [data-square="a4"]').click();
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('board')), true);
  assert.equal(await shown(), false, 'hidden again after a click');
  // Tab away and back: the cursor shows again.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await shown(), true, 'shown after Tab');
  await page.close();
});

test('screenshots of the Deblockle turn on a phone and a desktop', async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [name, viewport] of [['390x844', { width: 390, height: 844 }], ['1280x800', { width: 1280, height: 800 }]]) {
    const { page } = await openGame(suite.browser, suite.server, deblockle(EXAMPLE_START, 'opponent=ai&level=1&human=first'), viewport);
    await selectBlock(page, 'c3');
    await page.locator('svg.board .tip-mark').first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, `deblockle-targets-${name}.png`) });
    await page.locator('svg.board .tip-mark[data-tip="c4"]').click();
    await page.locator('svg.board .hop-mark').first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, `deblockle-tipped-${name}.png`) });
    await page.locator('svg.board .hop-mark[data-hop="d5"]').click();
    await waitForMoves(page, 2);
    await page.waitForFunction(() => document.querySelector('.status')?.dataset.state === 'turn');
    await page.waitForTimeout(1000);
    await page.screenshot({ path: path.join(SHOTS, `deblockle-computer-moved-${name}.png`) });
    await page.locator('[data-action="hint"]').click();
    await page.locator('svg.board .hint-mark').first().waitFor({ timeout: 20000 });
    await page.screenshot({ path: path.join(SHOTS, `deblockle-hint-${name}.png`) });
    await page.close();
  }
});
