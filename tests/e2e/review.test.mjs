// The computer's review on the play screen: the graph, the classes, the
// better move on the board, progress without freezing the page, and the
// review kept with the game and in exported records.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  serveAppAndLaunch, openGame, boardPosition, gameId, storedGame, countWorkers, importRecord,
  clickGraphPoint, reportLongTasks,
} from './support.mjs';

const suite = serveAppAndLaunch();
const DATA = path.resolve(import.meta.dirname, '../../engine/tests/data');
// From `w1w6w1/.b6b1/b1.b1 w` White wins only with a2=a1+a3
// (`cubeplay-cli bestmove cephalopod --position 'w1w6w1/.b6b1/b1.b1 w'`
// answers `score win … pv a2=a1+a3`); the record's first move, b1=a1+c1,
// hands the win to Black. 22 plies.
const BLUNDER = fs.readFileSync(path.join(DATA, 'review_blunder_3x3.txt'), 'utf8');
const WINNING = 'a2=a1+a3';
// 41 plies of Deblockle (see the file's comment).
const DEBLOCKLE = fs.readFileSync(path.join(DATA, 'review_deblockle_41.txt'), 'utf8');
async function openImported(text, game, viewport) {
  const query = game === 'deblockle' ? 'game=deblockle&opponent=friend' : 'game=cephalopod&opponent=friend&size=3x3';
  const { page, problems } = await openGame(suite.browser, suite.server, query, viewport);
  await importRecord(page, text);
  await page.waitForFunction((n) => document.querySelectorAll('.move-list [data-move]').length === n,
    text.split('\n').filter((line) => /^\d+\./.test(line)).length, { timeout: 20000 });
  return { page, problems };
}

test('a 3x3 blunder is marked, the winning move is shown, and the graph jumps to a move', async () => {
  const { page, problems } = await openImported(BLUNDER, 'cephalopod');
  // An old record imports as before: no review until asked for.
  assert.equal(await page.locator('.review-graph').count(), 0);
  assert.equal(await page.locator('.review-mark').count(), 0);
  await page.locator('[data-action="review"]').click();
  await page.locator('.review[data-state="done"]').waitFor({ timeout: 30000 });
  // One point per position: the start and the 22 plies.
  assert.equal(await page.locator('svg.review-graph circle.review-point').count(), 23);
  assert.equal(await page.locator('svg.review-graph').getAttribute('data-points'), '23');
  const blunder = page.locator('.move-list [data-ply="1"] .review-mark');
  assert.equal(await blunder.getAttribute('data-class'), 'blunder');
  assert.equal(await blunder.textContent(), '??');
  assert.equal(await page.locator('svg.review-graph circle.blunder').getAttribute('data-index'), '1');

  // The point after the blunder: that move is shown, and the review says
  // what it was: the blunder, and the move the computer prefers.
  await clickGraphPoint(page, 1);
  await page.locator('.move-list [data-ply="1"].shown').waitFor();
  assert.equal(await boardPosition(page), 'w1w6w1/.b6b1/.w2. b');
  const played = page.locator('.review-ply');
  assert.equal(await played.getAttribute('data-class'), 'blunder');
  assert.equal(await played.getAttribute('data-better'), WINNING);
  assert.equal(await played.textContent(), 'Move 1, b1=a1+c1: blunder. The computer prefers a2=a1+a3.');
  // 3×3 is settled exactly: the move that changed the result is named,
  // here and in the list of such moves (no other move changed it).
  assert.equal(await page.locator('.review-change').textContent(), 'b1=a1+c1 throws away a win: a loss with perfect play.');
  assert.equal(await page.locator('[data-kind="result-changes"]').textContent(), 'Moves that changed the result: 1. b1=a1+c1');
  assert.equal(await page.locator('.review-proof').textContent(), 'Black wins in 11 turns with perfect play.');
  // On request the better one is on the board, on the position the
  // blunder was played from (a2 placed, a1 and a3 captured): the winning move.
  await page.locator('[data-action="review-better"]').click();
  await page.locator('svg.board .hint-place').waitFor();
  assert.equal(await boardPosition(page), 'w1w6w1/.b6b1/b1.b1 w');
  assert.equal(await page.locator('svg.board .hint-place').getAttribute('data-square'), 'a2');
  assert.deepEqual(await page.locator('svg.board .hint-capture').evaluateAll((els) => els.map((e) => e.dataset.square).sort()), ['a1', 'a3']);
  // The start: no move led there, nothing to say of one.
  await clickGraphPoint(page, 0);
  await page.waitForFunction(() => !document.querySelector('.move-list .shown'));
  assert.equal(await played.count(), 0);
  assert.equal(await page.locator('svg.board .hint-place').count(), 0);
  // Dragging along the graph browses the positions.
  // (The text above the graph changes height with the move shown, so the
  // graph may move under the mouse: the drag follows it, as a hand would.)
  const graph = await page.locator('svg.review-graph').boundingBox();
  await page.mouse.move(graph.x + 2, graph.y + graph.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) {
    const now = await page.locator('svg.review-graph').boundingBox();
    await page.mouse.move(now.x + 2 + (now.width - 4) * step / 8, now.y + now.height / 2);
  }
  await page.mouse.up();
  await page.locator('.move-list [data-ply="22"].shown').waitFor();
  // One ply before the end the search sees the end: proven, in words.
  await clickGraphPoint(page, 21);
  await page.locator('.move-list [data-ply="21"].shown').waitFor();
  assert.equal(await page.locator('.review-change').count(), 0);
  assert.equal(await page.locator('.review-proof').textContent(), 'Black wins in 1 turn with perfect play.');
  const summary = await page.locator('.review-summary').textContent();
  assert.match(summary, /White: \d+% accuracy · 0 inaccuracies, 0 mistakes, 1 blunder/);
  assert.deepEqual(problems, { consoleErrors: [], pageErrors: [], foreignRequests: [] });
  await page.close();
});

