// Errors in the reader's language: in Hungarian and in Kannada, a damaged
// saved game, a malformed share link and a malformed import are refused
// with messages that hold no English, on a phone's screen (390×844).
//
// What counts as English: the message without the data it quotes (the
// parts in '…', „…” or "…": the text of the record, a checksum, an
// expected first line), and without the games' and the app's names. In
// Kannada no run of three or more Latin letters is left (squares and moves,
// such as b2 or c3=b3+c4, have at most one letter in a row); Hungarian is
// written in Latin letters, so there no word of the English messages may be
// left (besides the words the two languages share, such as "link").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serveAppOnPhone, watchPage, tap, SCREENSHOTS } from './support.mjs';

const suite = serveAppOnPhone();
const SHOTS = process.env.CUBEPLAY_SHOTS ?? SCREENSHOTS;
const LOCALES = path.resolve(import.meta.dirname, '../../locales');

const NAMES = new Set(['cubeplay', 'cephalopod', 'deblockle']);
/** Words Hungarian shares with English. */
const SHARED_HU = new Set(['stop', 'link']);

/** The words of every English message (placeables and ids left out). */
function englishWords() {
  const words = new Set();
  for (const file of fs.readdirSync(LOCALES).filter((name) => /(^|-)en\.ftl$/.test(name))) {
    for (const line of fs.readFileSync(path.join(LOCALES, file), 'utf8').split('\n')) {
      if (line.trimStart().startsWith('#')) continue;
      const value = /^[a-z][\w-]*\s*=/.test(line) ? line.slice(line.indexOf('=') + 1) : line;
      const text = value.replace(/\{[^}]*\}/g, ' ').replace(/^\s*\*?\[[^\]]*\]/, ' ');
      for (const word of text.match(/\p{L}+/gu) ?? []) {
        if (word.length >= 3) words.add(word.toLowerCase());
      }
    }
  }
  return words;
}

const ENGLISH = englishWords();

/** The message without what it quotes. */
function ownWords(text) {
  return text.replace(/'[^']*'|„[^”]*”|"[^"]*"/g, ' ');
}

/** The English left in `text`, read as a message in `code`. */
function englishIn(text, code) {
  const own = ownWords(text);
  if (code === 'kn') {
    return (own.match(/[A-Za-z]{3,}/g) ?? []).filter((run) => !NAMES.has(run.toLowerCase()));
  }
  return (own.match(/\p{L}+/gu) ?? []).filter((word) => {
    const lower = word.toLowerCase();
    return ENGLISH.has(lower) && !NAMES.has(lower) && !SHARED_HU.has(lower);
  });
}

const ID = 'e2edamaged1';
const QUERY = `game=cephalopod&opponent=friend&size=3x3&id=${ID}`;
const BAD_MOVE_RECORD = 'cubeplay-record 1\n[Game "cephalopod"]\n[Size "3x3"]\n\n1. White z9';

function savedText({ header = 'cubeplay-saved 3', cursor = '0', record = 'cubeplay-record 1\n[Game "cephalopod"]\n[Size "3x3"]\n' } = {}) {
  return `${header}\nid=${ID}\nquery=${QUERY}\ncursor=${cursor}\nresigned=none\nsaved=0\nfinished=0\n${record}`;
}

/** Each case: what it damages, the address opened, and where its message shows. */
const CASES = [
  { name: 'saved-header', saved: savedText({ header: 'cubeplay-saved 9' }), hash: `#/game/${ID}`, notice: '[data-kind="missing-game"]' },
  { name: 'saved-cursor', saved: savedText({ cursor: 'two' }), hash: `#/game/${ID}`, notice: '[data-kind="missing-game"]' },
  { name: 'saved-record', saved: savedText({ record: BAD_MOVE_RECORD }), hash: `#/game/${ID}`, notice: '.side-panel .notice.error' },
  { name: 'link-checksum', hash: '#v1;g=c;s=3x3;m=b2;k=00000000', notice: '[data-kind="link-error"]' },
  { name: 'link-cut', hash: '#v1;g=c;s=3x3;m=b2', notice: '[data-kind="link-error"]' },
  { name: 'import-move', import: BAD_MOVE_RECORD, notice: '[data-kind="import-error"]' },
  { name: 'import-version', import: 'cubeplay-record 7\n[Game "cephalopod"]', notice: '[data-kind="import-error"]' },
];

