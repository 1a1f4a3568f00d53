// One name per star, on a phone: the board's label, the square's name for
// screen readers, a lesson and the rules page all call d6 "Gold's goal"
// and d2 "Blue's goal" (the rules page also says how the printed rules
// name them); the rules page's pictures draw the goals as the board does.
// And a link's name says where it goes: in Hungarian "Learn the rules" (the
// lessons) is not "Rules" (the rules page).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveAppOnPhone, openGame } from './support.mjs';

const suite = serveAppOnPhone();
const PHONE = { width: 390, height: 844 };

test('the board and its square names call d6 "Gold\'s goal" and d2 "Blue\'s goal", nothing else', async () => {
  const { page, problems } = await openGame(suite.browser, suite.server, 'game=deblockle&opponent=friend', PHONE);
  const d6 = page.locator('svg.board [data-square="d6"]');
  assert.equal(await d6.locator('.goal-label').textContent(), "Gold's goal");
  assert.equal(await d6.getAttribute('aria-label'), "empty d6, Gold's goal");
  assert.equal(await page.locator('svg.board [data-square="d2"]').getAttribute('aria-label'), "empty d2, Blue's goal");
  assert.deepEqual(problems, { consoleErrors: [], pageErrors: [], foreignRequests: [] });
  await page.close();
});

test('the lesson on taking a block off names the star as its board labels it', async () => {
  const { page, problems } = await openGame(suite.browser, suite.server, 'game=deblockle&opponent=friend', PHONE);
  await page.goto(`${suite.server.url}#/learn/deblockle/star`);
  await page.locator('main.lesson[data-lesson="star"] svg.board[data-position]').waitFor({ timeout: 20000 });
  assert.equal(await page.locator('svg.board [data-square="d6"] .goal-label').textContent(), "Gold's goal");
  // The sentence, then the chip of the symbol it names.
  assert.equal(await page.locator('.lesson-instruction').evaluate((node) => [...node.childNodes]
    .filter((child) => !child.classList?.contains('lesson-symbol')).map((child) => child.textContent).join('').trim()),
  "Remove a block: tip it onto Gold's goal, d6, so that Star comes up.");
  assert.equal(await page.locator('.lesson-instruction .lesson-symbol').textContent(), 'Star');
  assert.deepEqual(problems.pageErrors, []);
  await page.close();
});

/** The Deblockle rules page, opened on a phone. */
async function rulesPage() {
  const { page, problems } = await openGame(suite.browser, suite.server, 'game=deblockle&opponent=friend', PHONE);
  await page.goto(`${suite.server.url}#/rules/deblockle`);
  await page.locator('.rules-main h1').waitFor({ timeout: 20000 });
  return { page, problems };
}

test('the rules page uses the same names and says how the printed rules name the stars', async () => {
  const { page } = await rulesPage();
  assert.equal(await page.locator('.rules p', { hasText: 'Two squares are star spaces' }).textContent(),
    "Two squares are star spaces, and each is one player's goal: Gold takes its blocks off on d6, Gold's goal, "
    + "and Blue on d2, Blue's goal. The printed rules call each star the home star of the player on whose side "
    + 'it lies, so your goal is your opponent\'s home star. On the board each goal is ringed in its player\'s '
    + 'colour and labelled “Gold\'s goal” or “Blue\'s goal”.');
  assert.equal(await page.locator('.rules p', { hasText: 'A block may land Star face up in one place only' }).textContent(),
    "A block may land Star face up in one place only: on its player's goal (Gold on d6, Blue on d2). The block is "
    + 'removed from the board and the turn ends at once. A tip that would leave the Star facing up anywhere else is not allowed.');
  await page.close();
});

test('the rules page draws the stars as the board does: whose goal each is', async () => {
  const { page, problems } = await rulesPage();
  // The starting board: Gold's goal on d6 (row 6, above), Blue's on d2.
  const goals = await page.locator('.rules-fig').first().locator('[data-goal]').evaluateAll((els) => els
    .map((el) => ({ goal: el.dataset.goal, label: el.querySelector('.goal-label').textContent,
      y: Math.round(el.getBoundingClientRect().y) })));
  const byGoal = Object.fromEntries(goals.map((goal) => [goal.goal, goal]));
  assert.deepEqual([byGoal.first?.label, byGoal.second?.label], ["Gold's goal", "Blue's goal"], JSON.stringify(goals));
  assert.ok(byGoal.first.y < byGoal.second.y, `Gold's goal (d6) is drawn above Blue's (d2): ${JSON.stringify(goals)}`);
  // Every picture that shows a star shows whose goal it is.
  assert.equal(await page.locator('.rules-fig .rules-star-space:not(:has([data-goal]))').count(), 0);
  assert.deepEqual(problems, { consoleErrors: [], pageErrors: [], foreignRequests: [] });
  await page.close();
});

test('in Hungarian the home page link to the lessons is not named like the rules links', async () => {
  const { page } = await openGame(suite.browser, suite.server, 'game=deblockle&opponent=friend', PHONE);
  await page.evaluate(() => localStorage.setItem('cubeplay.language', 'hu'));
  await page.goto(`${suite.server.url}#/`);
  await page.reload();
  const learn = page.locator('[data-entry="learn"]').first();
  await learn.waitFor({ timeout: 20000 });
  assert.equal(await learn.textContent(), 'Tanuld meg a szabályokat');
  await page.evaluate(() => localStorage.setItem('cubeplay.language', 'en'));
  await page.close();
});
