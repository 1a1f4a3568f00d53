// Accessibility: whole games by keyboard only, the screen-reader
// descriptions and announcements, and axe-core's automated check.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  playWhiteToTheEnd, openGame, boardPosition, parseCephalopod, parseDeblockle, squareNames, serveAppAndLaunch,
} from './support.mjs';
import { cspViolations } from './guards.mjs';

/**
 * Waits until the board's `square` is (or is no longer) drawn selected: the
 * page redraws after a key press, not within it.
 */
async function selectedIs(page, square, selected) {
  await page.waitForFunction(([name, wanted]) => {
    const element = document.querySelector(`svg.board [data-square="${name}"]`);
    return element !== null && element.classList.contains('selected') === wanted;
  }, [square, selected], { timeout: 5000 }).catch(() => {
    throw new Error(`${square} is ${selected ? 'not ' : ''}drawn selected after 5 s`);
  });
}

const suite = serveAppAndLaunch({ recordCsp: true });

const EXAMPLE_START = '..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g';
const AXE_SOURCE = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

const boardFocused = (page) => page.evaluate(() => document.activeElement?.matches('svg.board') ?? false);

/** Presses Tab until the board has the focus (as a keyboard user would). */
async function focusBoard(page) {
  for (let i = 0; i < 40; i++) {
    if (await boardFocused(page)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail('Tab never reached the board');
}

/** Presses Tab until the focused element matches `selector`. */
async function tabTo(page, selector) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  assert.fail(`Tab never reached ${selector}`);
}

const cursorOf = (page) => page.locator('svg.board').getAttribute('data-cursor');

/** Walks the board's cursor to `square` with the arrow keys. */
async function moveCursorTo(page, square) {
  const flipped = (await page.locator('svg.board').getAttribute('data-flipped')) === 'true';
  for (let i = 0; i < 30; i++) {
    const at = await cursorOf(page);
    if (at === square) return;
    const dc = square.charCodeAt(0) - at.charCodeAt(0);
    const dr = Number(square.slice(1)) - Number(at.slice(1));
    // Up is up on screen: towards higher ranks unless the board is flipped.
    let key;
    if (dr !== 0) key = (dr > 0) !== flipped ? 'ArrowUp' : 'ArrowDown';
    else key = (dc > 0) !== flipped ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(key);
  }
  assert.fail(`the cursor never reached ${square} (at ${await cursorOf(page)})`);
}

const positionChanged = (page, old) => page.waitForFunction(
  (o) => document.querySelector('svg.board')?.getAttribute('data-position') !== o, old);

/** Places a die on `square` by keyboard; picks the first capture set if asked. */
async function placeDieByKeyboard(page, square) {
  await focusBoard(page);
  const before = await boardPosition(page);
  await moveCursorTo(page, square);
  await page.keyboard.press('Enter');
  const picker = page.locator('.picker');
  const outcome = await Promise.race([
    positionChanged(page, before).then(() => 'played'),
    picker.waitFor({ timeout: 5000 }).then(() => 'picker'),
  ]);
  if (outcome === 'picker') {
    // The cursor jumped to a candidate; walk it to each die of the set.
    const options = (await picker.getAttribute('data-options')).split(' ');
    const captured = options[0].split('=')[1].split('+');
    assert.ok(await boardFocused(page), 'the board keeps the focus while picking');
    for (const capture of captured) {
      await moveCursorTo(page, capture);
      await page.keyboard.press('Enter');
      await selectedIs(page, capture, true);
    }
    // Tab reaches the picker's confirm button, Enter presses it.
    await tabTo(page, '.picker button.primary');
    await page.keyboard.press('Enter');
    await positionChanged(page, before);
  }
}

test('a whole Cephalopod 3x3 game against AI level 1, played with the keyboard only', async () => {
  const { page, problems } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=ai&level=1&human=first&size=3x3');
  const board = page.locator('svg.board');
  assert.equal(await board.getAttribute('tabindex'), '0');
  assert.equal(await board.getAttribute('role'), 'application');
  assert.equal(await board.getAttribute('aria-label'), 'Cephalopod board');
  await focusBoard(page);
  // A visible focus ring around the board, and the cursor square drawn.
  const outline = await board.evaluate((el) => getComputedStyle(el).outlineStyle);
  assert.equal(outline, 'solid');
  assert.equal(await page.locator('svg.board .cursor-mark').count(), 1);
  assert.notEqual(await page.locator('svg.board .cursor-mark').evaluate((el) => getComputedStyle(el).display), 'none');
  // The keys are explained under the focused board.
  const help = page.locator('.board-help');
  assert.match(await help.textContent(), /^Arrow keys move the cursor/);
  assert.ok((await help.boundingBox()).width > 100, 'the help is shown');
  assert.equal(await board.getAttribute('aria-describedby'), await help.getAttribute('id'));
  const dialog = await playWhiteToTheEnd(page, placeDieByKeyboard);
  const final = parseCephalopod(await boardPosition(page));
  assert.equal(Object.keys(final.dice).length, 9, 'the board is full');
  // The position the board reports is the dice it shows, and says.
  for (const name of squareNames(3, 3)) {
    const square = page.locator(`svg.board [data-square="${name}"]`);
    const die = square.locator('.die');
    const expected = final.dice[name];
    assert.equal(await die.getAttribute('data-pips'), String(expected.pips), name);
    assert.match(await die.getAttribute('class'), expected.owner === 'w' ? /die-white/ : /die-black/);
    const owner = expected.owner === 'w' ? 'White' : 'Black';
    assert.match(await square.getAttribute('aria-label'), new RegExp(`^${name}: ${owner} die showing ${expected.pips}`));
  }
  // Black dice differ in shape too: a ring inside the edge.
  const black = Object.values(final.dice).filter((d) => d.owner === 'b').length;
  assert.equal(await page.locator('svg.board .die-black .die-ring').count(), black);
  assert.equal(await page.locator('svg.board .die-white .die-ring').count(), 0);
  const white = 9 - black;
  assert.equal(await dialog.getAttribute('data-outcome'), white > black ? 'first' : 'second');
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(await cspViolations(page), []);
  await page.close();
});

test('keyboard capture picker, announcements, and arrow keys that browse only off the board', async () => {
  const { page } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=friend&size=3x3');
  for (const square of ['a2', 'b1', 'c2', 'b3']) await placeDieByKeyboard(page, square);
  assert.equal(await boardPosition(page), '.b1./w1.w1/.b1. w');
  const announcer = page.locator('.board-announcer');
  assert.equal(await announcer.getAttribute('aria-live'), 'polite');
  assert.equal(await announcer.textContent(), 'Black placed a 1 on b3');
  // b2 has four candidates; choose a2 and b3 by cursor and Enter.
  await focusBoard(page);
  await moveCursorTo(page, 'b2');
  await page.keyboard.press('Enter');
  const picker = page.locator('.picker');
  await picker.waitFor();
  assert.equal(await page.locator('svg.board .square.candidate').count(), 4);
  assert.match(await page.locator('svg.board [data-square="a2"]').getAttribute('aria-label'), /can be taken/);
  for (const square of ['a2', 'b3']) {
    await moveCursorTo(page, square);
    await page.keyboard.press('Enter');
  }
  assert.equal(await picker.locator('.picker-sum').getAttribute('data-sum'), '2');
  assert.match(await page.locator('svg.board [data-square="b3"]').getAttribute('aria-label'), /chosen to be taken/);
  // Escape closes the picker; the board is as it was.
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.picker'));
  await moveCursorTo(page, 'b2');
  await page.keyboard.press('Enter');
  await picker.waitFor();
  for (const square of ['a2', 'b3']) {
    await moveCursorTo(page, square);
    await page.keyboard.press('Enter');
  }
  await tabTo(page, '.picker button.primary');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('.picker'));
  assert.equal(await boardPosition(page), '.../.w2w1/.b1. b');
  // The Capture button went away with the picker: the focus is back on the board.
  assert.ok(await boardFocused(page), 'the board has the focus again');
  assert.equal(await announcer.textContent(), 'White placed a 2 on b2, capturing a2 and b3');
  assert.match(await page.locator('svg.board [data-square="b2"]').getAttribute('aria-label'), /^b2: White die showing 2, last move/);
  assert.match(await page.locator('svg.board [data-square="a2"]').getAttribute('aria-label'), /^empty a2, taken by the last move/);

  // On the focused board the arrow keys move the cursor; elsewhere they browse the moves.
  await focusBoard(page);
  const current = await boardPosition(page);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await boardPosition(page), current);
  assert.equal(await page.locator('.viewing').count(), 0);
  await page.locator('button[data-action="flip"]').focus();
  await page.keyboard.press('ArrowLeft');
  await page.locator('.viewing').waitFor();
  assert.equal(await boardPosition(page), '.b1./w1.w1/.b1. w');
  assert.match(await page.locator('.viewing span').textContent(), /^Viewing the position after move \d+$/);
  await page.keyboard.press('Home');
  assert.equal(await page.locator('.viewing span').textContent(), 'Viewing the start position');
  await page.keyboard.press('End');
  assert.equal(await boardPosition(page), current);
  await page.close();
});

