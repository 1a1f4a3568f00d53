// The play screen for a newcomer: no accidental moves (a double click or
// tap on Capture, a click beside the capture picker, Resign), the way back
// from the new-game dialog, every screen fitting a phone in every language,
// the hint and the picker explaining themselves, kept games listed once,
// shared games keeping their opponent, remembered settings, and the move
// list in sight on a phone held sideways.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  openGame, boardPosition, parseCephalopod, startFresh, watchPage, SCREENSHOTS, serveAppAndLaunch,
  gameId, storedGame, storedGames, placeDice as place } from './support.mjs';

const suite = serveAppAndLaunch();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LANDSCAPE = { width: 844, height: 390 };
/** Four White 1s around b2 and Black 1s: b2 can capture 2, 3 or 4 of them. */
const CROSS = '.b1./w1.w1/.b1. w';
const CROSS_GAME = `game=cephalopod&opponent=friend&size=3x3&position=${encodeURIComponent(CROSS)}`;
const EXAMPLE_START = '..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g';
const SHOTS = process.env.CUBEPLAY_SHOTS ?? SCREENSHOTS;

const square = (page, name) => page.locator(`svg.board [data-square="${name}"]`);


/** Waits until the human (White) is to move again after the AI's reply. */
async function waitForWhite(page) {
  await page.waitForFunction(() => {
    const position = document.querySelector('svg.board')?.getAttribute('data-position') ?? '';
    return position.endsWith(' w') && document.querySelector('.status[data-state="turn"]');
  }, null, { timeout: 15000 });
}

/** Opens the picker on b2 of CROSS and chooses a2 and b3 (a legal capture). */
async function pickTwo(page) {
  await square(page, 'b2').click();
  await page.locator('.picker').waitFor();
  await square(page, 'a2').click();
  await square(page, 'b3').click();
  await page.waitForFunction(() => document.querySelector('.picker-sum')?.dataset.sum === '2');
}

/** Nothing but the capture happened: no dialog, the board not flipped. */
async function assertOnlyTheCapture(page) {
  await page.waitForFunction(() => !document.querySelector('.picker'));
  await page.waitForTimeout(300);
  assert.equal(await boardPosition(page), '.../.w2w1/.b1. b');
  assert.equal(await page.locator('.dialog').count(), 0, 'no dialog opened');
  assert.equal(await page.locator('svg.board').getAttribute('data-flipped'), 'false');
  assert.equal(await page.locator('.move-list [data-move]').count(), 1);
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`double-clicking Capture at ${viewport.width}x${viewport.height} captures and opens nothing else`, async () => {
    const { page, problems } = await openGame(suite.browser, suite.server, CROSS_GAME, viewport);
    await pickTwo(page);
    await page.getByRole('button', { name: 'Capture' }).dblclick();
    await assertOnlyTheCapture(page);
    assert.deepEqual(problems.pageErrors, []);
    await page.close();
  });
}

test('a fast double tap on Capture captures and opens nothing else', async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}#/play?${CROSS_GAME}`);
    await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
    for (const name of ['b2', 'a2', 'b3']) {
      const box = await square(page, name).boundingBox();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(150);
    }
    await page.waitForFunction(() => document.querySelector('.picker-sum')?.dataset.sum === '2');
    const capture = page.getByRole('button', { name: 'Capture' });
    await capture.scrollIntoViewIfNeeded();
    const box = await capture.boundingBox();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.touchscreen.tap(x, y);
    await page.waitForTimeout(120);
    await page.touchscreen.tap(x + 2, y + 1);
    await assertOnlyTheCapture(page);
  } finally {
    await browser.close();
  }
});

