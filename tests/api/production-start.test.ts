import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '@/lib/server/core/db';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chemmart-production-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs the set-up step `npm start` runs, as a production deployment would, on a scratch SQLite file. */
function setUp(env: Record<string, string>) {
  const { DATABASE_URL: _, ...inherited } = process.env;
  return spawnSync('npx', ['tsx', 'scripts/db-setup.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    encoding: 'utf8',
    env: { ...inherited, NODE_ENV: 'production', SQLITE_PATH: path.join(dir, 'production.db'), ALLOW_DEV_PROVIDERS_IN_PRODUCTION: '', ...env },
  });
}

describe('a production start', () => {
  it('refuses the development sign secret and says what to set, before touching the database', () => {
    const run = setUp({ API_SIGN_SECRET: '' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('API_SIGN_SECRET is the development value');
    expect(fs.existsSync(path.join(dir, 'production.db'))).toBe(false);
  });

  it('loads the catalog but no demo accounts, goods or lists', async () => {
    const run = setUp({ API_SIGN_SECRET: 'a-secret-of-our-own', PUBLIC_BASE_URL: 'https://chemmart.example', SMTP_URL: 'smtp://127.0.0.1:2599' });
    expect(run.stderr).not.toContain('refusing');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('no demo accounts');
    const { db } = createDb({ kind: 'sqlite', file: path.join(dir, 'production.db') });
    try {
      const count = async (table: 'members' | 'goods' | 'substances' | 'units') =>
        Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      expect(await count('members')).toBe(0);
      expect(await count('goods')).toBe(0);
      expect(await count('substances')).toBeGreaterThan(4000);
      expect(await count('units')).toBeGreaterThan(0);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
