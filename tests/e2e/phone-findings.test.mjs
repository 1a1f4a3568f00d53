// A newcomer's findings on a phone (issue 38, item 4), each as that
// newcomer meets it: 390×844, taps only. (The review's board brought into
// view is in phone-review.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveAppOnPhone, tap, tapDice } from './support.mjs';
import { openOnPhone, playOnPhone, noProblems, askHint } from './phone.mjs';

const suite = serveAppOnPhone();

test('home offers both ways to play a friend, and its links are tall enough for a finger', async () => {
  const { page, problems } = await openOnPhone(suite, '#/');
  const card = page.locator('.card-cephalopod');
  await card.locator('[data-entry="link"]').waitFor();
  assert.equal(await card.locator('[data-entry="friend"]').textContent(), 'A friend here');
  assert.equal(await card.locator('[data-entry="link"]').textContent(), 'A friend, by link');
  for (const entry of ['learn', 'puzzles']) {
    const { height } = await card.locator(`[data-entry="${entry}"]`).boundingBox();
    assert.ok(height >= 44, `${entry} is ${height} px tall`);
  }
  const { height } = await card.locator('.more-options').boundingBox();
  assert.ok(height >= 44, `More options is ${height} px tall`);
  // By link, at once: the game waits for the first move to send.
  await tap(card.locator('[data-entry="link"]'));
  await page.locator('main.play svg.board[data-position]').waitFor({ timeout: 20000 });
  assert.match(page.url(), /#\/(game\/|play\?).*/);
  // No hint against a person far away.
  assert.equal(await page.locator('[data-action="hint"]').count(), 0);
  noProblems(problems);
  await page.close();
});

test('the Deblockle hint says its move in words, and the confirm switch is named for what it does', async () => {
  const { page, problems } = await playOnPhone(suite, 'game=deblockle&opponent=ai&level=1&human=first&first=first');
  assert.equal(await page.locator('.confirm-setting').textContent(), 'Confirm a tip that ends the turn (Stop or Star on top)');
  const hint = await askHint(page);
  const sentence = page.locator('.hint-sentence');
  await sentence.waitFor();
  assert.equal(await sentence.getAttribute('data-hint-move'), hint);
  const [from] = hint.split('-');
  assert.match(await sentence.textContent(), new RegExp(`^Hint: .*${from}.* \\(marked on the board\\)$`));
  // In the middle of a game against the computer, no review: that waits
  // for the end of the game.
  assert.equal(await page.locator('[data-action="review"]').count(), 0);
  noProblems(problems);
  await page.close();
});

test('an embed in a phone-wide frame shows its whole status and its link to the app', async () => {
  const { page, problems } = await openOnPhone(suite, '#/embed?game=cephalopod&size=5x5');
  const status = page.locator('.embed-status');
  await status.waitFor({ timeout: 20000 });
  assert.equal(await status.textContent(), 'White to move');
  const cut = await status.evaluate((element) => element.scrollWidth > element.clientWidth);
  assert.equal(cut, false, 'the status is not cut');
  assert.ok(await page.locator('.embed-open').isVisible(), 'Open in cubeplay is shown');
  const bar = await page.locator('.embed-bar').boundingBox();
  assert.ok(bar.width <= 390, `the bar fits the frame (${bar.width} px)`);
  noProblems(problems);
  await page.close();
});

test('on a 3×3 analysis board the proven value leads, and the engine\'s score is named as its estimate', async () => {
  const { page, problems } = await playOnPhone(suite, 'game=cephalopod&opponent=friend&size=3x3');
  await tapDice(page, ['a1', 'c3']);
  await tap(page.locator('[data-action="analyse"]'));
  await page.locator('.analysis-screen svg.board[data-position]').waitFor({ timeout: 20000 });
  await tap(page.locator('[data-setting="engine"]'));
  await page.locator('.perfect-box[data-state="solved"]').waitFor({ timeout: 60000 });
  await page.locator('.engine-box[data-proven="true"][data-state="line"]').waitFor({ timeout: 20000 });
  const proven = await page.locator('[data-kind="perfect-value"]').textContent();
  assert.equal(await page.locator('[data-kind="engine-score"]').textContent(), proven);
  assert.match(await page.locator('.engine-box').textContent(), /the engine's estimate: (White|Black) [+-]\d+\.\d|the engine's estimate: Even|the engine's estimate: .*wins/);
  assert.equal(await page.locator('[data-kind="engine-unit"]').count(), 0);
  noProblems(problems);
  await page.close();
});

test('a session preloads only what it uses: no "preloaded but not used" warning', async () => {
  const page = await suite.browser.context.newPage();
  const warnings = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto(`${suite.server.url}#/`);
  await tap(page.locator('.card-cephalopod [data-entry="ai"]'));
  await page.locator('main.play svg.board[data-position]').waitFor({ timeout: 20000 });
  await tap(page.locator('a[href="#/rules/cephalopod"]').first());
  await page.locator('.rules-screen').waitFor({ timeout: 20000 });
  // Chromium warns a few seconds after the load.
  await page.waitForTimeout(5000);
  assert.deepEqual(warnings, []);
  await page.close();
});

test('in Hungarian a move in words takes the article its square is read with, never "a(z)"', async () => {
  const page = await suite.browser.context.newPage();
  await page.addInitScript(() => localStorage.setItem('cubeplay.language', 'hu'));
  await page.goto(`${suite.server.url}#/play?game=deblockle&opponent=ai&level=1&human=first&first=first`);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  await askHint(page);
  const sentence = await page.locator('.hint-sentence').textContent();
  assert.match(sentence, /^Tipp: /);
  assert.doesNotMatch(sentence, /a\(z\)/);
  // Each square as it is read: "az" before a1, e5, f2 (á, é, ef), "a" before d5 (dé).
  for (const [, article, square] of sentence.matchAll(/\b(az?) ([a-g][1-7])\b/g)) {
    assert.equal(article, /^[aef]/.test(square) ? 'az' : 'a', `${article} ${square} in "${sentence}"`);
  }
  // The sentence names squares (a hint is never empty).
  assert.match(sentence, /\b[a-g][1-7]\b/);
  await page.evaluate(() => localStorage.setItem('cubeplay.language', 'en'));
  await page.close();
});

test('in the middle of a Deblockle move the squares are said as drawn: the tipped block on its new square', async () => {
  const start = '..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g';
  const { page, problems } = await playOnPhone(suite, `game=deblockle&opponent=friend&position=${encodeURIComponent(start)}`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  let tipped = null;
  for (const from of ['c3', 'e3', 'c1', 'e1']) {
    await tap(page.locator(`svg.board [data-block="${from}"] [data-face="top"]`));
    const target = page.locator('svg.board .tip-mark:not(.refused):not(.ends-turn)').first();
    if (await target.count()) {
      const to = await target.getAttribute('data-tip');
      await tap(target);
      await page.locator('svg.board .hop-mark').first().waitFor();
      tipped = { from, to };
      break;
    }
    await tap(page.locator(`svg.board [data-block="${from}"] [data-face="top"]`));
  }
  assert.ok(tipped, 'a block with a tip that a hop follows');
  const label = (square) => page.locator(`svg.board [data-square="${square}"]`).getAttribute('aria-label');
  assert.match(await label(tipped.to), new RegExp(`^${tipped.to}: Gold block, `));
  assert.match(await label(tipped.from), new RegExp(`^empty ${tipped.from}`));
  noProblems(problems);
  await page.close();
});

test('in Hungarian a star\'s name ("Kék célja") stays readable over a tip mark on it', async () => {
  const position = 'bTC....../......./......./......./...gSC.../......./....... g';
  const page = await suite.browser.context.newPage();
  await page.addInitScript(() => localStorage.setItem('cubeplay.language', 'hu'));
  await page.goto(`${suite.server.url}#/play?game=deblockle&opponent=friend&position=${encodeURIComponent(position)}`);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  await tap(page.locator('svg.board [data-block="d3"] [data-face="top"]'));
  const mark = page.locator('svg.board .tip-mark[data-tip="d2"]');
  await mark.waitFor();
  // The label is the mark's last drawing, so nothing of the mark covers it.
  const last = await mark.evaluate((g) => [...g.children].at(-1).outerHTML);
  assert.match(last, /class="goal-label"[^>]*>Kék célja</);
  await page.evaluate(() => localStorage.setItem('cubeplay.language', 'en'));
  await page.close();
});
