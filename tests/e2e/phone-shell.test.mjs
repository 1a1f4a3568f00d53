// The play screen's shell as a newcomer meets it on a touch phone
// (390×844, `hasTouch`, `isMobile`, so Confirm moves is on): taps only,
// never mouse clicks. Home → a game against the computer (its level named),
// undo, resign ("You lost") and a win ("You won"); "Your games" → a game,
// shown from its top; the settings; the game's name whole in the top bar;
// two phones playing by link, a few moves each way, and a resignation that
// travels in the link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  serveAppOnPhone, launchPhone, startFresh, watchPage, tap, tapDice, tapDeblockle,
  boardPosition, gameId, SCREENSHOTS,
} from './support.mjs';

const suite = serveAppOnPhone();
const SHOTS = process.env.CUBEPLAY_SHOTS ?? SCREENSHOTS;
const EXAMPLE_START = '..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g';

/** A fresh tab of the phone, without saved games, watched for errors. */
async function phonePage(browser = suite.browser) {
  const page = await browser.context.newPage();
  await startFresh(page);
  const problems = watchPage(page, suite.server.origin);
  return { page, problems };
}

function noProblems(...all) {
  for (const problems of all) {
    assert.deepEqual(problems.pageErrors, []);
    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.foreignRequests, []);
  }
}

async function board(page) {
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
}

/** Waits until the human is to move (the computer has answered). */
async function humanTurn(page) {
  await page.waitForFunction(() => document.querySelector('.status')?.dataset.state === 'turn',
    null, { timeout: 20000 });
}

async function text(locator) {
  return (await locator.textContent()).trim();
}

test('phone: home → Play the computer; the levels have names, the game says which one plays; undo; resign says "You lost"', async () => {
  const { page, problems } = await phonePage();
  await page.goto(suite.server.url);
  assert.equal(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), true);
  // Every option: the five levels, each with its word.
  await tap(page.locator('.card-cephalopod .more-options'));
  const levels = page.getByRole('group', { name: 'Level' }).getByRole('button');
  assert.deepEqual((await levels.allTextContents()).map((t) => t.trim()),
    ['1 · Beginner', '2 · Easy', '3 · Medium', '4 · Hard', '5 · Strongest']);
  await tap(page.getByRole('button', { name: 'Cancel' }));
  await page.locator('.new-game-dialog').waitFor({ state: 'detached' });
  // The quick way in: the computer at its default level.
  await tap(page.locator('.card-cephalopod [data-entry="ai"]'));
  await board(page);
  assert.equal(await text(page.locator('[data-kind="level"]')), 'Computer: level 2 · Easy');
  // A tap leaves the focus be (no keyboard ring around the board).
  assert.equal(await page.evaluate(() => document.activeElement?.matches('svg.board')), false);
  const start = await boardPosition(page);
  await tapDice(page, ['c3']);
  await humanTurn(page);
  assert.equal(await page.locator('.move-list [data-move]').count(), 2);
  // Undo takes back the computer's answer and the tapped move.
  await tap(page.locator('[data-action="undo"]'));
  await page.waitForFunction((s) => document.querySelector('svg.board')?.dataset.position === s, start);
  assert.equal(await page.locator('.move-list .move.undone').count(), 2);
  // Redo brings them back; then resign, asked first.
  await tap(page.locator('[data-action="redo"]'));
  await page.waitForFunction(() => document.querySelectorAll('.move-list .move.undone').length === 0);
  await tap(page.locator('[data-action="resign"]'));
  await tap(page.locator('[data-action="resign-yes"]'));
  const dialog = page.locator('.result-dialog');
  await dialog.waitFor();
  assert.equal(await text(dialog.locator('h2')), 'You lost');
  assert.equal(await text(dialog.locator('.result-detail')), 'By resignation.');
  await tap(dialog.getByRole('button', { name: 'View board' }));
  assert.equal(await text(page.locator('.status')), 'You lost — By resignation.');
  noProblems(problems);
  await page.close();
});

