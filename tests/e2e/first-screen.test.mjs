// The first screen drawn at build time (scripts/prerender.mjs): the page's
// HTML shows the home page or a new Deblockle game before the wasm has
// arrived, the same as the app then draws, in the visitor's language, under
// the page's CSP; the language pack is fetched without waiting for the
// wasm; and a kept game is never shown as a new one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import crypto from 'node:crypto';
import path from 'node:path';
import {
  DIST, SCREENSHOTS, serveAppAndLaunch, launchBrowser, watchPage, startFresh, playDeblockle, gameId, boardPosition,
} from './support.mjs';
import { cspViolations, recordCspViolations } from './guards.mjs';

const PLAY = '#/play?game=deblockle&opponent=ai';
const suite = serveAppAndLaunch({ recordCsp: true });

/** The element's markup as a canonical string: tags, sorted attributes, texts. */
function canonical(selector) {
  const walk = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    const attributes = [...node.attributes].map((a) => `${a.name}=${JSON.stringify(a.value)}`).sort().join(' ');
    return `<${node.localName} ${attributes}>${[...node.childNodes].map(walk).join('')}</${node.localName}>`;
  };
  const element = document.querySelector(selector);
  return element ? walk(element) : null;
}

/** A page whose wasm never arrives: what the HTML alone shows. */
async function withoutWasm(context) {
  const page = await context.newPage();
  await page.route(/_bg\.wasm$/, (route) => route.abort());
  return page;
}

function shoot(page, name) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  return page.screenshot({ path: path.join(SCREENSHOTS, `first-screen-${name}.png`) });
}

test('the served page carries the first screens and allows its two inline scripts by hash only', () => {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script data-first-screen-(?:head|body)>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  assert.equal(scripts.length, 2);
  const csp = html.match(/content="([^"]*)"[^>]*Content-Security-Policy/)?.[1] ?? '';
  for (const script of scripts) {
    const hash = `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
    assert.ok(csp.includes(hash), `the CSP allows ${hash}`);
  }
  assert.doesNotMatch(csp, /unsafe-inline/);
  assert.match(scripts[1], /svg/);
  assert.equal([...html.matchAll(/rel="?stylesheet/g)].length, 1, 'one stylesheet');
});

for (const [name, hash, selector] of [['play', PLAY, 'svg.board'], ['home', '#/', 'svg.mini-board']]) {
  test(`${name}: the HTML alone shows the screen the app then draws, and the app replaces it`, async () => {
    // A browser of its own: a service worker would bring the wasm anyway.
    const htmlOnly = await launchBrowser({ serviceWorkers: 'block' });
    await recordCspViolations(htmlOnly.context);
    const early = await withoutWasm(htmlOnly.context);
    await early.goto(`${suite.server.url}${hash}`);
    await early.locator(`[data-first-screen] ${selector}`).first().waitFor();
    const drawn = await early.evaluate(canonical, `[data-first-screen] ${selector}`);
    const text = await early.locator('[data-first-screen]').innerText();
    assert.equal(await early.evaluate(() => document.documentElement.lang), 'en');
    await early.setViewportSize({ width: 390, height: 844 });
    await shoot(early, `${name}-html-390`);
    await early.setViewportSize({ width: 1280, height: 800 });
    await shoot(early, `${name}-html-1280`);
    assert.deepEqual(await cspViolations(early), []);
    await htmlOnly.close();

    const page = await suite.browser.context.newPage();
    const watched = watchPage(page, suite.server.origin);
    await startFresh(page);
    await page.goto(`${suite.server.url}${hash}`);
    await page.waitForFunction(() => !document.querySelector('[data-first-screen]')
      && document.querySelector('.play-screen, main.home'));
    // One screen, the app's: the board it draws is the one the HTML showed.
    assert.equal(await page.locator(selector === 'svg.board' ? '.play-screen' : 'main.home').count(), 1);
    assert.equal(await page.evaluate(canonical, selector), drawn);
    assert.ok(text.includes(name === 'play' ? 'Deblockle' : 'cubeplay'));
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, `${name}-app-390`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, `${name}-app-1280`);
    assert.deepEqual(watched.pageErrors, []);
    assert.deepEqual(watched.consoleErrors, []);
    assert.deepEqual(await cspViolations(page), []);
    await page.close();
  });
}

test('the first screen is in the visitor\'s language, and its pack is fetched without the wasm', async () => {
  const browser = await launchBrowser({ locale: 'hu-HU', serviceWorkers: 'block' });
  try {
    await recordCspViolations(browser.context);
    const early = await withoutWasm(browser.context);
    const packs = [];
    early.on('request', (request) => {
      if (/messages-[a-z]{2}-[0-9a-f]{16}\.txt$/.test(request.url())) packs.push(request.url());
    });
    await early.goto(`${suite.server.url}#/`);
    await early.locator('[data-first-screen] svg.mini-board').first().waitFor();
    assert.equal(await early.evaluate(() => document.documentElement.lang), 'hu');
    const tagline = await early.locator('[data-first-screen] .tagline').innerText();
    await early.waitForFunction(() => performance.getEntriesByType('resource')
      .some((entry) => /messages-hu-/.test(entry.name) && entry.responseEnd > 0));
    assert.equal(packs.length, 1);
    assert.match(packs[0], /messages-hu-/);
    assert.deepEqual(await cspViolations(early), []);
    await early.close();

    const page = await browser.context.newPage();
    await page.goto(`${suite.server.url}#/`);
    await page.waitForFunction(() => !document.querySelector('[data-first-screen]') && document.querySelector('main.home'));
    assert.equal(await page.locator('.tagline').innerText(), tagline);
    await page.close();
  } finally {
    await browser.close();
  }
});

test('a kept game\'s address, or home with a game kept, never shows the screen drawn at build time', async () => {
  const page = await suite.browser.context.newPage();
  await startFresh(page);
  await page.goto(`${suite.server.url}#/play?game=deblockle&opponent=friend`);
  await page.locator('svg.board[data-position]').waitFor();
  const block = await page.locator('svg.board [data-block]').first().getAttribute('data-block');
  await playDeblockle(page, block);
  const id = await gameId(page);
  const played = await boardPosition(page);
  await page.close();
  for (const address of [`#/game/${id}`, `${PLAY}&id=${id}`]) {
    const again = await suite.browser.context.newPage();
    await again.addInitScript(() => {
      window.firstScreenSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-first-screen]')) window.firstScreenSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await again.goto(`${suite.server.url}${address}`);
    await again.waitForFunction((position) => document.querySelector('svg.board')?.getAttribute('data-position') === position, played);
    assert.equal(await again.evaluate(() => window.firstScreenSeen), false, address);
    await again.close();
  }
  // Home with a game kept is not drawn as a first visit's ("no games yet").
  const home = await suite.browser.context.newPage();
  await home.addInitScript(() => {
    window.firstScreenSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-first-screen]')) window.firstScreenSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await home.goto(`${suite.server.url}#/`);
  await home.locator(`.kept-games .saved-game[data-id="${id}"]`).waitFor();
  assert.equal(await home.evaluate(() => window.firstScreenSeen), false, '#/ with a game kept');
  await home.close();
});
