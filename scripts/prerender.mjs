// The first screen in the page's HTML (Trunk post_build hook, called from
// service-worker.mjs), so a visit shows a board before the wasm has
// arrived:
//   - the native program `cubeplay-prerender` (src/app/prerender.rs) draws
//     the home page and a new game of each game against the computer, in
//     every language, with the app's own components;
//   - the three languages of a screen differ only in texts and attribute
//     values, so each screen is kept once with the strings of each language
//     (a few KB gzipped for all);
//   - an inline script at the top of <head> picks the visitor's language
//     as the app does (the stored choice, else the browser's) and starts
//     fetching its pack of texts at once, for the wasm to use
//     (`window.cubeplayEarlyPack`, see src/i18n/packs.rs);
//   - an inline script in <body> shows the screen of the address (its hash
//     exactly one of them, the query in any order) in that language, and
//     names the seed it was drawn from (`window.cubeplayFirstSeed`), so the
//     app starts that very game; the app removes it when it mounts
//     (src/app/page.rs). Any other address shows nothing until the app is up.
// The Content-Security-Policy allows the two inline scripts by their hashes.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';

/** The marker of the prerendered screen's root, which the app removes. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/**
 * One screen's languages as shared parts and each language's strings:
 * `{ parts, slots: { en: [...], ... } }` (parts.length = strings + 1), or
 * `{ whole: { en: html, ... } }` when the markup itself differs.
 */
