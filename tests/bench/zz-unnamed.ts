import path from 'node:path';
import { generateChineseName, PUBLISHED_RULES, publishedGeneratedName } from '@/lib/server/catalog/chinese-names/generate';
import { readDictionary, withDictionaryNames } from '@/lib/server/demo/dictionary-names';
import { readDemoSubstances } from '@/lib/server/demo/substances';
const substances = readDemoSubstances(path.resolve('data/chemicals'));
const withD = withDictionaryNames(substances, readDictionary(), publishedGeneratedName);
for (const s of withD) {
  if (s.categorySlug !== 'inorganic' || s.nameZh) continue;
  const g = generateChineseName(s);
  if (g && PUBLISHED_RULES.has(g.rule)) continue;
  console.log([s.cas, s.formula, s.name, s.iupacName ?? '', g ? `${g.rule}:${g.name}` : '-'].join('\t'));
}
