import fs from 'node:fs';
import path from 'node:path';
import initRDKitModule, { type MainModule as RDKitModule, type Mol } from '@rdkit/rdkit';
import { sql } from 'kysely';
import { dropPostgres, freshCatalogDatabases } from './scratch-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/server/core/db';
import { CartridgeEngine, detectCartridge } from '@/lib/server/structure/cartridge';
import type { StructureEngine, StructureMode } from '@/lib/server/structure/engine';
import { MemoryEngine } from '@/lib/server/structure/memory-engine';
import { WorkerPool } from '@/lib/server/structure/pool';
import { matchDetails, readQueryMol } from '@/lib/server/structure/query';
import { MORGAN } from '@/lib/server/structure/record';
import { prepareStructureQuery } from '@/lib/server/structure/service';
import { EXACT_QUERIES, SIMILARITY_QUERIES, SUBSTRUCTURE_QUERIES } from '@/tests/fixtures/structure-queries';

/**
 * The engines against brute force: the demo catalog plus the first 5,000 NCI
 * open compounds, each query run by every engine with no hit cap and by RDKit
 * over every molecule without any screen. Engines: the in-memory index on
 * SQLite and on PostgreSQL, and the RDKit cartridge on PostgreSQL.
 */
const PG_DATABASE = `chemmart_structure_${process.pid}`;
const NO_LIMITS = { maxHits: Number.MAX_SAFE_INTEGER, deadline: Number.MAX_SAFE_INTEGER };

type Molecule = { id: number; mol: Mol };

