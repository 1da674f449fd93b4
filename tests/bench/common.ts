/** What the benchmark scripts share: arguments, where the bench databases live, statistics, the machine. */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '@/lib/server/core/config';
import { createDb } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { seedDemoCatalog } from '@/lib/server/workflows/load-catalog';

export const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `--pg`, `--n 100000`, `--url http://…` → { pg: true, n: '100000', url: '…' }. */
export function parseArgs(argv = process.argv.slice(2)): Record<string, string | true> {
  const args: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) continue;
    const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) args[key] = inline;
    else if (next !== undefined && !next.startsWith('--')) args[key] = (i++, next);
    else args[key] = true;
  }
  return args;
}

export function numberArg(args: Record<string, string | true>, key: string, fallback: number): number {
  const value = args[key];
  const n = typeof value === 'string' ? Number(value.replace(/_/g, '')) : fallback;
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${key} must be a positive number`);
  return n;
}

/** 100000 → "100k", 1000000 → "1m". */
export function sizeLabel(n: number): string {
  return n >= 1_000_000 && n % 1_000_000 === 0 ? `${n / 1_000_000}m` : n % 1000 === 0 ? `${n / 1000}k` : String(n);
}

export type BenchTarget = { label: string; database: Config['database']; pgName?: string };

/** var/bench/catalog-100k.db, or PostgreSQL chemmart_bench (100k) / chemmart_bench_<size> (others). */
export function benchTarget(n: number, postgres: boolean): BenchTarget {
  if (!postgres) {
    const file = path.join(process.cwd(), 'var', 'bench', `catalog-${sizeLabel(n)}.db`);
    return { label: `SQLite ${path.relative(process.cwd(), file)}`, database: { kind: 'sqlite', file } };
  }
  const pgName = n === 100_000 ? 'chemmart_bench' : `chemmart_bench_${sizeLabel(n)}`;
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${pgName}`;
  return { label: `PostgreSQL ${pgName}`, database: { kind: 'postgres', url: url.toString() }, pgName };
}

/** Creates (or, with `drop`, re-creates) a PostgreSQL database through the admin connection. */
export async function ensurePgDatabase(name: string, drop = false): Promise<void> {
  if (!/^chemmart_bench(_\w+)?$/.test(name)) throw new Error(`refusing to touch database ${name}`);
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    if (drop) await client.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

export type Summary = { n: number; p50: number; p95: number; p99: number; max: number; mean: number };

export function summarize(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((s, v) => s + v, 0) / Math.max(1, sorted.length);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN, mean };
}

export function ms(value: number): string {
  return value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
}

/** A fixed-width table for the terminal (and for pasting into Markdown). */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [line(header), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}

export function gitCommit(): string {
  try {
    const commit = execSync('git log -1 --format=%h', { encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain -- lib app', { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit} + uncommitted changes in lib/ or app/` : commit;
  } catch {
    return 'unknown';
  }
}

export function machine(): string {
  const cpu = os.cpus();
  return `${cpu.length} × ${cpu[0]?.model ?? '?'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/** `count` distinct items drawn with `rand` (all of them when there are fewer). */
export function sample<T>(rand: () => number, items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

/** The public pages the storefront benchmarks look at (issue 28): home, two product pages, search, two lists, help. */
export const PUBLIC_PAGES = [
  '/',
  '/products/7664-93-9.html',
  '/products/50-78-2.html',
  '/searchResults/ethanol/1',
  '/products/promotion/1',
  '/products/direct/1',
  '/categories/electronic_grade/1',
  '/inquiryZone/1',
  '/about_us',
  '/about_us/shopping_guide',
];

/**
 * The demo catalog in the list benches' own database (inquiry-resolve,
 * quote-sheet, quick-order): SQLite `var/bench/rfq-demo.db`, or with `--pg`
 * PostgreSQL `chemmart_bench_rfq_wt14`; migrated and loaded once.
 */
export async function demoCatalogDb(args: Record<string, string | true>) {
  let database;
  if (args.pg === true) {
    await ensurePgDatabase('chemmart_bench_rfq_wt14');
    database = { kind: 'postgres' as const, url: `postgres://postgres@127.0.0.1:5432/chemmart_bench_rfq_wt14` };
  } else {
    const file = path.resolve('var/bench/rfq-demo.db');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    database = { kind: 'sqlite' as const, file };
  }
  const { db, dialect } = createDb(database);
  await migrateToLatest(db, dialect);
  await seedDemoCatalog(db);
  return { db, dialect };
}
