import fs from 'node:fs';
import path from 'node:path';
import { ELEMENT_ZH, SYMBOL_NAME } from '@/lib/server/catalog/chinese-names/elements';
import { elementCounts } from '@/lib/server/catalog/chinese-names/formula';

/*
 * Trivial Chinese names (阿司匹林, 咖啡因, 柠檬酸, 臭氧) from a dictionary we can cite: CC-CEDICT, the
 * community Chinese–English dictionary (CC BY-SA 4.0). data/chemicals/cc-cedict-chemicals.u8 holds the
 * entries of it whose English meaning is a catalog substance's name, copied unchanged
 * (scripts/cedict-extract.ts; data/SOURCES.md). A dictionary is written for readers, not for
 * chemistry, so a word names a substance only when (docs/decisions/0169-trivial-names-from-cc-cedict.md):
 *   - one of its meanings is the substance's English name or IUPAC name, whole (not a synonym: the
 *     source files' synonyms include trade names and mixtures);
 *   - the meaning is marked as chemistry's (a "(chemistry)" or "(loanword)" note, or a formula,
 *     which must then be the substance's), or the word is built of chemistry's characters
 *     (an element, 酸, 醇, 胺…): "GDP" is a nucleotide in the catalog and a word for gross
 *     domestic product in the dictionary.
 */

export const DICTIONARY_FILE = 'cc-cedict-chemicals.u8';
const DICTIONARY_DATE = /^#! date=(\d{4}-\d{2}-\d{2})/m;

const NOTES = /^(chemistry|chemical|loanword|medicine|pharmacology|biochemistry|mineralogy|mineral|drug)$/i;
const FORMULA = /^\(?(?:\(?[A-Z][a-z]?[0-9₀-₉]*\)?[0-9₀-₉]*)+$/;
const CHEMISTRY_CHARACTERS = new Set([...ELEMENT_ZH.values(), ...'酸碱盐醇醛酮酯醚胺烷烯炔苯酚糖脲肼腈砜醌萘蒽啶吡咯唑嗪胍羟羧巯苷酐酰噻吩喃素精油水矾']);
const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';
/** A meaning that says the word is a short or other form of another ("abbr. for 葡萄糖", "also written 木糖醇"): the other is the name. */
const POINTS_ELSEWHERE = /^(abbr\.|also written|variant of|old variant of)/;

/**
 * Words the dictionary gives a catalog substance wrongly or misleadingly, found when every name it
 * gave was read (decision 0169): 三氯氰胺 for melamine, whose name is 三聚氰胺; 硫酸铁 for ferrous
 * sulfate (硫酸铁 is ferric sulfate); 哒嗪 for pyrazine (哒嗪 is pyridazine, its isomer); 莱姆 for
 * "lime" (the fruit, not quicklime); 钾盐 for potassium chloride (potassium salts, or potash);
 * 钙质 for calcium (calcium in food); 胲 for hydroxylamine (obsolete: 羟胺); 氢化氰 for hydrogen
 * cyanide (not a name in use: 氰化氢).
 */
const DICTIONARY_ERRORS = new Set(['三氯氰胺', '硫酸铁', '哒嗪', '莱姆', '钾盐', '钙质', '胲', '氢化氰']);

/** Whether a word is built with chemistry's characters (at least one: 醋酸, 苛性钾; not 阿摩尼亚). */
function ofChemistry(word: string): boolean {
  return [...word].some((c) => CHEMISTRY_CHARACTERS.has(c));
}

/** One way a dictionary meaning reads: its words, whether chemistry marks it, the formula it gives. */
export type Reading = { text: string; marked: boolean; formula: string | null };

/** A formula as the dictionary writes one: element symbols and counts, with a count or a lower-case letter ("NaCl", "O₃"; not "PVC"). */
function isFormula(token: string): boolean {
  return FORMULA.test(token) && /[0-9₀-₉a-z]/.test(token) && [...token.matchAll(/[A-Z][a-z]?/g)].every(([symbol]) => SYMBOL_NAME.has(symbol));
}

/** Lower case, no article, American spelling: how meanings and names are compared. */
export function normalizeEnglish(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/^(a|an|the) /, '')
      .replace(/sulph/g, 'sulf')
      .replace(/aluminium/g, 'aluminum')
      .replace(/caesium/g, 'cesium')
      // Glacial acetic acid is acetic acid's anhydrous grade, the same substance (the one such name the dictionary has).
      .replace(/^glacial /, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The readings of one meaning ("ethanol; ethyl alcohol", "(loanword) aspirin", "sodium chloride NaCl"). */
export function readingsOf(meaning: string): Reading[] {
  const readings: Reading[] = [];
  for (const part of meaning.split(';')) {
    let text = part.trim();
    let marked = false;
    let formula: string | null = null;
    for (;;) {
      const lead = /^\(([^)]*)\)\s*/.exec(text);
      if (lead && NOTES.test(lead[1]!)) {
        text = text.slice(lead[0].length);
        marked = true;
        continue;
      }
      const trail = /\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)$/.exec(text);
      const note = trail?.[1]!.replace(/\s/g, '');
      if (trail && (NOTES.test(trail[1]!) || isFormula(note!))) {
        if (isFormula(note!)) formula = note!;
        text = text.slice(0, trail.index);
        marked = true;
        continue;
      }
      const last = /\s+(\S+)$/.exec(text);
      if (last && isFormula(last[1]!)) {
        formula = last[1]!;
        text = text.slice(0, last.index);
        marked = true;
        continue;
      }
      break;
    }
    if (text !== '' && !/[()]/.test(text)) readings.push({ text: normalizeEnglish(text), marked, formula });
  }
  return readings;
}

