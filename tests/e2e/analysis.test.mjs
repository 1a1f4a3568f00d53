// The analysis board: a kept game opens from the play screen; a variation
// played from an earlier position, the way back to the main line, the
// variation promoted, the tree exported and imported again (the same tree
// comes back, and a damaged one is refused naming its line); the engine's
// lines beside the board (several, searched by the engine pool), and every
// worker stopping when it is switched off.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  openGame, boardPosition, parseCephalopod, placeDice, serveAppAndLaunch, SCREENSHOTS,
  gameId, openAnalysis, treeRows, playDeblockle } from './support.mjs';

const suite = serveAppAndLaunch({ recordCsp: true });

const EXAMPLE_START = '..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g';

/** The export dialog's text; the dialog is closed again. */
async function exported(page) {
  await page.locator('[data-action="export"]').click();
  const text = await page.locator('textarea[data-kind="record"]').inputValue();
  await page.locator('[data-action="close-dialog"]').click();
  return text;
}

/** Pastes `text` into the import dialog and imports it. */
async function importText(page, text) {
  await page.locator('[data-action="open-import"]').click();
  await page.locator('textarea[data-kind="import"]').fill(text);
  await page.locator('[data-action="import"]').click();
}

async function htmlNumber(page, name) {
  return Number(await page.evaluate((n) => document.documentElement.getAttribute(n) ?? '0', name));
}

test('a variation, back to the main line, promoted, exported and imported: the same tree', async () => {
  const { page, problems } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=friend&size=5x5');
  await placeDice(page, ['a1', 'e5', 'a5', 'e1']);
  const id = await gameId(page);
  const final = await boardPosition(page);
  await openAnalysis(page);
  assert.equal(await page.evaluate(() => location.hash), `#/analysis/${id}`);
  // The board opens where the game was; the tree is the game.
  assert.equal(await boardPosition(page), final);
  assert.deepEqual(await treeRows(page), ['0: a1 e5 a5 e1']);

  // From the position after move 2, another move 3 and an answer.
  await page.locator('.tree-row [data-path="0.0"]').click();
  const afterTwo = parseCephalopod(await boardPosition(page));
  assert.deepEqual(Object.keys(afterTwo.dice).sort(), ['a1', 'e5']);
  assert.equal(afterTwo.toMove, 'w');
  await placeDice(page, ['c3', 'b2']);
  assert.deepEqual(await treeRows(page), ['0: a1 e5 a5', '1: c3 b2', '0: e1']);
  assert.equal(await page.locator('.tree-row .move.shown').getAttribute('data-path'), '0.0.1.0');
  assert.equal(await page.locator('[data-action="promote"]').isDisabled(), false);

  // Back to the main line: its last move shows the game's position.
  await page.locator('.tree-row [data-move="e1"]').click();
  assert.equal(await boardPosition(page), final);
  assert.equal(await page.locator('[data-action="promote"]').isDisabled(), true);

  // The variation promoted: it is the main line now, the game's moves the variation.
  await page.locator('.tree-row [data-path="0.0.1.0"]').click();
  const variationEnd = await boardPosition(page);
  await page.locator('[data-action="promote"]').click();
  assert.deepEqual(await treeRows(page), ['0: a1 e5 c3', '1: a5 e1', '0: b2']);
  assert.equal(await page.locator('.tree-row .move.shown').getAttribute('data-path'), '0.0.0.0');
  assert.equal(await boardPosition(page), variationEnd);

  // The export: the main line as moves, the game's line as a variation.
  const text = await exported(page);
  assert.match(text, /^cubeplay-record 1\n\[Game "cephalopod"\]\n\[Size "5x5"\]\n/);
  assert.ok(text.endsWith('\n1. White a1\n2. Black e5\n3. White c3\n#@variation 1 a5 e1\n4. Black b2\n'), text);
  // Kept with the game.
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), `cubeplay.analysis.${id}`), text);
  const rows = await treeRows(page);

  // Imported again: the same tree comes back, from the start.
  await importText(page, text);
  await page.locator('.import-dialog').waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => location.hash), `#/analysis/${id}`);
  assert.deepEqual(await treeRows(page), rows);
  assert.equal(await boardPosition(page), '...../...../...../...../..... w');
  assert.equal(await exported(page), text);

  // A damaged record is refused, naming its line; the tree stays.
  await importText(page, text.replace('#@variation 1 a5 e1', '#@variation 1 a5 (e1'));
  const error = page.locator('[data-kind="import-error"]');
  await error.waitFor();
  assert.equal(await error.textContent(), "The record could not be read: line 13: a '(' is not closed with ')'");
  await page.locator('[data-action="close-dialog"]').click();
  assert.deepEqual(await treeRows(page), rows);

  // A reload keeps the tree; the play screen still has the game as played.
  await page.reload();
  await page.locator('.analysis-screen svg.board[data-position]').waitFor();
  assert.deepEqual(await treeRows(page), rows);
  await page.locator('[data-action="back-to-game"]').click();
  await page.locator('.move-list [data-move]').first().waitFor();
  assert.deepEqual(await page.locator('.move-list [data-move]').evaluateAll(
    (moves) => moves.map((m) => m.dataset.move)), ['a1', 'e5', 'a5', 'e1']);
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(problems.consoleErrors, []);
  await page.close();
});

