// The play screen: whole games by clicking, the capture picker, a
// Deblockle turn by its faces, undo/redo, the AI in its worker, screenshots.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  playWhiteToTheEnd, openGame, boardPosition, parseCephalopod, parseDeblockle,
  squareNames, SCREENSHOTS, serveAppAndLaunch, reportLongTasks,
} from './support.mjs';

const suite = serveAppAndLaunch();

const EXAMPLE_START = '..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g';

/** Clicks an empty Cephalopod square; picks the first capture set if asked. */
async function placeDie(page, square) {
  const before = await boardPosition(page);
  await page.locator(`svg.board [data-square="${square}"]`).click();
  const picker = page.locator('.picker');
  const changed = page.waitForFunction(
    (old) => document.querySelector('svg.board')?.getAttribute('data-position') !== old, before,
  );
  const outcome = await Promise.race([
    changed.then(() => 'played'),
    picker.waitFor({ timeout: 5000 }).then(() => 'picker'),
  ]);
  if (outcome === 'picker') {
    const options = (await picker.getAttribute('data-options')).split(' ');
    const captured = options[0].split('=')[1].split('+');
    for (const capture of captured) await page.locator(`svg.board [data-square="${capture}"]`).click();
    await page.getByRole('button', { name: 'Capture' }).click();
    await changed;
  }
}

test('a whole Cephalopod 3x3 game against AI level 1, played by clicking', async () => {
  const { page, problems } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=ai&level=1&human=first&size=3x3');
  const dialog = await playWhiteToTheEnd(page, placeDie);
  const final = parseCephalopod(await boardPosition(page));
  const dice = Object.values(final.dice);
  assert.equal(dice.length, 9, 'the board is full');
  const white = dice.filter((d) => d.owner === 'w').length;
  const black = dice.length - white;
  const title = await dialog.locator('h2').textContent();
  assert.equal(title, white > black ? 'You won' : 'You lost');
  assert.equal(await dialog.getAttribute('data-outcome'), white > black ? 'first' : 'second');
  assert.match(await dialog.locator('.result-detail').textContent(), new RegExp(`White ${white}, Black ${black}`));
  // The move list holds every move, the counts agree with the board.
  assert.ok(await page.locator('.move-list [data-move]').count() >= 5);
  assert.equal(await page.locator('.count[data-player="first"]').getAttribute('data-count'), String(white));
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(problems.consoleErrors, []);
  await page.close();
});

test('a Cephalopod capture with several possible sets: pick one', async () => {
  const { page } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=friend&size=3x3');
  for (const square of ['a2', 'b1', 'c2', 'b3']) await placeDie(page, square);
  assert.equal(await boardPosition(page), '.b1./w1.w1/.b1. w');
  await page.locator('svg.board [data-square="b2"]').click();
  const picker = page.locator('.picker');
  await picker.waitFor();
  assert.equal((await picker.getAttribute('data-options')).split(' ').length, 11);
  // All four neighbours are candidates; none is chosen yet.
  assert.equal(await page.locator('svg.board .square.candidate').count(), 4);
  const capture = page.getByRole('button', { name: 'Capture' });
  await page.locator('svg.board [data-square="a2"]').click();
  assert.equal(await picker.locator('.picker-sum').getAttribute('data-sum'), '1');
  assert.ok(await capture.isDisabled(), 'one die is not a capture');
  await page.locator('svg.board [data-square="b3"]').click();
  assert.equal(await picker.locator('.picker-sum').getAttribute('data-sum'), '2');
  // Toggling off and on again keeps the sum live.
  await page.locator('svg.board [data-square="b3"]').click();
  assert.equal(await picker.locator('.picker-sum').getAttribute('data-sum'), '1');
  await page.locator('svg.board [data-square="b3"]').click();
  assert.ok(await capture.isEnabled());
  await capture.click();
  await page.waitForFunction(() => !document.querySelector('.picker'));
  const after = parseCephalopod(await boardPosition(page));
  assert.equal(after.toMove, 'b');
  assert.equal(after.dice.a2, undefined, 'a2 was captured');
  assert.equal(after.dice.b3, undefined, 'b3 was captured');
  assert.deepEqual(after.dice.b2, { owner: 'w', pips: 2 });
  assert.deepEqual(after.dice.b1, { owner: 'b', pips: 1 });
  assert.deepEqual(after.dice.c2, { owner: 'w', pips: 1 });
  const last = await page.locator('.move-list [data-move]').last().getAttribute('data-move');
  assert.match(last, /^b2=(a2\+b3|b3\+a2)$/);
  await page.close();
});

