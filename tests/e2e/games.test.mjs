// Every game under its own id: two tabs hold two games and each comes back
// after a reload; one game in two tabs stays in step; games saved in the
// old format (one slot and a recent list) migrate and go on; storage that
// refuses to store gets a notice while play goes on; the home page lists
// the games, and a deleted one comes back with Undo.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, boardPosition, watchPage, startServer, gameId, storedGame, storedGames, placeDice as place } from './support.mjs';

let server;
before(async () => { server = await startServer(); });
after(async () => { await server?.close(); });

const FRIEND = 'game=cephalopod&opponent=friend';

/** Each test has a browser of its own: its storage starts empty. */
async function withBrowser(run) {
  const browser = await launchBrowser();
  try {
    await run(browser.context);
  } finally {
    await browser.close();
  }
}

async function open(context, hash) {
  const page = await context.newPage();
  const problems = watchPage(page, server.origin);
  await page.goto(`${server.url}${hash}`);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  return { page, problems };
}


function noProblems(problems) {
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.foreignRequests, []);
}

test('two tabs hold two different games, and each has its own after a reload', () => withBrowser(async (context) => {
  const small = await open(context, `#/play?${FRIEND}&size=3x3`);
  const large = await open(context, `#/play?${FRIEND}&size=5x5`);
  await place(small.page, ['a1', 'c3']);
  await place(large.page, ['a1', 'e5', 'c3']);
  await place(small.page, ['a3']);
  const smallPosition = await boardPosition(small.page);
  const largePosition = await boardPosition(large.page);
  assert.equal(smallPosition, 'w1.b1/.../w1.. b');
  assert.equal(largePosition, '....b1/...../..w1../...../w1.... b');
  const smallId = await gameId(small.page);
  const largeId = await gameId(large.page);
  assert.notEqual(smallId, largeId);
  assert.deepEqual(Object.keys(await storedGames(small.page)),
    [`cubeplay.game.${smallId}`, `cubeplay.game.${largeId}`].sort());
  for (const [tab, position, id, moves] of [
    [small, smallPosition, smallId, 3], [large, largePosition, largeId, 3],
  ]) {
    await tab.page.reload();
    await tab.page.locator(`svg.board[data-position="${position}"]`).waitFor({ timeout: 20000 });
    assert.equal(await gameId(tab.page), id);
    assert.equal(await tab.page.locator('.move-list [data-move]').count(), moves);
  }
  // Back to the start of the history, then forward again: the game, not a new one.
  await small.page.goBack();
  await small.page.goForward();
  await small.page.locator(`svg.board[data-position="${smallPosition}"]`).waitFor();
  assert.equal(Object.keys(await storedGames(small.page)).length, 2);
  noProblems(small.problems);
  noProblems(large.problems);
}));

test('one game open in two tabs: a move in either appears in the other', () => withBrowser(async (context) => {
  const first = await open(context, `#/play?${FRIEND}&size=3x3`);
  await place(first.page, ['a1']);
  const id = await gameId(first.page);
  const second = await open(context, `#/game/${id}`);
  assert.equal(await boardPosition(second.page), '.../.../w1.. b');
  await place(first.page, ['c3']);
  await second.page.locator('svg.board[data-position="..b1/.../w1.. w"]').waitFor();
  await place(second.page, ['a3']);
  await first.page.locator('svg.board[data-position="w1.b1/.../w1.. b"]').waitFor();
  assert.equal(await first.page.locator('.move-list [data-move]').count(), 3);
  // Undo in one tab is an undo in the other; the redo line stays.
  await first.page.locator('[data-action="undo"]').click();
  await second.page.locator('svg.board[data-position="..b1/.../w1.. w"]').waitFor();
  assert.equal(await second.page.locator('[data-action="redo"]').isEnabled(), true);
  const stored = await storedGame(second.page);
  assert.match(stored, /\ncursor=2\n/);
  assert.match(stored, /\n1\. White a1\n2\. Black c3\n3\. White a3\n$/);
  assert.equal(Object.keys(await storedGames(first.page)).length, 1);
  noProblems(first.problems);
  noProblems(second.problems);
}));

const RECORD_3X3 = [
  'cubeplay-record 1', '[Game "cephalopod"]', '[Size "3x3"]', '[White "human"]', '[Black "human"]',
  '[Date "2026-11-30"]', '[Start ".../.../... w"]', '[Result "unfinished"]', '', '1. White a1', '',
].join('\n');
const RECORD_2X2 = [
  'cubeplay-record 1', '[Game "cephalopod"]', '[Size "2x2"]', '[White "human"]', '[Black "AI level 3"]',
  '[Date "2026-11-29"]', '[Start "../.. w"]', '[Result "unfinished"]', '', '1. White a1', '2. Black b2', '',
].join('\n');
const OLD_CURRENT = `cubeplay-saved 1\nquery=${FRIEND}&size=3x3\ncursor=1\nresigned=none\nsaved=1764400000000\nfinished=0\n${RECORD_3X3}`;
const OLD_FINISHED = 'cubeplay-saved 1\nquery=game=cephalopod&opponent=ai&level=3&human=first&size=2x2&id=x7\n'
  + `cursor=2\nresigned=second\nsaved=1764300000000\nfinished=1\n${RECORD_2X2}`;
