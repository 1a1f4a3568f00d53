// A bad position in a `#/play?position=` address: the game opens on its
// default start and says what is wrong with the address's position, in the
// chosen language (the engine's reasons are translated, not quoted).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startFresh, watchPage, serveAppAndLaunch } from './support.mjs';

const suite = serveAppAndLaunch();

/** Opens `#/play?<query>` with `language` chosen and returns the alert's text. */
async function errorShown(language, query) {
  const page = await suite.browser.context.newPage();
  await startFresh(page);
  await page.addInitScript((code) => localStorage.setItem('cubeplay.language', code), language);
  const problems = watchPage(page, suite.server.origin);
  await page.goto(`${suite.server.url}#/play?${query}`);
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  const message = await page.locator('p.notice.error[role="alert"]').textContent();
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(problems.consoleErrors, []);
  await page.close();
  return message;
}

const CEPHALOPOD = `game=cephalopod&opponent=friend&size=3x3&position=${encodeURIComponent('w1.w2/.../.. b')}`;
// Gold's block stands on Gold's own home star, d2.
const DEBLOCKLE = `game=deblockle&opponent=friend&position=${encodeURIComponent(
  '......./......./......./......./......./...gSC.../....... g',
)}`;

test('a bad Cephalopod position in the address is explained in English, then in Hungarian', async () => {
  const english = await errorShown('en', CEPHALOPOD);
  assert.match(english, /row 3 from the top has 2 squares but the first row has 3 \(column 13\)/);
  const hungarian = await errorShown('hu', CEPHALOPOD);
  assert.match(hungarian, /^Hiba történt: felülről a\(z\) 3\. sor/);
  assert.match(hungarian, /2 mező van, az elsőben viszont 3 \(13\. karakter\)/);
  assert.doesNotMatch(hungarian, /row|squares|column/);
});

test('a bad Deblockle position in the address is explained in Hungarian', async () => {
  const english = await errorShown('en', DEBLOCKLE);
  assert.match(english, /a block stands on the star space d2/);
  const hungarian = await errorShown('hu', DEBLOCKLE);
  assert.match(hungarian, /^Hiba történt: kocka áll a\(z\) d2 csillagmezőn$/);
  assert.doesNotMatch(hungarian, /block|star space/);
});
