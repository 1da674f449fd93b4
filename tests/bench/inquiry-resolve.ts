/**
 * List inquiry (批量询价): resolving 500 pasted CAS numbers against the demo
 * catalog, in-process through the service the API calls
 * (`resolveInput`, lib/server/inquiry/resolve.ts). Target < 1 s.
 *
 *   npx tsx tests/bench/inquiry-resolve.ts          # SQLite var/bench/rfq-demo.db
 *   npx tsx tests/bench/inquiry-resolve.ts --pg     # PostgreSQL chemmart_bench_rfq_wt14
 *   … --runs 20
 *
 * The list: 450 CAS numbers drawn from the demo catalog (seeded PRNG) and
 * 50 valid CAS numbers outside it, each with a quantity and unit, as one
 * pasted text. The first run (cold: statement caches, regulated lists) is
 * reported apart from the warm runs.
 */
import { seededRandom } from '@/lib/shared/random';
import { resolveInput } from '@/lib/server/inquiry/resolve';
import { ResolveBody } from '@/lib/contracts/inquiry/schema';
import { demoCatalogDb, machine, ms, numberArg, parseArgs, sample, summarize, table } from './common';

/** A valid CAS number from a body of digits (the check digit computed). */
function casOf(body: number): string {
  const digits = String(body);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  return `${digits.slice(0, -2)}-${digits.slice(-2)}-${sum % 10}`;
}

async function main(): Promise<void> {
  const args = parseArgs();
  const runs = numberArg(args, 'runs', 10);
  const { db, dialect } = await demoCatalogDb(args);

  const catalog = (await db.selectFrom('substances').select('cas').orderBy('id').execute()).map((r) => r.cas);
  const known = new Set(catalog);
  const rand = seededRandom(14);
  const inCatalog = sample(rand, catalog, 450);
  const outside: string[] = [];
  for (let body = 99_000_000; outside.length < 50; body += 7) {
    const cas = casOf(body);
    if (!known.has(cas)) outside.push(cas);
  }
  const units = ['g', 'kg', 'mL', 'L'];
  const text = [...inCatalog, ...outside].map((cas, i) => `${cas}\t${(i % 9) + 1}\t${units[i % units.length]}`).join('\n');
  const body = ResolveBody.parse({ text });

  const times: number[] = [];
  let found = 0;
  for (let run = 0; run <= runs; run++) {
    const started = performance.now();
    const result = await resolveInput(db, body);
    times.push(performance.now() - started);
    found = result.found;
    if (result.total !== 500) throw new Error(`resolved ${result.total} lines, not 500`);
  }
  await db.destroy();
  const [cold, ...warm] = times;
  const s = summarize(warm);
  console.log(`inquiry_resolve, 500 CAS numbers (${found} in the catalog of ${catalog.length}), ${dialect}, ${runs} warm runs`);
  console.log(machine());
  console.log(table(['cold', 'p50', 'p95', 'max', 'mean'], [[ms(cold!), ms(s.p50), ms(s.p95), ms(s.max), ms(s.mean)]]));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
