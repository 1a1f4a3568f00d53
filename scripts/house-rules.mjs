#!/usr/bin/env node
// Keeps two house rules of the app's code (`src/`), so `make test` fails
// the day one is broken rather than when someone next notices (issue 38):
//
// - No file over 600 lines: a file that long holds more than one idea; it
//   is split by meaning into sibling modules instead.
// - No `Result<_, String>`: an error is a small type with its data (an enum
//   or struct implementing `Display` where its text is needed), so callers
//   can tell errors apart and tests need not compare prose.
//
// Prints each file over the limit with its line count, and `file:line` of
// each `Result<…, String>` (nested generics included, as in
// `Result<Box<dyn X>, String>`; comments and strings are not code), then
// exits 1; otherwise prints one line saying the rules are kept.
//
// Usage: node scripts/house-rules.mjs [ROOT]   (Node 20, no dependencies)

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const MAX_LINES = 600;
const root = process.argv[2] ?? new URL('..', import.meta.url).pathname;

function rsFiles(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return rsFiles(path);
      return name.endsWith('.rs') ? [path] : [];
    });
}

// Comments, strings and character literals blanked out (newlines kept, so
// line numbers hold), leaving lifetimes (`'a`) as they are.
function codeOnly(text) {
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  let out = '';
  let i = 0;
  while (i < text.length) {
    let end = i + 1;
    if (text.startsWith('//', i)) {
      end = text.indexOf('\n', i);
      if (end < 0) end = text.length;
    } else if (text.startsWith('/*', i)) {
      let depth = 0;
      end = i;
      do {
        if (text.startsWith('/*', end)) { depth++; end += 2; }
        else if (text.startsWith('*/', end)) { depth--; end += 2; }
        else end++;
      } while (depth > 0 && end < text.length);
    } else if (/^b?r#*"/.test(text.slice(i, i + 8)) && !/\w/.test(text[i - 1] ?? '')) {
      const [open, hashes] = /^b?r(#*)"/.exec(text.slice(i));
      const close = text.indexOf('"' + hashes, i + open.length);
      end = close < 0 ? text.length : close + 1 + hashes.length;
    } else if (text[i] === '"') {
      end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      end++;
    } else if (text[i] === "'") {
      const char = /^'(?:\\(?:x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]+\}|.)|[^\\'\n])'/.exec(text.slice(i, i + 12));
      if (char) end = i + char[0].length;
      else { out += "'"; i++; continue; }
    } else {
      out += text[i];
      i++;
      continue;
    }
    out += blank(text.slice(i, end));
    i = end;
  }
  return out;
}

// The type arguments of the generic list opening at `start` (just after
// its `<`), split at its own commas, and where the list ends; `null` when
// the `<` opens no list (a comparison, say).
function genericArgs(code, start) {
  const args = [];
  let angles = 1;
  let brackets = 0;
  let from = start;
  for (let j = start; j < code.length; j++) {
    const c = code[j];
    if (code.startsWith('->', j)) j++; // `Fn() -> T`: not a closing `>`
    else if (c === '<') angles++;
    else if (c === '(' || c === '[') brackets++;
    else if (c === ')' || c === ']') {
      if (--brackets < 0) return null;
    } else if (c === ';' || c === '{') return null;
    else if (c === ',' && angles === 1 && brackets === 0) {
      args.push(code.slice(from, j).trim());
      from = j + 1;
    } else if (c === '>' && --angles === 0) {
      args.push(code.slice(from, j).trim());
      return { args: args.filter((arg) => arg !== ''), end: j + 1 };
    }
  }
  return null;
}

const STRING = /^(?:(?:::)?(?:std|alloc)::string::)?String$/;
const oversized = [];
const stringErrors = [];
const files = rsFiles(join(root, 'src'));
for (const path of files) {
  const name = relative(root, path);
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_LINES) oversized.push(`${name}: ${lines} lines (over ${MAX_LINES})`);
  const code = codeOnly(text);
  for (const found of code.matchAll(/\bResult\s*</g)) {
    const list = genericArgs(code, found.index + found[0].length);
    if (list && list.args.length === 2 && STRING.test(list.args[1])) {
      const line = code.slice(0, found.index).split('\n').length;
      stringErrors.push(`${name}:${line}: Result<${list.args.join(', ')}>`);
    }
  }
}

for (const problem of [...oversized, ...stringErrors]) console.log(problem);
if (oversized.length || stringErrors.length) {
  console.log(
    `house rules broken: ${oversized.length} file(s) over ${MAX_LINES} lines, ` +
      `${stringErrors.length} Result<_, String> (use a typed error; split a long file by meaning)`,
  );
  process.exit(1);
}
console.log(`house rules kept: ${files.length} files, none over ${MAX_LINES} lines, no Result<_, String>`);