test('phone: winning against the computer says "You won", on the game and in "Your games"', async () => {
  const { page, problems } = await phonePage();
  // White fills the last square, a1, with no capture: 6 dice to 3.
  const position = encodeURIComponent('w6w6w6/w6b6b6/.w6b6 w');
  await page.goto(`${suite.server.url}#/play?game=cephalopod&opponent=ai&level=1&human=first&size=3x3&position=${position}`);
  await board(page);
  const id = await gameId(page);
  await tap(page.locator('svg.board [data-square="a1"]'));
  const dialog = page.locator('.result-dialog');
  await dialog.waitFor();
  assert.equal(await text(dialog.locator('h2')), 'You won');
  assert.equal(await text(dialog.locator('.result-detail')), 'The board is full: White 6, Black 3.');
  await tap(dialog.getByRole('button', { name: 'View board' }));
  assert.equal(await text(page.locator('.status')), 'You won — The board is full: White 6, Black 3.');
  await tap(page.locator('.topbar .brand'));
  assert.equal(await text(page.locator(`.saved-game[data-id="${id}"] .saved-game-status`)), 'You won');
  assert.equal(await text(page.locator(`.saved-game[data-id="${id}"] .saved-game-detail`)).then((t) => t.split(' · ')[0]),
    'against the computer, level 1 (Beginner)');
  noProblems(problems);
  await page.close();
});

test('phone: a game opened from "Your games" shows the top bar and the board from the top', async () => {
  const { page, problems } = await phonePage();
  // Two games with a move each (a game without one is not listed).
  await page.goto(`${suite.server.url}#/play?game=cephalopod&opponent=friend&size=3x3`);
  await board(page);
  await tapDice(page, ['a1']);
  await page.goto(`${suite.server.url}#/play?game=deblockle&opponent=friend&position=${encodeURIComponent(EXAMPLE_START)}`);
  await board(page);
  await tapDeblockle(page, 'e1', { tipTo: 'e2', hopTo: 'g1' });
  await tap(page.locator('.topbar .brand'));
  const open = page.locator('.saved-game [data-action="open-game"]').last();
  await open.scrollIntoViewIfNeeded();
  assert.ok(await page.evaluate(() => window.scrollY) > 300, 'the list is far down the home page');
  await tap(open);
  await board(page);
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  const bar = await page.locator('.topbar').boundingBox();
  assert.equal(bar.y, 0);
  const svg = await page.locator('svg.board').boundingBox();
  assert.ok(svg.y >= bar.height, `the board starts under the bar (${svg.y})`);
  noProblems(problems);
  await page.close();
});

test('phone: the game\'s name is whole in the top bar, in English, Hungarian and Kannada', async () => {
  for (const language of ['en', 'hu', 'kn']) {
    for (const [game, title] of [['deblockle', 'Deblockle'], ['cephalopod', 'Cephalopod']]) {
      const { page, problems } = await phonePage();
      await page.addInitScript((code) => localStorage.setItem('cubeplay.language', code), language);
      await page.goto(`${suite.server.url}#/play?game=${game}&opponent=friend`);
      await board(page);
      const name = page.locator('.topbar-game');
      assert.equal(await text(name), title);
      const fits = await name.evaluate((el) => el.scrollWidth <= el.clientWidth);
      assert.equal(fits, true, `${language} ${game}: the name is cut`);
      // Nothing of the bar leaves the screen.
      const bar = await page.locator('.topbar').evaluate((el) => [...el.querySelectorAll('*')]
        .map((child) => child.getBoundingClientRect().right).reduce((a, b) => Math.max(a, b), 0));
      assert.ok(bar <= 390, `${language} ${game}: the bar reaches ${bar}`);
      // At 390 px it all fits on one line (the links wrap only on narrower screens).
      assert.equal(Math.round((await page.locator('.topbar').boundingBox()).height), 45);
      noProblems(problems);
      await page.close();
    }
  }
});