test('a Deblockle turn: select a block, click a tip target, then a hop destination', async () => {
  const query = `game=deblockle&opponent=friend&position=${encodeURIComponent(EXAMPLE_START)}`;
  const { page, problems } = await openGame(suite.browser, suite.server, query);
  assert.equal(await boardPosition(page), EXAMPLE_START);
  // Gold's c3 block shows Stop on top; select e1 (Cross on top) and tip it
  // north onto e2: the target there shows the symbol that comes up, the
  // one on the block's south face.
  const block = page.locator('svg.board [data-block="e1"]');
  await block.locator('[data-face="top"]').click();
  const symbol = await block.locator('[data-face="south"]').getAttribute('data-symbol');
  const target = page.locator('svg.board .tip-mark[data-tip="e2"]');
  assert.equal(await target.getAttribute('data-symbol'), symbol);
  await target.click();
  // The block now stands on e2 with that face on top; hops are shown.
  const hops = page.locator('svg.board .hop-mark');
  await hops.first().waitFor();
  const previewed = page.locator('svg.board [data-block="e2"]');
  assert.equal(await previewed.locator('.block').getAttribute('data-top'), symbol);
  // Any destination but e1 (a Hoops hop may end where the block began).
  const names = await hops.evaluateAll((marks) => marks.map((m) => m.getAttribute('data-hop')));
  const destination = names.find((name) => name !== 'e1');
  await page.locator(`svg.board .hop-mark[data-hop="${destination}"]`).click();
  await page.waitForFunction((old) => document.querySelector('svg.board').getAttribute('data-position') !== old, EXAMPLE_START);
  const moveText = await page.locator('.move-list [data-move]').last().getAttribute('data-move');
  assert.equal(moveText, `e1-e2:${destination}`);
  const after = parseDeblockle(await boardPosition(page));
  assert.equal(after.toMove, 'b');
  assert.equal(after.blocks.e1, undefined);
  assert.equal(after.blocks[destination].owner, 'g');
  assert.equal(after.blocks[destination].top, symbol);
  assert.equal(await page.locator(`svg.board [data-block="${destination}"] .block`).getAttribute('data-top'), symbol);
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

test('a Deblockle turn by dragging: the block onto its tip square, then to a hop destination', async () => {
  const query = `game=deblockle&opponent=friend&position=${encodeURIComponent(EXAMPLE_START)}`;
  const { page } = await openGame(suite.browser, suite.server, query);
  const center = async (locator) => {
    const box = await locator.boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  const drag = async (from, to) => {
    const [x1, y1] = await center(from);
    const [x2, y2] = await center(to);
    await page.mouse.move(x1, y1);
    await page.mouse.down();
    await page.mouse.move(x2, y2, { steps: 5 });
    await page.mouse.up();
  };
  await page.locator('svg.board [data-block="e1"] [data-face="top"]').click();
  await drag(page.locator('svg.board [data-block="e1"]'), page.locator('svg.board [data-square="e2"]'));
  const hops = page.locator('svg.board .hop-mark');
  await hops.first().waitFor();
  const names = await hops.evaluateAll((marks) => marks.map((m) => m.getAttribute('data-hop')));
  const destination = names.find((name) => name !== 'e1');
  await drag(page.locator('svg.board [data-block="e2"]'), page.locator(`svg.board [data-square="${destination}"]`));
  await page.locator('.move-list [data-move]').first().waitFor();
  assert.equal(await page.locator('.move-list [data-move]').first().getAttribute('data-move'), `e1-e2:${destination}`);
  assert.equal(parseDeblockle(await boardPosition(page)).blocks[destination].owner, 'g');
  await page.close();
});

test('undo and redo restore exact positions, against a friend and the AI', async () => {
  const { page } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=friend&size=5x5');
  const positions = [await boardPosition(page)];
  for (const square of ['a1', 'c3', 'e5', 'b4']) {
    await placeDie(page, square);
    positions.push(await boardPosition(page));
  }
  const undo = page.getByRole('button', { name: 'Undo' });
  const redo = page.getByRole('button', { name: 'Redo' });
  for (let i = positions.length - 2; i >= 0; i--) {
    await undo.click();
    assert.equal(await boardPosition(page), positions[i]);
  }
  assert.ok(await undo.isDisabled());
  for (let i = 1; i < positions.length; i++) {
    await redo.click();
    assert.equal(await boardPosition(page), positions[i]);
  }
  // Clicking a move in the list, or the arrow keys, shows that position.
  await page.locator('.move-list [data-ply="2"]').click();
  assert.equal(await boardPosition(page), positions[2]);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await boardPosition(page), positions[1]);
  await page.keyboard.press('End');
  assert.equal(await boardPosition(page), positions[positions.length - 1]);
  // A move after undo cuts the line.
  await undo.click();
  await placeDie(page, 'd2');
  assert.ok(await redo.isDisabled());
  await page.close();

  // Against the AI, undo goes back to the human's previous turn.
  const vsAi = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=ai&level=1&human=first&size=5x5');
  const start = await boardPosition(vsAi.page);
  await placeDie(vsAi.page, 'c3');
  await vsAi.page.waitForFunction(() => document.querySelector('svg.board').getAttribute('data-position').endsWith(' w')
    && document.querySelectorAll('.move-list [data-move]').length === 2);
  const afterReply = await boardPosition(vsAi.page);
  await vsAi.page.getByRole('button', { name: 'Undo' }).click();
  assert.equal(await boardPosition(vsAi.page), start);
  await vsAi.page.getByRole('button', { name: 'Redo' }).click();
  assert.equal(await boardPosition(vsAi.page), afterReply);
  await vsAi.page.close();
});

test('while AI level 5 thinks, the board flips and the page scrolls (long tasks printed)', async () => {
  const page = await suite.browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  // Notes when the worker's answer reaches the page: the think ends there.
  await page.addInitScript(() => {
    const NativeWorker = window.Worker;
    window.workerMessages = [];
    window.Worker = class extends NativeWorker {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', () => window.workerMessages.push(performance.now()));
      }
    };
  });
  await page.goto(`${suite.server.url}#/play?game=cephalopod&opponent=ai&level=5&human=second&size=5x5`);
  await page.locator('.status[data-state="thinking"]').waitFor({ timeout: 20000 });
  await page.evaluate(() => {
    window.longTasks = [];
    window.observedFrom = performance.now();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
  });
  const board = page.locator('svg.board');
  assert.equal(await board.getAttribute('data-flipped'), 'true');
  // A plain mouse click at a known spot: Playwright's actionability checks
  // would run their own scripts on the page's main thread.
  const flip = await page.getByRole('button', { name: 'Flip board' }).boundingBox();
  await page.waitForTimeout(500);
  await page.mouse.click(flip.x + flip.width / 2, flip.y + flip.height / 2);
  await page.waitForFunction(() => document.querySelector('svg.board').getAttribute('data-flipped') === 'false', null, { timeout: 1000 });
  assert.equal(await page.locator('.status[data-state="thinking"]').count(), 1, 'still thinking');
  // The page scrolls and responds while the worker searches.
  await page.mouse.wheel(0, 200);
  const started = Date.now();
  await page.waitForFunction(() => document.querySelectorAll('.move-list [data-move]').length === 1, null, { timeout: 10000, polling: 100 });
  const waited = Date.now() - started;
  assert.ok(waited > 800, `the AI used its time (${waited} ms after the flip)`);
  const { tasks, answeredAt, from } = await page.evaluate(() => {
    const answeredAt = window.workerMessages.find((time) => time > window.observedFrom);
    return { tasks: window.longTasks.filter((task) => task.start < answeredAt), answeredAt, from: window.observedFrom, flipped: window.flippedAt };
  });
  assert.ok(answeredAt, 'the answer came from the worker');
  reportLongTasks(`AI level 5 thinking (observed from ${from.toFixed(0)}, answer at ${answeredAt.toFixed(0)})`, tasks);
  await page.close();
});

test('screenshots of both games on a phone and a desktop', async () => {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const sizes = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];
  for (const viewport of sizes) {
    const name = `${viewport.width}x${viewport.height}`;
    const ceph = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=friend&size=5x5', viewport);
    for (const square of ['a1', 'b1', 'a2', 'c3', 'b2', 'd4']) await placeDie(ceph.page, square);
    await ceph.page.waitForTimeout(400);
    await checkLayout(ceph.page, viewport);
    await ceph.page.screenshot({ path: path.join(SCREENSHOTS, `cephalopod-${name}.png`) });
    await ceph.page.close();

    const query = `game=deblockle&opponent=friend&position=${encodeURIComponent(EXAMPLE_START)}`;
    const deb = await openGame(suite.browser, suite.server, query, viewport);
    await deb.page.locator('svg.board [data-block="e1"] [data-face="top"]').click();
    await deb.page.waitForTimeout(300);
    await checkLayout(deb.page, viewport);
    await deb.page.screenshot({ path: path.join(SCREENSHOTS, `deblockle-${name}.png`) });
    await deb.page.close();
  }
  const home = await suite.browser.context.newPage();
  await home.setViewportSize(sizes[0]);
  await home.goto(`${suite.server.url}#/new?game=deblockle`);
  await home.locator('.new-game-dialog').waitFor();
  await home.screenshot({ path: path.join(SCREENSHOTS, 'new-game-390x844.png') });
  await home.close();
});

