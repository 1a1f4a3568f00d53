// The size of each entry point of the build, within its budget (the page,
// the engine worker, each part: scripts/size-report.mjs), and what a visit
// fetches: one language pack, the parts it opens and no more, each of them
// cached for offline once the first screen is up.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DIST, serveAppAndLaunch, watchPage } from './support.mjs';
import { entryPoints, measure, report } from '../../scripts/size-report.mjs';

test('each entry point of the build stays within its budget', (t) => {
  const measured = measure(DIST);
  for (const line of report(measured)) t.diagnostic(line);
  const entries = entryPoints(measured);
  for (const name of ['page', 'worker', 'play', 'home', 'rules', 'lessons', 'puzzles', 'analysis', 'embed']) {
    assert.ok(entries.some((entry) => entry.name === name), `no entry point ${name} in ${DIST}`);
  }
  const over = entries.filter(({ gzipped, budget }) => gzipped > budget)
    .map(({ name, gzipped, budget }) => `${name}: ${gzipped} B over its budget of ${budget} B`);
  assert.deepEqual(over, []);
});

const suite = serveAppAndLaunch();

/** Reloads `page` and waits for the app (the HTML's drawn first screen takes no input). */
async function reloadApp(page) {
  await page.reload();
  await page.waitForFunction(() => !document.querySelector('[data-first-screen]')
    && document.querySelector('.language-picker select'), null, { timeout: 20000 });
}

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
    await reloadApp(page);
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
  await reloadApp(page);
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
    await reloadApp(page);
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

/** The files of the build the service worker has cached. */
const cachedFiles = (page) => page.evaluate(async () => {
  const files = new Set();
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) files.add(new URL(request.url).pathname.split('/').pop());
  }
  return [...files];
});

test('the rules, a lesson and a puzzle are fetched when first opened, in the running page, and open offline after one visit', async () => {
  const { entries } = measure(DIST);
  const page = await suite.browser.context.newPage();
  const problems = watchPage(page, suite.server.origin);
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname.split('/').pop()));
  await page.goto(`${suite.server.url}#/play?game=cephalopod&opponent=friend&size=3x3`);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  // The play screen fetched its parts, not the study screens' own files.
  const studyOnly = (part) => entries[part].filter((file) => ![...entries.page, ...entries.play, ...entries.cephalopod_board].includes(file));
  for (const part of ['rules', 'lessons', 'puzzles']) {
    assert.deepEqual(fetched.filter((file) => studyOnly(part).includes(file)), [], `${part} fetched with the play screen`);
  }
  // Opened by links in the same page: no reload.
  await page.evaluate(() => { window.cubeplayStillHere = true; });
  await page.locator('.app-nav a[href="#/rules/cephalopod"]').click();
  await page.locator('.rules-main').waitFor({ timeout: 20000 });
  await page.locator('.learn-links [data-entry="learn"]').click();
  await page.locator('.lesson-list').waitFor({ timeout: 20000 });
  await page.locator('.learn-links [data-entry="puzzles"]').click();
  await page.locator('.puzzle-nav').waitFor({ timeout: 20000 });
  assert.equal(await page.evaluate(() => window.cubeplayStillHere), true, 'the page was reloaded');
  const language = await page.evaluate(() => document.documentElement.lang);
  assert.ok(fetched.some((file) => new RegExp(`^messages-study-${language}-`).test(file)), 'the study texts were fetched');
  assert.equal(fetched.filter((file) => /^messages-study-/.test(file)).length, 1, 'one language of study texts');

  // The first visit's service worker keeps every part for offline use.
  const parts = [...new Set(Object.entries(entries).filter(([name]) => !['page', 'worker'].includes(name))
    .flatMap(([, files]) => files).filter((file) => !/^messages-/.test(file)))];
  await page.waitForFunction(async (wanted) => {
    const files = new Set();
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) files.add(new URL(request.url).pathname.split('/').pop());
    }
    return wanted.every((file) => files.has(file));
  }, parts, { timeout: 30000 });
  await page.waitForFunction(async () => {
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        if (/messages-study-/.test(request.url)) return true;
      }
    }
    return false;
  }, null, { timeout: 20000 });
  assert.ok((await cachedFiles(page)).length > parts.length);

  // Offline, in a new tab of the same browser: home, then the rules, a
  // lesson and a puzzle, by links, with no reload.
  const offline = await suite.browser.context.newPage();
  const offlineProblems = watchPage(offline, suite.server.origin);
  await suite.browser.context.setOffline(true);
  try {
    await offline.goto(suite.server.url);
    await offline.locator('[data-entry="learn"]').first().waitFor({ timeout: 20000 });
    await offline.evaluate(() => { window.cubeplayStillHere = true; });
    await offline.locator('.app-nav a[href="#/rules/deblockle"]').click();
    await offline.locator('.rules-main .rules').waitFor({ timeout: 20000 });
    await offline.locator('.learn-links [data-entry="learn"]').click();
    await offline.locator('.lesson-item a').first().click();
    await offline.locator('main.lesson svg.board').waitFor({ timeout: 20000 });
    await offline.evaluate(() => { window.location.hash = '#/puzzles/deblockle'; });
    await offline.locator('.puzzle-nav').waitFor({ timeout: 20000 });
    assert.equal(await offline.evaluate(() => window.cubeplayStillHere), true, 'the page was reloaded offline');
    assert.equal(await offline.locator('.part-unavailable').count(), 0);
  } finally {
    await suite.browser.context.setOffline(false);
  }
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(offlineProblems.pageErrors, []);
  await offline.close();
  await page.close();
});
