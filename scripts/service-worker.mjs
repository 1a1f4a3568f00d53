// Build step (Trunk post_build hook): writes sw.js into the staged site with
// the list of every asset and a version derived from their contents.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

const staging = process.env.TRUNK_STAGING_DIR;
const source = process.env.TRUNK_SOURCE_DIR ?? process.cwd();
if (!staging) {
  console.error('service-worker.mjs: run by Trunk (TRUNK_STAGING_DIR is not set)');
  process.exit(1);
}

function listFiles(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix + entry.name;
    return entry.isDirectory()
      ? listFiles(path.join(dir, entry.name), `${relative}/`)
      : [relative];
  });
}

const files = listFiles(staging).filter((file) => file !== 'sw.js').sort();
const hash = crypto.createHash('sha256');
for (const file of files) {
  hash.update(file);
  hash.update(fs.readFileSync(path.join(staging, file)));
}
const version = hash.digest('hex').slice(0, 16);
const assets = ['./', ...files.map((file) => `./${file}`)];
const template = fs.readFileSync(path.join(source, 'service-worker.js'), 'utf8');
const output = template
  .replace("'__VERSION__'", JSON.stringify(version))
  .replace('__ASSETS__', JSON.stringify(assets, null, 2));
fs.writeFileSync(path.join(staging, 'sw.js'), output);
console.log(`service-worker.mjs: sw.js caches ${assets.length} URLs, version ${version}`);