const OLD_DAMAGED = 'cubeplay-saved 1\nquery=game=cephalopod\ncursor=two';

test('games saved in the old format migrate, and the game goes on under its id', () => withBrowser(async (context) => {
  const page = await context.newPage();
  const problems = watchPage(page, server.origin);
  await page.addInitScript(([current, recent]) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cubeplay.game', current);
      localStorage.setItem('cubeplay.recent', recent);
      sessionStorage.setItem('seeded', '1');
    }
  }, [OLD_CURRENT, [OLD_CURRENT, OLD_FINISHED, OLD_DAMAGED].join('\n%%\n')]);
  await page.goto(`${server.url}#/`);
  await page.locator('.kept-games').waitFor({ timeout: 20000 });
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  const migrated = keys.find((key) => key.startsWith('cubeplay.game.') && key !== 'cubeplay.game.x7');
  const id = migrated.slice('cubeplay.game.'.length);
  assert.match(id, /^[0-9a-z]{13}$/);
  assert.deepEqual(keys, ['cubeplay.damaged.1', migrated, 'cubeplay.game.x7', 'cubeplay.schema'].sort());
  const value = (key) => page.evaluate((k) => localStorage.getItem(k), key);
  assert.equal(await value(migrated),
    `cubeplay-saved 3\nid=${id}\nquery=${FRIEND}&size=3x3&id=${id}\ncursor=1\nresigned=none\nsaved=1764400000000\nfinished=0\n${RECORD_3X3}`);
  assert.equal(await value('cubeplay.game.x7'), `cubeplay-saved 3\nid=x7\n${OLD_FINISHED.slice('cubeplay-saved 1\n'.length)}`);
  assert.equal(await value('cubeplay.damaged.1'), OLD_DAMAGED);
  assert.equal(await value('cubeplay.schema'), '3');
  // The damaged entry is reported; the games are listed, in progress first.
  assert.match(await page.locator('[data-kind="migration-damaged"]').textContent(),
    /^Games saved by an older version that could not be read were kept unchanged: cubeplay\.damaged\.1\.$/);
  assert.deepEqual(await page.locator('.saved-game').evaluateAll((rows) => rows.map((row) => row.dataset.id)), [id, 'x7']);
  // White, the person, beat the computer.
  assert.equal(await page.locator('.saved-game[data-id="x7"] .saved-game-status').textContent(), 'You won');
  assert.match(await page.locator('.saved-game[data-id="x7"]').textContent(), /against the computer, level 3 \(Medium\)/);

  // The migrated game opens, takes a move and keeps it under its id.
  await page.locator(`.saved-game[data-id="${id}"] [data-action="open-game"]`).click();
  await page.locator('svg.board[data-position=".../.../w1.. b"]').waitFor();
  await place(page, ['c3']);
  assert.match(await storedGame(page), /\ncursor=2\n[^]*\n1\. White a1\n2\. Black c3\n$/);
  await page.reload();
  await page.locator('svg.board[data-position="..b1/.../w1.. w"]').waitFor({ timeout: 20000 });
  assert.equal(await gameId(page), id);
  // Nothing migrates twice.
  assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).sort()), keys);
  noProblems(problems);
}));