test('a click beside the open capture picker keeps it open, says why, and plays nothing; Cancel closes it', async () => {
  const { page } = await openGame(suite.browser, suite.server, CROSS_GAME);
  await square(page, 'b2').click();
  await page.locator('.picker').waitFor();
  await square(page, 'a2').click();
  // a1 is empty and could be played (it captures a2 and b1): not now.
  await square(page, 'a1').click();
  await page.waitForTimeout(300);
  assert.equal(await page.locator('.picker').count(), 1, 'the picker stays open');
  assert.equal(await page.locator('.picker-sum').getAttribute('data-sum'), '1', 'a2 stays chosen');
  assert.equal((await page.locator('.status').textContent()).trim(),
    'Only the marked dice next to b2 can be captured; to play elsewhere, first choose “Cancel”.');
  assert.equal(await boardPosition(page), CROSS);
  assert.equal(await page.locator('.move-list [data-move]').count(), 0);
  // Cancel closes it; the next click plays as usual.
  await page.locator('.picker').getByRole('button', { name: 'Cancel' }).click();
  await page.waitForFunction(() => !document.querySelector('.picker'));
  assert.equal((await page.locator('.status').textContent()).trim(), 'White to move');
  await square(page, 'a1').click();
  await page.waitForFunction((old) => document.querySelector('svg.board').getAttribute('data-position') !== old, CROSS);
  assert.equal(await boardPosition(page), '.b1./..w1/w2.. b');
  await page.close();
});

test('New game, then Cancel, during a game goes back to the board', async () => {
  const { page } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=friend&size=3x3');
  await place(page, ['a1', 'c3']);
  const hash = await page.evaluate(() => location.hash);
  await page.locator('[data-action="new-game"]').click();
  await page.locator('.new-game-dialog').waitFor();
  await page.locator('.new-game-dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.waitForFunction(() => !document.querySelector('.new-game-dialog'));
  assert.equal(await page.evaluate(() => location.hash), hash);
  assert.equal(await boardPosition(page), '..b1/.../w1.. w');
  assert.equal(await page.locator('.move-list [data-move]').count(), 2);
  // Start in the same dialog does start a new game, under an id of its own.
  await page.locator('[data-action="new-game"]').click();
  await page.locator('.new-game-dialog [data-action="start"]').click();
  await page.waitForFunction((old) => location.hash !== old && location.hash.startsWith('#/game/'), hash);
  assert.equal(await page.locator('.move-list [data-move]').count(), 0);
  assert.equal(Object.keys(await storedGames(page)).length, 2);
  await page.close();
});

test('Resign asks first; Undo after a resign brings back the position before it', async () => {
  const { page } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=ai&level=1&human=first&size=3x3');
  await place(page, ['a1']);
  await waitForWhite(page);
  // The AI's reply is not fixed: take a corner it left empty, where at most
  // one neighbour holds a die (so no capture is asked for).
  const { dice } = parseCephalopod(await boardPosition(page));
  const neighbours = { c3: ['b3', 'c2'], c1: ['b1', 'c2'], a3: ['a2', 'b3'] };
  const quiet = Object.keys(neighbours).find((name) => !dice[name]
    && neighbours[name].filter((next) => dice[next]).length < 2);
  await place(page, [quiet]);
  await waitForWhite(page);
  const before = await boardPosition(page);
  const moves = await page.locator('.move-list [data-move]').count();
  assert.equal(moves, 4);
  const resign = page.locator('[data-action="resign"]');
  await resign.click();
  const confirm = page.locator('[data-kind="resign-confirm"]');
  await confirm.waitFor();
  assert.equal(await page.locator('.result-dialog').count(), 0, 'one click does not resign');
  assert.equal(await confirm.locator('#resign-question').textContent(), 'Resign this game?');
  // The keyboard focus waits on No.
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'resign-no');
  await confirm.locator('[data-action="resign-no"]').click();
  await page.waitForFunction(() => !document.querySelector('[data-kind="resign-confirm"]'));
  assert.equal(await page.locator('.status').getAttribute('data-state'), 'turn');
  // A double click on Resign only asks.
  await resign.dblclick();
  await confirm.waitFor();
  assert.equal(await page.locator('.result-dialog').count(), 0);
  await confirm.locator('[data-action="resign-yes"]').click();
  const dialog = page.locator('.result-dialog');
  await dialog.waitFor();
  assert.equal(await dialog.locator('h2').textContent(), 'You lost');
  await dialog.getByRole('button', { name: 'View board' }).click();
  await page.locator('[data-action="undo"]').click();
  await page.waitForFunction(() => document.querySelector('.status')?.dataset.state === 'turn');
  assert.equal(await boardPosition(page), before);
  assert.equal(await page.locator('.move-list [data-move]').count(), moves);
  assert.equal(await page.locator('.move-list .move.undone').count(), 0, 'no move was taken back');
  await page.close();
});

