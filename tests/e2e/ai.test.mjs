// Issue 5: the AI in the browser. The engine worker's client (src/worker/engine_worker.rs)
// exposes its figures on <html>: `data-ai-nodes`, `data-ai-millis` and
// `data-ai-search-millis` for the last move found, and `data-ai-stop-ms` /
// `data-ai-stops` for the last search the page cancelled or replaced (from
// the page sending the stop to the worker's reply that the search ended).
//
// Speed: the nodes per second of a level-5 move are printed; with
// CUBEPLAY_CLI set to a native `cubeplay-cli`, the same position is searched
// natively too and wasm must be within 2.5× of it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { openGame, serveAppAndLaunch } from './support.mjs';
import { cspViolations } from './guards.mjs';

const STOP_BUDGET_MS = 100;
const SPEED_RATIO = 2.5;

const suite = serveAppAndLaunch({ recordCsp: true });

const html = (page, name) => page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);

/** Nodes per second of one native level-5 search of `position` (2 s). */
function nativeNodesPerSecond(cli, game, position) {
  const output = execFileSync(cli, ['bestmove', game, '--position', position, '--level', '5', '--movetime', '2000'],
    { encoding: 'utf8' });
  const info = output.split('\n').filter((line) => line.startsWith('info ')).at(-1);
  const nodes = Number(/ nodes (\d+)/.exec(info)[1]);
  const millis = Number(/ time (\d+)/.exec(info)[1]);
  return { nodes, millis, rate: (nodes / millis) * 1000 };
}

for (const [game, query] of [
  ['deblockle', 'game=deblockle&opponent=ai&level=5&human=second'],
  ['cephalopod', 'game=cephalopod&opponent=ai&level=5&human=second&size=5x5'],
]) {
  test(`${game}: the worker's level-5 search speed (nodes per second)`, async (t) => {
    const { page, problems } = await openGame(suite.browser, suite.server, query);
    const position = await page.locator('svg.board').getAttribute('data-position');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ai-nodes'), null, { timeout: 20000 });
    const nodes = Number(await html(page, 'data-ai-nodes'));
    const millis = Number(await html(page, 'data-ai-millis'));
    const searchMillis = Number(await html(page, 'data-ai-search-millis'));
    const wasmRate = (nodes / millis) * 1000;
    t.diagnostic(`${game} wasm: ${nodes} nodes in ${millis} ms (${searchMillis} ms searching): `
      + `${Math.round(wasmRate)} nodes/s, ${Math.round((nodes / searchMillis) * 1000)} nodes/s while searching`);
    assert.ok(nodes > 1000, `only ${nodes} nodes`);
    assert.ok(millis > 1000 && millis < 4000, `a level-5 move took ${millis} ms`);
    if (process.env.CUBEPLAY_CLI) {
      const native = nativeNodesPerSecond(process.env.CUBEPLAY_CLI, game, position);
      const ratio = native.rate / wasmRate;
      t.diagnostic(`${game} native: ${native.nodes} nodes in ${native.millis} ms: `
        + `${Math.round(native.rate)} nodes/s; native/wasm ${ratio.toFixed(2)}`);
      assert.ok(ratio <= SPEED_RATIO, `wasm is ${ratio.toFixed(2)}× slower than native`);
    }
    assert.deepEqual(problems.pageErrors, []);
    await page.close();
  });
}

/** Opens Cephalopod 5×5 against level 5 and plays a1; the AI then thinks for 2 s. */
async function startLongThink(t) {
  const { page, problems } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=ai&level=5&human=first&size=5x5');
  await page.locator('svg.board [data-square="a1"]').click();
  await page.waitForFunction(() => (document.querySelector('svg.board')?.getAttribute('data-position') ?? '').endsWith(' b'));
  return { page, problems };
}

test('a cancel (Undo while the AI thinks) stops the search within 100 ms', async (t) => {
  const { page, problems } = await startLongThink(t);
  await page.waitForTimeout(500);
  assert.equal(await html(page, 'data-ai-nodes'), null, 'the AI already answered');
  await page.locator('[data-action="undo"]').click();
  await page.waitForFunction(() => document.documentElement.getAttribute('data-ai-stops') === '1', null, { timeout: 5000 });
  const stopMs = Number(await html(page, 'data-ai-stop-ms'));
  t.diagnostic(`cancel: the search stopped ${stopMs} ms after the page sent the cancel`);
  assert.ok(stopMs < STOP_BUDGET_MS, `the cancelled search stopped after ${stopMs} ms`);
  // The position is the empty board again, and the AI does not move on it.
  await page.waitForTimeout(2500);
  assert.match(await page.locator('svg.board').getAttribute('data-position'), / w$/);
  assert.equal(await html(page, 'data-ai-nodes'), null, 'the cancelled search answered');
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(await cspViolations(page), []);
  await page.close();
});

test('a newer request (a move during a hint) stops the old search within 100 ms', async (t) => {
  const { page, problems } = await openGame(suite.browser, suite.server, 'game=cephalopod&opponent=ai&level=5&human=first&size=5x5');
  // The hint searches for 0.9 s; the move right after it is the newer
  // request, and the AI's own search replaces the hint's.
  await page.locator('[data-action="hint"]').click();
  await page.locator('svg.board [data-square="c3"]').click();
  await page.waitForFunction(() => document.documentElement.getAttribute('data-ai-stops') === '1', null, { timeout: 5000 });
  const stopMs = Number(await html(page, 'data-ai-stop-ms'));
  t.diagnostic(`replace: the old search stopped ${stopMs} ms after the page sent the newer request`);
  assert.ok(stopMs < STOP_BUDGET_MS, `the replaced search stopped after ${stopMs} ms`);
  // The AI then answers the move (its 2 s search), with a die of its own.
  await page.waitForFunction(() => (document.querySelector('svg.board')?.getAttribute('data-position') ?? '').endsWith(' w'),
    null, { timeout: 20000 });
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});