/** Element counts of a formula as the dictionary writes it, brackets multiplied out ("(NH2)2CO"); null when unreadable. */
export function dictionaryFormulaCounts(formula: string): Map<string, number> | null {
  let flat = [...formula].map((c) => (SUBSCRIPTS.includes(c) ? String(SUBSCRIPTS.indexOf(c)) : c)).join('');
  for (let guard = 0; /\(/.test(flat) && guard < 5; guard++)
    flat = flat.replace(/\(([^()]*)\)(\d*)/g, (_, inner: string, times: string) =>
      inner.replace(/([A-Z][a-z]?)(\d*)/g, (_m, s: string, n: string) => `${s}${(n ? Number(n) : 1) * (times ? Number(times) : 1)}`),
    );
  return elementCounts(flat);
}

function sameCounts(a: Map<string, number> | null, b: Map<string, number> | null): boolean {
  return a !== null && b !== null && a.size === b.size && [...a].every(([symbol, n]) => b.get(symbol) === n);
}

type Entry = { word: string; meaning: string; before: string[]; reading: Reading; pointsElsewhere: boolean };

/** The dictionary's entries by normalised meaning. */
export type Dictionary = { date: string; byMeaning: Map<string, Entry[]> };

export function parseDictionary(text: string): Dictionary {
  const byMeaning = new Map<string, Entry[]>();
  for (const line of text.split('\n')) {
    const m = /^\S+ (\S+) \[[^\]]*\] \/(.*)\/\s*$/.exec(line);
    if (!m || !/\p{Script=Han}/u.test(m[1]!) || DICTIONARY_ERRORS.has(m[1]!)) continue;
    const meanings = m[2]!.split('/');
    const pointsElsewhere = meanings.some((meaning) => POINTS_ELSEWHERE.test(meaning));
    // Every part a word lists before a meaning ("niacin (vitamin B3); nicotinic acid" lists niacin first).
    const before: string[] = [];
    for (const meaning of meanings) {
      for (const part of meaning.split(';')) {
        for (const reading of readingsOf(part)) {
          const list = byMeaning.get(reading.text) ?? [];
          list.push({ word: m[1]!, meaning, before: [...before], reading, pointsElsewhere });
          byMeaning.set(reading.text, list);
        }
        before.push(part);
      }
    }
  }
  return { date: DICTIONARY_DATE.exec(text)?.[1] ?? '', byMeaning };
}

export function readDictionary(dir = path.join(process.cwd(), 'data', 'chemicals')): Dictionary {
  return parseDictionary(fs.readFileSync(path.join(dir, DICTIONARY_FILE), 'utf8'));
}

export type DictionaryName = { word: string; meaning: string };

/** Whether a meaning listed before is one of the substance's own names, notes in brackets aside ("niacin (vitamin B3)"). */
function namesItToo(part: string, ownNames: Set<string>): boolean {
  return readingsOf(part).some((r) => ownNames.has(r.text)) || ownNames.has(normalizeEnglish(part.replace(/\([^()]*\)/g, ' ')));
}

