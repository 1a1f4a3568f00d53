// Playing a friend far away by link: two browsers with their own storage
// stand for two people, and each move travels as a link read from the
// "Send your move" field and opened in the other browser. Refused links
// (changed, old, opened by the seat that sent them) say why and leave the
// stored game byte for byte as it was.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { startServer, launchBrowser, watchPage, boardPosition, gameId, storedGame, SCREENSHOTS } from './support.mjs';

const SHOTS = process.env.CUBEPLAY_SHOTS ?? SCREENSHOTS;
const EXAMPLE_START = '..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g';

let server;
const people = [];

before(async () => {
  server = await startServer();
});

after(async () => {
  for (const person of people) await person.browser.close();
  await server?.close();
});

/** A person: their own browser profile (own localStorage) and one page. */
async function person(viewport = { width: 1280, height: 800 }) {
  const browser = await launchBrowser();
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  const problems = watchPage(page, server.origin);
  const someone = { browser, page, problems };
  people.push(someone);
  return someone;
}

function moveList(page) {
  return page.locator('.move-list [data-move]').evaluateAll((els) => els.map((el) => el.dataset.move));
}

async function waitForMoves(page, count) {
  await page.waitForFunction(
    (n) => document.querySelectorAll('.move-list [data-move]').length === n,
    count,
    { timeout: 20000 },
  );
}

/** The link in the "Send your move" field. */
async function sentLink(page) {
  const field = page.locator('[data-kind="remote-link"]');
  await field.waitFor({ timeout: 10000 });
  return field.inputValue();
}

/** Opens a link as a person would, pasting it into the address bar. */
async function openLink(page, link) {
  await page.goto(link);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  await page.locator('.remote-bar').waitFor();
}

/** Every localStorage entry, for a byte-for-byte comparison. */
function storage(page) {
  return page.evaluate(() => JSON.stringify(Object.keys(localStorage).sort().map((key) => [key, localStorage.getItem(key)])));
}

async function turnText(page) {
  return (await page.locator('.remote-turn').textContent()).trim();
}

async function playCephalopod(page, square) {
  await page.locator(`svg.board [data-square="${square}"]`).click();
}

/** A Deblockle move `from-tip:hop` (or `from-tip`) by clicks: block, tip target, hop end. */
async function playDeblockle(page, move) {
  const [path, hop] = move.split(':');
  const [from, to] = path.split('-');
  await page.locator(`svg.board [data-block="${from}"] [data-face="top"]`).click();
  await page.locator(`svg.board .tip-mark[data-tip="${to}"]`).click();
  if (hop) await page.locator(`svg.board .hop-mark[data-hop="${hop}"]`).click();
}

function noProblems(...someone) {
  for (const { problems } of someone) {
    assert.deepEqual(problems.pageErrors, []);
    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.foreignRequests, [], 'no request leaves the origin');
  }
}

/**
 * Plays `moves` alternately starting with `first` (each a person), the
 * link of each move opened by the other. Resolves to every link sent.
 */