for (const code of ['hu', 'kn']) {
  test(`in ${code}, damaged games, links and imports are refused without English`, async (t) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const page = await suite.browser.context.newPage();
    const problems = watchPage(page, suite.server.origin);
    await page.goto(`${suite.server.url}#/`);
    await page.evaluate((language) => localStorage.setItem('cubeplay.language', language), code);
    const messages = [];
    for (const { name, saved, hash, notice, import: record } of CASES) {
      await page.goto('about:blank');
      if (saved) {
        await page.goto(`${suite.server.url}#/`);
        await page.evaluate(([key, text]) => localStorage.setItem(key, text), [`cubeplay.game.${ID}`, saved]);
        await page.goto('about:blank');
      }
      if (record) {
        await page.goto(`${suite.server.url}#/play?game=cephalopod&opponent=friend&size=3x3`);
        await tap(page.locator('[data-action="open-import"]'));
        await page.locator('textarea[data-kind="import"]').fill(record);
        await tap(page.locator('[data-action="import"]'));
      } else {
        await page.goto(`${suite.server.url}${hash}`);
      }
      const shown = page.locator(notice).first();
      await shown.waitFor({ timeout: 20000 });
      assert.equal(await page.evaluate(() => document.documentElement.lang), code);
      const text = (await shown.textContent()).trim();
      messages.push(`${name}: ${text}`);
      assert.deepEqual(englishIn(text, code), [], `${code} ${name}: ${text}`);
      await shown.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `errors-${code}-${name}.png`) });
      if (saved) await page.evaluate((key) => localStorage.removeItem(key), `cubeplay.game.${ID}`);
    }
    for (const line of messages) t.diagnostic(line);
    // The damaged saved game was named by the line at fault, and left as it was.
    assert.match(messages[0], /['„]cubeplay-saved 3['”]/);
    assert.match(messages[1], /4/);
    assert.match(messages[2], /z9/);
    // Every message differs: each says its own reason.
    assert.equal(new Set(messages.map((line) => line.slice(line.indexOf(':') + 1))).size, CASES.length, messages.join('\n'));
    assert.deepEqual(problems.pageErrors, []);
    assert.deepEqual(problems.consoleErrors, []);
    await page.close();
  });
}

test('the check finds English where there is some', () => {
  assert.deepEqual(englishIn("mentett játszma, 3. sor: the cursor is not a number", 'hu'), ['the', 'cursor', 'not', 'number']);
  assert.deepEqual(englishIn("ಉಳಿಸಿದ ಆಟ, ಸಾಲು 1: 'cubeplay-saved 3' ಇರಬೇಕಿತ್ತು", 'kn'), []);
  assert.deepEqual(englishIn('ಸಾಲು 5: c3=b3+c4 Cephalopod saved', 'kn'), ['saved']);
});

// A message already on the screen is written again in the language chosen
// after it came: the play screen's error (a saved game whose move cannot
// be read, a position in the address that cannot be read), a damaged share
// link's notice on the home page, each first shown in English, then read
// in Hungarian and in Kannada once the picker switched. (The import
// dialog's message keeps its words the same way; the dialog covers the
// page, so the picker cannot be reached while it shows.)
test('a message already shown follows the language switched after it', async (t) => {
  const page = await suite.browser.context.newPage();
  const problems = watchPage(page, suite.server.origin);
  await page.goto(`${suite.server.url}#/`);
  const cases = [
    { name: 'saved-record', saved: savedText({ record: BAD_MOVE_RECORD }), hash: `#/game/${ID}`, notice: '.side-panel .notice.error' },
    { name: 'address-position', hash: '#/play?game=cephalopod&opponent=friend&size=3x3&position=zz', notice: '[data-kind="refused-address"]' },
    { name: 'link-checksum', hash: '#v1;g=c;s=3x3;m=b2;k=00000000', notice: '[data-kind="link-error"]' },
  ];
  for (const { name, saved, hash, notice } of cases) {
    await page.evaluate(() => localStorage.setItem('cubeplay.language', 'en'));
    if (saved) await page.evaluate(([key, text]) => localStorage.setItem(key, text), [`cubeplay.game.${ID}`, saved]);
    await page.goto('about:blank');
    await page.goto(`${suite.server.url}${hash}`);
    const shown = page.locator(notice).first();
    await shown.waitFor({ timeout: 20000 });
    const english = (await shown.textContent()).trim();
    assert.ok(englishIn(english, 'hu').length > 3, `${name} starts in English: ${english}`);
    for (const code of ['hu', 'kn']) {
      await page.locator('.language-picker select').selectOption(code);
      await page.waitForFunction((c) => document.documentElement.lang === c, code);
      const text = (await shown.textContent()).trim();
      t.diagnostic(`${name} ${code}: ${text}`);
      assert.notEqual(text, english, `${name} in ${code}`);
      assert.deepEqual(englishIn(text, code), [], `${name} in ${code}: ${text}`);
      if (code === 'kn' && name === 'saved-record') {
        await shown.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(SHOTS, 'error-after-switch-kn-phone.png') });
      }
    }
    if (saved) await page.evaluate((key) => localStorage.removeItem(key), `cubeplay.game.${ID}`);
  }
  assert.deepEqual(problems.pageErrors, []);
  assert.deepEqual(problems.consoleErrors, []);
  await page.close();
});