test('a 41-ply Deblockle review shows its progress to the end and never blocks the page', async () => {
  const { page, problems } = await openImported(DEBLOCKLE, 'deblockle');
  // Cancel stops it: the button is back and no review appears.
  await page.locator('[data-action="review"]').click();
  await page.waitForFunction(() => Number(document.querySelector('.review progress')?.dataset.done) >= 2);
  await page.locator('[data-action="review-cancel"]').click();
  await page.locator('[data-action="review"]').waitFor();
  await page.waitForTimeout(1500);
  assert.equal(await page.locator('.review progress, .review-graph').count(), 0);
  await page.evaluate(() => new Promise((resolve) => {
    window.longTasks = [];
    window.progressSeen = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
    new MutationObserver(() => {
      const bar = document.querySelector('.review progress');
      if (bar) window.progressSeen.push(`${bar.dataset.done}/${bar.dataset.total}`);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-done'] });
    requestAnimationFrame(() => resolve());
  }));
  const started = Date.now();
  await page.locator('[data-action="review"]').click();
  await page.locator('.review progress').waitFor();
  await page.locator('.review[data-state="done"]').waitFor({ timeout: 120000 });
  const seconds = (Date.now() - started) / 1000;
  const { tasks, seen } = await page.evaluate(() => ({ tasks: window.longTasks, seen: window.progressSeen }));
  assert.equal(seen.at(-1), '42/42', `progress seen: ${seen.join(' ')}`);
  // Drawn a few times a second (not every position), each time further.
  const done = seen.map((text) => Number(text.split('/')[0]));
  assert.ok(done.every((count, i) => i === 0 || count >= done[i - 1]), `progress seen: ${seen.join(' ')}`);
  assert.ok(done.filter((count) => count > 0 && count < 42).length >= 3, `progress seen: ${seen.join(' ')}`);
  reportLongTasks('Deblockle review', tasks);
  assert.equal(await page.locator('svg.review-graph circle.review-point').count(), 42);
  console.log(`review of 41 Deblockle plies: ${seconds.toFixed(1)} s`);
  assert.deepEqual(problems, { consoleErrors: [], pageErrors: [], foreignRequests: [] });
  await page.close();
});

test('a review comes back at once after a reload, rides in the export and imports back', async () => {
  const { page } = await openImported(BLUNDER, 'cephalopod');
  await page.locator('[data-action="review"]').click();
  await page.locator('.review[data-state="done"]').waitFor({ timeout: 30000 });
  const id = await gameId(page);
  assert.match(await storedGame(page), /^cubeplay-saved 3\n[\s\S]*\n1\. White b1=a1\+c1\n#@review 1 blunder [\d.]+ a2=a1\+a3 loss(:\d+)?\n/);
  await countWorkers(page);
  await page.reload();
  // Shown at once from the saved game: no review job, so only the AI's
  // worker started.
  await page.locator('.review[data-state="done"]').waitFor({ timeout: 5000 });
  assert.equal(await page.locator('svg.review-graph circle.review-point').count(), 23);
  assert.equal(await page.evaluate(() => window.workersStarted), 1);
  assert.equal(await gameId(page), id);

  await page.locator('[data-action="export"]').click();
  const text = await page.locator('textarea[data-kind="record"]').inputValue();
  await page.locator('[data-action="close-dialog"]').click();
  const lines = text.split('\n').filter((line) => line.startsWith('#@review 1 '));
  assert.equal(lines.length, 23);
  assert.match(text, /\n\n#@review 1 \S+\n1\. White b1=a1\+c1\n#@review 1 blunder [\d.]+ a2=a1\+a3 loss(:\d+)?\n2\. Black c1=b1\+c2\n/);
  await page.close();

  // Imported into a browser without the game: the review comes along.
  const fresh = await openGame(suite.browser, suite.server, 'game=deblockle&opponent=friend');
  await importRecord(fresh.page, text);
  await fresh.page.locator('.review[data-state="done"]').waitFor({ timeout: 5000 });
  assert.equal(await fresh.page.locator('svg.review-graph circle.review-point').count(), 23);
  assert.equal(await fresh.page.locator('.move-list [data-ply="1"] .review-mark').getAttribute('data-class'), 'blunder');
  await fresh.page.close();
});

test('a second tab that opened the game before its review keeps the review when it saves', async () => {
  const { page } = await openImported(BLUNDER, 'cephalopod');
  const id = await gameId(page);
  const other = await suite.browser.context.newPage();
  await other.goto(`${suite.server.url}#/game/${id}`);
  await other.locator('.move-list [data-move]').nth(21).waitFor({ timeout: 20000 });
  await page.locator('[data-action="review"]').click();
  await page.locator('.review[data-state="done"]').waitFor({ timeout: 30000 });
  const reviewLines = (text) => text.split('\n').filter((line) => line.startsWith('#@review 1 ')).length;
  assert.equal(reviewLines(await storedGame(page)), 23);
  // The other tab never saw the review; its Undo saves the game again.
  await other.locator('[data-action="undo"]').click();
  await other.waitForFunction((key) => /\ncursor=21\n/.test(localStorage.getItem(key)), `cubeplay.game.${id}`);
  assert.equal(reviewLines(await storedGame(other)), 23);
  await other.close();
  await page.close();
});