async function passLinks(first, second, moves, play, done = 0) {
  const links = [];
  let [mover, other] = [first, second];
  for (const [at, move] of moves.entries()) {
    const index = done + at;
    assert.equal(await turnText(mover.page), 'Your turn', `move ${index + 1}`);
    await play(mover.page, move);
    await waitForMoves(mover.page, index + 1);
    assert.equal(await turnText(mover.page), 'Your friend\'s turn — send them the link');
    const link = await sentLink(mover.page);
    assert.match(link, /#\/link\/1;[0-9a-z]+;[wgb];[0-9a-f]{16};v1;/);
    assert.match(link.split('#')[1], /^[A-Za-z0-9\-._~/;=,+:]+$/, 'only characters an address keeps');
    links.push(link);
    await openLink(other.page, link);
    await waitForMoves(other.page, index + 1);
    const notice = other.page.locator('[data-kind="remote-accepted"]');
    assert.equal((await notice.textContent()).trim(), `Your friend played ${move}. Your turn.`);
    [mover, other] = [other, mover];
  }
  return links;
}

test('two people play six moves of Cephalopod 5×5 by passing links; refused links leave the stored game untouched', async () => {
  const alice = await person();
  const bob = await person({ width: 390, height: 844 });
  // Alice starts the game from the new-game dialog, playing White.
  await alice.page.goto(`${server.url}#/new?game=cephalopod`);
  await alice.page.getByRole('group', { name: 'Opponent' }).getByRole('button', { name: 'A friend, by link' }).click();
  await alice.page.getByRole('group', { name: 'You play' }).getByRole('button', { name: 'White' }).click();
  await alice.page.getByRole('button', { name: '5×5' }).click();
  await alice.page.locator('[data-action="start"]').click();
  await alice.page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  // The game is kept under its id, and its settings say who plays where.
  const id = await gameId(alice.page);
  assert.match(await storedGame(alice.page), new RegExp(`^cubeplay-saved 3\nid=${id}\nquery=[^\n]*opponent=link&human=first&size=5x5`));
  assert.equal(await alice.page.locator('[data-action="undo"]').isDisabled(), true);
  // Resigning is possible: the resignation travels in the next link.
  assert.equal(await alice.page.locator('[data-action="resign"]').isDisabled(), false);

  const moves = ['a1', 'e5', 'a5', 'e1', 'c3', 'c1'];
  const links = await passLinks(alice, bob, moves.slice(0, 1), playCephalopod);
  // While it is Bob's turn, Alice's board takes no move.
  await playCephalopod(alice.page, 'e5');
  await alice.page.waitForTimeout(300);
  assert.deepEqual(await moveList(alice.page), ['a1']);
  await alice.page.screenshot({ path: path.join(SHOTS, 'remote-send-1280.png') });
  await bob.page.screenshot({ path: path.join(SHOTS, 'remote-received-390.png'), fullPage: true });
  links.push(...await passLinks(bob, alice, moves.slice(1), playCephalopod, 1));
  assert.equal(links.length, 6);

  // Both end on the same position and move list, also after a reload.
  const position = await boardPosition(alice.page);
  assert.equal(position, 'w1...b1/...../..w1../...../w1.b1.b1 w');
  assert.equal(await boardPosition(bob.page), position);
  assert.deepEqual(await moveList(alice.page), moves);
  assert.deepEqual(await moveList(bob.page), moves);
  for (const someone of [alice, bob]) {
    await someone.page.reload();
    await someone.page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
    await waitForMoves(someone.page, 6);
    assert.equal(await boardPosition(someone.page), position);
    assert.deepEqual(await moveList(someone.page), moves);
  }
  assert.equal(await turnText(alice.page), 'Your turn');
  assert.equal(await turnText(bob.page), 'Your friend\'s turn — send them the link');

  // Alice can get the link of her last move (c3, the fifth) again.
  await alice.page.locator('[data-action="remote-last-link"]').click();
  assert.equal(await sentLink(alice.page), links[4]);
  await alice.page.screenshot({ path: path.join(SHOTS, 'remote-last-link-1280.png') });

  const refused = async (someone, link, message, shot) => {
    const before = await storage(someone.page);
    await openLink(someone.page, link);
    const notice = someone.page.locator('[data-kind="remote-refused"]');
    await notice.waitFor();
    assert.equal((await notice.textContent()).trim(), message);
    assert.equal(await storage(someone.page), before, 'the stored game is byte for byte the same');
    assert.deepEqual(await moveList(someone.page), moves);
    if (shot) await someone.page.screenshot({ path: path.join(SHOTS, shot), fullPage: true });
    // It stays so after a reload too.
    await someone.page.reload();
    await waitForMoves(someone.page, 6);
    assert.equal(await storage(someone.page), before);
  };
  // Bob opens the link he just sent.
  await refused(bob, links[5], 'This is your own move: send the link to your friend.', 'remote-refused-390.png');
  // Alice opens Bob's first link again.
  await refused(alice, links[1], 'Nothing new in this link: it has 2 moves, and your game already has 6.');
  // One character of the record changed: Bob's last move c1 becomes d1.
  const tampered = links[5].replace(/,c1;k=/, ',d1;k=');
  assert.notEqual(tampered, links[5]);
  await refused(alice, tampered, 'This link cannot be read: the link was changed or cut. Ask your friend to send it again.');
  noProblems(alice, bob);
});

test('two people play six moves of Deblockle by passing links, tip and hop by clicks', async () => {
  const gold = await person();
  const blue = await person();
  const query = `game=deblockle&opponent=link&human=first&position=${encodeURIComponent(EXAMPLE_START)}&id=deb6`;
  await gold.page.goto(`${server.url}#/play?${query}`);
  await gold.page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  const moves = ['e1-e2:g1', 'c5-c4:d4', 'c1-d1:c1', 'd4-d3:d1', 'c3-c2:b2', 'e5-e6:f7'];
  const links = await passLinks(gold, blue, moves, playDeblockle);
  assert.equal(links.length, 6);
  const position = '..bCS.bXSbXL./......./......./......./....gSX../.gCS...../..gHSbLX..gHC g';
  for (const someone of [gold, blue]) {
    assert.equal(await boardPosition(someone.page), position);
    assert.deepEqual(await moveList(someone.page), moves);
    await someone.page.reload();
    await someone.page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
    await waitForMoves(someone.page, 6);
    assert.equal(await boardPosition(someone.page), position);
    assert.deepEqual(await moveList(someone.page), moves);
  }
  // Blue's browser plays Blue: the last move was Blue's, Gold is to move.
  assert.equal(await turnText(gold.page), 'Your turn');
  assert.equal(await turnText(blue.page), 'Your friend\'s turn — send them the link');
  noProblems(gold, blue);
});