test('a Deblockle turn by keyboard: select, tip with an arrow key, hop', async () => {
  const query = `game=deblockle&opponent=friend&position=${encodeURIComponent(EXAMPLE_START)}`;
  const { page, problems } = await openGame(suite.browser, suite.server, query);
  const board = page.locator('svg.board');
  assert.equal(await board.getAttribute('aria-label'), 'Deblockle board');
  // Every block is described: owner, square, top face, north face.
  assert.equal(await page.locator('svg.board [data-square="e1"]').getAttribute('aria-label'), 'e1: Gold block, Cross on top, Slider facing north');
  assert.equal(await page.locator('svg.board [data-square="c7"]').getAttribute('aria-label'), 'c7: Blue block, Cross on top, Star facing north');
  assert.equal(await page.locator('svg.board [data-square="d2"]').getAttribute('aria-label'), "empty d2, Blue's goal");
  // Blue blocks differ in shape: a round top face with a ring.
  assert.equal(await page.locator('svg.board .block-blue .top-ring').count(), 4);
  assert.equal(await page.locator('svg.board .block-gold .top-ring').count(), 0);

  await focusBoard(page);
  await moveCursorTo(page, 'e1');
  const south = page.locator('svg.board [data-block="e1"] [data-face="south"]');
  const symbol = await south.getAttribute('data-symbol');
  await page.keyboard.press('Enter');
  await selectedIs(page, 'e1', true);
  assert.match(await page.locator('.board-announcer').textContent(), /^e1 selected/);
  // Off the board is no tip: said, and nothing happens.
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.locator('.board-announcer').textContent(), 'The block cannot tip that way.');
  assert.equal(await page.locator('svg.board .hop-mark').count(), 0);
  // Up tips the block north: its south face comes on top, on e2.
  await page.keyboard.press('ArrowUp');
  const hops = page.locator('svg.board .hop-mark');
  await hops.first().waitFor();
  assert.equal(await page.locator('svg.board [data-block="e2"] .block').getAttribute('data-top'), symbol);
  const names = await hops.evaluateAll((marks) => marks.map((m) => m.getAttribute('data-hop')));
  assert.equal(await cursorOf(page), names[0], 'the cursor waits on the first hop destination');
  assert.match(await page.locator('.board-announcer').textContent(), /^Tipped north\. Hop destinations: /);
  // Escape takes the tip back; Up tips again.
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('svg.board .hop-mark'));
  await selectedIs(page, 'e1', true);
  await page.keyboard.press('ArrowUp');
  await hops.first().waitFor();
  const destination = names.find((name) => name !== 'e1');
  await moveCursorTo(page, destination);
  await page.keyboard.press('Enter');
  await positionChanged(page, EXAMPLE_START);
  const moveText = await page.locator('.move-list [data-move]').last().getAttribute('data-move');
  assert.equal(moveText, `e1-e2:${destination}`);
  const after = parseDeblockle(await boardPosition(page));
  assert.equal(after.toMove, 'b');
  assert.equal(after.blocks[destination].top, symbol);
  assert.equal(await page.locator('.board-announcer').textContent(), `Gold tipped e1 north to e2 and hopped to ${destination}`);

  // Escape with nothing selected leaves the selection empty; a second
  // selection is cleared by Escape.
  await focusBoard(page);
  await moveCursorTo(page, 'c5');
  await page.keyboard.press('Enter');
  await selectedIs(page, 'c5', true);
  await page.keyboard.press('Escape');
  await selectedIs(page, 'c5', false);

  // On a flipped board Up is still up on screen: towards lower ranks.
  await page.locator('button[data-action="flip"]').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('svg.board').getAttribute('data-flipped') === 'true');
  await focusBoard(page);
  await moveCursorTo(page, 'c4');
  await page.keyboard.press('ArrowUp');
  assert.equal(await cursorOf(page), 'c3');
  await page.keyboard.press('ArrowRight');
  assert.equal(await cursorOf(page), 'b3');
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(await cspViolations(page), []);
  await page.close();
});

