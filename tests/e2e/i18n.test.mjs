// Translations: in Hungarian and in Kannada no English word is left on the
// play screens and the rules pages (visible text, aria-labels and titles),
// and the chosen language survives a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { watchPage, serveAppAndLaunch, importRecord, clickGraphPoint } from './support.mjs';
import { cspViolations } from './guards.mjs';

const suite = serveAppAndLaunch({ recordCsp: true });

const LOCALES = path.resolve(import.meta.dirname, '../../locales');
const EXAMPLE_START = '..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g';

/**
 * Names and symbols that stay the same in every language: the app's and the
 * games' names and Cephalopod's author (Mark Steere), the keys of a keyboard (labelled in Latin letters on
 * Hungarian and Kannada keyboards too), the X face, named by its letter, and
 * perft, the name of the engine's move count on the home page's footer, and
 * Safari, a browser's name (Settings says how long it keeps a site's data).
 */
const SAME_EVERYWHERE = new Set(['cubeplay', 'deblockle', 'cephalopod', 'mark', 'steere', 'enter', 'tab', 'esc', 'perft', 'mit', 'safari']);
/** Words a language really shares with English ("Stop" is also Hungarian). */
const SHARED = { hu: new Set(['stop', 'link']), kn: new Set() };

/** The words of the English messages (placeables and ids left out). */
function englishWords() {
  const words = new Set();
  for (const file of ['en.ftl', 'rules-en.ftl', 'access-en.ftl', 'turn-en.ftl', 'guide-en.ftl', 'keep-en.ftl', 'motion-en.ftl', 'remote-en.ftl', 'review-en.ftl', 'puzzles-en.ftl', 'lessons-en.ftl', 'analysis-en.ftl', 'parts-en.ftl']) {
    const source = fs.readFileSync(path.join(LOCALES, file), 'utf8');
    for (const line of source.split('\n')) {
      if (line.trimStart().startsWith('#')) continue;
      // A message's first line carries its id; continuation lines are indented.
      const value = /^[a-z][\w-]*\s*=/.test(line) ? line.slice(line.indexOf('=') + 1) : line;
      const text = value.replace(/\{[^}]*\}/g, ' ').replace(/^\s*\*?\[[^\]]*\]/, ' ');
      for (const word of text.match(/\p{L}+/gu) ?? []) {
        if (word.length >= 3) words.add(word.toLowerCase());
      }
    }
  }
  for (const word of SAME_EVERYWHERE) words.delete(word);
  return words;
}

const ENGLISH = englishWords();

/** Visible text and accessible names on the page, as [where, text] pairs. */
async function pageTexts(page) {
  return page.evaluate(() => {
    const texts = [];
    const shown = (element) => element.checkVisibility?.({ visibilityProperty: true }) ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE'].includes(parent.tagName) || !node.nodeValue.trim()) continue;
      // Text hidden off screen for screen readers counts; display:none does not.
      if (!shown(parent) && !parent.closest('.visually-hidden')) continue;
      texts.push([parent.tagName.toLowerCase() + (parent.className?.baseVal ?? parent.className ? `.${String(parent.className?.baseVal ?? parent.className).split(' ')[0]}` : ''), node.nodeValue.trim()]);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push([`${element.tagName.toLowerCase()}[${name}]`, value]);
      }
    }
    for (const title of document.body.querySelectorAll('svg title')) texts.push(['svg title', title.textContent]);
    return texts;
  });
}

/** The English words left on the page, with where they were found. */
async function englishLeft(page, code) {
  const found = [];
  for (const [where, text] of await pageTexts(page)) {
    for (const word of text.match(/\p{L}+/gu) ?? []) {
      const lower = word.toLowerCase();
      if (ENGLISH.has(lower) && !SHARED[code].has(lower)) found.push(`${word} (${where}: "${text.slice(0, 80)}")`);
    }
  }
  return found;
}

async function chooseLanguage(page, code) {
  await page.locator('.language-picker select').selectOption(code);
  await page.waitForFunction((c) => document.documentElement.lang === c, code);
}