export function shareParts(byLanguage) {
  // Tags and the texts between them: a language changes a text or a
  // tag's attributes (a label, the language picker's choice), not how many.
  const languages = Object.keys(byLanguage);
  const tags = languages.map((language) => byLanguage[language].split(/(<[^>]*>)/));
  if (!tags.every((pieces) => pieces.length === tags[0].length)) return { whole: byLanguage };
  // Within a tag whose attributes differ only in their values, each value.
  const split = languages.map(() => []);
  tags[0].forEach((_, index) => {
    const values = tags.map((pieces) => pieces[index].split(/("[^"]*")/));
    const same = values.every((pieces) => pieces.length === values[0].length
      && pieces.every((piece, at) => at % 2 === 1 || piece === values[0][at]));
    values.forEach((pieces, at) => split[at].push(...(same ? pieces : [tags[at][index]])));
  });
  const [first] = split;
  const parts = [''];
  const slots = Object.fromEntries(languages.map((language) => [language, []]));
  first.forEach((_, index) => {
    const values = split.map((pieces) => pieces[index]);
    if (values.every((value) => value === values[0])) {
      parts[parts.length - 1] += values[0];
    } else {
      languages.forEach((language, at) => slots[language].push(values[at]));
      parts.push('');
    }
  });
  return { parts, slots };
}

/** The key an address is matched by: `home`, or `play?` and its sorted query. */
function addressKey(hash) {
  const play = hash.match(/^#\/play\?(.*)$/);
  if (play) return `play?${play[1].split('&').filter(Boolean).sort().join('&')}`;
  return ['', '#', '#/'].includes(hash) ? 'home' : null;
}

/** JSON that is safe inside a <script> element. */
function scriptJson(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The parts of the page an address opens: its screen's, and the board of the
 * game it names (the same choice as `parts::preload` in src/parts/screens.rs).
 * Written out in the head's script, which runs as soon as it is parsed.
 */
const PARTS_OF_ADDRESS = 'function partsOf(h){var m=h.match(/^#\\/(play\\?|game\\/|embed\\?|rules\\/|learn\\/|puzzles\\/|analysis\\/)/);'
  + 'var screen=m?{"play?":"play","game/":"play","embed?":"embed","rules/":"rules","learn/":"lessons","puzzles/":"puzzles","analysis/":"analysis"}[m[1]]:"home";'
  + 'var g=(screen==="play"||screen==="embed")?h.match(/[?&]game=(cephalopod|deblockle)(&|$)/):screen==="puzzles"?h.match(/^#\\/puzzles\\/(cephalopod|deblockle)/):null;'
  + 'return g?[screen,g[1]+"_board"]:[screen]}';

/**
 * The head's script: the visitor's language and its pack fetched at once,
 * and the app's wasm and the parts the address opens fetched and compiled
 * at once too (`window.cubeplayEarlyWasm`, `window.cubeplayPartModule`,
 * taken by boot.js and the parts' loader), not after the page is parsed.
 */
export function headScript(packs, wasm, parts) {
  return `(function(){var packs=${scriptJson(packs)};`
    + 'function code(c){c=String(c||"").split(/[-_]/)[0].toLowerCase();return packs.hasOwnProperty(c)?c:null}'
    + 'var stored=null;try{stored=localStorage.getItem("cubeplay.language")}catch(e){}'
    + 'var wanted=(navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language]).map(code).filter(Boolean);'
    + 'var language=code(stored)||wanted[0]||"en";window.cubeplayStartLanguage=language;'
    + 'if(!window.fetch)return;var file=packs[language];var text=fetch(file).then(function(r){if(!r.ok)throw new Error(r.status);return r.text()});'
    + 'text.catch(function(){});window.cubeplayEarlyPack={file:file,text:text};'
    + 'if(!window.WebAssembly)return;'
    + 'function compile(url){return WebAssembly.compileStreaming?WebAssembly.compileStreaming(fetch(url)):'
    + 'fetch(url).then(function(r){return r.arrayBuffer()}).then(function(b){return WebAssembly.compile(b)})}'
    + 'function here(f){return new URL(f,document.baseURI).href}'
    + `var wasm=compile(here(${scriptJson(wasm)}));wasm.catch(function(){});window.cubeplayEarlyWasm=wasm;`
    + `var parts=${scriptJson(parts)};${PARTS_OF_ADDRESS}`
    + 'var early={};partsOf(location.hash).forEach(function(p){(parts[p]||[]).forEach(function(f){var u=here(f);'
    + 'if(!early[u]){early[u]=compile(u);early[u].catch(function(){})}})});'
    // Taken once: a second load (Try again) fetches anew.
    + 'window.cubeplayPartModule=function(u){var m=early[u];delete early[u];return m||compile(u)}})();';
}

/** The body's script: the first screen of the address, if drawn. */
export function bodyScript(seed, screens) {
  return `(function(){var seed=${seed};var screens=${scriptJson(screens)};`
    + 'var h=location.hash,m=h.match(/^#\\/play\\?(.*)$/);'
    + 'var key=m?"play?"+m[1].split("&").filter(Boolean).sort().join("&"):(h===""||h==="#"||h==="#/")?"home":null;'
    + 'var screen=key&&screens[key];if(!screen)return;'
    // Home is drawn as a first visit sees it: with games kept, its list would
    // show "no games" until the app is up, so such a visit waits for the app.
    + 'if(key==="home"){try{for(var i=0;i<localStorage.length;i++){var k=localStorage.key(i);'
    + 'if(k==="cubeplay.recent"||k.indexOf("cubeplay.game")===0)return}}catch(e){}}'
    + 'var language=window.cubeplayStartLanguage||"en";var html;'
    + 'if(screen.whole){html=screen.whole[language]}else{var slots=screen.slots[language];'
    + 'if(!slots)return;html=screen.parts[0];for(var i=0;i<slots.length;i++)html+=slots[i]+screen.parts[i+1]}'
    + 'if(!html)return;document.body.insertAdjacentHTML("afterbegin",html);'
    + `document.body.firstElementChild.setAttribute(${JSON.stringify(FIRST_SCREEN_ATTRIBUTE)},"");`
    // "Confirm moves" is drawn unset; the app turns it on for a touch screen
    // or as stored, so the drawn box says the same.
    + 'var box=document.querySelector("[data-first-screen] [data-setting=confirm-moves]");'
    + 'if(box){var kept=null;try{kept=localStorage.getItem("cubeplay.confirm-moves")}catch(e){}'
    + 'box.checked=kept?kept==="on":!!(window.matchMedia&&matchMedia("(pointer: coarse)").matches)}'
    + 'document.documentElement.lang=language;window.cubeplayFirstSeed=seed})();';
}

const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Builds and runs the native program; returns its JSON. */
function drawScreens(source, seed) {
  execFileSync('cargo', ['build', '--features', 'prerender', '--bin', 'cubeplay-prerender'],
    { cwd: source, stdio: ['ignore', 'inherit', 'inherit'] });
  const targetDir = path.resolve(source, process.env.CARGO_TARGET_DIR ?? 'target');
  const program = path.join(targetDir, 'debug', 'cubeplay-prerender');
  return JSON.parse(execFileSync(program, [String(seed)], { encoding: 'utf8', maxBuffer: 64 << 20 }));
}

/**
 * Puts the first screens and the two scripts into `site`/index.html and
 * their hashes into its Content-Security-Policy; returns what it added.
 */
export function prerender(source, site) {
  const page = path.join(site, 'index.html');
  let html = fs.readFileSync(page, 'utf8');
  // A seed of its own for each build of the app: the start of a new
  // Deblockle game at a drawn address and the home page's live boards.
  const wasm = html.match(/data-wasm=("[^"]*"|[^\s>]+)/)?.[1];
  if (!wasm) throw new Error(`${page}: no data-wasm on the boot script`);
  const seed = Number(BigInt(`0x${crypto.createHash('sha256').update(wasm).digest('hex').slice(0, 13)}`) % 9_000_000_000_000_000n) + 1;
  const drawn = drawScreens(source, seed);
  const byAddress = new Map();
  for (const { hash, language, html: markup } of drawn.screens) {
    const key = addressKey(hash);
    if (!byAddress.has(key)) byAddress.set(key, {});
    byAddress.get(key)[language] = markup;
  }
  const screens = Object.fromEntries([...byAddress].map(([key, byLanguage]) => [key, shareParts(byLanguage)]));
  const packs = Object.fromEntries(Object.entries(drawn.packs).map(([language, file]) => [language, `./${file}`]));
  const boot = html.match(/<script\b[^>]*\bdata-cubeplay-boot\b[^>]*>/)?.[0] ?? '';
  const parts = JSON.parse(boot.match(/\sdata-parts='([^']*)'/)?.[1] ?? '{}');
  const head = headScript(packs, wasm.replace(/^"|"$/g, ''), parts);
  const body = bodyScript(drawn.seed, screens);
  html = html.replace(/<script data-first-screen-(head|body)>[\s\S]*?<\/script>/g, '');
  // After the policy (which covers only what follows it), before the styles.
  const policyTag = html.match(/<meta [^>]*http-equiv="?Content-Security-Policy"?[^>]*>/i);
  if (!policyTag) throw new Error(`${page}: no Content-Security-Policy to put the language script after`);
  html = html.replace(policyTag[0], `${policyTag[0]}<script data-first-screen-head>${head}</script>`);
  if (!/<body[^>]*>/.test(html)) throw new Error(`${page}: no <body>`);
  html = html.replace(/<body[^>]*>/, (tag) => `${tag}<script data-first-screen-body>${body}</script>`);
  const csp = /(<meta (?:http-equiv="?Content-Security-Policy"? )?content=")([^"]*)("(?: http-equiv="?Content-Security-Policy"?)?>)/i;
  const policy = html.match(csp);
  if (!policy) throw new Error(`${page}: no Content-Security-Policy`);
  const scriptSrc = policy[2].match(/script-src ([^;]*)/);
  if (!scriptSrc) throw new Error(`${page}: the Content-Security-Policy has no script-src`);
  const sources = scriptSrc[1].split(/\s+/).filter((source) => source && !source.startsWith("'sha256-"));
  const updated = policy[2].replace(scriptSrc[0], `script-src ${[...sources, sha256(head), sha256(body)].join(' ')}`);
  html = html.replace(csp, (_, open, _policy, close) => `${open}${updated}${close}`);
  fs.writeFileSync(page, html);
  return { seed: drawn.seed, screens: Object.keys(screens), bytes: head.length + body.length };
}