test('phone: the settings open and close by taps; Confirm moves is on', async () => {
  const { page, problems } = await phonePage();
  await page.goto(`${suite.server.url}#/play?game=deblockle&opponent=friend&position=${encodeURIComponent(EXAMPLE_START)}`);
  await board(page);
  const button = page.locator('[data-action="settings"]');
  await tap(button);
  const dialog = page.locator('.settings-dialog');
  await dialog.waitFor();
  assert.equal(await dialog.locator('[data-setting="confirm-moves"]').isChecked(), true);
  await tap(dialog.locator('[data-setting="coords"]'));
  assert.equal(await page.locator('html').evaluate((el) => el.classList.contains('no-coords')), true);
  await tap(dialog.locator('[data-action="close-settings"]'));
  await dialog.waitFor({ state: 'detached' });
  // Back where it was opened from.
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'settings');
  // With Confirm moves on, a tip that ends the turn (c1 to c2) waits for Confirm.
  const start = await boardPosition(page);
  await tap(page.locator('svg.board [data-block="c1"] [data-face="top"]'));
  await tap(page.locator('svg.board .tip-mark:not(.refused)[data-tip="c2"]'));
  await page.locator('[data-action="confirm-move"]').waitFor();
  assert.equal(await boardPosition(page), start);
  await tap(page.locator('[data-action="confirm-move"]'));
  await page.waitForFunction((old) => document.querySelector('svg.board')?.dataset.position !== old, start);
  assert.equal(await boardPosition(page), '..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../..gTX..../....gCL.. b');
  // And tapDeblockle taps the same way (Blue's reply, a hop).
  await tapDeblockle(page, 'c5', { tipTo: 'c4', hopTo: 'd4' });
  assert.equal((await boardPosition(page)).endsWith(' g'), true);
  await tap(button);
  await tap(dialog.locator('[data-setting="coords"]'));
  await tap(dialog.locator('[data-action="close-settings"]'));
  noProblems(problems);
  await page.close();
});

/** The link in the "Send your move" field. */
async function sentLink(page) {
  const field = page.locator('[data-kind="remote-link"]');
  await field.waitFor({ timeout: 10000 });
  return field.inputValue();
}

async function openLink(page, link) {
  await page.goto(link);
  await board(page);
  await page.locator('.remote-bar').waitFor();
}

async function waitForMoves(page, count) {
  await page.waitForFunction((n) => document.querySelectorAll('.move-list [data-move]').length === n,
    count, { timeout: 20000 });
}

