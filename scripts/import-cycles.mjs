#!/usr/bin/env node
// Finds import circles between the files of the workspace's crates
// (`src/`, `engine/src/`, `cli/src/` if present): prints each as
// `a.rs → b.rs → a.rs` and exits 1 if there is one. A circle means neither
// file can be read, tested or moved without the other, so none is allowed.
//
// The graph has one node per file. A file imports another when it names a
// module or an item of it: in a `use` (groups, globs and aliases included)
// or as a path in code (`crate::a::b`, `super::x`, `self::x`, or a path
// through a module brought in by `use`). Paths into another crate
// (`std::…`, `yew::…`, `cubeplay_engine::…`) cannot make a circle and are
// skipped. An item reached through a re-export (`pub use`) counts as an
// import of the file that defines it, not of the file that re-exports it.
// A parent (`mod.rs`, `lib.rs`) that declares its child modules (`mod x;`)
// and re-exports them (`pub use x::…`) does not count as importing them:
// that is how a folder shows its public face. Code inside an inline module
// (`mod tests { … }`) belongs to its file.
//
// Usage: node scripts/import-cycles.mjs [--edges] [ROOT]   (no dependencies)
// `--edges` also prints every file's imports, one `a.rs → b.rs` a line.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const args = process.argv.slice(2);
const showEdges = args.includes('--edges');
const root = args.find((a) => a !== '--edges') ?? new URL('..', import.meta.url).pathname;
const crateDirs = ['src', 'engine/src', 'cli/src'].map((d) => join(root, d)).filter(existsSync);

function rsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return rsFiles(path);
    return name.endsWith('.rs') ? [path] : [];
  });
}