/** The NCI set as substances (test-only identifiers in the CAS column). */
async function addNciMolecules(db: Db): Promise<void> {
  const lines = fs.readFileSync(path.resolve('data/molecules/nci-first-5k.smi'), 'utf8').split('\n').filter(Boolean);
  const rows = lines.map((line) => {
    const [smiles, id] = line.split(/\s+/) as [string, string];
    return { cas: `NCI-${id}`, name: `NCI ${id}`, smiles, createdAt: new Date().toISOString() };
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('substances')
      .values(rows.slice(i, i + 500))
      .execute();
}

async function moleculesOf(RDKit: RDKitModule, db: Db): Promise<Molecule[]> {
  const rows = await db.selectFrom('substances').select(['id', 'smiles']).where('smiles', 'is not', null).orderBy('id').execute();
  return rows.flatMap(({ id, smiles }) => {
    const mol = RDKit.get_mol(smiles ?? '');
    return mol ? [{ id, mol }] : [];
  });
}

function bruteSubstructure(RDKit: RDKitModule, molecules: Molecule[], structure: string, chiral: boolean, kind: 'smiles' | 'smarts' | 'molfile'): number[] {
  const query = readQueryMol(RDKit, { kind, text: structure });
  if (!query) throw new Error(`unreadable ${structure}`);
  const details = matchDetails({ chiral });
  const hits = molecules.filter((m) => m.mol.get_substruct_match(query, details) !== '{}').map((m) => m.id);
  query.delete();
  return hits;
}

function popcount(bytes: Uint8Array): number {
  let n = 0;
  for (const byte of bytes) for (let b = byte; b; b >>= 1) n += b & 1;
  return n;
}

function bruteSimilarity(RDKit: RDKitModule, molecules: Molecule[], structure: string, threshold: number): Map<number, number> {
  const query = RDKit.get_mol(structure);
  if (!query) throw new Error(`unreadable ${structure}`);
  const details = JSON.stringify(MORGAN);
  const q = query.get_morgan_fp_as_uint8array(details) as Uint8Array;
  const scores = new Map<number, number>();
  for (const m of molecules) {
    const fp = m.mol.get_morgan_fp_as_uint8array(details) as Uint8Array;
    const common = popcount(fp.map((byte, i) => byte & (q[i] as number)));
    const score = common / (popcount(fp) + popcount(q) - common);
    if (score >= threshold) scores.set(m.id, score);
  }
  query.delete();
  return scores;
}

async function hitIds(engine: StructureEngine, structure: string, mode: StructureMode, threshold = 0.7) {
  const prepared = await prepareStructureQuery(structure, mode);
  const result = await engine.search(prepared, mode, { threshold, ...NO_LIMITS });
  expect(result.truncated).toBe(false);
  return { prepared, hits: result.hits };
}

function sortedIds(hits: { substanceId: number }[], reads: (id: number) => boolean): number[] {
  return hits
    .map((h) => h.substanceId)
    .filter(reads)
    .sort((a, b) => a - b);
}

describe('structure search equals RDKit brute force over the catalog and NCI 5k', () => {
  let RDKit: RDKitModule;
  let molecules: Molecule[] = [];
  const engines: { name: string; engine: StructureEngine; db: Db; reads: (id: number) => boolean }[] = [];
  /** Substances the cartridge's RDKit (2022.09) read; MinimalLib (2026.09) differs on a few valence edge cases. */
  let cartridgeReads = new Set<number>();
  let minimalLibReads = new Set<number>();
  const pools: WorkerPool[] = [];

  beforeAll(async () => {
    RDKit = await initRDKitModule();
    const { sqlite, postgres } = await freshCatalogDatabases(`var/test/structure-correctness-${process.pid}.db`, PG_DATABASE);
    for (const { db } of [sqlite, postgres]) await addNciMolecules(db);
    pools.push(new WorkerPool(2), new WorkerPool(2));
    const everything = () => true;
    engines.push({ name: 'memory on SQLite', engine: new MemoryEngine(sqlite.db, pools[0] as WorkerPool), db: sqlite.db, reads: everything });
    // Small screen blocks here: the hits must not depend on where the blocks end.
    engines.push({
      name: 'memory on PostgreSQL, 500-molecule blocks',
      engine: new MemoryEngine(postgres.db, pools[1] as WorkerPool, { first: 500, max: 2000 }),
      db: postgres.db,
      reads: everything,
    });
    const cartridge = await detectCartridge(postgres.db);
    if (!cartridge.available) throw new Error(`The RDKit cartridge is required here (scripts/install-rdkit-cartridge.sh): ${cartridge.reason}`);
    const bothRead = (id: number) => cartridgeReads.has(id) && minimalLibReads.has(id);
    engines.push({ name: 'cartridge on PostgreSQL', engine: new CartridgeEngine(postgres.db, new WorkerPool(1)), db: postgres.db, reads: bothRead });
    await Promise.all(engines.map((e) => e.engine.refresh()));
    molecules = await moleculesOf(RDKit, sqlite.db);
    minimalLibReads = new Set(molecules.map((m) => m.id));
    const held = await sql<{ id: number }>`select substance_id as id from substance_mols`.execute(postgres.db);
    cartridgeReads = new Set(held.rows.map((r) => r.id));
  }, 300_000);

  afterAll(async () => {
    for (const m of molecules) m.mol.delete();
    await Promise.all(pools.map((p) => p.close()));
    for (const { db } of engines.slice(0, 2)) await db.destroy();
    await dropPostgres(PG_DATABASE);
  });

  it('searches over the whole set: the catalog and the NCI molecules RDKit reads', () => {
    expect(molecules.length).toBeGreaterThan(9_500);
  });

  it('the cartridge (RDKit 2022.09) and MinimalLib (2026.09) read all but a handful of the same molecules', () => {
    const onlyMinimalLib = [...minimalLibReads].filter((id) => !cartridgeReads.has(id));
    const onlyCartridge = [...cartridgeReads].filter((id) => !minimalLibReads.has(id));
    // Hypervalent Si, Sb, P and Al complexes: the two releases' valence rules differ.
    expect(onlyMinimalLib.length + onlyCartridge.length).toBeLessThan(30);
    expect(cartridgeReads.size).toBeGreaterThan(9_500);
  });

  it.each(SUBSTRUCTURE_QUERIES)('substructure: $label ($structure)', async ({ structure }) => {
    const prepared = await prepareStructureQuery(structure, 'substructure');
    const expected = bruteSubstructure(RDKit, molecules, structure, prepared.query.chiral, prepared.query.kind);
    for (const { name, engine, reads } of engines) {
      const { hits } = await hitIds(engine, structure, 'substructure');
      expect({ name, hits: sortedIds(hits, reads) }).toEqual({ name, hits: expected.filter(reads) });
    }
  });

  it('reads a wildcard atom drawn in Ketcher (molfile "A") as any atom', async () => {
    const molfile =
      RDKit.get_qmol('*c1ccccc1')
        ?.get_molblock()
        .replace(/^( +[-\d.]+ +[-\d.]+ +[-\d.]+) \* /m, '$1 A ') ?? '';
    expect(molfile).toMatch(/ A {3}0/);
    const expected = bruteSubstructure(RDKit, molecules, molfile, false, 'molfile');
    expect(expected.length).toBeGreaterThan(100);
    for (const { name, engine, reads } of engines) {
      const { hits } = await hitIds(engine, molfile, 'substructure');
      expect({ name, hits: sortedIds(hits, reads) }).toEqual({ name, hits: expected.filter(reads) });
    }
  });

  it.each(SIMILARITY_QUERIES)('similarity: $label ≥ $threshold', async ({ structure, threshold }) => {
    const expected = bruteSimilarity(RDKit, molecules, structure, threshold);
    expect(expected.size).toBeGreaterThan(0);
    for (const { name, engine, reads } of engines) {
      const { hits } = await hitIds(engine, structure, 'similarity', threshold);
      expect({ name, hits: sortedIds(hits, reads) }).toEqual({ name, hits: [...expected.keys()].filter(reads).sort((a, b) => a - b) });
      for (const hit of hits) expect(hit.score).toBeCloseTo(expected.get(hit.substanceId) as number, 3);
      const scores = hits.map((h) => h.score as number);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  it.each(EXACT_QUERIES)('exact: $label', async ({ structure }) => {
    const query = RDKit.get_mol(structure) as Mol;
    const canonical = query.get_smiles();
    const inchikey = RDKit.get_inchikey_for_inchi(query.get_inchi());
    query.delete();
    const sameKey = new Set((await engines[0]!.db.selectFrom('substances').select('id').where('inchikey', '=', inchikey).execute()).map((r) => r.id));
    const expected = molecules.filter((m) => m.mol.get_smiles() === canonical || sameKey.has(m.id)).map((m) => m.id);
    expect(expected.length).toBeGreaterThan(0);
    for (const { name, engine, reads } of engines) {
      const { hits } = await hitIds(engine, structure, 'exact');
      expect({ name, hits: sortedIds(hits, reads) }).toEqual({ name, hits: expected.filter(reads) });
    }
  });

  it('at the hit cap the in-memory index keeps the smallest hits and says there may be more', async () => {
    const prepared = await prepareStructureQuery('c1ccccc1', 'substructure');
    const bySize = new Map(molecules.map((m) => [m.id, m.mol.get_num_atoms(true)]));
    const smallest = bruteSubstructure(RDKit, molecules, 'c1ccccc1', false, 'smiles')
      .sort((a, b) => (bySize.get(a) as number) - (bySize.get(b) as number) || a - b)
      .slice(0, 100);
    for (const { name, engine } of engines.filter((e) => e.engine.name === 'memory')) {
      const capped = await engine.search(prepared, 'substructure', { threshold: 0.7, maxHits: 100, deadline: Number.MAX_SAFE_INTEGER });
      expect({ name, truncated: capped.truncated, hits: capped.hits.map((h) => h.substanceId) }).toEqual({ name, truncated: true, hits: smallest });
    }
  });

  it('stops at the time limit and says the answer is truncated', async () => {
    const prepared = await prepareStructureQuery('c1ccccc1', 'substructure');
    const complete = bruteSubstructure(RDKit, molecules, 'c1ccccc1', false, 'smiles').length;
    for (const { name, engine } of engines) {
      const cut = await engine.search(prepared, 'substructure', { threshold: 0.7, maxHits: Number.MAX_SAFE_INTEGER, deadline: Date.now() + 2 });
      expect({ name, truncated: cut.truncated }).toEqual({ name, truncated: true });
      expect(cut.hits.length).toBeLessThan(complete);
    }
  });
});
