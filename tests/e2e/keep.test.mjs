// Keeping games: the game survives a reload (and the AI goes on), records
// go out and come back in (text and file), damaged records and links are
// refused with a message while the saved game stays as it was, share links
// open in a fresh browser, replay by buttons and keys, the home list.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  launchBrowser, openGame, boardPosition, parseCephalopod, startFresh, watchPage, serveAppAndLaunch,
  gameId, storedGame, placeDice as place } from './support.mjs';

const suite = serveAppAndLaunch();

const FRIEND_5X5 = 'game=cephalopod&opponent=friend&size=5x5';


async function moveList(page) {
  return page.locator('.move-list [data-move]').allTextContents();
}

/** Ids of the games the home page lists in a section, in order. */
async function listed(page, kind) {
  await page.locator('.kept-games').waitFor();
  return page.locator(`.saved-games[data-kind="${kind}"] .saved-game`)
    .evaluateAll((rows) => rows.map((row) => row.dataset.id));
}

test('three moves survive a reload; with the AI to move, it moves after the reload', async () => {
  const { page, problems } = await openGame(suite.browser, suite.server, FRIEND_5X5);
  await place(page, ['a1', 'e5', 'a5']);
  const position = await boardPosition(page);
  const moves = await moveList(page);
  assert.equal(moves.length, 3);
  // The address names the game; the reload opens that game.
  const id = await gameId(page);
  assert.match(await storedGame(page), new RegExp(`^cubeplay-saved 3\nid=${id}\n`));
  await page.reload();
  await page.locator('svg.board[data-position]').waitFor();
  assert.equal(await boardPosition(page), position);
  assert.deepEqual(await moveList(page), moves);
  assert.equal(await gameId(page), id);

  // Against the AI: reload while it is thinking; it answers after the reload.
  await page.goto(`${suite.server.url}#/play?game=cephalopod&opponent=ai&level=1&human=first&size=3x3`);
  await page.locator('svg.board[data-position=".../.../... w"]').waitFor();
  await page.locator('svg.board [data-square="a1"]').click();
  await page.locator('svg.board[data-position$=" b"]').waitFor();
  await page.reload();
  await page.locator('svg.board[data-position$=" w"]').waitFor({ timeout: 20000 });
  const after = parseCephalopod(await boardPosition(page));
  assert.equal(Object.keys(after.dice).length, 2, 'the AI placed its die after the reload');
  assert.equal(after.dice.a1.owner, 'w');
  assert.equal((await moveList(page)).length, 2);
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(problems.consoleErrors, []);
  await page.close();
});

test('export a record, start a new game, import it back; a damaged record changes nothing', async () => {
  const { page, problems } = await openGame(suite.browser, suite.server, FRIEND_5X5);
  await place(page, ['a1', 'e5', 'a5', 'e1']);
  const exported = await boardPosition(page);
  await page.locator('[data-action="export"]').click();
  const text = await page.locator('textarea[data-kind="record"]').inputValue();
  assert.match(text, /^cubeplay-record 1\n/);
  assert.match(text, /\n4\. Black e1\n/);
  // The download holds the same text.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-action="download"]').click(),
  ]);
  assert.match(download.suggestedFilename(), /^cubeplay-cephalopod-\d{4}-\d\d-\d\d\.txt$/);
  const stream = await download.createReadStream();
  let downloaded = '';
  for await (const chunk of stream) downloaded += chunk;
  assert.equal(downloaded, text);
  await page.locator('[data-action="close-dialog"]').click();
  const exportedId = await gameId(page);

  // A new game, then the record pasted back in.
  await page.goto(`${suite.server.url}#/play?game=cephalopod&opponent=friend&size=4x4`);
  await page.locator('svg.board[data-position="..../..../..../.... w"]').waitFor();
  await place(page, ['b2']);
  const smallId = await gameId(page);
  assert.notEqual(smallId, exportedId);
  await page.locator('[data-action="open-import"]').click();
  await page.locator('textarea[data-kind="import"]').fill(text);
  await page.locator('[data-action="import"]').click();
  await page.locator(`svg.board[data-position="${exported}"]`).waitFor();
  assert.equal((await moveList(page)).length, 4);
  // The record is the game kept already: it opens that game.
  assert.equal(await gameId(page), exportedId);

  // A damaged record: the message names the line; the game stays.
  const before = await storedGame(page);
  const damaged = text.replace('3. White a5', '3. White z9');
  await page.locator('[data-action="open-import"]').click();
  await page.locator('textarea[data-kind="import"]').fill(damaged);
  await page.locator('[data-action="import"]').click();
  const message = await page.locator('[data-kind="import-error"]').textContent();
  const line = damaged.split('\n').findIndex((l) => l.includes('z9')) + 1;
  assert.match(message, new RegExp(`line ${line}:`));
  await page.locator('[data-action="close-dialog"]').click();
  assert.equal(await boardPosition(page), exported);
  assert.equal(await storedGame(page), before);

  // The same record from a file, on the home page.
  await page.goto(`${suite.server.url}#/`);
  await page.locator('.kept-games [data-action="open-import"]').click();
  await page.locator('input[data-action="import-file"]').setInputFiles({
    name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from(text),
  });
  await page.locator(`svg.board[data-position="${exported}"]`).waitFor();
  assert.equal(await gameId(page), exportedId);
  // Both games are kept, the one with the latest move first.
  await page.goto(`${suite.server.url}#/`);
  assert.deepEqual(await listed(page, 'in-progress'), [smallId, exportedId]);
  const small = page.locator(`.saved-game[data-id="${smallId}"]`);
  assert.equal(await small.getAttribute('data-position'), '..../..../.w1../.... b');
  assert.match(await small.textContent(), /Black to move/);
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(problems.consoleErrors, []);
  await page.close();
});

