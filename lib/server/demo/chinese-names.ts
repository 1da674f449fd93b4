import { regulatedData, type ListEntry, type ListKey, type RegulatedData } from '@/lib/server/regulated/lists';

/** A substance's Chinese names as an official list gives them; the first list that names the CAS wins. */
export type ChineseName = { name: string; aliases: string[]; source: string };

/**
 * Lists in order of preference for the name shown: the precursor annex and
 * the explosive-precursor list use the everyday name (盐酸), where the
 * hazardous catalogue puts the anhydrous form first (氯化氢[无水]；盐酸).
 * 剧毒 entries are a subset of the hazardous catalogue, with the same names.
 */
const PREFERENCE: ListKey[] = ['precursor', 'explosive_precursor', 'hazardous'];

/**
 * The names of one entry: the document's 品名 split at "；" (an entry naming
 * one substance twice), with bracketed qualifiers such as [无水] or
 * [含量＞20%] removed (they limit the entry, they are not part of the name a
 * buyer types), plus aliases a note gives ("别名 过氯酸").
 */
export function namesOfEntry(entry: Pick<ListEntry, 'nameZh' | 'note'>): string[] {
  const names = entry.nameZh.split(/[；;]/).map((n) => n.replace(/\[[^\]]*\]/g, '').trim());
  const alias = entry.note?.match(/别名\s*([^，,。；;]+)/)?.[1];
  if (alias) names.push(...alias.split('、').map((n) => n.trim()));
  return [...new Set(names.filter((n) => n.length > 0 && /\p{Script=Han}/u.test(n)))];
}

/** Chinese names by CAS number, from the official lists in data/regulated. */
export function readChineseNames(data: RegulatedData = regulatedData()): Map<string, ChineseName> {
  const byCas = new Map<string, ChineseName>();
  for (const key of PREFERENCE) {
    const list = data.lists[key];
    for (const entry of list.entries) {
      if (!entry.cas) continue;
      const names = namesOfEntry(entry);
      if (names.length === 0) continue;
      const known = byCas.get(entry.cas);
      if (known) {
        // Another list's names for the same CAS become aliases (the first list's name stays the name).
        for (const n of names) if (n !== known.name && !known.aliases.includes(n)) known.aliases.push(n);
        continue;
      }
      const number = entry.item?.replace(/;/g, '、');
      const item = !number ? '' : key === 'precursor' ? ` 第${entry.category ?? ''}类 序号 ${number}` : ` ${key === 'hazardous' ? '序号' : '编号'} ${number}`;
      byCas.set(entry.cas, { name: names[0]!, aliases: names.slice(1), source: `${list.source.document}${item}` });
    }
  }
  return byCas;
}
