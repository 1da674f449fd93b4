import type { Db } from '@/lib/server/core/db';

/*
 * Read-only lookups the inquiry area uses to name the substances of
 * inquiry lines and list inquiries (docs/decisions/0006-one-owner-per-table.md). Batched: a list inquiry of 500 lines makes a handful of queries.
 */

export type SubstanceRef = { id: number; cas: string; name: string; nameZh: string | null; formula: string | null };

const COLUMNS = ['id', 'cas', 'name', 'nameZh', 'formula'] as const;
const CHUNK = 400;

async function chunked<T, R>(items: T[], run: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(...(await run(items.slice(i, i + CHUNK))));
  return out;
}

export async function substancesByIds(db: Db, ids: number[]): Promise<Map<number, SubstanceRef>> {
  const unique = [...new Set(ids)];
  const rows = await chunked(unique, (chunk) => db.selectFrom('substances').select(COLUMNS).where('id', 'in', chunk).where('listed', '=', 1).execute());
  return new Map(rows.map((r) => [r.id, r]));
}

export async function substancesByCas(db: Db, casNumbers: string[]): Promise<Map<string, SubstanceRef>> {
  const unique = [...new Set(casNumbers)];
  const rows = await chunked(unique, (chunk) => db.selectFrom('substances').select(COLUMNS).where('cas', 'in', chunk).where('listed', '=', 1).execute());
  return new Map(rows.map((r) => [r.cas, r]));
}

/** Substances by exact English or Chinese name, or synonym, case-insensitive; keys are the lower-cased names. */
export async function substancesByName(db: Db, names: string[]): Promise<Map<string, SubstanceRef>> {
  const unique = [...new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean))];
  const out = new Map<string, SubstanceRef>();
  const direct = await chunked(unique, (chunk) =>
    db
      .selectFrom('substances')
      .select([...COLUMNS])
      .select((eb) => [eb.fn<string>('lower', ['name']).as('key'), eb.fn<string | null>('lower', ['nameZh']).as('keyZh')])
      .where((eb) => eb.or([eb(eb.fn('lower', ['name']), 'in', chunk), eb(eb.fn('lower', ['nameZh']), 'in', chunk)]))
      .where('listed', '=', 1)
      .orderBy('id')
      .execute(),
  );
  // The English name wins over a Chinese one when both match different rows; the lowest id wins within each.
  const wanted = new Set(unique);
  const refOf = (r: SubstanceRef): SubstanceRef => ({ id: r.id, cas: r.cas, name: r.name, nameZh: r.nameZh, formula: r.formula });
  for (const r of direct) if (wanted.has(r.key) && !out.has(r.key)) out.set(r.key, refOf(r));
  for (const r of direct) if (r.keyZh && wanted.has(r.keyZh) && !out.has(r.keyZh)) out.set(r.keyZh, refOf(r));
  const missing = unique.filter((n) => !out.has(n));
  const synonyms = await chunked(missing, (chunk) =>
    db
      .selectFrom('substanceSynonyms')
      .innerJoin('substances', 'substances.id', 'substanceSynonyms.substanceId')
      .select(['substances.id', 'substances.cas', 'substances.name', 'substances.nameZh', 'substances.formula'])
      .select((eb) => eb.fn<string>('lower', ['substanceSynonyms.synonym']).as('key'))
      .where((eb) => eb(eb.fn('lower', ['substanceSynonyms.synonym']), 'in', chunk))
      .where('substances.listed', '=', 1)
      .orderBy('substances.id')
      .execute(),
  );
  for (const r of synonyms) if (!out.has(r.key)) out.set(r.key, refOf(r));
  return out;
}

/** Densities in g/mL by CAS number (catalog kg/m³ ÷ 1000), for quantities a permit counts in the other measure; absent when unknown. */
export async function densitiesByCas(db: Db, casNumbers: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(casNumbers)];
  const rows = await chunked(unique, (chunk) => db.selectFrom('substances').select(['cas', 'densityKgM3']).where('cas', 'in', chunk).execute());
  return new Map(rows.flatMap((r) => (r.cas && r.densityKgM3 ? [[r.cas, Number(r.densityKgM3) / 1000] as const] : [])));
}
