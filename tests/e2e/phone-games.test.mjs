// Whole games on a touch phone as a newcomer plays them: started from the
// home page, 390×844, taps only, the phone's defaults (Confirm moves on):
// each game against the computer to its end, and the first moves of two
// players sharing the phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  serveAppOnPhone, tap, tapDeblockle, tapDice, boardPosition, parseCephalopod, parseDeblockle,
  squareNames,
} from './support.mjs';
import { startFromHome as start, noProblems, waitForTurn, askHint } from './phone.mjs';

const suite = serveAppOnPhone();
const startFromHome = (game, entry) => start(suite, game, entry);

test('a whole Deblockle game against the computer, by taps from the home page, following the hints', async () => {
  const { page, problems } = await startFromHome('deblockle', 'ai');
  const dialog = page.locator('.result-dialog');
  const played = [];
  for (let turn = 0; turn < 80; turn++) {
    await waitForTurn(page, 'g');
    if (await dialog.count()) break;
    // Follow the hint: block, tip target, hop or Confirm, all by taps.
    const hint = await askHint(page);
    const [from, rest] = hint.split('-');
    const [tipTo, hopTo] = rest.split(':');
    await tapDeblockle(page, from, { tipTo, hopTo });
    played.push(hint);
  }
  await dialog.waitFor();
  // Hints and the computer both search against the clock, so either side
  // may win; the verdict must match the board.
  const blocks = Object.values(parseDeblockle(await boardPosition(page)).blocks);
  const goldLeft = blocks.filter((block) => block.owner === 'g').length;
  const blueLeft = blocks.filter((block) => block.owner === 'b').length;
  assert.ok(goldLeft === 0 || blueLeft === 0, 'one side cleared every block');
  assert.equal(await dialog.locator('h2').textContent(), goldLeft === 0 ? 'You won' : 'You lost');
  const moves = await page.locator('.move-list [data-move]').evaluateAll((items) => items.map((item) => item.dataset.move));
  for (const mv of played) assert.ok(moves.includes(mv), `${mv} was played as hinted`);
  noProblems(problems);
  await page.close();
});

test('a whole Cephalopod game against the computer, by taps from the home page', async () => {
  const { page, problems } = await startFromHome('cephalopod', 'ai');
  const dialog = page.locator('.result-dialog');
  for (let turn = 0; turn < 80; turn++) {
    await waitForTurn(page, 'w');
    if (await dialog.count()) break;
    const before = await boardPosition(page);
    const position = parseCephalopod(before);
    const empty = squareNames(position.rows, position.cols).filter((name) => !position.dice[name]);
    await tap(page.locator(`svg.board [data-square="${empty[0]}"]`));
    const picker = page.locator('.picker');
    const outcome = await Promise.race([
      page.waitForFunction((old) => document.querySelector('svg.board')?.getAttribute('data-position') !== old, before)
        .then(() => 'played'),
      picker.waitFor({ timeout: 10000 }).then(() => 'picker'),
    ]);
    if (outcome === 'picker') {
      const [first] = (await picker.getAttribute('data-options')).split(' ');
      for (const square of first.split('=')[1].split('+')) {
        await tap(page.locator(`svg.board [data-square="${square}"]`));
      }
      await tap(page.locator('.picker button.primary'));
      await page.waitForFunction((old) => document.querySelector('svg.board')?.getAttribute('data-position') !== old, before);
    }
  }
  await dialog.waitFor();
  const dice = Object.values(parseCephalopod(await boardPosition(page)).dice);
  assert.equal(dice.length, 25, 'the board is full');
  const white = dice.filter((die) => die.owner === 'w').length;
  assert.equal(await dialog.locator('h2').textContent(), white > 12 ? 'You won' : 'You lost');
  assert.ok(await page.locator('.move-list [data-move]').count() >= 13);
  noProblems(problems);
  await page.close();
});

test('two players on one phone: the first moves of each game, by taps', async () => {
  const deb = await startFromHome('deblockle', 'friend');
  for (const side of ['g', 'b', 'g', 'b']) {
    const position = parseDeblockle(await boardPosition(deb.page));
    assert.equal(position.toMove, side);
    // The first block of the side to move that has a tip allowed.
    const own = Object.keys(position.blocks).filter((square) => position.blocks[square].owner === side);
    let moved = false;
    for (const square of own) {
      await tap(deb.page.locator(`svg.board [data-block="${square}"] [data-face="top"]`));
      if (await deb.page.locator('svg.board .tip-mark:not(.refused)').count()) {
        await tapDeblockle(deb.page, square);
        moved = true;
        break;
      }
    }
    assert.ok(moved, `${side} moved`);
  }
  assert.equal(await deb.page.locator('.move-list [data-move]').count(), 4);
  noProblems(deb.problems);
  await deb.page.close();

  const ceph = await startFromHome('cephalopod', 'friend');
  await tapDice(ceph.page, ['a1', 'e5', 'a5', 'e1']);
  assert.equal(await boardPosition(ceph.page), 'w1...b1/...../...../...../w1...b1 w');
  assert.equal((await ceph.page.locator('.last-move-sentence').textContent()).trim(), 'Last move: Black placed a 1 on e1');
  noProblems(ceph.problems);
  await ceph.page.close();
});