/** The screens to check, each brought into a state with much text on it. */
const SCREENS = [
  ['Cephalopod play', '#/play?game=cephalopod&opponent=friend&size=3x3', async (page) => {
    for (const square of ['a2', 'b1', 'c2', 'b3']) {
      const before = await page.locator('svg.board').getAttribute('data-position');
      await page.locator(`svg.board [data-square="${square}"]`).click();
      await page.waitForFunction((old) => document.querySelector('svg.board').getAttribute('data-position') !== old, before);
    }
    // The capture picker open, with one die chosen.
    await page.locator('svg.board [data-square="b2"]').click();
    await page.locator('.picker').waitFor();
    await page.locator('svg.board [data-square="a2"]').click();
    // Why Capture waits, and Resign asking first.
    await page.locator('.picker-reason').waitFor();
    await page.locator('[data-action="resign"]').click();
    await page.locator('[data-kind="resign-confirm"]').waitFor();
  }],
  // The review panel: graph, accuracy, a class, the better move and a proof.
  ['Cephalopod review', '#/play?game=cephalopod&opponent=friend&size=3x3', async (page) => {
    await importRecord(page, fs.readFileSync(path.join(import.meta.dirname, '../../engine/tests/data/review_blunder_3x3.txt'), 'utf8'));
    await page.locator('[data-action="review"]').click();
    await page.locator('.review[data-state="done"]').waitFor({ timeout: 30000 });
    // The blunder of move 1, its better move shown on the board.
    await clickGraphPoint(page, 1);
    await page.locator('.review-ply[data-class="blunder"]').waitFor();
    await page.locator('[data-action="review-better"]').click();
    await page.locator('[data-action="review-better"][aria-pressed="true"]').waitFor();
  }],
  ['Deblockle play', `#/play?game=deblockle&opponent=friend&position=${encodeURIComponent(EXAMPLE_START)}`, async (page) => {
    // A move played, and a block tipped with its hops shown.
    await page.locator('svg.board [data-block="e1"] [data-face="top"]').click();
    await page.locator('svg.board .tip-mark[data-tip="e2"]').click();
    await page.locator('svg.board .hop-mark').first().waitFor();
    const hop = await page.locator('svg.board .hop-mark').last().getAttribute('data-hop');
    await page.locator(`svg.board .hop-mark[data-hop="${hop}"]`).click();
    await page.locator('.move-list [data-move]').first().waitFor();
    await page.locator('svg.board [data-block="c5"] [data-face="top"]').click();
    // Its hidden faces, with a tip previewed.
    await page.locator('svg.board .tip-mark:not(.refused)').first().hover();
    await page.locator('.hidden-faces[data-preview]').waitFor();
  }],
  ['Home and settings', '#/', async (page) => {
    await page.locator('[data-action="settings"]').click();
    await page.locator('.settings-dialog').waitFor();
  }],
  ['Deblockle set-up', '#/play?game=deblockle&opponent=ai&level=1&human=first&setup=hand&gold=2&blue=3&seed=5', async (page) => {
    await page.locator('svg.board [data-square="e5"]').click();
  }],
  ['Cephalopod by link', '#/play?game=cephalopod&opponent=link&human=first&size=3x3&id=i18n1', async (page) => {
    // A move to send, then its own link opened here: the refusal notice.
    await page.locator('svg.board [data-square="a1"]').click();
    const link = await page.locator('[data-kind="remote-link"]').inputValue();
    await page.goto(link);
    await page.locator('[data-kind="remote-refused"]').waitFor({ timeout: 20000 });
  }],
  ['Analysis board', '#/play?game=cephalopod&opponent=friend&size=3x3', async (page) => {
    for (const square of ['a1', 'c3']) {
      const before = await page.locator('svg.board').getAttribute('data-position');
      await page.locator(`svg.board [data-square="${square}"]`).click();
      await page.waitForFunction((old) => document.querySelector('svg.board').getAttribute('data-position') !== old, before);
    }
    // A variation from move 1, the engine's line beside it.
    await page.locator('[data-action="analyse"]').click();
    await page.locator('.analysis-screen svg.board[data-position]').waitFor();
    await page.locator('.tree-row [data-path="0"]').click();
    await page.locator('svg.board [data-square="a3"]').click();
    await page.locator('.tree-row[data-depth="1"]').waitFor();
    await page.locator('[data-setting="engine"]').check();
    await page.locator('.engine-box[data-state="line"]').waitFor({ timeout: 20000 });
  }],
  // The games the screens above started, listed; one deleted, with its Undo.
  ['Home with games', '#/', async (page) => {
    await page.locator('.saved-game [data-action="delete-game"]').first().click();
    await page.locator('[data-kind="game-deleted"]').waitFor();
  }],
  // A wrong first move, refuted; then another game's puzzle with its hint.
  ['Cephalopod puzzle', '#/puzzles/cephalopod/1', async (page) => {
    await page.locator('svg.board [data-square="d4"]').click();
    await page.locator('main[data-phase="wrong"]').waitFor({ timeout: 20000 });
  }],
  ['Deblockle puzzle', '#/puzzles/deblockle/13', async (page) => {
    // The first hint picks up the block, the second marks the move.
    await page.locator('[data-action="puzzle-hint"]').click();
    await page.locator('svg.board .selected').first().waitFor({ timeout: 20000 });
    await page.locator('[data-action="puzzle-hint"]').click();
    await page.locator('svg.board .hint').first().waitFor({ timeout: 20000 });
  }],
  ['Unknown game', '#/game/nosuchgame', async () => {}],
  ['Deblockle lessons', '#/learn/deblockle', async () => {}],
  ['Deblockle lesson, a wrong move explained', '#/learn/deblockle/tip', async (page) => {
    await page.locator('svg.board [data-block="d4"] [data-face="top"]').click();
    // North brings up X, not the Slider asked for: said at the tip.
    await page.locator('svg.board .tip-mark[data-tip="d5"]').click();
    await page.locator('.lesson-said[data-said="wrong"]').waitFor();
  }],
  ['Deblockle lesson, a step done', '#/learn/deblockle/end', async (page) => {
    await page.locator('svg.board [data-block="d5"] [data-face="top"]').click();
    await page.locator('svg.board .tip-mark[data-tip="d6"]').click();
    await page.locator('.lesson-said[data-said="right"]').waitFor();
  }],
  ['Cephalopod lessons', '#/learn/cephalopod', async () => {}],
  ['Cephalopod lesson, the capture picker and an explanation', '#/learn/cephalopod/choice', async (page) => {
    await page.locator('svg.board [data-square="b2"]').click();
    await page.locator('svg.board [data-square="a2"]').click();
    await page.locator('svg.board [data-square="b3"]').click();
    await page.locator('.picker button.primary').click();
    await page.locator('.lesson-said[data-said="wrong"]').waitFor();
    await page.locator('svg.board [data-square="b2"]').click();
    await page.locator('.picker').waitFor();
  }],
  ['Cephalopod lesson, a step done', '#/learn/cephalopod/end', async (page) => {
    await page.locator('svg.board [data-square="a1"]').click();
    await page.locator('.lesson-said[data-said="right"]').waitFor();
  }],
  ['Deblockle rules', '#/rules/deblockle', async () => {}],
  ['Cephalopod rules', '#/rules/cephalopod', async () => {}],
];

