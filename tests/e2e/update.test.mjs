// Issue 8: a new deploy replaces the old cache cleanly (versioned by the
// build's file hashes) and the page offers to reload into the new version.
// A copy of dist/ is served, visited, then "redeployed" in place: a marker
// is added to index.html and sw.js is regenerated as the build does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DIST, startServer, launchBrowser, watchPage, underServiceWorker } from './support.mjs';
import { recordCspViolations, cspViolations } from './guards.mjs';
import { writeServiceWorker } from '../../scripts/service-worker.mjs';

let site;
let server;
let browser;

before(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'cubeplay-deploy-'));
  fs.cpSync(DIST, site, { recursive: true });
  server = await startServer({ root: site });
  browser = await launchBrowser();
  await recordCspViolations(browser.context);
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

const cacheNames = (page) => page.evaluate(() => caches.keys());

test('a new deploy is offered, and reloading into it replaces the old cache', async () => {
  const first = writeServiceWorker(site);
  const page = await browser.context.newPage();
  const problems = watchPage(page, server.origin);
  await page.goto(`${server.url}#/?debug`);
  await page.locator('#engine-check[data-state="ready"]').waitFor({ timeout: 20000 });
  await underServiceWorker(page);
  assert.deepEqual(await cacheNames(page), [`cubeplay-${first.version}`]);
  assert.equal(await page.locator('.update-banner').count(), 0, 'no offer without a new deploy');

  // The new deploy: a harmless change to the page, and the build's sw.js.
  const index = path.join(site, 'index.html');
  fs.writeFileSync(index, fs.readFileSync(index, 'utf8')
    .replace('</head>', '<meta name="cubeplay-deploy" content="second">\n</head>'));
  const second = writeServiceWorker(site);
  assert.notEqual(second.version, first.version);

  // The browser looks for a new sw.js on navigations and on update().
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  const banner = page.locator('.update-banner');
  await banner.waitFor({ timeout: 20000 });
  // Until the player agrees, the old version keeps running.
  assert.equal(await page.locator('meta[name="cubeplay-deploy"]').count(), 0);

  const reloaded = page.waitForEvent('load', { timeout: 20000 });
  await banner.locator('button').click();
  await reloaded;
  await page.locator('meta[name="cubeplay-deploy"][content="second"]').waitFor({ state: 'attached', timeout: 20000 });
  await page.locator('#engine-check[data-state="ready"]').waitFor({ timeout: 20000 });
  assert.deepEqual(await cacheNames(page), [`cubeplay-${second.version}`]);
  const sw = await page.evaluate(async () => (await fetch('./sw.js', { cache: 'no-store' })).text());
  assert.ok(sw.includes(JSON.stringify(second.version)));
  assert.equal(await page.locator('.update-banner').count(), 0, 'the offer is gone after the reload');

  // The new version works offline from its own cache.
  await browser.context.setOffline(true);
  try {
    await page.reload();
    await page.locator('meta[name="cubeplay-deploy"][content="second"]').waitFor({ state: 'attached', timeout: 20000 });
    await page.locator('#engine-check[data-state="ready"]').waitFor({ timeout: 20000 });
  } finally {
    await browser.context.setOffline(false);
  }
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(problems.foreignRequests, []);
  assert.deepEqual(await cspViolations(page), []);
  await page.close();
});
