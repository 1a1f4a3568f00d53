// Issue 8's budget: a first visit downloads at most 400 KB gzipped. The
// service worker precaches every file of dist/, so all of it counts (the
// AI worker runs the page's own wasm, so there is one wasm file), except the
// language packs, of which a visit fetches only its own, and the study build
// (lessons, puzzles, analysis board), fetched when first opened: the other
// tests check both, and that they are cached for offline.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DIST, serveAppAndLaunch, watchPage } from './support.mjs';
import { BUDGET_BYTES, measure, report } from '../../scripts/size-report.mjs';

test(`a first visit downloads at most ${BUDGET_BYTES} B gzipped`, (t) => {
  const measured = measure(DIST);
  const lines = report(measured);
  for (const line of lines) t.diagnostic(line);
  assert.ok(measured.files.some(({ file }) => file.endsWith('.wasm')), `no wasm in ${DIST}`);
  assert.ok(measured.total <= BUDGET_BYTES,
    `a first visit downloads ${measured.total} B gzipped, over the budget of ${BUDGET_BYTES} B`);
});

const suite = serveAppAndLaunch();

/** The languages of the packs in the offline cache. */
const cachedPackLanguages = (page) => page.evaluate(async () => {
  const languages = [];
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) {
      const match = request.url.match(/messages-([a-z]{2})-[0-9a-f]{16}\.txt$/);
      if (match) languages.push(match[1]);
    }
  }
  return languages.sort();
});

test('a first visit fetches its own language pack only; the next visit caches the others for offline', async () => {
  const page = await suite.browser.context.newPage();
  const problems = watchPage(page, suite.server.origin);
  const packRequests = [];
  page.on('request', (request) => {
    const match = request.url().match(/messages-([a-z]{2})-[0-9a-f]{16}\.txt$/);
    if (match) packRequests.push(match[1]);
  });
  await page.goto(suite.server.url);
  await page.locator('.language-picker select').waitFor({ timeout: 20000 });
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(async () => {
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        if (/messages-en-/.test(request.url)) return true;
      }
    }
    return false;
  }, null, { timeout: 20000 });
  assert.deepEqual([...new Set(packRequests)], ['en']);
  assert.deepEqual(await cachedPackLanguages(page), ['en']);

  // Offline straight after the first visit: English is there, Magyar is not.
  await suite.browser.context.setOffline(true);
  try {
    await page.reload();
    await page.locator('.language-picker select').selectOption('hu');
    await page.locator('.language-unavailable').waitFor({ timeout: 10000 });
    assert.equal(await page.locator('.language-unavailable').textContent(),
      'Magyar could not be loaded: it needs a connection the first time. Go online, then choose it again.');
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.equal(await page.locator('.language-picker select').inputValue(), 'en');
  } finally {
    await suite.browser.context.setOffline(false);
  }

  // A visit online caches the other packs; then every language works offline.
  await page.reload();
  await page.waitForFunction(async () => {
    let count = 0;
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        if (/messages-[a-z]{2}-/.test(request.url)) count += 1;
      }
    }
    return count === 3;
  }, null, { timeout: 20000 });
  assert.deepEqual(await cachedPackLanguages(page), ['en', 'hu', 'kn']);
  await suite.browser.context.setOffline(true);
  try {
    await page.reload();
    await page.locator('.language-picker select').selectOption('kn');
    await page.waitForFunction(() => document.documentElement.lang === 'kn', null, { timeout: 10000 });
    assert.equal(await page.locator('.language-unavailable').count(), 0);
    assert.equal(await page.title(), 'cubeplay — Deblockle ಮತ್ತು Cephalopod');
  } finally {
    await suite.browser.context.setOffline(false);
  }
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

test('the study build is fetched only when a lesson is first opened, then works offline', async () => {
  const page = await suite.browser.context.newPage();
  const problems = watchPage(page, suite.server.origin);
  const studyRequests = [];
  page.on('request', (request) => {
    const match = request.url().match(/(cubeplay-study-[0-9a-f]{16}(?:_bg\.wasm|\.js)|messages-study-[a-z]{2})/);
    if (match) studyRequests.push(match[1].replace(/-[0-9a-f]{16}/, ''));
  });
  await page.goto(suite.server.url);
  await page.locator('[data-entry="learn"]').first().waitFor({ timeout: 20000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  assert.deepEqual(studyRequests, []);

  // Home's Learn link: the core build hands over to the study build.
  await page.locator('[data-entry="learn"]').first().click();
  await page.locator('.lesson-list').waitFor({ timeout: 30000 });
  // The texts of the study screens come in the page's language only.
  const language = await page.evaluate(() => document.documentElement.lang);
  assert.deepEqual([...new Set(studyRequests)].sort(),
    ['cubeplay-study.js', 'cubeplay-study_bg.wasm', `messages-study-${language}`]);
  assert.equal(await page.evaluate(() => sessionStorage.getItem('cubeplay.study')), '1');
  assert.ok(await page.locator('.lesson-item').count() > 3);
  // Back home, the study build shows the core screens too.
  await page.locator('.learn-links [data-entry="rules"]').click();
  await page.locator('.rules-main').waitFor();

  // Offline in a new tab: the core build starts, and the lessons still open.
  await page.waitForFunction(async () => {
    let study = 0;
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        if (/cubeplay-study-|messages-study-/.test(request.url)) study += 1;
      }
    }
    return study >= 3;
  }, null, { timeout: 20000 });
  const offline = await suite.browser.context.newPage();
  await suite.browser.context.setOffline(true);
  try {
    await offline.goto(suite.server.url);
    await offline.locator('[data-entry="learn"]').first().click();
    await offline.locator('.lesson-list').waitFor({ timeout: 30000 });
  } finally {
    await suite.browser.context.setOffline(false);
  }
  assert.deepEqual(problems.pageErrors, []);
  await offline.close();
  await page.close();
});
