import { requireCas } from '@/lib/server/catalog/service';
import { LIST_KEYS, regulatedData, type ListEntry, type RegulatedData, type RegulatedList, type Requirement } from './lists';
import type { ListResult, RestrictionResult } from '@/lib/contracts/regulated/schema';

function requirementFor(list: RegulatedList, entry: ListEntry, requirements: Requirement[]): Requirement | null {
  const ofList = requirements.filter((r) => r.list === list.key);
  const specific = entry.pharma ? `${entry.category}-pharma` : entry.category;
  return ofList.find((r) => r.category === specific) ?? ofList.find((r) => r.category === '*') ?? null;
}

function resultFor(list: RegulatedList, cas: string, requirements: Requirement[]): ListResult {
  const entry = list.byCas.get(cas) ?? null;
  const requirement = entry ? requirementFor(list, entry, requirements) : null;
  return {
    key: list.key,
    name: list.name,
    onList: entry !== null,
    category: entry?.category ?? null,
    item: entry?.item ?? null,
    entryName: entry?.nameZh ?? null,
    note: entry?.note ?? null,
    requirement: requirement ? { text: requirement.requirement, basis: requirement.basis } : null,
    source: { ...list.source },
    complete: list.complete,
  };
}

/**
 * Which of China's regulated-substance lists name this CAS number, and what a
 * buyer must provide to order it. Matching is by exact CAS number: salts,
 * hydrates, solutions and mixtures of a listed substance are not found unless
 * the list names their own CAS number. Throws CAS_INVALID for a bad CAS.
 */
export function restrictionsFor(casInput: string, data: RegulatedData = regulatedData()): RestrictionResult {
  const cas = requireCas(casInput);
  const lists = LIST_KEYS.map((key) => resultFor(data.lists[key], cas, data.requirements));
  const requirements = [...new Set(lists.flatMap((l) => (l.requirement ? [`${l.requirement.text}（依据：${l.requirement.basis}）`] : [])))];
  return { cas, regulated: lists.some((l) => l.onList), lists, requirements };
}

/** True when a line's substance is on any of the lists (hazardous catalogue included): it ships as dangerous goods. */
export function isDangerousGoods(cas: string | null): boolean {
  if (!cas) return false;
  try {
    return restrictionsFor(cas).lists.some((l) => l.onList);
  } catch {
    return false;
  }
}

/**
 * True when the substance is a hazardous chemical (危险化学品): on the
 * hazardous catalogue, or on the highly toxic or explosive-precursor lists,
 * which are drawn from it. A precursor alone (麻黄素) is not. Such goods are
 * sold with an SDS and a label (《危险化学品安全管理条例》第十五条).
 */
export function isHazardousChemical(cas: string | null): boolean {
  if (!cas) return false;
  try {
    return restrictionsFor(cas).lists.some((l) => l.onList && (l.key === 'hazardous' || l.key === 'highly_toxic' || l.key === 'explosive_precursor'));
  } catch {
    return false;
  }
}
