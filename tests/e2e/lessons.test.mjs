// The lessons (#/learn/<game>): every step of both games completed with
// its intended move (read from the page, which shows the same data the app
// judges with), a wrong move explained with the board left as it was, and
// the progress kept over a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { watchPage, serveAppAndLaunch, underServiceWorker, forgetOnLoad } from './support.mjs';

const suite = serveAppAndLaunch();

async function openPage(hash, viewport = { width: 1280, height: 800 }) {
  const page = await suite.browser.context.newPage();
  await page.setViewportSize(viewport);
  // Tests share one profile: each starts without lesson progress.
  await forgetOnLoad(page, 'cubeplay.lessons');
  const problems = watchPage(page, suite.server.origin);
  await page.goto(`${suite.server.url}${hash}`);
  return { page, problems };
}

const board = (page) => page.locator('svg.board');

/** Clicks through `move` (the game's notation) on the lesson's board. */
async function playMove(page, game, move) {
  if (game === 'deblockle') {
    const [, from, to, hop] = move.match(/^([a-g][1-7])-([a-g][1-7])(?::([a-g][1-7]))?$/);
    await board(page).locator(`[data-block="${from}"] [data-face="top"]`).click();
    // A tip the rules refuse is marked aria-disabled, yet answers a click
    // with the reason (Playwright would wait for it to be enabled).
    const mark = board(page).locator(`.tip-mark[data-tip="${to}"]`);
    await mark.click({ force: (await mark.getAttribute('aria-disabled')) === 'true' });
    if (!hop) return;
    // A tip after which no hop reaches the step's goal is explained at once.
    await page.locator('.hop-mark, .lesson-said[data-said="wrong"]').first().waitFor();
    if (await board(page).locator('.hop-mark').count()) await board(page).locator(`.hop-mark[data-hop="${hop}"]`).click();
    return;
  }
  const [square, captured] = move.split('=');
  await board(page).locator(`[data-square="${square}"]`).click();
  if (!captured) return;
  // One way to capture there plays at once; several open the picker.
  await page.locator('.picker, .lesson-said').first().waitFor();
  if (await page.locator('.picker').count()) {
    for (const die of captured.split('+')) await board(page).locator(`[data-square="${die}"]`).click();
    await page.locator('.picker button.primary').click();
    // The button under the pointer is replaced: a click there at once
    // would be taken for the second half of a double click (click_guard).
    await page.waitForTimeout(400);
  }
}

async function lessonKeys(page, game) {
  await page.goto(`${suite.server.url}#/learn/${game}`);
  await page.locator('.lesson-list .lesson-item').first().waitFor({ timeout: 20000 });
  return page.locator('.lesson-item').evaluateAll((items) => items.map((item) => item.dataset.lesson));
}

test('every lesson step of both games is completed with its intended move', async () => {
  const { page, problems } = await openPage('#/');
  const played = {};
  for (const game of ['deblockle', 'cephalopod']) {
    const keys = await lessonKeys(page, game);
    assert.ok(keys.length >= 4, `${game} has lessons`);
    for (const key of keys) {
      await page.goto(`${suite.server.url}#/learn/${game}/${key}`);
      const lesson = page.locator(`main.lesson[data-lesson="${key}"]`);
      await lesson.waitFor({ timeout: 20000 });
      const steps = Number(await lesson.getAttribute('data-steps'));
      for (let step = 1; step <= steps; step += 1) {
        await page.locator(`main.lesson[data-step="${step}"]`).waitFor();
        const intended = await lesson.getAttribute('data-intended');
        await playMove(page, game, intended);
        await page.locator('.lesson-said[data-said="right"]').waitFor();
        played[`${game}/${key}/${step}`] = intended;
        await page.locator('[data-action="next"]').click();
      }
    }
    // The list shows every lesson done.
    await page.goto(`${suite.server.url}#/learn/${game}`);
    await page.locator('.lesson-item').first().waitFor();
    assert.equal(await page.locator('.lesson-item:not(.lesson-done)').count(), 0, `${game}: all done`);
  }
  assert.equal(Object.keys(played).length, 17);
  assert.equal(played['deblockle/tip/1'], 'd4-e4:g4');
  assert.equal(played['cephalopod/capture/1'], 'b2=a2+b3');
  assert.deepEqual(problems, { consoleErrors: [], pageErrors: [], foreignRequests: [] });
  await page.close();
});

