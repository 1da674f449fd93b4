import { rdkit } from '@/lib/server/chem/rdkit';
import { nowIso, type Db } from '@/lib/server/core/db';
import { categorize } from './categorize';
import { normalizeFormula } from '@/lib/shared/formula';
import { indexSubstances } from './search/indexer';

/*
 * Substances sellers propose: a CAS number that passes its checksum but is
 * not in the catalog gets a row from the seller's data, unlisted (out of
 * search, browse and product pages) until the operator approves goods of it.
 * Both structure engines record every substance as it is added (ids only
 * grow), so listing it later is one flag and its search terms.
 */

export const SUBSTANCE_NAME_MAX = 200;
const SMILES_MAX = 800;

export type ProposedIdentity = { cas: string; name: string; formula?: string | null; smiles?: string | null };

export type CheckedIdentity = {
  cas: string;
  name: string;
  formula: string | null;
  smiles: string | null;
  inchi: string | null;
  inchikey: string | null;
  molecularWeight: number | null;
};

/**
 * The seller's data made safe to store, or the reason it is not: the name is
 * required; a SMILES must be one RDKit reads (stored canonical, InChIKey and
 * weight computed); a formula must parse and, with a SMILES, agree with it.
 */
export async function checkProposedIdentity(input: ProposedIdentity): Promise<{ identity: CheckedIdentity } | { reason: string }> {
  const name = input.name.trim();
  if (!name) return { reason: `目录中没有 CAS 号 ${input.cas}，请填写产品名称` };
  if (name.length > SUBSTANCE_NAME_MAX) return { reason: `产品名称过长（不超过 ${SUBSTANCE_NAME_MAX} 个字）` };
  const givenFormula = input.formula?.trim() ? normalizeFormula(input.formula) : null;
  if (input.formula?.trim() && !givenFormula) return { reason: `分子式“${input.formula.trim()}”无法识别（如 C9H8O4）` };
  const smilesText = input.smiles?.trim() ?? '';
  if (!smilesText) return { identity: { cas: input.cas, name, formula: givenFormula, smiles: null, inchi: null, inchikey: null, molecularWeight: null } };
  if (smilesText.length > SMILES_MAX) return { reason: `SMILES 过长（不超过 ${SMILES_MAX} 个字符）` };
  const RDKit = await rdkit();
  const mol = RDKit.get_mol(smilesText);
  if (!mol) return { reason: `SMILES“${smilesText.slice(0, 60)}”不是有效的结构式` };
  try {
    if (!mol.is_valid() || mol.get_num_atoms() === 0) return { reason: `SMILES“${smilesText.slice(0, 60)}”不是有效的结构式` };
    const inchi = mol.get_inchi() || null;
    const inchiFormula = inchi ? normalizeFormula(inchi.split('/')[1] ?? '') : null;
    if (givenFormula && inchiFormula && givenFormula !== inchiFormula) {
      return { reason: `分子式 ${givenFormula} 与结构式（${inchiFormula}）不一致` };
    }
    const weight = Number((JSON.parse(mol.get_descriptors()) as { amw?: number }).amw);
    return {
      identity: {
        cas: input.cas,
        name,
        formula: givenFormula ?? inchiFormula,
        smiles: mol.get_smiles(),
        inchi,
        inchikey: inchi ? RDKit.get_inchikey_for_inchi(inchi) || null : null,
        molecularWeight: Number.isFinite(weight) ? Math.round(weight * 1000) / 1000 : null,
      },
    };
  } finally {
    mol.delete();
  }
}

export type SubstanceState = { id: number; cas: string; name: string; listed: boolean; proposedBy: number | null };

/** Catalog rows of these CAS numbers, listed or proposed. */
export async function substanceStatesByCas(db: Db, casNumbers: string[]): Promise<Map<string, SubstanceState>> {
  const unique = [...new Set(casNumbers)];
  const found = new Map<string, SubstanceState>();
  for (let i = 0; i < unique.length; i += 400) {
    const rows = await db
      .selectFrom('substances')
      .select(['id', 'cas', 'name', 'listed', 'proposedBy'])
      .where('cas', 'in', unique.slice(i, i + 400))
      .execute();
    for (const r of rows) found.set(r.cas, { id: r.id, cas: r.cas, name: r.name, listed: Number(r.listed) === 1, proposedBy: r.proposedBy ?? null });
  }
  return found;
}

async function categoryIdOf(db: Db, identity: CheckedIdentity): Promise<number | null> {
  const slug = categorize(identity.formula, identity.smiles, false);
  const row = await db.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirst();
  return row?.id ?? null;
}

/** Adds a seller's substance, unlisted; returns its id. */
export async function proposeSubstance(trx: Db, identity: CheckedIdentity, memberId: number): Promise<number> {
  const row = await trx
    .insertInto('substances')
    .values({
      cas: identity.cas,
      name: identity.name,
      iupacName: null,
      formula: identity.formula,
      molecularWeight: identity.molecularWeight,
      smiles: identity.smiles,
      inchi: identity.inchi,
      inchikey: identity.inchikey,
      pubchemCid: null,
      categoryId: await categoryIdOf(trx, identity),
      meltingPointK: null,
      boilingPointK: null,
      densityKgM3: null,
      nameZh: null,
      nameZhSource: null,
      createdAt: nowIso(),
      listed: 0,
      proposedBy: memberId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The proposer corrects an unlisted substance (name and formula; the
 * structure both engines recorded when it was added stays).
 */
export async function correctProposal(trx: Db, id: number, memberId: number, identity: CheckedIdentity): Promise<void> {
  await trx
    .updateTable('substances')
    .set({ name: identity.name, formula: identity.formula, categoryId: await categoryIdOf(trx, identity) })
    .where('id', '=', id)
    .where('listed', '=', 0)
    .where('proposedBy', '=', memberId)
    .execute();
}

/** Makes a proposed substance part of the catalog and findable by its name; false when it already was. */
export async function listSubstance(trx: Db, id: number): Promise<boolean> {
  const row = await trx.updateTable('substances').set({ listed: 1 }).where('id', '=', id).where('listed', '=', 0).returning(['id', 'name']).executeTakeFirst();
  if (!row) return false;
  await indexSubstances(trx, [{ id: row.id, name: row.name, nameZh: null, iupacName: null, synonyms: [] }]);
  return true;
}

export type ProposedSubstance = { id: number; cas: string; name: string; formula: string | null; smiles: string | null; inchikey: string | null; molecularWeight: number | null };

/** The unlisted substances among these ids, as the review screen shows them. */
export async function unlistedSubstances(db: Db, ids: number[]): Promise<Map<number, ProposedSubstance>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('substances')
    .select(['id', 'cas', 'name', 'formula', 'smiles', 'inchikey', 'molecularWeight'])
    .where('id', 'in', [...new Set(ids)])
    .where('listed', '=', 0)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}
