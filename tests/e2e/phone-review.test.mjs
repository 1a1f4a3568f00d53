// The computer's review as a phone user meets it (390×844, touch, taps
// only, the phone's default settings): a review started by a tap, the move
// marked ?? tapped in the move list explains that move, its better move one
// tap away on the position it was played from, and the graph answers taps,
// also for a long game, whose graph is cut into strips, one under the other,
// instead of piling its dots up.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveAppOnPhone, openGame, boardPosition, tap } from './support.mjs';

const suite = serveAppOnPhone();
const PHONE = { width: 390, height: 844 };
const DATA = path.resolve(import.meta.dirname, '../../engine/tests/data');
// 22 plies of 3×3 Cephalopod; the first, b1=a1+c1, throws White's win away
// (a2=a1+a3 wins): see review.test.mjs.
const BLUNDER = fs.readFileSync(path.join(DATA, 'review_blunder_3x3.txt'), 'utf8');
// 149 plies of Deblockle with a review in the record (blunders on plies 30,
// 77 and 140): see the file's comment.
const LONG = fs.readFileSync(path.resolve(import.meta.dirname, 'data/review_deblockle_149.txt'), 'utf8');

/** Imports record `text` by taps and waits for its `moves` moves in the list. */
async function importByTaps(page, text, moves) {
  await tap(page.locator('[data-action="open-import"]'));
  await page.locator('textarea[data-kind="import"]').fill(text);
  await tap(page.locator('[data-action="import"]'));
  await page.waitForFunction((n) => document.querySelectorAll('.move-list [data-move]').length === n,
    moves, { timeout: 20000 });
}

/** Taps the evaluation graph where the point of position `index` is. */
async function tapGraphPoint(page, index) {
  const point = page.locator(`svg.review-graph circle[data-index="${index}"]`);
  await point.scrollIntoViewIfNeeded();
  const box = await point.boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

test('on a phone: a review started by a tap, the ?? move explains itself, its better move a tap away', async () => {
  const { page, problems } = await openGame(suite.browser, suite.server,
    'game=cephalopod&opponent=friend&size=3x3', PHONE);
  assert.equal(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), true);
  await importByTaps(page, BLUNDER, 22);
  await tap(page.locator('[data-action="review"]'));
  await page.locator('.review[data-state="done"]').waitFor({ timeout: 60000 });

  // The move marked ?? in the move list: tapped, the review names that move.
  const marked = page.locator('.move-list [data-ply="1"]');
  assert.equal(await marked.locator('.review-mark').textContent(), '??');
  await tap(marked);
  await page.locator('.move-list [data-ply="1"].shown').waitFor();
  assert.equal(await boardPosition(page), 'w1w6w1/.b6b1/.w2. b');
  const played = page.locator('.review-ply');
  assert.equal(await played.textContent(), 'Move 1, b1=a1+c1: blunder. The computer prefers a2=a1+a3.');
  assert.equal(await played.getAttribute('data-class'), 'blunder');

  // The better move on the board, on the position the blunder was played
  // from; the list still marks move 1, and a second tap shows the move played.
  const better = page.locator('[data-action="review-better"]');
  assert.equal(await better.textContent(), 'Show it on the board');
  await tap(better);
  await page.locator('svg.board .hint-place[data-square="a2"]').waitFor();
  assert.equal(await boardPosition(page), 'w1w6w1/.b6b1/b1.b1 w');
  // The board that changed is in view (the review sits below it on a phone).
  await page.waitForTimeout(400);
  const box = await page.locator('main.play svg.board').evaluate((board) => {
    const rect = board.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom, height: innerHeight, scrollY };
  });
  assert.ok(box.top >= -1 && box.bottom <= box.height + 1, `the board is in view: ${JSON.stringify(box)}`);
  assert.deepEqual(await page.locator('svg.board .hint-capture').evaluateAll(
    (els) => els.map((e) => e.dataset.square).sort()), ['a1', 'a3']);
  assert.equal(await page.locator('.move-list .shown').getAttribute('data-ply'), '1');
  assert.equal(await better.getAttribute('aria-pressed'), 'true');
  assert.equal(await better.textContent(), 'Show the move played');
  await tap(better);
  await page.waitForFunction(() => document.querySelector('svg.board')?.dataset.position === 'w1w6w1/.b6b1/.w2. b');
  assert.equal(await page.locator('svg.board .hint-place').count(), 0);

  // The graph answers a tap: the position after ply 21, proven in words.
  await tapGraphPoint(page, 21);
  await page.locator('.move-list [data-ply="21"].shown').waitFor();
  assert.equal(await page.locator('.review-proof').textContent(), 'Black wins in 1 turn with perfect play.');
  assert.match(await played.textContent(), /^Move 21, \S+: /);
  assert.deepEqual(problems, { consoleErrors: [], pageErrors: [], foreignRequests: [] });
  await page.close();
});

