// The page loads through Yew and the engine worker answers a real question.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { watchPage, serveAppAndLaunch, startFresh } from './support.mjs';

const suite = serveAppAndLaunch();

test('the engine worker computes perft(4) of the empty 3x3 Cephalopod board', async () => {
  const page = await suite.browser.context.newPage();
  const problems = watchPage(page, suite.server.origin);
  await page.goto(`${suite.server.url}#/?debug`);
  await page.getByRole('heading', { name: 'cubeplay' }).waitFor();
  const check = page.locator('#engine-check[data-state="ready"]');
  await check.waitFor({ timeout: 20000 });
  // Counted by a brute force independent of the engine (9, 72, 504, 3256).
  assert.equal(await check.getAttribute('data-count'), '3256');
  assert.match(await check.textContent(), /= 3256/);
  assert.deepEqual(problems.consoleErrors, []);
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(problems.foreignRequests, []);
  await page.close();
});

test('both games are offered on the home page', async () => {
  const page = await suite.browser.context.newPage();
  await page.goto(suite.server.url);
  await page.getByRole('heading', { name: 'Deblockle' }).waitFor();
  await page.getByRole('heading', { name: 'Cephalopod' }).waitFor();
  await page.close();
});

test('a game started, continued or rematched by keyboard has the keyboard focus on its board', async () => {
  const page = await suite.browser.context.newPage();
  await startFresh(page);
  const problems = watchPage(page, suite.server.origin);
  const focused = () => page.evaluate(() => document.activeElement?.matches('svg.board') ?? false);
  await page.goto(`${suite.server.url}#/new?game=cephalopod`);
  await page.getByRole('group', { name: 'Opponent' }).getByRole('button', { name: 'A friend here' }).focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-action="start"]').focus();
  await page.keyboard.press('Enter');
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  await page.waitForTimeout(200);
  assert.equal(await focused(), true, 'the board has the focus after Start');
  // Arrow keys then move the board's cursor at once, and Enter places a die.
  const cursor = await page.locator('svg.board').getAttribute('data-cursor');
  await page.keyboard.press('ArrowLeft');
  assert.notEqual(await page.locator('svg.board').getAttribute('data-cursor'), cursor);
  await page.keyboard.press('Enter');
  await page.locator('.move-list [data-move]').waitFor();
  // "Continue" in the list of games, by keyboard.
  await page.goto(`${suite.server.url}#/`);
  await page.locator('[data-action="open-game"]').first().focus();
  await page.keyboard.press('Enter');
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  await page.waitForTimeout(200);
  assert.equal(await focused(), true, 'the board has the focus after Continue');
  // Resign, then Rematch from the result dialog.
  await page.locator('[data-action="resign"]').focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-action="resign-yes"]').focus();
  await page.keyboard.press('Enter');
  await page.locator('.result-dialog').waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.result-dialog').waitFor({ state: 'detached' });
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  await page.waitForTimeout(200);
  assert.equal(await focused(), true, 'the board has the focus after Rematch');
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(problems.consoleErrors, []);
  await page.close();
});