/** The dictionary's words for a substance, the likeliest first (a full word before an abbreviation, then one chemistry marks); see the rules above. */
export function dictionaryNamesOf(
  dictionary: Dictionary,
  s: { name: string; iupacName: string | null; synonyms: string[]; formula: string | null },
): DictionaryName[] {
  const counts = elementCounts(s.formula);
  // Read only for a word that lists other meanings first (most substances match no word at all).
  let ownNames: Set<string> | null = null;
  const own = () => (ownNames ??= new Set([s.name, s.iupacName ?? '', ...s.synonyms].map(normalizeEnglish)));
  const found: (Entry & { order: number })[] = [];
  for (const name of [s.name, s.iupacName]) {
    if (!name) continue;
    for (const entry of dictionary.byMeaning.get(normalizeEnglish(name)) ?? []) {
      const { reading } = entry;
      if (reading.formula !== null && !sameCounts(dictionaryFormulaCounts(reading.formula), counts)) continue;
      if (!reading.marked && !ofChemistry(entry.word)) continue;
      // A word means first what it lists first: 烙铁 is a flatiron before it is iron, 白金 platinum before silver.
      if (!entry.before.every((part) => namesItToo(part, own()))) continue;
      if (found.some((f) => f.word === entry.word)) continue;
      found.push({ ...entry, order: found.length });
    }
  }
  found.sort((a, b) => Number(a.pointsElsewhere) - Number(b.pointsElsewhere) || Number(b.reading.marked) - Number(a.reading.marked) || a.order - b.order);
  return found.map(({ word, meaning }) => ({ word, meaning }));
}

/** Where a dictionary name comes from, as the product page shows it. */
export function dictionarySource(dictionary: Dictionary, name: DictionaryName): string {
  return `CC-CEDICT 汉英词典（${dictionary.date} 版）：${name.word}，“${name.meaning}”`;
}

type Named = {
  cas: string;
  name: string;
  iupacName: string | null;
  synonyms: string[];
  formula: string | null;
  nameZh: string | null;
  nameZhSource: string | null;
  aliasesZh: string[];
};

/**
 * The substances with the dictionary's words. Where an official list names a substance, the words
 * are aliases, and only words of chemistry's characters (醋酸 and 冰醋酸 for 乙酸; not the loanword
 * 阿摩尼亚 for 氨). Where none does, the first word is the name — unless the generator names the
 * substance too and either the dictionary agrees (氢氧化钾, with 苛性钾 an alias) or the word is not
 * of chemistry's characters: then the generated name stays and the words are aliases. A word that another substance is named by, or that the dictionary gives two
 * substances, is no one's.
 */
export function withDictionaryNames<T extends Named>(substances: T[], dictionary: Dictionary, generatedName: (s: T) => string | null): T[] {
  const namedBy = new Map<string, Set<string>>();
  const claim = (word: string, cas: string) => namedBy.set(word, (namedBy.get(word) ?? new Set()).add(cas));
  const generated = new Map(substances.map((s) => [s.cas, s.nameZh ? null : generatedName(s)]));
  const words = new Map(substances.map((s) => [s.cas, dictionaryNamesOf(dictionary, s)]));
  for (const s of substances) {
    for (const n of [s.nameZh, ...s.aliasesZh, generated.get(s.cas)]) if (n) claim(n, s.cas);
    for (const w of words.get(s.cas)!) claim(w.word, s.cas);
  }
  return substances.map((s) => {
    const own = words.get(s.cas)!.filter((w) => namedBy.get(w.word)!.size === 1);
    const withAliases = (known: string[]) => {
      const aliases = own.map((w) => w.word).filter((w) => !known.includes(w) && ofChemistry(w));
      return aliases.length === 0 ? s : { ...s, aliasesZh: [...s.aliasesZh, ...aliases] };
    };
    if (s.nameZh) return withAliases([s.nameZh, ...s.aliasesZh]);
    const alsoGenerated = generated.get(s.cas);
    const [first] = own;
    if (!first) return s;
    if (alsoGenerated && (own.some((w) => w.word === alsoGenerated) || !ofChemistry(first.word))) return withAliases([alsoGenerated, ...s.aliasesZh]);
    const aliases = [
      ...own
        .slice(1)
        .map((w) => w.word)
        .filter(ofChemistry),
      ...(alsoGenerated ? [alsoGenerated] : []),
    ].filter((w) => !s.aliasesZh.includes(w));
    return { ...s, nameZh: first.word, nameZhSource: dictionarySource(dictionary, first), aliasesZh: [...s.aliasesZh, ...aliases] };
  });
}
