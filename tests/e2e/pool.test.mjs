// The review on the page's pool of engine workers: a 159-ply 5×5
// Cephalopod game reviewed with one worker and with two (`?engines=N`):
// both times are printed, the verdicts are the same to the last digit, the
// page never has a long task meanwhile, and Cancel ends every worker of
// the pool at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  serveAppAndLaunch, reportLongTasks, startFresh, watchPage, importRecord, storedGame, SCREENSHOTS,
} from './support.mjs';

const suite = serveAppAndLaunch();
const GAME = fs.readFileSync(path.resolve(import.meta.dirname, '../../engine/tests/data/review_5x5_159.txt'), 'utf8');
const PLIES = 159;
/** The review's lines with one worker, once the first test has them. */
let reference;

/**
 * The play screen with `engines` pool workers and the game imported; the
 * page's long tasks and its pool workers (`pool.alive`, `pool.closed`:
 * when each one went, by the test's clock) are watched from the start.
 */
async function openWithEngines(engines, { viewport = { width: 1280, height: 800 }, failing } = {}) {
  const page = await suite.browser.context.newPage();
  await page.setViewportSize(viewport);
  await startFresh(page);
  if (failing) {
    // A worker that fails as a crashed one does: its `error` event, a
    // moment after its second progress message. `failing`: 'first' (only
    // the first pool worker) or 'all'; or 'silent': the first pool worker
    // is never heard to load.
    await page.addInitScript((which) => {
      const Original = window.Worker;
      // Counted here: a worker ended at once may be gone before the test hears its name.
      window.poolStarted = 0;
      window.Worker = class extends Original {
        constructor(url, options) {
          super(url, options);
          if (options?.name !== 'cubeplay-pool') return;
          window.poolStarted += 1;
          if (which === 'silent' && window.poolStarted === 1) {
            // Never heard to load: its `ready` goes no further.
            this.addEventListener('message', (event) => {
              if (event.data === 'ready') event.stopImmediatePropagation();
            });
            return;
          }
          if (which !== 'first' && which !== 'all') return;
          if (which === 'first' && window.poolStarted > 1) return;
          let progress = 0;
          this.addEventListener('message', (event) => {
            if (String(event.data).startsWith('p ') && ++progress === 2) {
              setTimeout(() => this.dispatchEvent(new ErrorEvent('error', { message: 'worker crashed' })));
            }
          });
        }
      };
    }, failing);
  }
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    // The review's time on the page's own clock: from the tap on Review to
    // the review drawn (the test's own polling adds a few hundred ms).
    document.addEventListener('click', (event) => {
      if (event.target.closest?.('[data-action="review"]')) window.reviewAsked = performance.now();
    }, true);
    new MutationObserver(() => {
      if (window.reviewAsked && !window.reviewDrawn && document.querySelector('.review[data-state="done"]')) {
        window.reviewDrawn = performance.now();
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const problems = watchPage(page, suite.server.origin);
  const pool = { alive: new Set(), closed: [], started: 0 };
  page.on('worker', async (worker) => {
    // Heard before the name comes back: a worker ended at once (a failed
    // one) may close while its name is asked, and must not stay "alive".
    let closed = false;
    worker.on('close', () => {
      closed = true;
      if (pool.alive.delete(worker)) pool.closed.push(Date.now());
    });
    // Only the pool's workers carry its name; the AI's worker does not.
    const name = await worker.evaluate(() => self.name).catch(() => '');
    if (name !== 'cubeplay-pool' || closed) return;
    pool.started += 1;
    pool.alive.add(worker);
  });
  await page.goto(`${suite.server.url}?engines=${engines}#/play?game=cephalopod&opponent=friend&size=5x5`);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  await importRecord(page, GAME);
  await page.waitForFunction((n) => document.querySelectorAll('.move-list [data-move]').length === n, PLIES, { timeout: 20000 });
  return { page, problems, pool };
}

/**
 * Waits for the review drawn; if it does not come, the failure says what
 * the page shows instead (the review's state, a message) and what it logged.
 */
async function reviewDone(page, problems) {
  try {
    await page.locator('.review[data-state="done"]').waitFor({ timeout: 240000 });
  } catch (error) {
    const shown = await page.evaluate(() => ({
      review: document.querySelector('.review')?.dataset.state ?? (document.querySelector('.review') ? 'idle' : 'no review'),
      progress: document.querySelector('.review progress')?.dataset.done ?? null,
      notice: document.querySelector('.notice.error')?.textContent ?? null,
    })).catch((reason) => String(reason));
    throw new Error(`${error.message}\nthe page shows ${JSON.stringify(shown)}; ${JSON.stringify(problems)}`);
  }
}

/** Reviews the game with `engines` workers: the seconds it took, its `#@review` lines, the page. */
async function review(engines, options) {
  const { page, problems, pool } = await openWithEngines(engines, options);
  const started = await page.evaluate(() => performance.now());
  await page.locator('[data-action="review"]').click();
  await reviewDone(page, problems);
  const seconds = await page.evaluate(() => (window.reviewDrawn - window.reviewAsked) / 1000);
  const longTasks = await page.evaluate((from) => window.longTasks.filter((t) => t.start >= from), started);
  const lines = (await storedGame(page)).split('\n').filter((line) => line.startsWith('#@review 1 '));
  return { page, problems, pool, seconds, longTasks, lines };
}

// The time is reported, not asserted (speed is measured, never tested by
// the clock): the issue asks two workers for 0.6 of one worker's time.
// It is taken on the page's clock, from the tap to the review drawn, three
// times each way, alternated: on a shared 2-core machine a run with two
// workers has no core to spare, so anything else the machine does in it
// (the browser's own threads take about a quarter of a core-second) lands
// on its time; the ratio is that of the fastest runs (the least
// disturbed), and all six times are printed.
test('two workers review a 159-ply game with the same verdicts as one, and the times are reported', async () => {
  const one = await review(1);
  const two = await review(2);
  const again = [];
  for (let pair = 0; pair < 2; pair += 1) {
    again.push(await review(1));
    await again.at(-1).page.close();
    again.push(await review(2));
    await again.at(-1).page.close();
  }
  reference = one.lines;
  const ones = [one, ...again.filter((_, at) => at % 2 === 0)].map((run) => run.seconds);
  const twos = [two, ...again.filter((_, at) => at % 2 === 1)].map((run) => run.seconds);
  const times = (list) => list.map((seconds) => seconds.toFixed(2)).join(', ');
  const ratio = Math.min(...twos) / Math.min(...ones);
  console.log(`review of ${PLIES} 5x5 plies: 1 worker ${times(ones)} s, 2 workers ${times(twos)} s (ratio of the fastest ${ratio.toFixed(2)})`);
  for (const run of again) {
    assert.deepEqual(run.lines, one.lines);
    assert.deepEqual(run.problems, { consoleErrors: [], pageErrors: [], foreignRequests: [] });
  }
  assert.equal(one.pool.started, 1);
  assert.equal(two.pool.started, 2);
  // The start's line and one per ply: score, class, loss, best move.
  assert.equal(one.lines.length, PLIES + 1);
  assert.deepEqual(two.lines, one.lines);
  assert.ok(one.lines.some((line) => / (inaccuracy|mistake|blunder) /.test(line)), one.lines.join('\n'));
  const classes = (page) => page.locator('.move-list [data-ply] .review-mark').evaluateAll(
    (marks) => marks.map((mark) => `${mark.closest('[data-ply]').dataset.ply}:${mark.dataset.class}`));
  assert.deepEqual(await classes(two.page), await classes(one.page));
  assert.equal(await two.page.locator('svg.review-graph circle.review-point').count(), PLIES + 1);
  for (const [at, run] of [one, two, ...again].entries()) reportLongTasks(`review run ${at + 1}`, run.longTasks);
  // The workers stay for the next job.
  assert.equal(two.pool.alive.size, 2);
  await two.page.screenshot({ path: path.join(SCREENSHOTS, 'pool-review-desktop.png') });
  for (const run of [one, two]) {
    assert.deepEqual(run.problems, { consoleErrors: [], pageErrors: [], foreignRequests: [] });
    await run.page.close();
  }
});

test('Cancel ends every worker of the review at once and the next review starts new ones', async () => {
  const { page, problems, pool } = await openWithEngines(2);
  await page.locator('[data-action="review"]').click();
  await page.waitForFunction(() => Number(document.querySelector('.review progress')?.dataset.done) >= 3);
  // The second worker may still be starting (its wasm compiled): both are
  // running before Cancel, and the review is not over.
  const bothStarted = Date.now() + 10000;
  while (pool.alive.size < 2 && Date.now() < bothStarted) await new Promise((resolve) => setTimeout(resolve, 5));
  assert.equal(pool.alive.size, 2);
  assert.equal(await page.locator('.review[data-state="running"]').count(), 1);
  const cancelled = Date.now();
  await page.evaluate(() => document.querySelector('[data-action="review-cancel"]').click());
  const deadline = Date.now() + 3000;
  while (pool.alive.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  const delays = pool.closed.map((t) => t - cancelled);
  console.log(`pool workers gone ${delays.join(', ')} ms after Cancel`);
  assert.equal(delays.length, 2);
  await page.locator('[data-action="review"]').waitFor();
  assert.equal(await page.locator('.review progress, .review-graph').count(), 0);
  // The progress counts positions over both workers, up to all of them.
  const seen = [];
  await page.exposeFunction('progressSeen', (text) => seen.push(text));
  await page.evaluate(() => new MutationObserver(() => {
    const bar = document.querySelector('.review progress');
    if (bar) window.progressSeen(`${bar.dataset.done}/${bar.dataset.total}`);
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-done'] }));
  await page.locator('[data-action="review"]').click();
  await reviewDone(page, problems);
  assert.equal(pool.started, 4);
  // The bar is drawn a few times a second, each time further, to the end.
  const done = seen.map((text) => Number(text.split('/')[0]));
  assert.ok(seen.every((text) => text.endsWith('/160')), seen.join(' '));
  assert.ok(done.every((count, i) => i === 0 || count >= done[i - 1]), seen.join(' '));
  assert.ok(done.filter((count) => count > 0 && count < 160).length >= 3, seen.join(' '));
  assert.equal(seen.at(-1), '160/160', seen.join(' '));
  assert.deepEqual(problems, { consoleErrors: [], pageErrors: [], foreignRequests: [] });
  await page.close();
});

// The page drops the second click of a double click that the layout moved
// onto a new control. A Cancel pressed without the pointer (keyboard, or
// the script above) comes between: a Review tapped right after it, on the
// new Review button at the first one's spot, is a click of its own.
test('Review tapped again at once after a keyboard Cancel starts the review', async () => {
  const { page, problems } = await openWithEngines(1);
  const button = page.locator('[data-action="review"]');
  const box = await button.boundingBox();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.click(x, y);
  await page.locator('[data-action="review-cancel"]').waitFor();
  await page.evaluate(() => document.querySelector('[data-action="review-cancel"]').click());
  await button.waitFor();
  const again = await button.boundingBox();
  assert.ok(Math.hypot(again.x + again.width / 2 - x, again.y + again.height / 2 - y) < 24, 'the new Review button is where the first was');
  await page.mouse.click(x, y);
  await page.locator('.review[data-state="running"]').waitFor({ timeout: 2000 });
  await page.evaluate(() => document.querySelector('[data-action="review-cancel"]').click());
  await button.waitFor();
  assert.deepEqual(problems, { consoleErrors: [], pageErrors: [], foreignRequests: [] });
  await page.close();
});

test('a worker that fails mid-review hands its segment to a new one, and the review is the same', async () => {
  if (!reference) {
    const one = await review(1);
    reference = one.lines;
    await one.page.close();
  }
  const run = await review(2, { failing: 'first' });
  assert.equal(await run.page.evaluate(() => window.poolStarted), 3);
  assert.deepEqual(run.lines, reference);
  assert.equal(await run.page.locator('.notice.error').count(), 0);
  assert.deepEqual(run.problems, { consoleErrors: [], pageErrors: [], foreignRequests: [] });
  await run.page.close();
});

test('a worker never heard to load is replaced after 30 s, and the review ends', async () => {
  if (!reference) {
    const one = await review(1);
    reference = one.lines;
    await one.page.close();
  }
  const run = await review(1, { failing: 'silent' });
  assert.equal(await run.page.evaluate(() => window.poolStarted), 2);
  assert.ok(run.seconds >= 30, `${run.seconds} s`);
  assert.deepEqual(run.lines, reference);
  assert.deepEqual(run.problems, { consoleErrors: [], pageErrors: [], foreignRequests: [] });
  await run.page.close();
});

test('when every worker fails, the review stops with a message and the game is kept', async () => {
  const { page, problems, pool } = await openWithEngines(2, { failing: 'all' });
  const before = await storedGame(page);
  await page.locator('[data-action="review"]').click();
  await page.locator('.notice.error[role="alert"]').waitFor({ timeout: 60000 });
  assert.match(await page.locator('.notice.error').innerText(), /The review stopped: the engine failed/);
  // Each segment went to two workers before the review gave up.
  assert.equal(await page.evaluate(() => window.poolStarted), 4);
  await page.locator('[data-action="review"]').waitFor();
  assert.equal(await page.locator('.review progress, .review-graph').count(), 0);
  assert.equal(await page.locator('.move-list [data-move]').count(), PLIES);
  assert.equal(await storedGame(page), before);
  // Nothing of the review goes on: a worker still loading when it gave up
  // may stay, idle, for the next job, as the pool keeps its workers.
  await page.waitForTimeout(1000);
  assert.equal(await page.locator('.review progress, .review-graph').count(), 0);
  assert.equal(await page.locator('.notice.error').count(), 1);
  assert.ok(pool.alive.size <= 1, `${pool.alive.size} pool workers alive`);
  assert.deepEqual(problems, { consoleErrors: [], pageErrors: [], foreignRequests: [] });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'review-failed-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('.notice.error').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'review-failed-phone.png') });
  await page.close();
});
