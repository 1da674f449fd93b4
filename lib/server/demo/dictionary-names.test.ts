import { describe, expect, it } from 'vitest';
import { dictionaryFormulaCounts, dictionaryNamesOf, parseDictionary, readDictionary, readingsOf, withDictionaryNames } from './dictionary-names';
import { publishedGeneratedName } from '@/lib/server/catalog/chinese-names/generate';
import { readDemoSubstances } from './substances';

const HEADER = '#! date=2026-09-10T07:14:51Z\n';
const dictionary = (lines: string[]) => parseDictionary(HEADER + lines.join('\n'));

function substance(
  cas: string,
  name: string,
  formula: string | null,
  over: Partial<{ iupacName: string; synonyms: string[]; nameZh: string; aliasesZh: string[] }> = {},
) {
  return {
    cas,
    name,
    iupacName: over.iupacName ?? null,
    synonyms: over.synonyms ?? [],
    formula,
    nameZh: over.nameZh ?? null,
    nameZhSource: over.nameZh ? '危险化学品目录（2015版）' : null,
    aliasesZh: over.aliasesZh ?? [],
  };
}

describe('readingsOf: how a dictionary meaning reads', () => {
  it('splits alternatives, drops notes and a formula and says chemistry marked it', () => {
    expect(readingsOf('ethanol; ethyl alcohol')).toEqual([
      { text: 'ethanol', marked: false, formula: null },
      { text: 'ethyl alcohol', marked: false, formula: null },
    ]);
    expect(readingsOf('(loanword) aspirin')).toEqual([{ text: 'aspirin', marked: true, formula: null }]);
    expect(readingsOf('sodium chloride NaCl')).toEqual([{ text: 'sodium chloride', marked: true, formula: 'NaCl' }]);
    expect(readingsOf('ozone (O₃)')).toEqual([{ text: 'ozone', marked: true, formula: 'O₃' }]);
    expect(readingsOf('urea (NH2)2CO')[0]).toEqual({ text: 'urea', marked: true, formula: '(NH2)2CO' });
  });

  it('reads glacial acetic acid as acetic acid, British spellings as American, and skips meanings with other notes', () => {
    expect(readingsOf('glacial acetic acid')[0]!.text).toBe('acetic acid');
    expect(readingsOf('aluminium sulphate')[0]!.text).toBe('aluminum sulfate');
    expect(readingsOf('lime (fruit)')).toEqual([]);
    // An abbreviation in capitals is not a formula: "PVC" is not phosphorus, vanadium and carbon.
    expect(readingsOf('polyvinyl chloride (PVC)')).toEqual([]);
    // Nor is a token with letters that are no element's symbol ("Tw", Taiwan usage): the meaning is skipped.
    expect(readingsOf('gross domestic product (Tw)')).toEqual([]);
  });

  it('multiplies out a formula’s brackets and subscripts', () => {
    expect(Object.fromEntries(dictionaryFormulaCounts('(NH2)2CO')!)).toEqual({ N: 2, H: 4, C: 1, O: 1 });
    expect(Object.fromEntries(dictionaryFormulaCounts('O₃')!)).toEqual({ O: 3 });
  });
});

describe('dictionaryNamesOf: which words name a substance', () => {
  const d = dictionary([
    '阿司匹林 阿司匹林 [a1 si1 pi3 lin2] /(loanword) aspirin/',
    '升汞 升汞 [sheng1 gong3] /mercuric chloride (HgCl)/',
    '烙鐵 烙铁 [lao4 tie5] /flatiron/iron/soldering iron/',
    '鐵 铁 [tie3] /iron (chemistry)/',
    '國內生產毛額 国内生产毛额 [guo2 nei4] /GDP/',
    '甘油 甘油 [gan1 you2] /glycerine/glycerol/',
    '葡糖 葡糖 [pu2 tang2] /glucose C6H12O6/abbr. for 葡萄糖/',
    '葡萄糖 葡萄糖 [pu2 tao5 tang2] /glucose C6H12O6/',
    '菸酸 烟酸 [yan1 suan1] /niacin (vitamin B3); nicotinic acid/',
  ]);

  it('takes a word whose meaning is the substance’s name, marked or of chemistry’s characters', () => {
    expect(dictionaryNamesOf(d, substance('50-78-2', 'Aspirin', 'C9H8O4')).map((w) => w.word)).toEqual(['阿司匹林']);
    expect(dictionaryNamesOf(d, substance('146-91-8', 'GDP', 'C10H15N5O11P2'))).toEqual([]);
  });

  it('refuses a word whose formula is not the substance’s', () => {
    expect(dictionaryNamesOf(d, substance('7487-94-7', 'Mercuric chloride', 'Cl2Hg'))).toEqual([]);
  });

  it('refuses a word that means something else first, unless that is the substance’s own other name', () => {
    expect(dictionaryNamesOf(d, substance('7439-89-6', 'Iron', 'Fe')).map((w) => w.word)).toEqual(['铁']);
    expect(dictionaryNamesOf(d, substance('56-81-5', 'Glycerol', 'C3H8O3'))).toEqual([]);
    expect(dictionaryNamesOf(d, substance('56-81-5', 'Glycerol', 'C3H8O3', { synonyms: ['Glycerine'] })).map((w) => w.word)).toEqual(['甘油']);
  });

  it('reads the parts of one meaning in order, notes in brackets aside', () => {
    expect(dictionaryNamesOf(d, substance('59-67-6', 'Nicotinic acid', 'C6H5NO2'))).toEqual([]);
    expect(dictionaryNamesOf(d, substance('59-67-6', 'Nicotinic acid', 'C6H5NO2', { synonyms: ['Niacin'] })).map((w) => w.word)).toEqual(['烟酸']);
  });

  it('puts a full word before an abbreviation of it', () => {
    expect(dictionaryNamesOf(d, substance('50-99-7', 'Glucose', 'C6H12O6')).map((w) => w.word)).toEqual(['葡萄糖', '葡糖']);
  });
});

