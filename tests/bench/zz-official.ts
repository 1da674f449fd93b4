import path from 'node:path';
import { generateChineseName } from '@/lib/server/catalog/chinese-names/generate';
import { readDemoSubstances } from '@/lib/server/demo/substances';
const substances = readDemoSubstances(path.resolve('data/chemicals'));
for (const s of substances) {
  if (!s.nameZh) continue;
  const g = generateChineseName({ ...s, nameZh: null });
  console.log([s.cas, s.categorySlug, s.formula, s.name, s.nameZh, s.aliasesZh.join('、'), g ? `${g.rule}:${g.name}` : '-'].join('\t'));
}
