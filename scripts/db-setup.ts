/**
 * Migrates the configured database and loads the demo catalog on first run
 * (idempotent). `npm start` and the test harness run this before serving.
 */
import nextEnv from '@next/env';
import { config } from '@/lib/server/core/config';
import { createDb } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { DEMO_MEMBERS, seedDemoCatalog } from '@/lib/server/demo/seed';

async function main(): Promise<void> {
  // The same .env files the server reads (.env.local and friends); the environment wins.
  nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production');
  const started = Date.now();
  const { db, dialect } = createDb(config().database);
  try {
    const applied = await migrateToLatest(db, dialect);
    const report = await seedDemoCatalog(db);
    const where = config().database.kind === 'sqlite' ? (config().database as { file: string }).file : 'PostgreSQL';
    console.log(
      `[db] ${dialect} at ${where}: ${applied.length} migration(s) applied; added ${report.substancesAdded} substances, ` +
        `${report.synonymsAdded} synonyms, ${report.membersAdded} members, ${report.goodsAdded} goods ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log('[db] demo accounts (username / password / phone / roles):');
    for (const m of DEMO_MEMBERS) {
      const roles = [m.isBuyer && 'buyer', m.isSeller && 'seller'].filter(Boolean).join('+');
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