async function checkLanguage(code, boardLabel) {
  const page = await suite.browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const problems = watchPage(page, suite.server.origin);
  // The picker is on the home page and the rules pages.
  await page.goto(`${suite.server.url}#/rules/deblockle`);
  await page.locator('.rules-main h1').waitFor({ timeout: 20000 });
  // In English the same check does find English words.
  await chooseLanguage(page, 'en');
  assert.ok((await englishLeft(page, code)).length > 20, 'the check sees English text');
  await chooseLanguage(page, code);
  const left = {};
  for (const [name, hash, prepare] of SCREENS) {
    await page.goto(`${suite.server.url}${hash}`);
    await page.locator('svg.board[data-position], svg.board[data-setup], .rules-main h1, .kept-games, [data-kind="missing-game"], .home h1')
      .first().waitFor({ timeout: 20000 });
    await prepare(page);
    await page.waitForTimeout(300);
    const found = await englishLeft(page, code);
    if (found.length) left[name] = found;
  }
  assert.deepEqual(left, {}, `English left in ${code}`);
  // The choice survives a reload.
  await page.goto(`${suite.server.url}#/play?game=cephalopod&opponent=friend&size=3x3`);
  await page.reload();
  await page.locator('svg.board[data-position]').waitFor({ timeout: 20000 });
  assert.equal(await page.evaluate(() => document.documentElement.lang), code);
  assert.equal(await page.locator('svg.board').getAttribute('aria-label'), boardLabel);
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(await cspViolations(page), []);
  await page.close();
}

test('in Hungarian no English is left on the play screens and the rules pages', async () => {
  await checkLanguage('hu', 'Cephalopod-tábla');
});

test('in Kannada no English is left on the play screens and the rules pages', async () => {
  await checkLanguage('kn', 'Cephalopod ಹಲಗೆ');
});

test('the English word list is sound', () => {
  // A few words every English locale has, and none of the kept names.
  for (const word of ['undo', 'resign', 'moves', 'capture', 'north']) assert.ok(ENGLISH.has(word), word);
  for (const word of SAME_EVERYWHERE) assert.ok(!ENGLISH.has(word), word);
});