test('a share link opens the game in a fresh browser; a corrupted one leaves the saved game', async () => {
  const { page } = await openGame(suite.browser, suite.server, FRIEND_5X5);
  await place(page, ['a1', 'e5', 'c3']);
  const position = await boardPosition(page);
  await page.locator('[data-action="share"]').click();
  const link = await page.locator('input[data-kind="link"]').inputValue();
  assert.ok(link.startsWith(`${suite.server.url}#v1;`), link);
  await page.close();

  const fresh = await launchBrowser();
  try {
    const other = await fresh.context.newPage();
    const problems = watchPage(other, suite.server.origin);
    await other.goto(link);
    await other.locator(`svg.board[data-position="${position}"]`).waitFor({ timeout: 20000 });
    assert.equal(await other.locator('.move-list [data-move]').count(), 3);
    // It is ready to go on: the next move is played.
    await other.locator('svg.board [data-square="e1"]').click();
    await other.locator('svg.board[data-position$=" w"]').waitFor();
    const sharedId = await gameId(other);
    const saved = await storedGame(other);
    assert.ok(saved.includes('4. Black e1'));
    const stored = () => other.evaluate((key) => localStorage.getItem(key), `cubeplay.game.${sharedId}`);

    // Corrupted and truncated links: a message, no crash, the save intact.
    for (const bad of [link.replace(/k=\w+$/, 'k=00000000'), link.slice(0, link.length - 12), `${suite.server.url}#garbage`]) {
      await other.goto('about:blank');
      await other.goto(bad);
      const message = await other.locator('[data-kind="link-error"]').textContent();
      assert.match(message, /damaged/);
      assert.equal(await stored(), saved);
      await other.locator(`.saved-game[data-id="${sharedId}"] [data-action="open-game"]`).waitFor();
    }
    // The message, reason included, in the reader's language.
    await other.evaluate(() => localStorage.setItem('cubeplay.language', 'hu'));
    await other.goto('about:blank');
    await other.goto(link.slice(0, link.length - 12));
    const hungarian = await other.locator('[data-kind="link-error"]').textContent();
    assert.match(hungarian, /sérült.*megosztási link, \d+\. karakter: a link hiányos/);
    assert.doesNotMatch(hungarian, /damaged|incomplete|character/);
    assert.deepEqual(problems.pageErrors, []);
    assert.deepEqual(problems.consoleErrors, []);
  } finally {
    await fresh.close();
  }
});

