// Embedding: a page on a second loopback origin shows the app in an
// iframe with a given position; the embed plays a move, fills the frame
// without scrollbars, and never touches the app's saved game. Replay-only
// embeds step through a whole game; "Embed this game" gives the snippet.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  startServer, launchBrowser, openGame, boardPosition, watchPage, storedGame, storedGames,
} from './support.mjs';

let app;
let host;
let hostRoot;
let browser;

before(async () => {
  app = await startServer();
  hostRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cubeplay-host-'));
  host = await startServer({ root: hostRoot });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await host?.close();
  await app?.close();
  fs.rmSync(hostRoot, { recursive: true, force: true });
});

/** Writes a blog-like page embedding `src` at `width` pixels. */
function hostPage(name, src, width) {
  const escaped = src.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  fs.writeFileSync(path.join(hostRoot, name), `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>A blog post</title></head>
<body><article><h1>A position worth a look</h1>
<iframe id="game" src="${escaped}" title="A game" width="${width}" height="520" style="border:0"></iframe>
<p>What would you play?</p></article></body></html>`);
  return `${host.url}${name}`;
}

async function frameOf(page) {
  const handle = await page.locator('iframe#game').elementHandle();
  const frame = await handle.contentFrame();
  await frame.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  return frame;
}

const POSITION = 'w1.b2/.../b3.w6 w';

test('an iframe on another origin shows the given position, plays a move, leaves the saved game', async () => {
  // The app's own saved game, made first.
  const { page: appPage } = await openGame(browser, app, 'game=cephalopod&opponent=friend&size=5x5');
  await appPage.locator('svg.board [data-square="c3"]').click();
  await appPage.locator('svg.board[data-position$=" b"]').waitFor();
  const saved = await storedGame(appPage);
  const gamesBefore = await storedGames(appPage);
  assert.ok(saved?.includes('1. White c3'));

  const src = `${app.url}#/embed?game=cephalopod&size=3x3&position=${encodeURIComponent(POSITION)}`;
  for (const width of [320, 640]) {
    const page = await browser.context.newPage();
    const problems = watchPage(page, host.origin);
    await page.goto(hostPage(`post-${width}.html`, src, width));
    const frame = await frameOf(page);
    assert.equal(await frame.locator('svg.board').getAttribute('data-position'), POSITION);
    // Board and bar only: no side panel, no scrollbars at this width.
    assert.equal(await frame.locator('.side-panel').count(), 0);
    const overflow = await frame.evaluate(() => ({
      x: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      y: document.documentElement.scrollHeight - document.documentElement.clientHeight,
    }));
    assert.deepEqual(overflow, { x: 0, y: 0 }, `width ${width}`);
    if (width === 640) {
      // Interactive: White places on b3 and captures a3 and c3 (1 + 2 = 3).
      await frame.locator('svg.board [data-square="b3"]').click();
      await frame.locator('svg.board[data-position=".w3./.../b3.w6 b"]').waitFor();
    }
    // Requests only to the two loopback origins of this test.
    assert.deepEqual(problems.foreignRequests.filter((url) => !url.startsWith(app.origin)), []);
    assert.deepEqual(problems.pageErrors, []);
    await page.close();
  }
  assert.equal(await storedGame(appPage), saved);
  // The embeds kept no game of their own.
  assert.deepEqual(await storedGames(appPage), gamesBefore);
  await appPage.close();
});

test('"Embed this game" gives a snippet whose replay-only embed steps through the moves', async () => {
  const { page, problems } = await openGame(browser, app, 'game=cephalopod&opponent=friend&size=5x5');
  const positions = [await boardPosition(page)];
  for (const square of ['a1', 'e5', 'a5']) {
    await page.locator(`svg.board [data-square="${square}"]`).click();
    await page.waitForFunction(
      (old) => document.querySelector('svg.board').getAttribute('data-position') !== old,
      positions.at(-1),
    );
    positions.push(await boardPosition(page));
  }
  await page.locator('[data-action="embed"]').click();
  const snippet = await page.locator('textarea[data-kind="embed"]').inputValue();
  const match = snippet.match(/^<iframe src="([^"]+)" title="[^"]+"/);
  assert.ok(match, snippet);
  const src = match[1].replaceAll('&amp;', '&');
  assert.ok(src.startsWith(`${app.url}#/embed?`), src);
  assert.match(src, /mode=replay/);
  const saved = await storedGame(page);
  const gamesBefore = await storedGames(page);

  const post = await browser.context.newPage();
  await post.goto(hostPage('replay.html', src, 480));
  const frame = await frameOf(post);
  // Replay-only: starts at the first position; nobody can move.
  assert.equal(await frame.locator('svg.board').getAttribute('data-position'), positions[0]);
  await frame.locator('svg.board [data-square="c3"]').click();
  assert.equal(await frame.locator('svg.board').getAttribute('data-position'), positions[0]);
  for (let i = 1; i < positions.length; i++) {
    await frame.locator('[data-action="replay-forward"]').click();
    assert.equal(await frame.locator('svg.board').getAttribute('data-position'), positions[i]);
  }
  assert.equal(await frame.locator('[data-action="replay-forward"]').isDisabled(), true);
  await frame.locator('[data-action="replay-start"]').click();
  assert.equal(await frame.locator('svg.board').getAttribute('data-position'), positions[0]);
  await post.close();

  // A damaged record in an embed: a message, and still no saving.
  const broken = await browser.context.newPage();
  await broken.goto(hostPage('broken.html', `${app.url}#/embed?game=cephalopod&record=v1%3Bg%3Dc%3Bjunk`, 480));
  const brokenFrame = await (await broken.locator('iframe#game').elementHandle()).contentFrame();
  await brokenFrame.locator('.embed-status.error').waitFor({ timeout: 20000 });
  await broken.close();
  assert.equal(await storedGame(page), saved);
  assert.deepEqual(await storedGames(page), gamesBefore);
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});