/** Nothing sticks out sideways; the board is wholly on screen. */
async function checkLayout(page, viewport) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `page scrolls sideways by ${overflow}px`);
  const box = await page.locator('svg.board').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= viewport.width + 0.5, 'board fits the width');
  assert.ok(box.y >= 0 && box.y + box.height <= viewport.height + 0.5, 'board fits the height');
}

test('Deblockle set-up by hand against the AI, then the AI-versus-AI demo', async () => {
  // Gold (human) places Blue's three rolled blocks; the AI placed Gold's two.
  const { page, problems } = await openGame(suite.browser, suite.server,
    'game=deblockle&opponent=ai&level=1&human=first&setup=hand&gold=2&blue=3&seed=5', { width: 390, height: 844 });
  assert.equal(await page.locator('svg.board').getAttribute('data-setup'), 'true');
  assert.equal(await page.locator('svg.board [data-block]').count(), 2, "Gold's blocks are already placed");
  const done = page.getByRole('button', { name: 'Done' });
  assert.ok(await done.isDisabled());
  for (const square of ['e5', 'c5', 'e7']) await page.locator(`svg.board [data-square="${square}"]`).click();
  const before = await page.locator('svg.board [data-block="e5"] .block').getAttribute('data-top');
  // A second click turns the block; its top face stays.
  await page.locator('svg.board [data-square="e5"]').click();
  assert.equal(await page.locator('svg.board [data-block="e5"] .block').getAttribute('data-top'), before);
  await done.click();
  await page.locator('svg.board[data-position]').waitFor();
  const start = parseDeblockle(await boardPosition(page));
  assert.equal(start.toMove, 'g');
  assert.deepEqual(Object.keys(start.blocks).filter((s) => start.blocks[s].owner === 'b').sort(), ['c5', 'e5', 'e7']);
  assert.equal(Object.values(start.blocks).filter((b) => b.owner === 'g').length, 2);
  assert.deepEqual(problems.pageErrors, []);
  await page.close();

  const demo = await openGame(suite.browser, suite.server, 'game=deblockle&opponent=demo&level=1&speed=2');
  await demo.page.waitForFunction(() => document.querySelectorAll('.move-list [data-move]').length >= 4, null, { timeout: 20000 });
  await demo.page.getByRole('button', { name: 'Pause' }).click();
  const paused = await demo.page.locator('.move-list [data-move]').count();
  await demo.page.waitForTimeout(1500);
  assert.equal(await demo.page.locator('.move-list [data-move]').count(), paused, 'a paused demo stays still');
  await demo.page.close();
});

test('dark theme on a phone', async () => {
  const page = await suite.browser.context.newPage();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${suite.server.url}#/play?game=deblockle&opponent=friend&position=${encodeURIComponent(EXAMPLE_START)}`);
  await page.locator('svg.board[data-position]').waitFor();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'deblockle-dark-390x844.png') });
  await page.close();
});
