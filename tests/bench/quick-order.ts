/**
 * 快速下单 (issue 30): a 500-line list resolved to on-shelf offers, in-process
 * through the service the API calls (`quickOrderFromInput`,
 * lib/server/orders/quick-order.ts). Target < 2 s.
 *
 *   npx tsx tests/bench/quick-order.ts          # SQLite var/bench/rfq-demo.db
 *   npx tsx tests/bench/quick-order.ts --pg     # PostgreSQL chemmart_bench_rfq_wt14
 *   … --runs 20 --strategy one_seller
 *
 * The list: 400 CAS numbers of substances with on-shelf goods and 100 of
 * substances without (seeded PRNG), each with a quantity and unit in the
 * mixed spellings people paste (500ML, 2.5 L, 25kg), freight to Guangdong.
 * Every line is parsed, matched, priced with freight per offer and chosen;
 * the first run (cold) is reported apart from the warm runs.
 */
import { quickOrderFromInput } from '@/lib/server/orders/quick-order';
import { QuickOrderResolveBody } from '@/lib/contracts/orders/quick-order-schema';
import { seededRandom } from '@/lib/shared/random';
import { demoCatalogDb, machine, ms, numberArg, parseArgs, sample, summarize, table } from './common';

async function main(): Promise<void> {
  const args = parseArgs();
  const runs = numberArg(args, 'runs', 10);
  const strategy = typeof args.strategy === 'string' ? args.strategy : 'cheapest';
  const { db, dialect } = await demoCatalogDb(args);

  const withGoods = await db
    .selectFrom('substances')
    .select('cas')
    .where('cas', 'is not', null)
    .where((eb) =>
      eb.exists(eb.selectFrom('goods').select('goods.id').whereRef('goods.substanceId', '=', 'substances.id').where('goods.status', '=', 'on_shelf')),
    )
    .orderBy('id')
    .execute();
  const without = await db
    .selectFrom('substances')
    .select('cas')
    .where('cas', 'is not', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('goods').select('goods.id').whereRef('goods.substanceId', '=', 'substances.id'))))
    .orderBy('id')
    .limit(2000)
    .execute();
  const rand = seededRandom(30);
  const picked = [
    ...sample(
      rand,
      withGoods.map((r) => r.cas!),
      Math.min(400, withGoods.length),
    ),
    ...sample(
      rand,
      without.map((r) => r.cas!),
      100,
    ),
  ];
  const amounts = ['500ML', '2.5 L', '25kg', '100 g', '1 L', '5', '250mL', '1kg'];
  const text = picked.map((cas, i) => `${cas} ${amounts[i % amounts.length]}`).join('\n');
  const body = QuickOrderResolveBody.parse({ text, strategy, province: '44' });

  const times: number[] = [];
  let matched = 0;
  let lines = 0;
  for (let run = 0; run <= runs; run++) {
    const started = performance.now();
    const result = await quickOrderFromInput(db, -1, body);
    times.push(performance.now() - started);
    matched = result.totals.matched;
    lines = result.totals.lines;
  }
  await db.destroy();
  const [cold, ...warm] = times;
  const s = summarize(warm);
  console.log(
    `quick_order_resolve, ${lines} lines (${matched} matched to an offer, ${withGoods.length} substances on shelf), ${strategy}, ${dialect}, ${runs} warm runs`,
  );
  console.log(machine());
  console.log(table(['cold', 'p50', 'p95', 'max', 'mean'], [[ms(cold!), ms(s.p50), ms(s.p95), ms(s.max), ms(s.mean)]]));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
