import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '@/lib/server/core/db';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { ErrorCode } from '@/lib/server/core/errors';
import { freePort } from '@/tests/api/free-port';
import { startTencentSimulator, TENCENT_SIMULATOR_KEYS } from '@/tests/sms/tencent-simulator';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chemmart-production-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What a real deployment sets besides NODE_ENV=production (README "Production start"). */
const DEPLOYMENT = {
  API_SIGN_SECRET: 'a-secret-of-our-own',
  API_KEY_SECRET: 'an-api-key-secret-of-our-own',
  PUBLIC_BASE_URL: 'https://chemmart.example',
  SMTP_URL: 'smtp://127.0.0.1:2599',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-test',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  SMS_SIGN_NAME: '化学品商城',
  SMS_TEMPLATE_CODE: 'SMS_100001',
  SMS_TEMPLATE_REGISTERED: 'SMS_100002',
};

/** The environment of this test run without what would leak into a start: its database, NODE_ENV and any flag. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'NODE_ENV',
    'ALLOW_DEV_PROVIDERS_IN_PRODUCTION',
    'CHEMMART_DEPLOYMENT',
    'HOST',
    'PORT',
    'API_SIGN_SECRET',
    'API_KEY_SECRET',
    'PUBLIC_BASE_URL',
    'SMTP_URL',
  ]) {
    delete env[name];
  }
  return env;
}

/** Runs the set-up step `npm start` runs, on a scratch SQLite file. */
function setUp(file: string, env: Record<string, string>) {
  return spawnSync('npx', ['tsx', 'scripts/db-setup.ts'], { cwd: ROOT, encoding: 'utf8', env: { ...cleanEnv(), SQLITE_PATH: path.join(dir, file), ...env } });
}

async function countRows(file: string, table: 'members' | 'goods' | 'substances' | 'units'): Promise<number> {
  const { db } = createDb({ kind: 'sqlite', file: path.join(dir, file) });
  try {
    return Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  } finally {
    await db.destroy();
  }
}

type Launched = { served: boolean; output: () => string; stop: () => Promise<number | null> };

/** Starts a script (server.mjs or start.mjs) for real and waits until it exits or answers /healthz on 127.0.0.1:port. */
async function launch(args: string[], env: NodeJS.ProcessEnv, port: number): Promise<Launched> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let served = false;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) {
        served = true;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    // The whole group: start.mjs and the server it spawned.
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    return exited;
  };
  return { served, output: () => output, stop };
}