test('storage that refuses to store: a notice, and play goes on in memory', () => withBrowser(async (context) => {
  const page = await context.newPage();
  const problems = watchPage(page, server.origin);
  await page.addInitScript(() => {
    Storage.prototype.setItem = function refuse() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto(`${server.url}#/play?${FRIEND}&size=3x3`);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  const notice = page.locator('[data-kind="storage-notice"]');
  assert.match(await notice.textContent(), /This browser is not saving games right now/);
  await place(page, ['a1', 'c3', 'a3']);
  assert.equal(await boardPosition(page), 'w1.b1/.../w1.. b');
  assert.equal(await page.locator('.move-list [data-move]').count(), 3);
  // The address stays the new game's: there is no kept game to name.
  assert.match(await page.evaluate(() => location.hash), /^#\/play\?/);
  assert.deepEqual(await storedGames(page), {});
  // Home, and back into the game kept in this page's memory.
  await page.locator('.brand').click();
  const row = page.locator('.saved-game');
  await row.first().waitFor();
  assert.equal(await row.count(), 1);
  await row.locator('[data-action="open-game"]').click();
  await page.locator('svg.board[data-position="w1.b1/.../w1.. b"]').waitFor();
  assert.equal(await notice.count(), 1);
  // In Hungarian and Kannada too (the choice itself cannot be stored either).
  await page.locator('.language-picker select').selectOption('hu');
  await page.waitForFunction(() => document.documentElement.lang === 'hu');
  assert.match(await notice.textContent(), /^A böngésző most nem menti a játszmákat/);
  await page.locator('.language-picker select').selectOption('kn');
  await page.waitForFunction(() => document.documentElement.lang === 'kn');
  assert.match(await notice.textContent(), /^ಈ ಬ್ರೌಸರ್ ಈಗ ಆಟಗಳನ್ನು ಉಳಿಸುತ್ತಿಲ್ಲ/);
  assert.equal(await boardPosition(page), 'w1.b1/.../w1.. b');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'tests/screenshots/storage-notice-390.png' });
  noProblems(problems);
}));

test('home lists games in progress first with a mini board; a deleted game comes back with Undo', () => withBrowser(async (context) => {
  const done = await open(context, `#/play?${FRIEND}&size=3x3`);
  await place(done.page, ['a1']);
  await done.page.locator('[data-action="resign"]').click();
  await done.page.locator('[data-action="resign-yes"]').click();
  await done.page.locator('.result-dialog').waitFor();
  const doneId = await gameId(done.page);
  // A rematch is a game of its own (empty, so not listed yet).
  await done.page.locator('.result-dialog button.primary').click();
  await done.page.locator('svg.board[data-position=".../.../... w"]').waitFor();
  await done.page.waitForFunction((old) => /^#\/game\/[0-9a-z]+$/.test(location.hash) && location.hash !== `#/game/${old}`, doneId);
  assert.equal(Object.keys(await storedGames(done.page)).length, 2);
  const { page, problems } = await open(context, `#/play?${FRIEND}&size=5x5`);
  await place(page, ['a1', 'e5']);
  const playingId = await gameId(page);
  await page.goto(`${server.url}#/`);
  await page.locator('.kept-games').waitFor();
  const ids = (kind) => page.locator(`.saved-games[data-kind="${kind}"] .saved-game`)
    .evaluateAll((rows) => rows.map((row) => row.dataset.id));
  assert.deepEqual(await ids('in-progress'), [playingId]);
  assert.deepEqual(await ids('finished'), [doneId]);
  const order = await page.locator('.saved-games').evaluateAll((lists) => lists.map((list) => list.dataset.kind));
  assert.deepEqual(order, ['in-progress', 'finished']);
  const playing = page.locator(`.saved-game[data-id="${playingId}"]`);
  assert.match(await playing.textContent(), /White to move/);
  assert.match(await playing.textContent(), /with a friend here · just now/);
  assert.equal(await playing.locator('svg.mini-board').count(), 1, 'a mini board');
  assert.equal(await playing.getAttribute('data-position'), '....b1/...../...../...../w1.... w');
  assert.equal(await playing.locator('svg.mini-board').getAttribute('aria-label'), 'Cephalopod, White to move');
  assert.equal(await playing.locator('svg.mini-board .die').count(), 2);
  // Black, to move after a1, resigned.
  assert.match(await page.locator(`.saved-game[data-id="${doneId}"]`).textContent(), /White wins/);

  const before = await storedGames(page);
  // The game's analysis board tree goes with it, and comes back with Undo.
  const treeKey = `cubeplay.analysis.${playingId}`;
  const tree = (id) => page.evaluate((key) => localStorage.getItem(key), id);
  await page.evaluate((key) => localStorage.setItem(key, 'the tree of this game'), treeKey);
  await playing.locator('[data-action="delete-game"]').click();
  await page.locator('[data-kind="game-deleted"]').waitFor();
  assert.match(await page.locator('[data-kind="game-deleted"]').textContent(), /Game deleted/);
  assert.equal(await playing.count(), 0);
  assert.deepEqual(Object.keys(await storedGames(page)),
    Object.keys(before).filter((key) => key !== `cubeplay.game.${playingId}`));
  assert.equal(Object.keys(before).length, 3);
  assert.equal(await tree(treeKey), null);
  await page.locator('[data-action="undo-delete"]').click();
  await playing.waitFor();
  assert.equal(await page.locator('[data-kind="game-deleted"]').count(), 0);
  assert.deepEqual(await storedGames(page), before);
  assert.equal(await tree(treeKey), 'the tree of this game');
  await page.screenshot({ path: 'tests/screenshots/home-games-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'tests/screenshots/home-games-390.png', fullPage: true });
  noProblems(problems);
  noProblems(done.problems);
}));

test('an unknown game id gets a message and a way home', () => withBrowser(async (context) => {
  const page = await context.newPage();
  const problems = watchPage(page, server.origin);
  await page.goto(`${server.url}#/game/nosuchgame1`);
  const message = await page.locator('[data-kind="missing-game"]').textContent({ timeout: 20000 });
  assert.match(message, /There is no saved game “nosuchgame1” in this browser/);
  // It is the home page: no board, the games and a new game are there.
  assert.equal(await page.locator('svg.board').count(), 0);
  await page.locator('.kept-games').waitFor();
  await page.locator('.game-card button[data-game="cephalopod"]').waitFor();
  noProblems(problems);
}));
