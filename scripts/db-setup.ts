/**
 * Migrates the configured database and loads what the site needs (idempotent):
 * the reference data and the catalog always, and in the local demo also the
 * demo accounts, goods and lists. `npm start` and the test harness run this
 * before serving. A production set-up (NODE_ENV=production, whatever
 * ALLOW_DEV_PROVIDERS_IN_PRODUCTION says) loads no demo accounts and refuses
 * development settings (scripts/deployment.mjs).
 */
import nextEnv from '@next/env';
import { config, isLocalDemo, productionProblems } from '@/lib/server/core/config';
import { createDb } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { DEMO_MEMBERS } from '@/lib/server/demo/seed';
import { recomputeSellerPerformance } from '@/lib/server/trust/standing';
import { seedDemoOrganisationOrder } from '@/lib/server/workflows/demo-organisation';
import { seedDemoTradeHistory } from '@/lib/server/workflows/demo-trade-history';
import { loadCatalog } from '@/lib/server/workflows/load-catalog';
import { settleDeployment } from './deployment.mjs';

async function main(): Promise<void> {
  // The same .env files the server reads (.env.local and friends); the environment wins.
  nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production');
  settleDeployment(process.env);
  const problems = productionProblems();
  if (problems.length > 0) {
    console.error(
      `[db] refusing a production set-up:\n  - ${problems.join('\n  - ')}\n(see .env.example and README "Production start"; npm start without NODE_ENV=production runs the local demo)`,
    );
    process.exit(1);
  }
  const demo = isLocalDemo();
  const started = Date.now();
  const { db, dialect } = createDb(config().database);
  try {
    const applied = await migrateToLatest(db, dialect);
    const report = await loadCatalog(db, { demoMarketplace: demo });
    const where = config().database.kind === 'sqlite' ? (config().database as { file: string }).file : 'PostgreSQL';
    console.log(
      `[db] ${dialect} at ${where}: ${applied.length} migration(s) applied; added ${report.substancesAdded} substances, ` +
        `${report.synonymsAdded} synonyms, ${report.membersAdded} members, ${report.goodsAdded} goods ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (!demo) {
      console.log('[db] production: no demo accounts, goods or lists loaded');
      return;
    }
    // Half a year of demo trade for the sellers' measured performance (after the catalog's transaction: it runs the real workflows).
    const historyOrders = await seedDemoTradeHistory(db);
    if (historyOrders > 0) {
      // Measured now, so the first page served shows the figures (the scheduler's round comes only after its first tick).
      await recomputeSellerPerformance(db);
      console.log(`[db] demo trade history: ${historyOrders} orders of demo_lab with demo_seller2 and demo_seller3 over the last six months`);
    }
    const pending = await seedDemoOrganisationOrder(db);
    if (pending) console.log(`[db] demo research group 王老师课题组: order ${pending} of demo_student waits for demo_buyer's approval`);
    console.log('[db] demo accounts (username / password / phone / roles):');
    for (const m of DEMO_MEMBERS) {
      const roles = [m.isBuyer && 'buyer', m.isSeller && 'seller', m.isOperator && 'operator'].filter(Boolean).join('+');
      console.log(`       ${m.username.padEnd(14)} ${m.password.padEnd(12)} ${(m.phone ?? '').padEnd(12)} ${roles} (${m.memberType})`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error('[db] setup failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