test('a wrong move is explained and leaves the step as it was', async () => {
  const { page, problems } = await openPage('#/learn/deblockle/tip');
  await page.locator('main.lesson[data-step="1"]').waitFor({ timeout: 20000 });
  const start = await board(page).getAttribute('data-position');
  // North brings X up, not the Slider the step asks for.
  await playMove(page, 'deblockle', 'd4-d5:e6');
  const said = page.locator('.lesson-said[data-said="wrong"]');
  await said.waitFor();
  assert.equal(await said.innerText(), 'That tip brought up X, but this step asks for Slider: try another side.');
  assert.equal(await board(page).getAttribute('data-position'), start);
  assert.equal(await page.locator('main.lesson').getAttribute('data-step'), '1');

  // A square the hop cannot reach: said from the rules.
  await page.goto(`${suite.server.url}#/learn/deblockle/step`);
  await page.locator('main.lesson[data-lesson="step"]').waitFor();
  const before = await board(page).getAttribute('data-position');
  await board(page).locator('[data-block="e4"] [data-face="top"]').click();
  await board(page).locator('.tip-mark[data-tip="e3"]').click();
  await board(page).locator('.hop-mark[data-hop="d3"]').waitFor();
  await board(page).locator('[data-square="c3"]').click();
  await page.locator('.lesson-said[data-reason="lessons-why-cross"]').waitFor();
  assert.equal(await page.locator('.lesson-said').innerText(),
    'A Cross hop is one step straight from e3, and c3 is not one of those squares.');
  assert.equal(await board(page).getAttribute('data-position'), before);
  assert.equal(await board(page).locator('.hop-mark').count(), 0, 'the tip is taken back');

  // Cephalopod: a legal capture that misses the sum asked for.
  await page.goto(`${suite.server.url}#/learn/cephalopod/capture`);
  await page.locator('main.lesson[data-lesson="capture"]').waitFor();
  const position = await board(page).getAttribute('data-position');
  await playMove(page, 'cephalopod', 'b2=b3+c2');
  await page.locator('.lesson-said[data-said="wrong"]').waitFor();
  assert.equal(await page.locator('.lesson-said').innerText(), 'That captured 2 dice making 6: pick the two that make 5.');
  assert.equal(await board(page).getAttribute('data-position'), position);
  // An occupied square.
  await board(page).locator('[data-square="a2"]').click();
  await page.locator('.lesson-said[data-reason="lessons-why-full"]').waitFor();
  assert.equal(await page.locator('.lesson-said').innerText(), 'a2 already holds a die: dice go only on empty squares.');
  assert.equal(await board(page).getAttribute('data-position'), position);
  assert.deepEqual(problems, { consoleErrors: [], pageErrors: [], foreignRequests: [] });
  await page.close();
});

test('lesson progress survives a reload, and a damaged value is no progress', async () => {
  const { page, problems } = await openPage('#/learn/cephalopod/capture');
  await page.locator('main.lesson[data-step="1"]').waitFor({ timeout: 20000 });
  await playMove(page, 'cephalopod', 'b2=a2+b3');
  await page.locator('.lesson-said[data-said="right"]').waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('cubeplay.lessons')), 'c-capture-1');
  await page.reload();
  // The lesson opens at the first step not done yet.
  await page.locator('main.lesson[data-lesson="capture"][data-step="2"]').waitFor({ timeout: 20000 });
  await page.goto(`${suite.server.url}#/learn/cephalopod`);
  const item = page.locator('.lesson-item[data-lesson="capture"]');
  await item.waitFor();
  assert.equal(await item.getAttribute('data-done'), '1');
  assert.equal(await item.locator('.lesson-progress').innerText(), '1 of 2 done');
  // Damaged progress reads as none, and the page still works.
  await page.evaluate(() => localStorage.setItem('cubeplay.lessons', '{"broken": [1, 2'));
  await page.reload();
  await item.waitFor({ timeout: 20000 });
  assert.equal(await item.getAttribute('data-done'), '0');
  assert.deepEqual(problems, { consoleErrors: [], pageErrors: [], foreignRequests: [] });
  await page.close();
});

test('home and the rules pages lead to the lessons and the puzzles', async () => {
  const { page } = await openPage('#/');
  for (const game of ['deblockle', 'cephalopod']) {
    await page.goto(`${suite.server.url}#/`);
    await page.locator(`.card-${game} [data-entry="learn"]`).click();
    await page.locator('.lesson-list').waitFor({ timeout: 20000 });
    assert.equal(await page.evaluate(() => location.hash), `#/learn/${game}`);
    await page.goto(`${suite.server.url}#/rules/${game}`);
    await page.locator('.rules-main h1').waitFor();
    assert.equal(await page.locator('.rules .learn-links [data-entry="learn"]').getAttribute('href'), `#/learn/${game}`);
    assert.equal(await page.locator('.rules .learn-links [data-entry="puzzles"]').getAttribute('href'), `#/puzzles/${game}`);
  }
  await page.close();
});

test('after one visit a lesson opens and judges moves offline', async () => {
  const { page, problems } = await openPage('#/learn/cephalopod/place');
  await page.locator('main.lesson').waitFor({ timeout: 20000 });
  await underServiceWorker(page);
  await suite.browser.context.setOffline(true);
  try {
    await page.goto(`${suite.server.url}#/learn/deblockle/star`);
    await page.reload();
    await page.locator('main.lesson[data-lesson="star"]').waitFor({ timeout: 20000 });
    await playMove(page, 'deblockle', 'c2-d2');
    await page.locator('.lesson-said[data-reason="lessons-why-own-star"]').waitFor();
    assert.equal(await page.locator('.lesson-said').innerText(), "Your blocks may never be tipped into your opponent's goal, d2.");
  } finally {
    await suite.browser.context.setOffline(false);
  }
  assert.deepEqual(problems.foreignRequests, []);
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});
