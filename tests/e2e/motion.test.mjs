// The home page's showcase, blocks that roll like cubes (and jump under
// reduced motion), the hidden faces of a selected block and the settings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveAppAndLaunch, openGame, watchPage, boardPosition, startFresh, storedGame, reportLongTasks } from './support.mjs';

const suite = serveAppAndLaunch();

const EXAMPLE_START = '..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g';
const SHOTS = process.env.CUBEPLAY_MOTION_SHOTS ?? '/work/notes/shots/motion';
const SIZES = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];

function deblockle(position, extra = 'opponent=friend') {
  return `game=deblockle&${extra}&position=${encodeURIComponent(position)}`;
}

/** A page whose settings start from the defaults, without saved games. */
async function freshPrefs(page) {
  await startFresh(page);
  await page.addInitScript(() => localStorage.removeItem('cubeplay.prefs'));
}

/** Moves the mouse onto the middle of `locator`. */
async function pointAt(page, locator) {
  const box = await locator.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Clicks the middle of `locator` (a plain mouse click: no actionability
 * scripts) while sampling, every animation frame for `ms`, the computed
 * transforms of the elements `selector` finds; resolves to the samples.
 */
async function sampleWhileClicking(page, locator, selector, ms = 1200) {
  const box = await locator.boundingBox();
  await page.evaluate(({ selector, ms }) => {
    window.samples = [];
    const start = performance.now();
    const sample = () => {
      const found = [...document.querySelectorAll(selector)];
      if (found.length) window.samples.push(found.map((element) => getComputedStyle(element).transform).join(' | '));
      if (performance.now() - start < ms) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, { selector, ms });
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(ms + 200);
  return page.evaluate(() => window.samples);
}

test('home shows no engine diagnostics, a live SVG board per game and its ways in', async () => {
  const page = await suite.browser.context.newPage();
  await freshPrefs(page);
  const problems = watchPage(page, suite.server.origin);
  await page.goto(suite.server.url);
  await page.getByRole('heading', { name: 'Deblockle' }).waitFor({ timeout: 20000 });
  await page.waitForTimeout(500);
  const text = await page.locator('body').innerText();
  assert.doesNotMatch(text, /perft|Engine ready|engine/i);
  assert.equal(await page.locator('#engine-check').count(), 0);
  for (const game of ['deblockle', 'cephalopod']) {
    const card = page.locator(`.game-card.card-${game}`);
    assert.equal(await card.locator('svg.mini-board').count(), 1, `${game} has its board`);
    assert.equal(await card.locator(`svg.mini-board-${game}`).count(), 1);
    assert.deepEqual(await card.locator('[data-entry]').evaluateAll((items) => items.map((item) => item.dataset.entry)), ['ai', 'friend', 'link', 'learn', 'puzzles']);
    assert.equal(await card.locator('[data-entry="learn"]').getAttribute('href'), `#/learn/${game}`);
    assert.equal(await card.locator('[data-entry="puzzles"]').getAttribute('href'), `#/puzzles/${game}`);
  }
  assert.ok(await page.locator('.mini-board-deblockle .mini-block').count() >= 6, 'blocks on the Deblockle board');
  const footer = await page.locator('.home-footer').innerText();
  assert.match(footer, /Version 0\.1\.0/);
  assert.match(footer, /MIT licence/);
  // The board lives: the computer plays a move every 1.5 s.
  const first = await page.locator('.mini-board-cephalopod').innerHTML();
  await page.waitForFunction((old) => document.querySelector('.mini-board-cephalopod').innerHTML !== old, first, { timeout: 4000 });
  // "A friend here" starts that game at once.
  await page.locator('.card-cephalopod [data-entry="friend"]').click();
  await page.locator('svg.board[data-game="cephalopod"]').waitFor();
  // The new game is kept under its own id, with a friend on this screen.
  assert.match(await storedGame(page), /\nquery=[^\n]*opponent=friend/);
  // The engine's self-check is there under ?debug.
  await page.goto(`${suite.server.url}#/?debug`);
  await page.locator('#engine-check[data-state="ready"]').waitFor({ timeout: 20000 });
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(problems.consoleErrors, []);
  await page.close();
});

test('home boards keep still under reduced motion', async () => {
  const page = await suite.browser.context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await freshPrefs(page);
  await page.goto(suite.server.url);
  await page.locator('.mini-board-cephalopod').waitFor({ timeout: 20000 });
  const first = await page.locator('.mini-board-cephalopod').innerHTML();
  await page.waitForTimeout(3500);
  assert.equal(await page.locator('.mini-board-cephalopod').innerHTML(), first);
  await page.close();
});

test('a tip rolls the block and the hop moves it; under reduced motion both jump', async () => {
  for (const reduced of [false, true]) {
    const page = await suite.browser.context.newPage();
    if (reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
    await freshPrefs(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${suite.server.url}#/play?${deblockle(EXAMPLE_START)}`);
    await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
    await page.locator('svg.board [data-block="c3"] [data-face="top"]').click();
    // The tip onto c4: the block standing there unfolds from the edge it rolls on.
    const tip = await sampleWhileClicking(page, page.locator('svg.board .tip-mark[data-tip="c4"]'), 'svg.board [data-block="c4"] .block', 700);
    const tipValues = new Set(tip);
    // The hop to d5 (X, one diagonal step): the block moves from c4.
    await page.locator('svg.board .hop-mark[data-hop="d5"]').waitFor();
    const hop = await sampleWhileClicking(page, page.locator('svg.board .hop-mark[data-hop="d5"]'), 'svg.board [data-block="d5"] > g', 900);
    const hopValues = new Set(hop);
    assert.equal(await boardPosition(page), '..bCS.bXS../......./..bHCgXTbLC../......./....gSX../......./..gXS.gCL.. b');
    if (reduced) {
      assert.deepEqual([...tipValues], ['none'], 'the tip jumps');
      assert.deepEqual([...hopValues], ['none'], 'the hop jumps');
      assert.equal(await page.locator('svg.board .ghost-piece').count(), 0);
    } else {
      assert.ok(tipValues.size >= 3, `the tip takes ${tipValues.size} transforms: ${[...tipValues].slice(0, 5).join('; ')}`);
      assert.ok(hopValues.size >= 3, `the hop takes ${hopValues.size} transforms`);
      // Both end at rest.
      assert.equal(tip.at(-1), 'none');
      assert.equal(hop.at(-1), 'none');
      // Halfway, the roll has the block squashed towards the edge it rolls over.
      assert.ok(tip.some((value) => /^matrix\(1\.0\d+, 0, 0, 0\.[1-9]/.test(value)), `a squashed frame in ${tip.join('; ')}`);
    }
    await page.close();
  }
});

test('moves roll while the AI thinks, with no task over 50 ms on the page', async () => {
  const page = await suite.browser.context.newPage();
  await freshPrefs(page);
  await page.setViewportSize({ width: 1280, height: 800 });
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
  await page.goto(`${suite.server.url}#/play?${deblockle(EXAMPLE_START, 'opponent=ai&level=5&human=first')}`);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  const click = async (selector) => {
    const box = await page.locator(selector).boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  };
  await click('svg.board [data-block="e1"] [data-face="top"]');
  await page.locator('svg.board .tip-mark[data-tip="e2"]').waitFor();
  await click('svg.board .tip-mark[data-tip="e2"]');
  await page.locator('svg.board .hop-mark[data-hop="g1"]').waitFor();
  await page.waitForTimeout(300);
  // The hop moves while the worker starts thinking. Watched from the frame
  // after the move is drawn (its own drawing is the same with or without
  // motion) until the worker answers, as the play screen's test does.
  await click('svg.board .hop-mark[data-hop="g1"]');
  assert.equal(await page.locator('svg.board [data-moving="moved"]').count(), 1, 'the hop is in motion');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => {
    window.longTasks = [];
    window.observedFrom = performance.now();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
    resolve();
  }))));
  const running = await page.evaluate(() => document.querySelector('svg.board').getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length);
  await page.locator('.status[data-state="thinking"]').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.move-list [data-move]').length === 2, null, { timeout: 20000, polling: 200 });
  const replyMoving = await page.locator('svg.board [data-moving="moved"]').count();
  await page.waitForTimeout(1000);
  const { tasks, answeredAt, from } = await page.evaluate(() => {
    const answeredAt = window.workerMessages.find((time) => time > window.observedFrom);
    return { answeredAt, from: window.observedFrom, tasks: window.longTasks.filter((task) => task.start < answeredAt) };
  });
  assert.ok(running >= 1, `animations ran while the AI thought (${running})`);
  assert.ok(answeredAt, 'the answer came from the worker');
  assert.equal(replyMoving, 1, "the AI's move is in motion too");
  reportLongTasks(`motion while the AI thinks (observed from ${from.toFixed(0)}, answer at ${answeredAt.toFixed(0)})`, tasks);
  await page.close();
});

test('undo, redo and the replay jump without motion', async () => {
  const page = await suite.browser.context.newPage();
  await freshPrefs(page);
  await page.goto(`${suite.server.url}#/play?${deblockle(EXAMPLE_START)}`);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  await page.locator('svg.board [data-block="e1"] [data-face="top"]').click();
  await page.locator('svg.board .tip-mark[data-tip="e2"]').click();
  await page.locator('svg.board .hop-mark[data-hop="g1"]').click();
  await page.locator('.move-list [data-move]').first().waitFor();
  await page.waitForTimeout(1200);
  for (const action of ['undo', 'redo', 'replay-back', 'replay-forward']) {
    await page.locator(`[data-action="${action}"]`).click();
    // Nothing on the board is moving right after.
    const moving = await page.evaluate(() => document.querySelector('svg.board').getAnimations({ subtree: true }).length);
    assert.equal(moving, 0, `${action} jumps`);
    assert.equal(await page.locator('svg.board [data-moving], svg.board .ghost-piece').count(), 0, `${action} draws no motion`);
  }
  await page.close();
});

test('a selected block shows its bottom face and net, and a tip target previews its tip', async () => {
  const page = await suite.browser.context.newPage();
  await freshPrefs(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${suite.server.url}#/play?${deblockle(EXAMPLE_START)}`);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  assert.equal(await page.locator('.hidden-faces').count(), 0);
  // c3: Stop on top and Cross north, so Star below, X south, and (upside
  // down against Star on top) Slider west and Hoops east.
  await page.locator('svg.board [data-block="c3"] [data-face="top"]').click();
  const net = page.locator('.hidden-faces');
  await net.waitFor();
  assert.equal(await net.locator('.net-bottom-text').getAttribute('data-bottom'), 'S');
  assert.equal(await net.locator('.net-bottom-text').textContent(), 'Bottom face: Star');
  const faces = () => net.locator('[data-net]').evaluateAll((cells) => cells.map((cell) => `${cell.dataset.net}=${cell.dataset.symbol}`).join(' '));
  const sides = await page.locator('svg.board [data-block="c3"] .side').evaluateAll((cells) => cells.map((cell) => cell.dataset.symbol));
  assert.equal(await faces(), `up=${sides[0]} left=${sides[3]} top=T right=${sides[1]} down=${sides[2]} bottom=S`);
  assert.equal(await faces(), 'up=C left=L top=T right=H down=X bottom=S');
  // Pointing at the north target previews it: X comes up, Stop rolls over
  // to the north side, Star up the south side, and the hops X gives from
  // c4 are shown.
  await pointAt(page, page.locator('svg.board .tip-mark[data-tip="c4"]'));
  await page.locator('.hidden-faces[data-preview="north"]').waitFor();
  assert.equal(await faces(), 'up=T left=L top=X right=H down=S bottom=C');
  const previewed = await page.locator('svg.board [data-preview-hop]').evaluateAll((dots) => dots.map((dot) => dot.dataset.previewHop).sort());
  assert.deepEqual(previewed, ['b3', 'b5', 'd3', 'd5']);
  assert.match(await net.locator('.net-detail').textContent(), /^Tip north onto c4: the X comes up\. Then it hops to (b3|b5|d3|d5), (b3|b5|d3|d5), (b3|b5|d3|d5) and (b3|b5|d3|d5)\.$/);
  // The tip shows the same hops.
  await page.locator('svg.board .tip-mark[data-tip="c4"]').click();
  await page.locator('svg.board .hop-mark').first().waitFor();
  const hops = await page.locator('svg.board .hop-mark').evaluateAll((marks) => marks.map((mark) => mark.dataset.hop).sort());
  assert.deepEqual(hops, previewed);
  assert.equal(await faces(), 'up=T left=L top=X right=H down=S bottom=C');
  await page.close();
});

test('the settings survive a reload and change the board', async () => {
  const page = await suite.browser.context.newPage();
  await page.goto(`${suite.server.url}#/play?${deblockle(EXAMPLE_START)}`);
  await page.evaluate(() => localStorage.removeItem('cubeplay.prefs'));
  await page.reload();
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  assert.equal(await page.evaluate(() => document.documentElement.className), 'motion-normal theme-classic');
  assert.ok(await page.locator('svg.board .coords').isVisible());
  await page.locator('[data-action="settings"]').click();
  const dialog = page.locator('.settings-dialog');
  await dialog.waitFor();
  assert.equal(await dialog.locator('[data-setting="sound"]').isChecked(), false, 'sound is off at first');
  await dialog.locator('[data-setting="settings-speed"][data-value="slow"]').click();
  await dialog.locator('[data-setting="settings-theme"][data-value="slate"]').click();
  await dialog.locator('[data-setting="sound"]').check();
  await dialog.locator('[data-setting="coords"]').uncheck();
  await dialog.locator('[data-action="close-settings"]').click();
  assert.equal(await page.locator('.settings-dialog').count(), 0);
  const expected = 'motion-slow theme-slate no-coords';
  assert.equal(await page.evaluate(() => document.documentElement.className), expected);
  assert.equal(await page.locator('svg.board .coords').isVisible(), false);
  const frame = await page.locator('svg.board .board-frame').evaluate((element) => getComputedStyle(element).fill);
  assert.equal(frame, 'rgb(56, 66, 78)');
  await page.reload();
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  assert.equal(await page.evaluate(() => localStorage.getItem('cubeplay.prefs')), 'speed=slow sound=on coords=off theme=slate');
  assert.equal(await page.evaluate(() => document.documentElement.className), expected);
  await page.locator('[data-action="settings"]').click();
  assert.equal(await dialog.locator('[data-value="slow"]').getAttribute('aria-pressed'), 'true');
  assert.equal(await dialog.locator('[data-value="normal"]').getAttribute('aria-pressed'), 'false');
  assert.equal(await dialog.locator('[data-setting="sound"]').isChecked(), true);
  assert.equal(await dialog.locator('[data-setting="coords"]').isChecked(), false);
  assert.equal(await dialog.locator('[data-setting="confirm-moves"]').count(), 1, 'Confirm moves is here too');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('.settings-dialog').count(), 0);
  // A damaged value falls back to the defaults.
  await page.evaluate(() => localStorage.setItem('cubeplay.prefs', '{"speed":"warp"} theme=neon coords=maybe'));
  await page.reload();
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  assert.equal(await page.evaluate(() => document.documentElement.className), 'motion-normal theme-classic');
  // Leaving the screen closes the dialog.
  await page.locator('[data-action="settings"]').click();
  await dialog.waitFor();
  await page.evaluate(() => { location.hash = '#/rules/deblockle'; });
  await page.locator('.rules-main h1').waitFor();
  assert.equal(await page.locator('.settings-dialog').count(), 0);
  await page.evaluate(() => localStorage.removeItem('cubeplay.prefs'));
  await page.close();
});

test('with sound on a move plays its tones, made in the page; off by default', async () => {
  for (const sound of ['off', 'default', 'on']) {
    const page = await suite.browser.context.newPage();
    await startFresh(page);
    await page.addInitScript((sound) => {
      if (sound === 'on') localStorage.setItem('cubeplay.prefs', 'sound=on');
      else localStorage.removeItem('cubeplay.prefs');
      window.tones = [];
      const create = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function () {
        const oscillator = create.call(this);
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when) => { window.tones.push(when); start(when); };
        return oscillator;
      };
    }, sound === 'off' ? 'off' : sound);
    const problems = watchPage(page, suite.server.origin);
    await page.goto(`${suite.server.url}#/play?${deblockle(EXAMPLE_START)}`);
    await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
    await page.locator('svg.board [data-block="c3"] [data-face="top"]').click();
    await page.locator('svg.board .tip-mark[data-tip="c4"]').click();
    await page.locator('svg.board .hop-mark[data-hop="d5"]').click();
    await page.locator('.move-list [data-move]').first().waitFor();
    await page.waitForTimeout(300);
    // The tip's knock at once, the X's one hop step after the roll.
    const expected = sound === 'on' ? [0, 0.25] : [];
    const tones = await page.evaluate(() => window.tones.map((when) => Math.round((when - window.tones[0]) * 100) / 100));
    assert.deepEqual(tones, expected, `sound ${sound}`);
    assert.deepEqual(problems.foreignRequests, [], 'no sound file is fetched');
    await page.close();
  }
});

test('screenshots of home, both play screens and a tip mid-roll', async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const viewport of SIZES) {
    const name = `${viewport.width}x${viewport.height}`;
    const home = await suite.browser.context.newPage();
    await freshPrefs(home);
    await home.setViewportSize(viewport);
    await home.goto(suite.server.url);
    await home.locator('.mini-board-cephalopod').waitFor({ timeout: 20000 });
    await home.waitForTimeout(400);
    // Nothing sticks out sideways.
    assert.ok(await home.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll');
    await home.screenshot({ path: path.join(SHOTS, `home-${name}.png`), fullPage: true });
    await home.close();

    const ceph = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=friend&size=5x5', viewport);
    for (const square of ['a1', 'b1', 'a2', 'c3', 'b2']) {
      const before = await boardPosition(ceph.page);
      await ceph.page.locator(`svg.board [data-square="${square}"]`).click();
      await ceph.page.waitForFunction((old) => document.querySelector('svg.board').getAttribute('data-position') !== old, before);
    }
    // b2 captured a2 and b1: both fly into it, then it lands.
    assert.deepEqual(await ceph.page.locator('svg.board [data-moving="captured"]').evaluateAll((dice) => dice.map((die) => die.getAttribute('class')).sort()), ['fly bx-0 by-m1', 'fly bx-1 by-0']);
    assert.equal(await ceph.page.locator('svg.board [data-square="b2"] .die.placed.after-capture').count(), 1);
    await ceph.page.waitForTimeout(600);
    await ceph.page.screenshot({ path: path.join(SHOTS, `cephalopod-${name}.png`) });
    await ceph.page.close();

    const shown = await openGame(suite.browser, suite.server, deblockle(EXAMPLE_START), viewport);
    await shown.page.locator('svg.board [data-block="c3"] [data-face="top"]').click();
    await pointAt(shown.page, shown.page.locator('svg.board .tip-mark[data-tip="c4"]'));
    await shown.page.locator('.hidden-faces[data-preview="north"]').waitFor();
    await shown.page.screenshot({ path: path.join(SHOTS, `deblockle-${name}.png`) });
    await shown.page.close();

    // The tip held halfway through its roll (on a page where no tip was
    // previewed first: a preview's redraw left the screenshot a frame behind).
    const deb = await openGame(suite.browser, suite.server, deblockle(EXAMPLE_START), viewport);
    await deb.page.locator('svg.board [data-block="c3"] [data-face="top"]').click();
    const target = await deb.page.locator('svg.board .tip-mark[data-tip="c4"]').boundingBox();
    await deb.page.mouse.click(target.x + target.width / 2, target.y + target.height / 2);
    // Once the roll has started: 150 ms of its 250.
    await deb.page.waitForFunction(() => document.getAnimations().length >= 2);
    await deb.page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = 150;
      }
    });
    await deb.page.waitForTimeout(100);
    // Halfway: the old block folded towards c4, the new top risen from the shared edge.
    const held = await deb.page.evaluate(() => document.getAnimations().map((animation) => `${animation.animationName} ${getComputedStyle(animation.effect.target).transform}`).sort());
    assert.deepEqual(held, ['fold-y matrix(1.07, 0, 0, 0.45, 0, 0)', 'unfold-y matrix(1.03582, 0, 0, 0.769757, 0, 0)']);
    await deb.page.screenshot({ path: path.join(SHOTS, `tip-mid-roll-${name}.png`), clip: { x: 0, y: 0, ...viewport } });
    await deb.page.close();
  }
});