/** Every element of the page inside the viewport's width, and no box that scrolls sideways. */
async function widthProblems(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const name = (el) => el.tagName.toLowerCase()
      + (el.id ? `#${el.id}` : '')
      + (typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '');
    const found = [];
    if (document.documentElement.scrollWidth > width) found.push(`page ${document.documentElement.scrollWidth} px wide`);
    if (window.innerWidth > width + 20) found.push(`viewport ${window.innerWidth}`);
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('.visually-hidden, .board-help, svg *')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > width + 0.5 || box.left < -0.5) found.push(`${name(el)} ${Math.round(box.left)}..${Math.round(box.right)}`);
      const style = getComputedStyle(el);
      const scrolls = ['auto', 'scroll'].includes(style.overflowX);
      if (scrolls && !['TEXTAREA', 'INPUT'].includes(el.tagName) && el.scrollWidth > el.clientWidth + 1) {
        found.push(`${name(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
      }
    }
    return found.slice(0, 12);
  });
}

/** The screens of the app, each with its panels, as [name, hash, steps]. */
const SCREENS = [
  ['home', '#/', []],
  ['new Deblockle game', '#/', [(page) => page.locator('.game-card button[data-game="deblockle"]').click(), '.new-game-dialog']],
  ['new Cephalopod game', '#/', [(page) => page.locator('.game-card button[data-game="cephalopod"]').click(), '.new-game-dialog']],
  ['Cephalopod play', `#/play?game=cephalopod&opponent=ai&level=1&human=first&size=3x3&position=${encodeURIComponent(CROSS)}`, [
    async (page) => {
      await page.locator('[data-action="hint"]').click();
      await page.locator('svg.board .square.hint').first().waitFor({ timeout: 15000 });
    },
    async (page) => {
      await square(page, 'b2').click();
      await page.locator('.picker').waitFor();
      await square(page, 'a2').click();
      await page.waitForFunction(() => document.querySelector('.picker-sum')?.dataset.sum === '1');
    },
    'panels',
    // Last: the resign question (a game that ends at once shows its result).
    async (page) => {
      await page.locator('[data-action="resign"]').click();
      await page.locator('[data-kind="resign-confirm"], .result-dialog').first().waitFor();
    },
  ]],
  ['Deblockle play', `#/play?game=deblockle&opponent=friend&position=${encodeURIComponent(EXAMPLE_START)}`, [
    async (page) => {
      await page.locator('svg.board [data-block="e1"] [data-face="top"]').click();
    },
    'panels',
  ]],
  ['Deblockle set-up', '#/play?game=deblockle&opponent=ai&level=1&human=first&setup=hand&gold=2&blue=3&seed=5', []],
  ['Deblockle rules', '#/rules/deblockle', []],
  ['Cephalopod rules', '#/rules/cephalopod', []],
  ['Cephalopod embed', `#/embed?game=cephalopod&size=3x3&position=${encodeURIComponent(CROSS)}`, []],
  ['Deblockle embed', `#/embed?game=deblockle&position=${encodeURIComponent(EXAMPLE_START)}`, []],
];

/** The dialogs of the play screen's panel, opened one after another. */
async function eachPanel(page, check) {
  for (const action of ['share', 'export', 'open-import', 'embed']) {
    await page.locator(`.side-panel [data-action="${action}"]`).click();
    await page.locator('.keep-dialog').waitFor({ timeout: 5000 }).catch(async (error) => {
      await page.screenshot({ path: path.join(SHOTS, `failed-${action}.png`) });
      throw error;
    });
    await check(`${action} dialog`);
    await page.locator('.keep-dialog [data-action="close-dialog"]').click();
    await page.waitForFunction(() => !document.querySelector('.keep-dialog'));
    // A click at the same spot right after would be taken for a double click.
    await page.waitForTimeout(400);
  }
}

