import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Config } from '@/lib/server/core/config';
import { createDb, type Db } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { seedDemoCatalog } from '@/lib/server/workflows/load-catalog';
import { dropPostgres, freshPostgres } from '@/tests/api/scratch-databases';
import { freePort } from '@/tests/api/free-port';
import { TEST_REDIS_URL } from './redis';
import { startSecondServer, type SecondServer } from './second-server';

/*
 * Several production instances the way docs/deploy.md deploys them: one
 * PostgreSQL database of their own (migrated, the demo catalog loaded), one
 * Redis (a key prefix of their own), one S3-compatible store, shared secrets
 * and MULTI_INSTANCE=true, each on its own loopback port with a file folder
 * of its own (so nothing is shared through this machine's disk by accident).
 */

export type Instances = {
  servers: SecondServer[];
  database: Config['database'];
  db: Db;
  /** Starts instance `i` again (after a kill) with the same settings. */
  restart: (i: number) => Promise<SecondServer>;
  stop: () => Promise<void>;
};

export async function startInstances(
  count: number,
  options: { signSecret: string; storageEnv: Record<string, string>; extraEnv?: Record<string, string> },
): Promise<Instances> {
  const name = `instances_${process.pid}_${Date.now().toString(36)}`;
  const database: Config['database'] = { kind: 'postgres', url: await freshPostgres(name) };
  const { db, dialect } = createDb(database);
  await migrateToLatest(db, dialect);
  await seedDemoCatalog(db);
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const folders = ports.map((port) => fs.mkdtempSync(path.join(os.tmpdir(), `instance-${port}-`)));
  const shared = {
    NODE_ENV: 'test',
    MULTI_INSTANCE: 'true',
    API_SIGN_SECRET: options.signSecret,
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: `test-${randomUUID().slice(0, 8)}:`,
    CAPTCHA_SECRET: 'captcha-secret-of-the-instances',
    DEV_PROVIDER_SECRET: 'dev-provider-secret-of-the-instances',
    // Both render pages with one public address, as behind one balancer.
    PUBLIC_BASE_URL: `http://127.0.0.1:${ports[0]}`,
    SCHEDULER_TICK_MS: '300',
    SCHEDULER_DUE_TICK_MS: '300',
    ...options.storageEnv,
    ...options.extraEnv,
  };
  const start = (i: number) => startSecondServer({ ...shared, UPLOAD_DIR: folders[i]! }, ports[i]);
  const servers: SecondServer[] = [];
  for (let i = 0; i < count; i++) servers.push(await start(i));
  return {
    servers,
    database,
    db,
    restart: async (i) => (servers[i] = await start(i)),
    stop: async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await db.destroy();
      await dropPostgres(name);
      for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
