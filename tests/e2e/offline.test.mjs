// After one visit the app opens and its engine worker runs with the network
// off; the page carries a CSP, and nothing is fetched from another origin.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, watchPage, serveAppAndLaunch, underServiceWorker } from './support.mjs';
import { cspViolations } from './guards.mjs';

/** Opens a 3×3 game against AI level 1, places a die on b2 and waits for the AI's reply. */
async function playOneMoveAgainstAi(page, appUrl) {
  await page.goto(`${appUrl}#/play?game=cephalopod&opponent=ai&level=1&human=first&size=3x3`);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  await page.locator('svg.board [data-square="b2"]').click();
  await page.waitForFunction(() => {
    const position = document.querySelector('svg.board')?.getAttribute('data-position') ?? '';
    return position.endsWith(' w') && (position.match(/[wb][1-6]/g) ?? []).length === 2;
  }, null, { timeout: 20000 });
}

const suite = serveAppAndLaunch({ recordCsp: true });

test('the page declares a strict Content-Security-Policy', async () => {
  const page = await suite.browser.context.newPage();
  await page.goto(suite.server.url);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
  assert.doesNotMatch(csp, /unsafe-inline/);
  await page.close();
});

test('after one visit the app opens and the AI answers a move offline', async () => {
  const page = await suite.browser.context.newPage();
  const problems = watchPage(page, suite.server.origin);
  await page.goto(`${suite.server.url}#/?debug`);
  await page.locator('#engine-check[data-state="ready"]').waitFor({ timeout: 20000 });
  await underServiceWorker(page);
  await suite.browser.context.setOffline(true);
  try {
    await page.reload();
    const check = page.locator('#engine-check[data-state="ready"]');
    await check.waitFor({ timeout: 20000 });
    assert.equal(await check.getAttribute('data-count'), '3256');
    await playOneMoveAgainstAi(page, suite.server.url);
  } finally {
    await suite.browser.context.setOffline(false);
  }
  assert.deepEqual(problems.foreignRequests, []);
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(await cspViolations(page), []);
  await page.close();
});

test('the site works under a sub-path and the AI answers a move there', async () => {
  const subServer = await startServer({ prefix: '/some/path/' });
  try {
    const page = await suite.browser.context.newPage();
    const problems = watchPage(page, subServer.origin);
    await page.goto(`${subServer.url}#/?debug`);
    const check = page.locator('#engine-check[data-state="ready"]');
    await check.waitFor({ timeout: 20000 });
    assert.equal(await check.getAttribute('data-count'), '3256');
    await playOneMoveAgainstAi(page, subServer.url);
    assert.deepEqual(problems.consoleErrors, []);
    assert.deepEqual(problems.foreignRequests, []);
    await page.close();
  } finally {
    await subServer.close();
  }
});