for (const code of ['en', 'hu', 'kn']) {
  test(`in ${code}, no screen is wider than 390 px at 390x844`, async () => {
    const page = await suite.browser.context.newPage();
    await page.setViewportSize(PHONE);
    await startFresh(page);
    await page.addInitScript((language) => {
      if (location.protocol.startsWith('http')) localStorage.setItem('cubeplay.language', language);
    }, code);
    const problems = watchPage(page, suite.server.origin);
    const wide = {};
    const visited = [];
    try {
      for (const [name, hash, steps] of SCREENS) {
        // A fresh document for each screen, as a newcomer opening each
        // address anew: a change of hash alone keeps it, a change of the
        // query does not.
        await page.goto(`${suite.server.url}?screen=${visited.length}${hash}`);
        await page.locator('svg.board, .rules-main h1, .home h1').first().waitFor({ timeout: 20000 });
        assert.equal(await page.evaluate(() => document.documentElement.lang), code);
        const check = async (what) => {
          await page.waitForTimeout(150);
          const found = await widthProblems(page);
          visited.push(what);
          if (found.length) wide[what] = found;
        };
        await check(name);
        for (const step of steps) {
          if (step === 'panels') {
            await eachPanel(page, (dialog) => check(`${name}, ${dialog}`));
          } else if (typeof step === 'string') {
            await page.locator(step).waitFor();
            await check(`${name}, ${step}`);
          } else {
            await step(page);
            await check(`${name}, step ${steps.indexOf(step) + 1}`);
          }
        }
      }
    } finally {
      // Later tests read English.
      await page.evaluate(() => localStorage.removeItem('cubeplay.language'));
      await page.close();
    }
    assert.deepEqual(wide, {}, `too wide in ${code}`);
    assert.equal(visited.length, 26, visited.join('; '));
    assert.deepEqual(problems.pageErrors, []);
  });
}

test('the hint marks its placement as a placement, apart from its captures', async () => {
  const { page } = await openGame(suite.browser, suite.server,
    `game=cephalopod&opponent=ai&level=1&human=first&size=3x3&position=${encodeURIComponent(CROSS)}`);
  await page.locator('[data-action="hint"]').click();
  await page.locator('svg.board .square.hint').first().waitFor({ timeout: 15000 });
  const marks = await page.evaluate(() => [...document.querySelectorAll('svg.board .square.hint')].map((g) => ({
    square: g.dataset.square,
    place: g.classList.contains('hint-place') && !!g.querySelector('.hint-place-mark'),
    capture: g.classList.contains('hint-capture') && !!g.querySelector('.hint-capture-mark'),
    die: !!g.querySelector('.die'),
  })));
  const places = marks.filter((m) => m.place);
  assert.equal(places.length, 1, JSON.stringify(marks));
  assert.equal(places[0].die, false, 'the placement is on an empty square');
  assert.ok(marks.filter((m) => !m.place).every((m) => m.capture && m.die), JSON.stringify(marks));
  await page.close();
});

test('the capture picker says why Capture waits, and its preview die shows the sum', async () => {
  const { page } = await openGame(suite.browser, suite.server, CROSS_GAME);
  await square(page, 'b2').click();
  await page.locator('.picker').waitFor();
  const ghostPips = () => page.locator('svg.board [data-square="b2"] .die.ghost').getAttribute('data-pips');
  assert.equal(await page.locator('.picker-sum').getAttribute('data-sum'), '0');
  assert.equal(await ghostPips(), '0');
  assert.equal(await page.locator('svg.board [data-square="b2"] .die.ghost .pip').count(), 0);
  await square(page, 'a2').click();
  assert.equal(await page.locator('.picker-sum').getAttribute('data-sum'), '1');
  assert.equal(await ghostPips(), '1');
  assert.equal(await page.locator('.picker-reason').textContent(), 'Choose at least two dice.');
  const capture = page.getByRole('button', { name: 'Capture' });
  assert.ok(await capture.isDisabled());
  assert.equal(await capture.getAttribute('aria-describedby'), 'picker-reason');
  // Chosen dice carry a tick; the others a frame; no dashes anywhere.
  assert.equal(await page.locator('svg.board [data-square="a2"] .chosen-mark').count(), 1);
  assert.equal(await page.locator('svg.board .chosen-mark').count(), 1);
  await square(page, 'b3').click();
  assert.equal(await ghostPips(), '2');
  assert.equal(await page.locator('.picker-reason').count(), 0);
  assert.ok(await capture.isEnabled());
  const dashed = await page.evaluate(() => [...document.querySelectorAll('svg.board *')]
    .filter((el) => !['none', ''].includes(getComputedStyle(el).strokeDasharray)).length);
  assert.equal(dashed, 0, 'no dashed outline on the board');
  await page.close();
});