test('another game imported on the analysis board is kept and opens with its tree', async () => {
  const { page, problems } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=friend&size=3x3');
  await placeDice(page, ['b2']);
  const id = await gameId(page);
  await openAnalysis(page);
  const other = 'cubeplay-record 1\n[Game "cephalopod"]\n[Size "3x4"]\n\n1. a1\n#@variation 1 d3 (b2) a3\n2. c3\n';
  await importText(page, other);
  await page.waitForFunction((old) => location.hash.startsWith('#/analysis/') && location.hash !== `#/analysis/${old}`, id);
  await page.locator('.analysis-screen svg.board[data-position]').waitFor();
  assert.deepEqual(await treeRows(page), ['0: a1', '1: d3 a3', '1: b2', '0: c3']);
  const text = await exported(page);
  assert.ok(text.endsWith('\n1. White a1\n#@variation 1 d3 a3\n#@variation 1 b2\n2. Black c3\n'), text);
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

test('the engine line shows when on, follows the board, and the worker stops when off', async () => {
  const { page, problems } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=friend&size=5x5');
  await placeDice(page, ['a1', 'e5', 'c3']);
  await openAnalysis(page);
  const box = page.locator('.engine-box');
  assert.equal(await box.getAttribute('data-state'), 'off');
  await page.locator('[data-setting="engine"]').check();
  await page.locator('.engine-box[data-state="line"]').waitFor({ timeout: 20000 });
  // The line deepens while it runs.
  await page.waitForFunction(() => Number(document.querySelector('.engine-box')?.dataset.depth) >= 3,
    null, { timeout: 20000 });
  const legalHere = async () => {
    const line = await page.locator('[data-kind="engine-line"]').textContent();
    const first = line.slice(line.indexOf(':') + 1).trim().split(' ')[0];
    const { dice } = parseCephalopod(await boardPosition(page));
    return /^[a-e][1-5]/.test(first) && !dice[first.slice(0, 2)];
  };
  assert.ok(await legalHere());
  assert.match(await page.locator('[data-kind="engine-score"]').textContent(), /^(White|Black) \+\d+\.\d$|^Even$|wins/);

  // Another position on the board: the line is for it.
  await page.locator('.tree-row [data-path="0"]').click();
  await page.locator('.engine-box[data-state="line"]').waitFor({ timeout: 20000 });
  assert.ok(await legalHere());

  // Off: nothing more comes.
  await page.locator('[data-setting="engine"]').uncheck();
  assert.equal(await box.getAttribute('data-state'), 'off');
  const lines = await htmlNumber(page, 'data-analysis-lines');
  await page.waitForTimeout(1500);
  assert.equal(await htmlNumber(page, 'data-analysis-lines'), lines);
  assert.equal(await box.getAttribute('data-state'), 'off');
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

/** The first moves of the engine's lines, best first. */
async function lineMoves(page) {
  // Read at once: the engine redraws its lines as it searches deeper.
  const { line, move, more } = await page.evaluate(() => {
    const main = document.querySelector('[data-kind="engine-line"]');
    return {
      line: main.textContent,
      move: main.dataset.move,
      more: [...document.querySelectorAll('[data-kind="engine-more"] li')].map((li) => li.dataset.move),
    };
  });
  const first = line.slice(line.indexOf(':') + 1).trim().split(' ')[0];
  assert.equal(move, first);
  return [first, ...more];
}

test('with two engines the board shows three lines in both games, the number of lines is a setting, and switching off ends every worker at once', async () => {
  for (const [game, query] of [
    ['cephalopod', 'game=cephalopod&opponent=friend&size=5x5'],
    ['deblockle', `game=deblockle&opponent=friend&position=${encodeURIComponent(EXAMPLE_START)}`],
  ]) {
    const { page, problems } = await openGame(suite.browser, suite.server, query);
    if (game === 'cephalopod') {
      await placeDice(page, ['a1', 'e5', 'c3']);
    } else {
      await playDeblockle(page, 'e1');
    }
    await openAnalysis(page);
    // Two engine workers, whatever this machine has.
    await page.goto(`${suite.server.url}?engines=2${await page.evaluate(() => location.hash)}`);
    const box = page.locator('.engine-box');
    await box.waitFor();
    const started = [];
    const ended = new Set();
    page.on('worker', async (worker) => {
      worker.on('close', () => ended.add(worker));
      // Only the pool's workers carry its name.
      if (await worker.evaluate(() => self.name).catch(() => '') === 'cubeplay-pool') started.push(worker);
    });
    await page.locator('[data-setting="engine"]').check();
    await page.waitForFunction(() => document.querySelector('.engine-box')?.dataset.lines === '3', null, { timeout: 20000 });
    const moves = await lineMoves(page);
    assert.equal(moves.length, 3, `${game}: ${moves}`);
    assert.equal(new Set(moves).size, 3, `${game}: ${moves}`);
    // Each further line has its score in words and its moves.
    for (const item of await page.locator('[data-kind="engine-more"] li').all()) {
      assert.match(await item.locator('strong').textContent(), /^(White|Black|Gold|Blue) \+\d+\.\d$|^Even$|wins/);
      assert.ok((await item.locator('.engine-line').textContent()).startsWith(await item.getAttribute('data-move')));
    }
    // A worker's name is read from inside it, which a busy worker answers late.
    for (const until = Date.now() + 10000; started.length < 2 && Date.now() < until;) await page.waitForTimeout(50);
    assert.equal(started.length, 2, `${game}: two workers share the moves`);

    // Five lines, then one; the choice is kept for the next board.
    await page.locator('[data-setting="engine-lines"]').selectOption('5');
    await page.waitForFunction(() => document.querySelector('.engine-box')?.dataset.lines === '5', null, { timeout: 20000 });
    assert.equal(new Set(await lineMoves(page)).size, 5);
    await page.locator('[data-setting="engine-lines"]').selectOption('1');
    await page.waitForFunction(() => document.querySelector('.engine-box')?.dataset.lines === '1', null, { timeout: 20000 });
    assert.equal(await page.locator('[data-kind="engine-more"] li').count(), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem('cubeplay.analysis-lines')), '1');
    await page.locator('[data-setting="engine-lines"]').selectOption('3');
    await page.waitForFunction(() => document.querySelector('.engine-box')?.dataset.lines === '3', null, { timeout: 20000 });

    // Off: every worker still searching ends (at its next slice, or when
    // the browser forces it, within 2 s).
    for (const until = Date.now() + 10000; started.every((worker) => ended.has(worker)) && Date.now() < until;) await page.waitForTimeout(50);
    const running = started.filter((worker) => !ended.has(worker));
    assert.ok(running.length >= 1 && running.length <= 2, `${running.length} workers running`);
    const off = Date.now();
    await page.locator('[data-setting="engine"]').uncheck();
    while (running.some((worker) => !ended.has(worker)) && Date.now() - off < 5000) {
      await page.waitForTimeout(50);
    }
    assert.deepEqual(running.filter((worker) => !ended.has(worker)), []);
    console.log(`${game}: ${running.length} workers ended ${Date.now() - off} ms after the switch`);
    assert.ok(Date.now() - off <= 2500);
    assert.equal(await box.getAttribute('data-state'), 'off');
    assert.deepEqual(problems.pageErrors, []);
    await page.close();
  }
});

/** Both games' analysis boards, with a variation and the engine's line, for people to look at. */
test('screenshots of the analysis board', async () => {
  for (const [game, query] of [
    ['cephalopod', 'game=cephalopod&opponent=friend&size=5x5'],
    ['deblockle', `game=deblockle&opponent=friend&position=${encodeURIComponent(EXAMPLE_START)}`],
  ]) {
    for (const language of ['en', 'kn']) {
      for (const [width, height] of [[390, 844], [1280, 800]]) {
        const { page } = await openGame(suite.browser, suite.server, query, { width, height });
        await page.evaluate((code) => localStorage.setItem('cubeplay.language', code), language);
        await page.reload();
        await page.locator('svg.board[data-position]').waitFor();
        if (game === 'cephalopod') {
          await placeDice(page, ['a1', 'e5', 'c3', 'b4']);
        } else {
          await playDeblockle(page, 'e1');
          await playDeblockle(page, 'c5');
        }
        await openAnalysis(page);
        await page.locator('.tree-row [data-path="0"]').click();
        if (game === 'cephalopod') {
          await placeDice(page, ['d2', 'b2']);
        } else {
          await playDeblockle(page, 'e5');
        }
        assert.equal(await page.locator('.tree-row[data-depth="1"]').count(), 1);
        await page.locator('[data-setting="engine"]').check();
        await page.locator('.engine-box[data-state="line"]').waitFor({ timeout: 20000 });
        await page.waitForTimeout(1500);
        const name = `analysis-${game}-${language}-${width}x${height}.png`;
        await page.screenshot({ path: path.join(SCREENSHOTS, name), fullPage: true });
        await page.close();
      }
    }
  }
});