test('on a phone: a 149-ply review keeps its graph readable and follows the taps', async () => {
  const { page, problems } = await openGame(suite.browser, suite.server, 'game=deblockle&opponent=friend', PHONE);
  await importByTaps(page, LONG, 149);
  // The review came with the record.
  await page.locator('.review[data-state="done"]').waitFor({ timeout: 5000 });
  assert.equal(await page.locator('svg.review-graph circle.review-point').count(), 150);
  // The graph says what it shows, in sight: a phone shows no tooltips.
  assert.equal(await page.locator('.review-caption').textContent(), "Evaluation graph: Gold's winning chances, move by move");
  // Four strips of 38 moves (the last of 35), 56 units high each, across
  // the panel: about 9 px from one position's point to the next.
  assert.equal(await page.locator('svg.review-graph').getAttribute('viewBox'), '0 0 300 224');
  const layout = await page.evaluate(() => {
    const box = document.querySelector('svg.review-graph').getBoundingClientRect();
    const point = (i) => document.querySelector(`svg.review-graph circle[data-index="${i}"]`);
    const centre = (i) => {
      const at = point(i).getBoundingClientRect();
      return at.x + at.width / 2;
    };
    return {
      inside: box.left >= 0 && box.right <= innerWidth,
      gaps: [[0, 1], [99, 100], [148, 149]].map(([a, b]) => Math.round(centre(b) - centre(a))),
      strips: [0, 38, 39, 76, 77, 114, 115, 149].map((i) => Math.floor(Number(point(i).getAttribute('cy')) / 56)),
    };
  });
  assert.deepEqual(layout, { inside: true, gaps: [9, 9, 9], strips: [0, 0, 1, 1, 2, 2, 3, 3] });

  // The move marked ?? on ply 30: that move, its class, the better move.
  const marked = page.locator('.move-list [data-ply="30"]');
  assert.equal(await marked.locator('.review-mark').textContent(), '??');
  await tap(marked);
  await page.locator('.move-list [data-ply="30"].shown').waitFor();
  assert.equal(await page.locator('.review-ply').textContent(),
    'Move 30, d5-d4:d7: blunder. The computer prefers a7-b7:a7.');
  assert.equal(await page.locator('svg.review-graph circle.shown').getAttribute('data-index'), '30');
  assert.equal(await page.locator('.status-text').textContent(), 'Gold to move');
  // Its better move on the board: what the panel says of the board is of
  // the position on it, the one before move 30.
  await tap(page.locator('[data-action="review-better"]'));
  await page.locator('svg.board .hint-marks[data-hint-move="a7-b7:a7"]').waitFor();
  assert.equal(await page.locator('.status-text').textContent(), 'Blue to move');
  assert.equal(await page.locator('.viewing span').textContent(), 'Viewing the position after move 29');
  assert.equal(await page.locator('.last-move-sentence').getAttribute('data-ply'), '29');

  // A tap on the graph, on the point of the blunder of ply 77.
  await tapGraphPoint(page, 77);
  await page.locator('.move-list [data-ply="77"].shown').waitFor();
  assert.match(await page.locator('.review-ply').textContent(), /^Move 77, \S+: blunder\. The computer prefers \S+\.$/);
  // And on the first point of the second strip.
  await tapGraphPoint(page, 39);
  await page.locator('.move-list [data-ply="39"].shown').waitFor();

  // A finger swiping up over the graph leaves the page free to scroll
  // (touch-action pan-y: the browser's scrolling is not emulated here) and
  // the position shown stays: on a phone only a tap browses.
  const graph = page.locator('svg.review-graph');
  assert.equal(await graph.evaluate((svg) => getComputedStyle(svg).touchAction), 'pan-y');
  const box = await graph.boundingBox();
  const cdp = await page.context().newCDPSession(page);
  const [x, y] = [box.x + box.width * 0.2, box.y + box.height * 0.9];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - step * 15 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(300);
  assert.equal(await page.locator('.move-list .shown').getAttribute('data-ply'), '39');
  assert.deepEqual(problems, { consoleErrors: [], pageErrors: [], foreignRequests: [] });
  await page.close();
});