test('a game imported while its copy is kept is listed once', async () => {
  const { page } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=friend&size=3x3');
  await place(page, ['a1', 'c3']);
  const id = await gameId(page);
  await page.locator('[data-action="export"]').click();
  const text = await page.locator('textarea[data-kind="record"]').inputValue();
  await page.locator('[data-action="close-dialog"]').click();
  await page.locator('[data-action="open-import"]').click();
  await page.locator('textarea[data-kind="import"]').fill(text);
  await page.locator('[data-action="import"]').click();
  await page.locator('[data-kind="import"]').waitFor({ state: 'detached' });
  // The copy opens the game kept already: one game, under its first id.
  assert.equal(await gameId(page), id);
  await page.locator('svg.board[data-position="..b1/.../w1.. w"]').waitFor();
  assert.deepEqual(Object.keys(await storedGames(page)), [`cubeplay.game.${id}`]);
  await page.goto(`${suite.server.url}#/`);
  await page.locator('.kept-games').waitFor();
  assert.deepEqual(
    await page.locator('.saved-game').evaluateAll((rows) => rows.map((row) => row.dataset.id)),
    [id],
  );
  await page.close();
});

/** FNV-1a, as the share link's checksum. */
function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

test('a shared game against the computer opens against the computer; an old link as two players', async () => {
  const { page } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=ai&level=3&human=first&size=3x3');
  await place(page, ['a1']);
  await waitForWhite(page);
  const position = await boardPosition(page);
  await page.locator('[data-action="share"]').click();
  const link = await page.locator('input[data-kind="link"]').inputValue();
  assert.match(link, /;a=b3;m=a1,[a-c][1-3];k=[0-9a-f]{8}$/);
  await page.close();

  const other = await suite.browser.context.newPage();
  await other.goto('about:blank');
  await other.goto(link);
  await other.locator(`svg.board[data-position="${position}"]`).waitFor({ timeout: 20000 });
  assert.match(await storedGame(other), /\nquery=game=cephalopod&opponent=ai&level=3&human=first&/);
  assert.match(await other.locator('.status').textContent(), /^Your turn \(White\)/);

  // The same link as written before the opponent was carried.
  const body = link.slice(link.indexOf('#') + 1).replace(/;k=\w+$/, '').replace(';a=b3', '');
  await other.goto('about:blank');
  await other.goto(`${suite.server.url}#${body};k=${fnv1a(body)}`);
  await other.locator(`svg.board[data-position="${position}"]`).waitFor({ timeout: 20000 });
  assert.match(await storedGame(other), /\nquery=game=cephalopod&opponent=friend&/);
  await other.close();
});

