// Helpers of the phone tests (phone-play, phone-games): a tab of the
// phone opened fresh, a game started from the home page as a newcomer
// starts one, whose turn it is, and the hint by taps.
import assert from 'node:assert/strict';
import { tap, startFresh, watchPage } from './support.mjs';

/** Opens `hash` (`#/…`) in a new tab of `suite`'s phone, with no saved games or settings. */
export async function openOnPhone(suite, hash) {
  const page = await suite.browser.context.newPage();
  await startFresh(page);
  const problems = watchPage(page, suite.server.origin);
  await page.goto(`${suite.server.url}${hash}`);
  return { page, problems };
}

/** Opens `#/play?<query>` on the phone and waits for the board. */
export async function playOnPhone(suite, query) {
  const opened = await openOnPhone(suite, `#/play?${query}`);
  await opened.page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  return opened;
}

/** Starts a game of `game` by a tap on its home-page card: `entry` is "ai" or "friend". */
export async function startFromHome(suite, game, entry) {
  const opened = await openOnPhone(suite, '#/');
  await tap(opened.page.locator(`.card-${game} [data-entry="${entry}"]`));
  await opened.page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  return opened;
}

export async function statusText(page) {
  return (await page.locator('.status').textContent()).trim();
}

export function noProblems(problems) {
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(problems.consoleErrors, []);
}

/** Waits until `side` (the position's letter: w, b, g) is to move and may play, or the game is over. */
export async function waitForTurn(page, side) {
  await page.waitForFunction((letter) => {
    const position = document.querySelector('svg.board')?.getAttribute('data-position') ?? '';
    return document.querySelector('.result-dialog')
      || (position.endsWith(` ${letter}`) && document.querySelector('.status[data-state="turn"]'));
  }, side, { timeout: 30000 });
}

/** Taps Hint (no hint drawn yet) and resolves to the move it draws on the board. */
export async function askHint(page) {
  await tap(page.locator('[data-action="hint"]'));
  await page.waitForFunction(() => {
    const hint = document.querySelector('[data-action="hint"]');
    return hint && !hint.disabled && document.querySelector('svg.board .hint-marks');
  }, null, { timeout: 20000 });
  return page.locator('svg.board .hint-marks').getAttribute('data-hint-move');
}