/** Plays `moves` by taps, alternately, each link opened on the other phone. */
async function passLinks(first, second, moves, play, done = 0) {
  const links = [];
  let [mover, other] = [first, second];
  for (const [at, move] of moves.entries()) {
    assert.equal(await text(mover.page.locator('.remote-turn')), 'Your turn', `move ${done + at + 1}`);
    await play(mover.page, move);
    await waitForMoves(mover.page, done + at + 1);
    const link = await sentLink(mover.page);
    links.push(link);
    await openLink(other.page, link);
    await waitForMoves(other.page, done + at + 1);
    assert.match(await text(other.page.locator('[data-kind="remote-accepted"]')), /^Your (friend played .*\. Your turn\.|friend's game: you play .*\.)$/);
    [mover, other] = [other, mover];
  }
  return links;
}

test('two phones play Cephalopod by link, started by taps; an old link says both counts; a resignation travels in the link', async () => {
  const phones = [await launchPhone(), await launchPhone()];
  try {
    const [alice, bob] = await Promise.all(phones.map((browser) => phonePage(browser)));
    await alice.page.goto(suite.server.url);
    await tap(alice.page.locator('.card-cephalopod .more-options'));
    await tap(alice.page.getByRole('group', { name: 'Opponent' }).getByRole('button', { name: 'A friend, by link' }));
    await tap(alice.page.getByRole('group', { name: 'You play' }).getByRole('button', { name: 'White' }));
    await tap(alice.page.getByRole('button', { name: '5×5' }));
    await tap(alice.page.locator('[data-action="start"]'));
    await board(alice.page);
    const moves = ['a1', 'e5', 'a5', 'e1'];
    const links = await passLinks(alice, bob, moves, (page, square) => tapDice(page, [square]));
    assert.equal(await boardPosition(alice.page), await boardPosition(bob.page));
    // Bob's first link again, in Alice's game of four moves.
    await openLink(alice.page, links[1]);
    assert.equal(await text(alice.page.locator('[data-kind="remote-refused"]')),
      'Nothing new in this link: it has 2 moves, and your game already has 4.');
    // Alice resigns on her turn: the link carries it to Bob.
    const resign = alice.page.locator('[data-action="resign"]');
    assert.equal(await resign.isDisabled(), false, 'resigning by link is possible');
    await tap(resign);
    await tap(alice.page.locator('[data-action="resign-yes"]'));
    await alice.page.locator('.result-dialog').waitFor();
    assert.equal(await text(alice.page.locator('.result-dialog h2')), 'You lost');
    await tap(alice.page.getByRole('button', { name: 'View board' }));
    assert.equal(await text(alice.page.locator('.status')), 'You lost — By resignation.');
    assert.equal(await text(alice.page.locator('[data-action="remote-last-link"]')), 'Send your resignation');
    // The old link's notice went with the resignation.
    assert.equal(await alice.page.locator('[data-kind="remote-refused"]').count(), 0);
    const resignation = await sentLink(alice.page);
    await alice.page.screenshot({ path: path.join(SHOTS, 'phone-resign-by-link-390.png'), fullPage: true });
    assert.notEqual(resignation, links[2]);
    await openLink(bob.page, resignation);
    assert.equal(await text(bob.page.locator('[data-kind="remote-accepted"]')), 'Your friend resigned: you won.');
    assert.equal(await text(bob.page.locator('.status')), 'You won — By resignation.');
    assert.equal(await bob.page.locator('[data-action="resign"]').isDisabled(), true);
    // The game is over: Bob has no link left to send.
    assert.equal(await bob.page.locator('[data-kind="remote-link"]').count(), 0);
    await bob.page.screenshot({ path: path.join(SHOTS, 'phone-resigned-friend-390.png'), fullPage: true });
    // It stays so after a reload, and in Bob's list of games.
    await bob.page.reload();
    await board(bob.page);
    assert.equal(await text(bob.page.locator('.status')), 'You won — By resignation.');
    const id = await gameId(bob.page);
    await tap(bob.page.locator('.topbar .brand'));
    assert.equal(await text(bob.page.locator(`.saved-game[data-id="${id}"] .saved-game-status`)), 'You won');
    noProblems(alice.problems, bob.problems);
  } finally {
    for (const phone of phones) await phone.close();
  }
});

test('two phones play Deblockle by link, tip and hop by taps with Confirm moves on', async () => {
  const phones = [await launchPhone(), await launchPhone()];
  try {
    const [gold, blue] = await Promise.all(phones.map((browser) => phonePage(browser)));
    await gold.page.goto(`${suite.server.url}#/play?game=deblockle&opponent=link&human=first&position=${encodeURIComponent(EXAMPLE_START)}&id=deb6p`);
    await board(gold.page);
    const moves = ['e1-e2:g1', 'c5-c4:d4', 'c1-d1:c1', 'd4-d3:d1', 'c3-c2:b2', 'e5-e6:f7'];
    const play = (page, move) => {
      const [path, hopTo] = move.split(':');
      const [from, tipTo] = path.split('-');
      return tapDeblockle(page, from, { tipTo, hopTo });
    };
    await passLinks(gold, blue, moves, play);
    assert.equal(await boardPosition(gold.page), await boardPosition(blue.page));
    assert.deepEqual(await gold.page.locator('.move-list [data-move]').evaluateAll((els) => els.map((el) => el.dataset.move)), moves);
    noProblems(gold.problems, blue.problems);
  } finally {
    for (const phone of phones) await phone.close();
  }
});