/** Launches, then stops whatever came up: did it serve, or how did it exit, and what did it say. */
async function runUntilServingOrExit(
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<{ served: boolean; exitCode: number | null; output: string }> {
  const run = await launch(args, env, port);
  const exitCode = await run.stop();
  return { served: run.served, exitCode: run.served ? null : exitCode, output: run.output() };
}

describe('a production start', () => {
  it('refuses the development sign secret and says what to set, before touching the database', () => {
    const run = setUp('refused.db', { NODE_ENV: 'production' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('API_SIGN_SECRET is the development value');
    expect(run.stderr).toContain('SMS_PROVIDER is not set');
    expect(fs.existsSync(path.join(dir, 'refused.db'))).toBe(false);
  });

  it('refuses SMS_PROVIDER=dev, and a gateway without its keys', () => {
    const dev = setUp('sms-dev.db', { NODE_ENV: 'production', ...DEPLOYMENT, SMS_PROVIDER: 'dev' });
    expect(dev.status).toBe(1);
    expect(dev.stderr).toContain('SMS_PROVIDER=dev is the development outbox');
    const keyless = setUp('sms-keyless.db', { NODE_ENV: 'production', ...DEPLOYMENT, SMS_PROVIDER: 'tencent' });
    expect(keyless.status).toBe(1);
    expect(keyless.stderr).toContain('SMS_PROVIDER=tencent needs TENCENT_SMS_SECRET_ID, TENCENT_SMS_SECRET_KEY, TENCENT_SMS_SDK_APP_ID');
  }, 60_000);

  it('loads the catalog but no demo accounts, goods or lists', async () => {
    const run = setUp('production.db', { NODE_ENV: 'production', ...DEPLOYMENT });
    expect(run.stderr).not.toContain('refusing');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('no demo accounts');
    expect(await countRows('production.db', 'members')).toBe(0);
    expect(await countRows('production.db', 'goods')).toBe(0);
    expect(await countRows('production.db', 'substances')).toBeGreaterThan(4000);
    expect(await countRows('production.db', 'units')).toBeGreaterThan(0);
  }, 120_000);
});

describe('ALLOW_DEV_PROVIDERS_IN_PRODUCTION only enables development providers, on loopback', () => {
  const flagged = { NODE_ENV: 'production', ALLOW_DEV_PROVIDERS_IN_PRODUCTION: 'true' } as const;

  it('does not make a production set-up accept the development secret', () => {
    const run = setUp('flag-secret.db', { ...flagged, HOST: '127.0.0.1' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('API_SIGN_SECRET is the development value');
    expect(fs.existsSync(path.join(dir, 'flag-secret.db'))).toBe(false);
  });

  it('does not load the demo accounts in production', async () => {
    const run = setUp('flag-demo.db', {
      ...flagged,
      HOST: '127.0.0.1',
      API_SIGN_SECRET: 'a-secret-of-our-own',
      API_KEY_SECRET: 'an-api-key-secret-of-our-own',
      PUBLIC_BASE_URL: 'https://chemmart.example',
    });
    expect(run.stderr).not.toContain('refusing');
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain('Operator12345');
    expect(await countRows('flag-demo.db', 'members')).toBe(0);
  }, 120_000);

  it('refuses to serve with the development secret, however the deployment marker is set', async () => {
    const port = await freePort();
    const env = { ...cleanEnv(), ...flagged, CHEMMART_DEPLOYMENT: 'local-demo', SQLITE_PATH: path.join(dir, 'flag-demo.db') };
    const run = await runUntilServingOrExit(['scripts/server.mjs', '-p', String(port), '-H', '127.0.0.1'], env, port);
    expect(run.served).toBe(false);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('API_SIGN_SECRET is the development value');
  }, 120_000);

  it('refuses to serve anywhere but loopback', async () => {
    const port = await freePort();
    const env = { ...cleanEnv(), ...flagged, ...DEPLOYMENT, SQLITE_PATH: path.join(dir, 'flag-demo.db') };
    const run = await runUntilServingOrExit(['scripts/server.mjs', '-p', String(port), '-H', '0.0.0.0'], env, port);
    expect(run.served).toBe(false);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('only on a loopback address; the server would listen on 0.0.0.0 (set HOST=127.0.0.1)');
  }, 120_000);
});

/** .env.example as `cp .env.example .env` would give it to npm start. */
function envExample(): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) values[match[1]!] = match[2]!;
  }
  return values;
}

describe('the local demo', () => {
  it('starts with the settings of .env.example, as documented', async () => {
    const example = envExample();
    expect(example.ALLOW_DEV_PROVIDERS_IN_PRODUCTION).toBeDefined();
    const port = await freePort();
    // Only where it runs and on which file differ from the example, as a person's own environment would.
    const env = { ...cleanEnv(), ...example, PORT: String(port), SQLITE_PATH: path.join(dir, 'demo.db') };
    const run = await runUntilServingOrExit(['scripts/start.mjs'], env, port);
    expect(run.output).not.toContain('refuses');
    expect(run.served).toBe(true);
    expect(run.output).toContain('Listening on 127.0.0.1 only');
    expect(run.output).toContain('operator       Operator12345');
    expect(await countRows('demo.db', 'members')).toBeGreaterThan(0);
  }, 240_000);
});

describe('a production server sends SMS through the configured gateway', () => {
  it('sends a registration code through Tencent Cloud SMS (a local simulator checking the signature) instead of answering 3017', async () => {
    const simulator = startTencentSimulator();
    await new Promise<void>((resolve) => simulator.server.listen(0, '127.0.0.1', resolve));
    const gateway = {
      ...DEPLOYMENT,
      NODE_ENV: 'production',
      SMS_PROVIDER: 'tencent',
      SMS_ENDPOINT: `http://127.0.0.1:${(simulator.server.address() as net.AddressInfo).port}/`,
      TENCENT_SMS_SECRET_ID: TENCENT_SIMULATOR_KEYS.secretId,
      TENCENT_SMS_SECRET_KEY: TENCENT_SIMULATOR_KEYS.secretKey,
      TENCENT_SMS_SDK_APP_ID: TENCENT_SIMULATOR_KEYS.sdkAppId,
      SQLITE_PATH: path.join(dir, 'gateway.db'),
    } as const;
    const port = await freePort();
    let server: Launched | undefined;
    try {
      expect(setUp('gateway.db', gateway).status).toBe(0);
      server = await launch(['scripts/server.mjs', '-p', String(port), '-H', '127.0.0.1'], { ...cleanEnv(), ...gateway }, port);
      expect(server.served, server.output()).toBe(true);
      const signed = async <T>(pathAndQuery: string) => {
        const time = String(unixSecondsNow());
        const answer = await fetch(`http://127.0.0.1:${port}${pathAndQuery}`, { headers: { time, sign: requestSign(DEPLOYMENT.API_SIGN_SECRET, time) } });
        return (await answer.json()) as { code: number; msg: string; data: T };
      };
      const sendCode = async (phone: string) => {
        const captcha = await signed<{ captchaId: string; challenge: Challenge }>('/api/captcha');
        const solution = await solveChallenge({ challenge: captcha.data.challenge, deriveKey });
        const captchaCode = Buffer.from(JSON.stringify({ challenge: captcha.data.challenge, solution })).toString('base64');
        return signed(`/api/send_sms_register_code?${new URLSearchParams({ phone, captchaId: captcha.data.captchaId, captchaCode })}`);
      };
      expect(await sendCode('13912345678')).toMatchObject({ code: 0, data: { sentTo: '139****5678' } });
      expect(simulator.received).toEqual([
        expect.objectContaining({
          PhoneNumberSet: ['+8613912345678'],
          TemplateId: DEPLOYMENT.SMS_TEMPLATE_CODE,
          TemplateParamSet: [expect.stringMatching(/^\d{6}$/)],
        }),
      ]);
      // The gateway's refusal of a number, in Chinese.
      expect(await sendCode('13800000001')).toMatchObject({
        code: ErrorCode.SMS_PHONE_REJECTED,
        msg: expect.stringContaining('短信平台无法向该手机号发送短信'),
      });
    } finally {
      await server?.stop();
      await new Promise<void>((resolve) => simulator.server.close(() => resolve()));
    }
  }, 180_000);
});
