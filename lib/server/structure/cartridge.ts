import { sql, type Kysely } from 'kysely';
import { dialectOf } from '@/lib/server/core/db';
import type { Database } from '@/lib/server/core/db/schema';
import { roundScore, type EngineResult, type PreparedQuery, type SearchLimits, type StructureEngine, type StructureMode } from './engine';
import { fillMissingMols, morganSettings } from './cartridge-fill';
import { MORGAN } from './record';
import type { WorkerPool } from './pool';
import { SerialRuns } from './serial-runs';

/** Rows fetched from the cursor per round trip while collecting substructure hits. */
const FETCH_SIZE = 200;

/**
 * Whether this database can run the RDKit cartridge: PostgreSQL with the
 * `rdkit` extension installed, or installable (Debian `postgresql-15-rdkit`)
 * and ours to create. The answer comes with the reason when it is no.
 */
export async function detectCartridge(db: Kysely<Database>): Promise<{ available: boolean; reason: string }> {
  if (dialectOf(db) !== 'postgres') return { available: false, reason: 'not PostgreSQL' };
  const installed = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'rdkit'`.execute(db);
  if ((installed.rows[0]?.n ?? 0) > 0) return { available: true, reason: 'rdkit extension present' };
  const offered = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions where name = 'rdkit'`.execute(db);
  if ((offered.rows[0]?.n ?? 0) === 0) return { available: false, reason: 'the rdkit extension is not installed on the server' };
  try {
    await sql`create extension if not exists rdkit`.execute(db);
    return { available: true, reason: 'rdkit extension created' };
  } catch (error) {
    return { available: false, reason: `create extension rdkit failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * The cartridge's own table beside `substances`: a mol column with a GiST
 * index for substructure and exact search, and a Morgan bit vector with a GiST
 * index for similarity; and the substances whose SMILES the cartridge cannot
 * read, so that every substance has a row in one of the two and counting
 * tells whether any is missing. Kept outside the migrations because they
 * exist only where the extension does.
 */
async function ensureCartridgeSchema(db: Kysely<Database>): Promise<void> {
  await sql`create table if not exists substance_mols (
    substance_id integer primary key references substances(id) on delete cascade,
    heavy_atoms integer not null,
    mol mol not null,
    mfp2 bfp not null
  )`.execute(db);
  await sql`create index if not exists substance_mols_mol_idx on substance_mols using gist (mol)`.execute(db);
  await sql`create index if not exists substance_mols_mfp2_idx on substance_mols using gist (mfp2)`.execute(db);
  await sql`create table if not exists substance_mols_unreadable (
    substance_id integer primary key references substances(id) on delete cascade
  )`.execute(db);
}

export class CartridgeEngine implements StructureEngine {
  readonly name = 'cartridge' as const;
  private schemaReady: Promise<void> | null = null;
  private readonly runs = new SerialRuns(() => this.fill());

  constructor(
    private readonly db: Kysely<Database>,
    readonly pool: WorkerPool,
  ) {}

  /** Substances the cartridge had seen at the last refresh: a kept result is stale once another came in (here or on another instance). */
  private seen = 0;

  generation(): number {
    return this.seen;
  }

  /**
   * Adds a mol row for every substance that has none (whatever order their
   * ids were committed in); SMILES the cartridge cannot read are noted as
   * such. Every search refreshes: two counts when nothing was added.
   */
  refresh(): Promise<void> {
    return this.runs.run(false);
  }

  /** The counts the refresh compares cover every substance: nothing more to check. */
  reconcile(): Promise<void> {
    return this.refresh();
  }

  private async fill(): Promise<void> {
    this.schemaReady ??= ensureCartridgeSchema(this.db).catch((error: unknown) => {
      this.schemaReady = null;
      throw error;
    });
    await this.schemaReady;
    this.seen = await fillMissingMols(this.db);
  }

  async search(prepared: PreparedQuery, mode: StructureMode, limits: SearchLimits): Promise<EngineResult> {
    const { query } = prepared;
    if (mode === 'exact') {
      const rows = await sql<{ id: number }>`select s.id from substances s left join substance_mols m on m.substance_id = s.id
        where (m.mol @= mol_from_smiles(${query.canonicalSmiles ?? ''}::cstring)) or s.inchikey = ${query.inchikey ?? ''}
        order by s.id`.execute(this.db);
      return { hits: rows.rows.map((r) => ({ substanceId: r.id, score: 1 })), truncated: false };
    }
    if (mode === 'similarity') return this.similar(prepared, limits);
    return this.substructure(prepared, limits);
  }

  private async similar(prepared: PreparedQuery, limits: SearchLimits): Promise<EngineResult> {
    const smiles = prepared.query.canonicalSmiles ?? prepared.query.text;
    return this.withinDeadline(limits, async (trx) => {
      await morganSettings(trx);
      await sql`select set_config('rdkit.tanimoto_threshold', ${String(limits.threshold)}, true)`.execute(trx);
      const rows = await sql<{ id: number; score: number }>`with q as (select morganbv_fp(mol_from_smiles(${smiles}::cstring), ${MORGAN.radius}) as fp)
        select m.substance_id as id, tanimoto_sml(m.mfp2, q.fp) as score from substance_mols m, q
        where m.mfp2 % q.fp
        order by score desc, m.heavy_atoms, m.substance_id
        limit ${limits.maxHits + 1}`.execute(trx);
      return {
        hits: rows.rows.slice(0, limits.maxHits).map((r) => ({ substanceId: r.id, score: roundScore(r.score) })),
        truncated: rows.rows.length > limits.maxHits,
      };
    });
  }

  /**
   * Reads hits from a cursor until there are enough or the time is up, so a
   * broad query answers with its first hits rather than not at all.
   */
  private async substructure(prepared: PreparedQuery, limits: SearchLimits): Promise<EngineResult> {
    const { query } = prepared;
    const found: { id: number; heavyAtoms: number }[] = [];
    let exhausted = false;
    try {
      await this.db.transaction().execute(async (trx) => {
        if (query.chiral) await sql`select set_config('rdkit.do_chiral_sss', 'true', true)`.execute(trx);
        const target = query.hasQueryFeatures
          ? sql`qmol_from_smarts(${query.smarts}::cstring)`
          : sql`mol_from_smiles(${query.canonicalSmiles ?? query.text}::cstring)`;
        await sql`declare hits no scroll cursor for select substance_id as id, heavy_atoms as atoms from substance_mols where mol @> ${target}`.execute(trx);
        while (found.length <= limits.maxHits) {
          const remaining = limits.deadline - Date.now();
          if (remaining <= 0) return;
          await statementTimeout(trx, limits.deadline);
          const batch = await sql<{ id: number; atoms: number }>`fetch ${sql.raw(String(FETCH_SIZE))} from hits`.execute(trx);
          for (const row of batch.rows) found.push({ id: row.id, heavyAtoms: row.atoms });
          if (batch.rows.length < FETCH_SIZE) {
            exhausted = true;
            return;
          }
        }
      });
    } catch (error) {
      if (!isStatementTimeout(error)) throw error;
    }
    const kept = found.slice(0, limits.maxHits).sort((x, y) => x.heavyAtoms - y.heavyAtoms || x.id - y.id);
    return { hits: kept.map((h) => ({ substanceId: h.id, score: null })), truncated: !exhausted || found.length > limits.maxHits };
  }

  private async withinDeadline(limits: SearchLimits, work: (trx: Kysely<Database>) => Promise<EngineResult>): Promise<EngineResult> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        await statementTimeout(trx, limits.deadline);
        return work(trx);
      });
    } catch (error) {
      if (isStatementTimeout(error)) return { hits: [], truncated: true };
      throw error;
    }
  }
}

/** PostgreSQL's statement_timeout is a 32-bit count of milliseconds. */
const LONGEST_TIMEOUT_MS = 2_147_483_647;

function statementTimeout(trx: Kysely<Database>, deadline: number) {
  const remaining = Math.min(LONGEST_TIMEOUT_MS, Math.max(1, Math.ceil(deadline - Date.now())));
  return sql`select set_config('statement_timeout', ${String(remaining)}, true)`.execute(trx);
}

/** PostgreSQL's "canceling statement due to statement timeout". */
function isStatementTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '57014';
}