describe('withDictionaryNames: names, aliases and who owns a word', () => {
  const d = dictionary([
    '冰醋酸 冰醋酸 [bing1 cu4 suan1] /glacial acetic acid/',
    '萊姆 莱姆 [lai2 mu3] /(loanword) lime/',
    '鉀鹽 钾盐 [jia3 yan2] /potassium chloride KCl/',
    '氯化鉀 氯化钾 [lu:4 hua4 jia3] /potassium chloride KCl/',
    '苛性鉀 苛性钾 [ke1 xing4 jia3] /potassium hydroxide/',
    '氫氧化鉀 氢氧化钾 [qing1 yang3 hua4 jia3] /potassium hydroxide/',
    '水楊酸 水杨酸 [shui3 yang2 suan1] /salicylic acid/',
    '咖啡因 咖啡因 [ka1 fei1 yin1] /caffeine (loanword)/',
    '噠嗪 哒嗪 [da1 qin2] /pyrazine C4H4N2/diazine/',
    '三氯氰胺 三氯氰胺 [san1 lu:4 qing2 an4] /melamine C3H6N6/',
    '三聚氰胺 三聚氰胺 [san1 ju4 qing2 an4] /melamine C3H6N6/',
  ]);
  const generated: Record<string, string> = { '1305-78-8': '氧化钙', '7447-40-7': '氯化钾', '1310-58-3': '氢氧化钾', '69-72-7': '2-羟基苯甲酸' };
  const named = withDictionaryNames(
    [
      substance('64-19-7', 'Acetic acid', 'C2H4O2', { nameZh: '乙酸' }),
      substance('1305-78-8', 'Lime', 'CaO'),
      substance('7447-40-7', 'Potassium chloride', 'ClK'),
      substance('69-72-7', 'Salicylic acid', 'C7H6O3'),
      substance('58-08-2', 'Caffeine', 'C8H10N4O2'),
      substance('1310-58-3', 'Potassium hydroxide', 'HKO'),
      substance('290-37-9', 'Pyrazine', 'C4H4N2'),
      substance('108-78-1', 'Melamine', 'C3H6N6'),
    ],
    d,
    (s) => generated[s.cas] ?? null,
  );
  const byCas = (cas: string) => named.find((s) => s.cas === cas)!;

  it('gives an officially named substance the words as aliases', () => {
    expect(byCas('64-19-7')).toMatchObject({ nameZh: '乙酸', aliasesZh: ['冰醋酸'] });
  });

  it('names an unnamed substance by its first word and says where it comes from', () => {
    expect(byCas('58-08-2')).toMatchObject({
      nameZh: '咖啡因',
      nameZhSource: 'CC-CEDICT 汉英词典（2026-09-10 版）：咖啡因，“caffeine (loanword)”',
      aliasesZh: [],
    });
  });

  it('prefers the trivial name to a generated one, which becomes an alias, unless the dictionary agrees with the generator or the word is no chemistry', () => {
    expect(byCas('69-72-7')).toMatchObject({ nameZh: '水杨酸', aliasesZh: ['2-羟基苯甲酸'] });
    expect(byCas('1310-58-3')).toMatchObject({ nameZh: null, aliasesZh: ['苛性钾'] });
  });

  it('gives no one a word known to be wrong (the pyrazine here has no isomer beside it to claim 哒嗪)', () => {
    expect(byCas('7447-40-7')).toMatchObject({ nameZh: null, aliasesZh: [] });
    expect(byCas('1305-78-8')).toMatchObject({ nameZh: null, aliasesZh: [] });
    expect(byCas('290-37-9')).toMatchObject({ nameZh: null, aliasesZh: [] });
    expect(byCas('108-78-1')).toMatchObject({ nameZh: '三聚氰胺', aliasesZh: [] });
  });

  it('gives no one a word another substance is named by', () => {
    const named = withDictionaryNames(
      [substance('7447-40-7', 'Potassium chloride', 'ClK'), substance('7447-40-8', 'Sylvite', 'ClK', { nameZh: '氯化钾' })],
      d,
      () => null,
    );
    expect(named[0]).toMatchObject({ nameZh: null, aliasesZh: [] });
  });
});

describe('the dictionary in data/ on the demo catalog', () => {
  it('names the substances issue 31 found nothing for, and gives acetic acid 冰醋酸', () => {
    const substances = readDemoSubstances();
    const named = withDictionaryNames(substances, readDictionary(), publishedGeneratedName);
    const byCas = (cas: string) => named.find((s) => s.cas === cas)!;
    expect(byCas('50-78-2').nameZh).toBe('阿司匹林');
    expect(byCas('58-08-2').nameZh).toBe('咖啡因');
    expect(byCas('77-92-9').nameZh).toBe('柠檬酸');
    expect(byCas('64-19-7')).toMatchObject({ nameZh: '乙酸', aliasesZh: expect.arrayContaining(['醋酸', '冰醋酸']) });
    expect(byCas('108-78-1').nameZh).toBe('三聚氰胺');
  });
});
