// One stylesheet (Trunk post_build hook, called from service-worker.mjs):
// the styles are written as one file per topic (styles/*.css, each a
// `rel="css"` link in index.html), and the page gets them joined, in the
// links' order (so the cascade is the same), as one file named by its
// content's hash: one request instead of eleven before the first paint,
// and about 1 KB less to download gzipped.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

/** Joins the stylesheets `site`/index.html links to; returns the new file's name. */
export function joinStylesheets(site) {
  const page = path.join(site, 'index.html');
  let html = fs.readFileSync(page, 'utf8');
  const links = [...html.matchAll(/<link\b[^>]*\brel=(?:"stylesheet"|stylesheet)[^>]*>/g)].map(([tag]) => tag);
  const files = links.map((tag) => {
    const href = tag.match(/\bhref=(?:"([^"]*)"|([^\s>]+))/);
    const file = (href?.[1] ?? href?.[2] ?? '').replace(/^\.\//, '');
    if (!file.endsWith('.css') || !fs.existsSync(path.join(site, file))) throw new Error(`${page}: cannot read the stylesheet of ${tag}`);
    return file;
  });
  if (files.length < 2) return files[0] ?? null;
  const css = files.map((file) => fs.readFileSync(path.join(site, file), 'utf8').trim()).join('\n');
  const name = `styles-${crypto.createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
  fs.writeFileSync(path.join(site, name), `${css}\n`);
  links.forEach((tag, index) => {
    html = html.replace(tag, index === 0 ? `<link rel=stylesheet href=./${name}>` : '');
  });
  for (const file of files) fs.rmSync(path.join(site, file));
  fs.writeFileSync(page, html);
  return name;
}