test('the new-game dialog remembers the last settings', async () => {
  const page = await suite.browser.context.newPage();
  await startFresh(page);
  await page.goto(`${suite.server.url}#/`);
  await page.locator('.game-card button[data-game="cephalopod"]').click();
  const dialog = page.locator('.new-game-dialog');
  const pick = (group, text) => dialog.getByRole('group', { name: group }).getByRole('button', { name: text, exact: true });
  await pick('Level', '4 · Hard').click();
  await pick('You play', 'Black').click();
  await pick('Board size', '3×3').click();
  await dialog.locator('[data-action="start"]').click();
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  assert.match(await storedGame(page), /\nquery=game=cephalopod&opponent=ai&level=4&human=second&size=3x3&/);
  // On the play screen and after a reload of the home page alike.
  await page.locator('[data-action="new-game"]').click();
  for (const [group, text] of [['Level', '4 · Hard'], ['You play', 'Black'], ['Board size', '3×3']]) {
    assert.equal(await pick(group, text).getAttribute('aria-pressed'), 'true', `${group} ${text}`);
  }
  await page.goto(`${suite.server.url}#/`);
  await page.reload();
  await page.locator('.game-card button[data-game="cephalopod"]').click();
  assert.equal(await pick('Level', '4 · Hard').getAttribute('aria-pressed'), 'true');
  assert.equal(await pick('Level', '2 · Easy').getAttribute('aria-pressed'), 'false');
  // Each game keeps its own.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.locator('.game-card button[data-game="deblockle"]').click();
  assert.equal(await pick('Level', '2 · Easy').getAttribute('aria-pressed'), 'true');
  await page.evaluate(() => {
    localStorage.removeItem('cubeplay.settings.cephalopod');
    localStorage.removeItem('cubeplay.settings.deblockle');
  });
  await page.close();
});

test('on a phone held sideways the move list is in sight', async () => {
  const { page } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=friend&size=5x5', LANDSCAPE);
  await place(page, ['a1', 'e5', 'a5', 'e1', 'c3', 'b4']);
  const seen = await page.evaluate(() => {
    const items = [...document.querySelectorAll('.move-list [data-move]')];
    return items.map((item) => {
      const box = item.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!hit && item.contains(hit);
    });
  });
  assert.deepEqual(seen, [true, true, true, true, true, true], 'every move is on screen, not hidden in a box');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 844));
  await page.close();
});

test('screenshots of the Cephalopod play screen: picker, hint, resign', async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [PHONE, DESKTOP, LANDSCAPE]) {
    const size = `${viewport.width}x${viewport.height}`;
    const { page } = await openGame(suite.browser, suite.server,
      'game=cephalopod&opponent=ai&level=1&human=first&size=5x5', viewport);
    // Three moves on the first free squares of a few (the computer's replies vary).
    for (let turn = 0; turn < 3; turn++) {
      const position = await boardPosition(page);
      const free = ['b2', 'c3', 'b4', 'd2', 'd4', 'a1'].find((name) => !parseCephalopod(position).dice[name]);
      await place(page, [free]);
      await waitForWhite(page);
    }
    await page.locator('[data-action="hint"]').click();
    await page.locator('svg.board .square.hint').first().waitFor({ timeout: 15000 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `newcomer-cephalopod-hint-${size}.png`) });
    await page.locator('[data-action="resign"]').click();
    await page.locator('[data-kind="resign-confirm"]').waitFor();
    await page.screenshot({ path: path.join(SHOTS, `newcomer-cephalopod-resign-${size}.png`) });
    await page.locator('[data-action="resign-no"]').click();
    await page.close();

    const picker = await openGame(suite.browser, suite.server, CROSS_GAME.replace('friend', 'ai&level=1&human=first'), viewport);
    await square(picker.page, 'b2').click();
    await picker.page.locator('.picker').waitFor();
    await square(picker.page, 'a2').click();
    await picker.page.waitForTimeout(300);
    await picker.page.screenshot({ path: path.join(SHOTS, `newcomer-cephalopod-picker-${size}.png`) });
    await picker.page.close();
    // After a capture: crosses where the dice were taken.
    const captured = await openGame(suite.browser, suite.server, CROSS_GAME, viewport);
    await pickTwo(captured.page);
    await captured.page.getByRole('button', { name: 'Capture' }).click();
    await captured.page.locator('svg.board .vacated-mark').first().waitFor();
    await captured.page.mouse.move(0, 0);
    await captured.page.waitForTimeout(400);
    await captured.page.screenshot({ path: path.join(SHOTS, `newcomer-cephalopod-captured-${size}.png`) });
    await captured.page.close();
  }
});