test('replay by buttons and arrow keys, and a finished game among the finished games', async () => {
  const { page, problems } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=friend&size=2x2');
  await place(page, ['a1', 'b2']);
  const positions = ['../.. w'];
  positions.push('../w1. b');
  positions.push('.b1/w1. w');
  assert.equal(await boardPosition(page), positions[2]);
  await page.locator('[data-action="replay-start"]').click();
  assert.equal(await boardPosition(page), positions[0]);
  await page.locator('[data-action="replay-forward"]').click();
  assert.equal(await boardPosition(page), positions[1]);
  await page.keyboard.press('ArrowRight');
  assert.equal(await boardPosition(page), positions[2]);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await boardPosition(page), positions[0]);
  await page.keyboard.press('End');
  assert.equal(await boardPosition(page), positions[2]);
  // Play on to the end: the first empty square each turn, the first
  // capture set when asked.
  for (let ply = 0; ply < 40 && !(await page.locator('.result-dialog').count()); ply++) {
    const position = parseCephalopod(await boardPosition(page));
    const empty = ['a1', 'b1', 'a2', 'b2'].find((name) => !position.dice[name]);
    const before = await boardPosition(page);
    await page.locator(`svg.board [data-square="${empty}"]`).click();
    const changed = page.waitForFunction(
      (old) => document.querySelector('svg.board')?.getAttribute('data-position') !== old, before,
    );
    const outcome = await Promise.race([
      changed.then(() => 'played'),
      page.locator('.picker').waitFor({ timeout: 5000 }).then(() => 'picker'),
    ]);
    if (outcome === 'picker') {
      const options = (await page.locator('.picker').getAttribute('data-options')).split(' ');
      for (const capture of options[0].split('=')[1].split('+')) {
        await page.locator(`svg.board [data-square="${capture}"]`).click();
      }
      await page.getByRole('button', { name: 'Capture' }).click();
      await changed;
    }
  }
  await page.locator('.result-dialog').waitFor();
  const final = await boardPosition(page);
  await page.goto(`${suite.server.url}#/`);
  const entry = page.locator('.saved-games[data-kind="finished"] .saved-game').first();
  assert.match(await entry.textContent(), /You won|You lost|Draw/);
  await entry.locator('[data-action="open-game"]').click();
  await page.locator(`svg.board[data-position="${final}"]`).waitFor();
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(problems.consoleErrors, []);
  await page.close();
});

test('the home page lists the game in progress and opens it', async () => {
  const page = await suite.browser.context.newPage();
  await startFresh(page);
  await page.goto(`${suite.server.url}#/play?${FRIEND_5X5}`);
  await page.locator('svg.board[data-position]').waitFor();
  await place(page, ['a1']);
  const position = await boardPosition(page);
  const id = await gameId(page);
  await page.goto(`${suite.server.url}#/`);
  assert.deepEqual(await listed(page, 'in-progress'), [id]);
  await page.locator('.saved-games[data-kind="in-progress"] [data-action="open-game"]').click();
  await page.locator(`svg.board[data-position="${position}"]`).waitFor();
  assert.equal(await gameId(page), id);
  await page.close();
});

test('a Deblockle start whose side to move cannot move is refused by address and link, in Hungarian', async () => {
  // Blue's only block a7 is boxed in by Gold: Blue cannot move, Gold can.
  const stuck = 'bTCgTC...../gTC....../......./......./....gTC../......./....... b';
  const body = `v1;g=d;n=0;r=1;p=${stuck.replace(' ', '_')};m=`;
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(body)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  const link = `${suite.server.url}#${body};k=${hash.toString(16).padStart(8, '0')}`;
  const fresh = await launchBrowser();
  try {
    const page = await fresh.context.newPage();
    const problems = watchPage(page, suite.server.origin);
    await page.goto(`${suite.server.url}#/`);
    await page.evaluate(() => localStorage.setItem('cubeplay.language', 'hu'));
    const expected = /Kék következne, de nem tud szabályosan lépni – Kék Deblockle'd lett, így Arany lépne; írd az állás végére a 'g' betűt/;
    await page.goto('about:blank');
    await page.goto(`${suite.server.url}#/play?game=deblockle&opponent=friend&position=${encodeURIComponent(stuck)}`);
    const alert = await page.locator('.notice.error[role="alert"]').textContent({ timeout: 20000 });
    assert.match(alert, expected);
    assert.doesNotMatch(alert, /legal turn|would move/);
    await page.goto('about:blank');
    await page.goto(link);
    const message = await page.locator('[data-kind="link-error"]').textContent({ timeout: 20000 });
    assert.match(message, /hibás kezdőállás/);
    assert.match(message, expected);
    assert.deepEqual(problems.pageErrors, []);
    assert.deepEqual(problems.consoleErrors, []);
  } finally {
    await fresh.close();
  }
});