test('Deblockle set-up by hand with the keyboard', async () => {
  // Gold (human) places Blue's three rolled blocks; the AI placed Gold's two.
  const { page, problems } = await openGame(suite.browser, suite.server,
    'game=deblockle&opponent=ai&level=1&human=first&setup=hand&gold=2&blue=3&seed=5');
  await focusBoard(page);
  assert.equal(await page.locator('svg.board').getAttribute('data-setup'), 'true');
  assert.match(await page.locator('svg.board [data-square="e5"]').getAttribute('aria-label'), /^empty e5, a starting square$/);
  for (const square of ['e5', 'c5', 'e7']) {
    await moveCursorTo(page, square);
    await page.keyboard.press('Enter');
  }
  const label = page.locator('svg.board [data-square="e7"]');
  assert.match(await label.getAttribute('aria-label'), /^e7: Blue block, \w+ on top, \w+ facing north, a starting square$/);
  // Enter on a placed block turns it: its top stays, its north face changes.
  const before = await label.getAttribute('aria-label');
  await page.keyboard.press('Enter');
  const turned = await label.getAttribute('aria-label');
  assert.notEqual(turned, before);
  assert.equal(turned.split(',')[0], before.split(',')[0]);
  await tabTo(page, '.setup-bar button.primary');
  await page.keyboard.press('Enter');
  await page.locator('svg.board[data-position]').waitFor();
  const start = parseDeblockle(await boardPosition(page));
  assert.deepEqual(Object.keys(start.blocks).filter((s) => start.blocks[s].owner === 'b').sort(), ['c5', 'e5', 'e7']);
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

/** Runs axe-core on the page; returns its serious and critical violations. */
async function axeViolations(page) {
  // The page's CSP forbids script tags from elsewhere; evaluation through
  // the DevTools protocol is not subject to it.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

test('axe-core finds no serious or critical problem on the home, play and rules pages', async () => {
  const pages = [
    ['home', '', '.game-card'],
    ['Cephalopod play', '#/play?game=cephalopod&opponent=friend&size=5x5', 'svg.board[data-position]'],
    ['Deblockle play', `#/play?game=deblockle&opponent=friend&position=${encodeURIComponent(EXAMPLE_START)}`, 'svg.board[data-position]'],
    ['Deblockle tip targets', `#/play?game=deblockle&opponent=friend&position=${encodeURIComponent(EXAMPLE_START)}`, 'svg.board[data-position]'],
    ['Deblockle set-up', '#/play?game=deblockle&opponent=ai&level=1&human=first&setup=hand&gold=2&blue=3&seed=5', 'svg.board[data-setup]'],
    ['Deblockle rules', '#/rules/deblockle', '.rules-main h1'],
    ['Cephalopod rules', '#/rules/cephalopod', '.rules-main h1'],
  ];
  for (const scheme of ['light', 'dark']) {
    for (const [name, hash, ready] of pages) {
      const page = await suite.browser.context.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${suite.server.url}${hash}`);
      await page.locator(ready).first().waitFor({ timeout: 20000 });
      if (name === 'Cephalopod play') {
        // Some dice on the board and the capture picker open.
        for (const square of ['a2', 'b1', 'c2', 'b3']) await placeDieByKeyboard(page, square);
        await page.locator('svg.board [data-square="b2"]').click();
        await page.locator('.picker').waitFor();
      }
      if (name === 'Deblockle tip targets') {
        // e1 selected: three targets, one of them refused, and a note.
        await page.locator('svg.board [data-block="e1"] [data-face="top"]').click();
        await page.locator('svg.board .tip-mark[data-tip="d1"]').click({ force: true });
      }
      if (name === 'Deblockle play') {
        await page.locator('svg.board [data-block="e1"] [data-face="top"]').click();
        await page.locator('svg.board .tip-mark[data-tip="e2"]').click();
        await page.locator('svg.board .hop-mark').first().waitFor();
      }
      await page.waitForTimeout(400);
      const violations = await axeViolations(page);
      assert.deepEqual(violations, [], `${name} (${scheme}): ${JSON.stringify(violations, null, 1)}`);
      assert.deepEqual(await cspViolations(page), [], `${name}: CSP`);
      await page.close();
    }
  }
});
