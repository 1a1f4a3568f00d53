// The page loads through Yew and the engine worker answers a real question.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { watchPage, serveAppAndLaunch } from './support.mjs';

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
