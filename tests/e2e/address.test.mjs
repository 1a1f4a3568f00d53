// Addresses the app reads are checked whole (src/game/address.rs): a value
// out of range or unknown is refused with a message naming the parameter,
// the value and what is allowed, in the chosen language, and the nearest
// good game is offered instead of silently taken. An embed says so inside
// its frame. On a phone, by taps. (Every parameter's bad value is in the
// Rust table test; here: what the player sees.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startFresh, watchPage, serveAppOnPhone, tap } from './support.mjs';

const suite = serveAppOnPhone();

/** Opens `hash` with `language` chosen and returns the page, once the refusal shows, and its text. */
async function refusal(language, hash, selector = '.notice.error[data-kind="refused-address"]') {
  const page = await suite.browser.context.newPage();
  await startFresh(page);
  await page.addInitScript((code) => localStorage.setItem('cubeplay.language', code), language);
  const problems = watchPage(page, suite.server.origin);
  await page.goto(`${suite.server.url}${hash}`);
  const notice = page.locator(selector);
  await notice.waitFor({ timeout: 20000 });
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(problems.consoleErrors, []);
  return { page, text: (await notice.textContent()).trim() };
}

const CEPHALOPOD = `#/play?game=cephalopod&opponent=friend&size=3x3&position=${encodeURIComponent('w1.w2/.../.. b')}`;
// Gold's block stands on Gold's own home star, d2.
const DEBLOCKLE = `#/play?game=deblockle&opponent=friend&position=${encodeURIComponent(
  '......./......./......./......./......./...gSC.../....... g',
)}`;

test('size=99x99 is refused by name with what is allowed; a tap opens the nearest game, 7×7', async () => {
  const { page, text } = await refusal('en', '#/play?game=cephalopod&opponent=friend&size=99x99');
  assert.equal(text, "This address cannot be opened as it is: 'size=99x99' (the size is rows x columns, each from 2 to 7, such as 5x5)Open the nearest game instead");
  // Nothing was opened or kept behind the player's back.
  assert.equal(await page.locator('main.play').count(), 0);
  await tap(page.locator('[data-action="open-nearest"]'));
  const board = page.locator('main.play svg.board[data-position]');
  await board.waitFor({ timeout: 20000 });
  assert.equal((await board.getAttribute('data-position')).split('/').length, 7);
  await page.close();
});

test('level, opponent and size out of range together: each named, in Hungarian and in Kannada', async () => {
  const hash = '#/play?game=cephalopod&opponent=robot&level=999&size=0x0';
  const { page, text } = await refusal('hu', hash);
  assert.match(text, /^Ez a cím így nem nyitható meg: /);
  assert.match(text, /„opponent=robot” \(az ellenfél „ai”, „friend”, „demo” vagy „link”\)/);
  assert.match(text, /„level=999” \(a szint egész szám 1 és 6 között\)/);
  assert.match(text, /„size=0x0” \(a méret sorok x oszlopok, mindkettő 2 és 7 között, például 5x5\)/);
  await page.close();
  const kannada = await refusal('kn', hash);
  assert.match(kannada.text, /'level=999' \(ಹಂತ 1 ರಿಂದ 6 ರವರೆಗಿನ ಪೂರ್ಣ ಸಂಖ್ಯೆ\)/);
  await kannada.page.close();
});

test('a bad Cephalopod position is refused with its reason, in English, then in Hungarian', async () => {
  const english = await refusal('en', CEPHALOPOD);
  assert.match(english.text, /'position=w1\.w2\/\.\.\.\/\.\. b' \(the position cannot be read: row 3 from the top has 2 squares but the first row has 3 \(column 13\)\)/);
  await english.page.close();
  const hungarian = await refusal('hu', CEPHALOPOD);
  assert.match(hungarian.text, /^Ez a cím így nem nyitható meg: „position=/);
  assert.match(hungarian.text, /az állás nem olvasható: felülről a 3\. sor/);
  assert.doesNotMatch(hungarian.text, /row|squares|column/);
  // The nearest game: the same settings on the usual start.
  await tap(hungarian.page.locator('[data-action="open-nearest"]'));
  await hungarian.page.locator('main.play svg.board[data-position]').waitFor({ timeout: 20000 });
  assert.equal(await hungarian.page.locator('main.play svg.board').getAttribute('data-position'), '.../.../... w');
  await hungarian.page.close();
});

test('a bad Deblockle position is refused in Hungarian', async () => {
  const { page, text } = await refusal('hu', DEBLOCKLE);
  assert.match(text, /kocka áll a d2 csillagmezőn/);
  assert.doesNotMatch(text, /block|star space/);
  await page.close();
});

test('an embed without its game, or with a bad value, says so inside the frame', async () => {
  const bare = await refusal('en', '#/embed', '.embed-error[data-kind="refused-address"]');
  assert.equal(bare.text, "This embed cannot show its board: 'game=' is missing (the game is cephalopod or deblockle)");
  assert.equal(await bare.page.locator('.home').count(), 0, 'not the home page inside the reader\'s frame');
  await bare.page.close();
  const position = await refusal('en', `#/embed?game=cephalopod&size=3x3&position=${encodeURIComponent('w9./.. w')}&mode=watch`, '.embed-error');
  assert.match(position.text, /^This embed cannot show its board: 'position=w9\.\/\.\. w' \(the position cannot be read: .*\); 'mode=watch' \(the mode is play or replay\)$/);
  await position.page.close();
});

test('rules, lessons and puzzles that are not there are refused by name', async () => {
  const rules = await refusal('en', '#/rules/chess');
  assert.equal(rules.text, 'There are no rules called “chess” here: the games are cephalopod and deblockle.');
  await rules.page.close();
  const puzzles = await refusal('en', '#/puzzles/chess/3');
  assert.match(puzzles.text, /^There are no puzzles at “chess\/3”/);
  await puzzles.page.close();
  for (const address of ['cephalopod/999', 'deblockle/x']) {
    const puzzle = await refusal('en', `#/puzzles/${address}`);
    assert.match(puzzle.text, new RegExp(`^There are no puzzles at “${address}”`));
    await puzzle.page.close();
  }
  for (const address of ['chess', 'deblockle/juggling', 'deblockle/tip/9']) {
    const lesson = await refusal('en', `#/learn/${address}`);
    assert.equal(lesson.text, `There is no lesson at '${address}': the address is learn/cephalopod or learn/deblockle, then a lesson's name and a step's number if you like.`);
    await lesson.page.close();
  }
});
