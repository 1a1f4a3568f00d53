// The language packs: build.rs writes each language's texts to
// target/messages/messages-<language>-<hash>.txt and the page's wasm names
// them; this copies them into the staged site (called from the post_build
// hook in service-worker.mjs). A first visit fetches only the pack of its
// language, so the size report counts the largest one, not all three.
import fs from 'node:fs';
import path from 'node:path';

/** A pack's file name; group 1 is its language. */
export const PACK_PATTERN = /^messages-([a-z]{2})-[0-9a-f]{16}\.txt$/;
/** The pack of the study parts' screens (rules pages, lessons, puzzles, analysis board). */
export const STUDY_PACK_PATTERN = /^messages-study-([a-z]{2})-[0-9a-f]{16}\.txt$/;

/** Copies the current packs from `source`/target/messages into `site`; returns their names. */
export function copyMessagePacks(source, site) {
  const dir = path.join(source, 'target', 'messages');
  const packs = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => PACK_PATTERN.test(name)) : [];
  const languages = new Set(packs.map((name) => name.match(PACK_PATTERN)[1]));
  if (packs.length === 0 || languages.size !== packs.length) {
    throw new Error(`${dir} should hold one messages-<language>-<hash>.txt per language `
      + `(build.rs writes them), found: ${packs.join(', ') || 'none'}`);
  }
  const studyPacks = fs.readdirSync(dir).filter((name) => STUDY_PACK_PATTERN.test(name));
  if (studyPacks.length !== packs.length) {
    throw new Error(`${dir} should hold one messages-study-<language>-<hash>.txt per language, found: ${studyPacks.join(', ') || 'none'}`);
  }
  for (const name of [...packs, ...studyPacks]) fs.copyFileSync(path.join(dir, name), path.join(site, name));
  return packs.sort();
}