// Comments, strings and character literals blanked out (newlines kept), so
// braces and paths inside them are not read as code.
function codeOnly(text) {
  let out = '';
  let i = 0;
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  while (i < text.length) {
    const rest = text.slice(i, i + 3);
    if (rest.startsWith('//')) {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (rest.startsWith('/*')) {
      let depth = 0;
      let j = i;
      do {
        if (text.startsWith('/*', j)) { depth++; j += 2; }
        else if (text.startsWith('*/', j)) { depth--; j += 2; }
        else j++;
      } while (depth > 0 && j < text.length);
      out += blank(text.slice(i, j));
      i = j;
    } else if (/^(b?r#*")/.test(rest) && !/\w/.test(text[i - 1] ?? '')) {
      const m = /^b?r(#*)"/.exec(text.slice(i));
      const close = '"' + m[1];
      const end = text.indexOf(close, i + m[0].length);
      const stop = end < 0 ? text.length : end + close.length;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (text[i] === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += blank(text.slice(i, j + 1));
      i = j + 1;
    } else if (text[i] === "'") {
      const m = /^'(?:\\(?:x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]+\}|.)|[^\\'\n])'/.exec(text.slice(i, i + 12));
      const len = m ? m[0].length : 1;
      out += m ? blank(m[0]) : "'";
      i += len;
    } else {
      out += text[i];
      i++;
    }
  }
  return out;
}

// `a::{b, c::d as e, f::*}` as a list of { path, alias, glob }.
function useTree(text) {
  const tokens = text.match(/::|\{|\}|,|\*|\w+/g) ?? [];
  let k = 0;
  function tree(prefix) {
    const path = [...prefix];
    const out = [];
    while (k < tokens.length) {
      const tok = tokens[k];
      if (tok === '::') { k++; continue; }
      if (tok === '{') {
        k++;
        while (k < tokens.length && tokens[k] !== '}') {
          out.push(...tree(path));
          if (tokens[k] === ',') k++;
        }
        k++;
        return out;
      }
      if (tok === '*') { k++; out.push({ path, alias: null, glob: true }); return out; }
      if (tok === ',' || tok === '}') break;
      if (tok === 'as') { k++; const alias = tokens[k++]; out.push({ path, alias, glob: false }); return out; }
      path.push(tok);
      k++;
      if (tokens[k] !== '::') {
        if (tokens[k] === 'as') continue;
        const last = path[path.length - 1];
        if (last === 'self') { path.pop(); out.push({ path, alias: path[path.length - 1], glob: false }); }
        else out.push({ path, alias: last, glob: false });
        return out;
      }
    }
    return out;
  }
  const out = [];
  while (k < tokens.length) {
    out.push(...tree([]));
    if (tokens[k] === ',') k++;
    else if (k < tokens.length) k++;
  }
  return out;
}

// Every file with its crate and module path, following `mod x;` from the
// crate roots (lib.rs, main.rs, bin/*.rs and any other top-level file that
// no root declares, such as a second binary).
const files = new Map(); // file -> { crate, mod: [...], text, code }
const modules = new Map(); // `crate|a::b` -> file
for (const dir of crateDirs) {
  const all = rsFiles(dir);
  const declared = new Set();
  const visit = (file, crate, mod) => {
    if (files.has(file) || !existsSync(file)) return;
    const text = readFileSync(file, 'utf8');
    const code = codeOnly(text);
    files.set(file, { crate, mod, text, code });
    modules.set(`${crate}|${mod.join('::')}`, file);
    const base = /(^|\/)(mod|lib|main)\.rs$/.test(file) || mod.length === 0
      ? join(file, '..')
      : file.slice(0, -3);
    // Only file modules declared at the top level or in inline modules.
    const stack = [];
    for (const m of code.matchAll(/\bmod\s+(\w+)\s*;/g)) {
      const name = m[1];
      const child = [join(base, `${name}.rs`), join(base, name, 'mod.rs')].find(existsSync);
      if (child) { declared.add(child); visit(child, crate, [...mod, name]); }
    }
    void stack;
  };
  const roots = all.filter((f) => /\/(lib|main)\.rs$/.test(f) && join(f, '..') === dir
    || join(f, '..') === join(dir, 'bin'));
  for (const r of roots) visit(r, `${relative(root, dir)}:${relative(dir, r)}`, []);
  for (const f of all) {
    if (!files.has(f) && join(f, '..') === dir && !declared.has(f)) {
      visit(f, `${relative(root, dir)}:${relative(dir, f)}`, []);
    }
  }
}

const definesItem = (file, name) => new RegExp(
  `\\b(?:fn|struct|enum|trait|type|const|static|union|mod)\\s+${name}\\b|macro_rules!\\s*${name}\\b`,
).test(files.get(file).code);

// The re-exports (`pub use`) of each file: named ones and globs.
const reexports = new Map();
for (const [file, info] of files) {
  const named = new Map();
  const globs = [];
  for (const m of info.code.matchAll(/\bpub(?:\s*\([^)]*\))?\s+use\s+([^;]+);/g)) {
    for (const u of useTree(m[1])) {
      const abs = absolute(info, info.mod, u.path);
      if (!abs) continue;
      if (u.glob) globs.push(abs);
      else named.set(u.alias, abs);
    }
  }
  reexports.set(file, { named, globs });
}

// A path as written in module `here` of file `info`, made absolute in its
// crate, or null when it leaves the crate.
function absolute(info, here, path, aliases = new Map()) {
  if (path.length === 0) return null;
  let [first, ...rest] = path;
  let base;
  if (first === 'crate') base = [];
  else if (first === 'self') base = [...here];
  else if (first === 'super') {
    base = [...here];
    base.pop();
    while (rest[0] === 'super') { base.pop(); rest = rest.slice(1); }
  } else if (aliases.has(first)) base = [...aliases.get(first)];
  else if (modules.has(`${info.crate}|${[...here, first].join('::')}`)) base = [...here, first];
  else return null;
  return first === 'crate' || first === 'self' || first === 'super' ? [...base, ...rest] : [...base, ...rest];
}

// The file an absolute path lands in: the longest module prefix that is a
// file, then through re-exports to the file that defines the item.
function fileOf(crate, abs, seen = new Set()) {
  for (let n = abs.length; n >= 0; n--) {
    const file = modules.get(`${crate}|${abs.slice(0, n).join('::')}`);
    if (!file) continue;
    const item = abs[n];
    if (item === undefined || seen.has(file)) return file;
    seen.add(file);
    const { named, globs } = reexports.get(file);
    if (named.has(item)) return fileOf(crate, [...named.get(item), ...abs.slice(n + 1)], seen);
    if (definesItem(file, item)) return file;
    for (const g of globs) {
      const target = fileOf(crate, [...g, ...abs.slice(n)], new Set(seen));
      if (target !== file && target && definesItem(target, item)) return target;
    }
    return file;
  }
  return null;
}

const edges = new Map(); // file -> Map(target -> line)
for (const [file, info] of files) {
  const out = new Map();
  edges.set(file, out);
  const aliases = new Map();
  const inline = [];
  let depth = 0;
  const add = (abs, index) => {
    if (!abs) return;
    const target = fileOf(info.crate, abs);
    if (target && target !== file && !out.has(target)) {
      out.set(target, info.code.slice(0, index).split('\n').length);
    }
  };
  const scan = /(\bpub(?:\s*\([^)]*\))?\s+)?\buse\s+([^;]+);|\bmod\s+(\w+)\s*([;{])|([{}])|(?<![\w:])((?:crate|super|self|\w+)(?:\s*::\s*\w+)+)/g;
  for (const m of info.code.matchAll(scan)) {
    const here = [...info.mod, ...inline.map((s) => s.name)];
    if (m[2] !== undefined) {
      const isReexport = m[1] !== undefined;
      for (const u of useTree(m[2])) {
        const abs = absolute(info, here, u.path, aliases);
        if (!abs) continue;
        if (!u.glob && u.alias && modules.has(`${info.crate}|${abs.join('::')}`)) aliases.set(u.alias, abs);
        // A parent re-exporting its own descendants shows them; it does
        // not import them.
        const descendant = abs.length > info.mod.length
          && info.mod.every((s, i) => abs[i] === s);
        if (isReexport && descendant) continue;
        add(abs, m.index);
      }
    } else if (m[3] !== undefined) {
      if (m[4] === '{') { depth++; inline.push({ name: m[3], depth }); }
    } else if (m[5] === '{') {
      depth++;
    } else if (m[5] === '}') {
      if (inline.length && inline[inline.length - 1].depth === depth) inline.pop();
      depth--;
    } else if (m[6] !== undefined) {
      add(absolute(info, here, m[6].split(/\s*::\s*/), aliases), m.index);
    }
  }
}

// Strongly connected components (Tarjan), then for every edge inside one
// the shortest circle through it, each circle printed once.
const name = (f) => relative(root, f).split(sep).join('/');
let index = 0;
const idx = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
const component = new Map();
function strong(v) {
  idx.set(v, index); low.set(v, index); index++;
  stack.push(v); onStack.add(v);
  for (const w of edges.get(v).keys()) {
    if (!idx.has(w)) { strong(w); low.set(v, Math.min(low.get(v), low.get(w))); }
    else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    let w;
    do { w = stack.pop(); onStack.delete(w); component.set(w, v); } while (w !== v);
  }
}
for (const v of edges.keys()) if (!idx.has(v)) strong(v);

function shortestPath(from, to) {
  const prev = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const v = queue.shift();
    if (v === to) break;
    for (const w of edges.get(v).keys()) {
      if (!prev.has(w) && component.get(w) === component.get(from)) { prev.set(w, v); queue.push(w); }
    }
  }
  const path = [];
  for (let v = to; v !== null; v = prev.get(v)) path.unshift(v);
  return path;
}

const cycles = new Map();
for (const [v, out] of edges) {
  for (const w of out.keys()) {
    if (component.get(v) !== component.get(w)) continue;
    const ring = [v, ...shortestPath(w, v).slice(0, -1)];
    const start = ring.indexOf([...ring].sort((a, b) => name(a).localeCompare(name(b)))[0]);
    const turned = [...ring.slice(start), ...ring.slice(0, start)];
    const key = turned.join('|');
    if (!cycles.has(key)) cycles.set(key, [...turned, turned[0]].map(name).join(' → '));
  }
}

if (showEdges) {
  for (const [v, out] of edges) for (const w of out.keys()) console.log(`${name(v)} → ${name(w)}`);
}
const lines = [...cycles.values()].sort();
for (const line of lines) console.log(line);
const total = files.size;
if (lines.length) {
  console.log(`${lines.length} import circle${lines.length === 1 ? '' : 's'} among ${total} files`);
  process.exit(1);
}
console.log(`no import circle among ${total} files`);
