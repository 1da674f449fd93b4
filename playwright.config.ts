import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const DB_FILE = 'var/test/e2e.db';

/** End-to-end tests in Debian's Chromium against the production build on a fresh SQLite database. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'var/test/e2e-results',
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // Signs in once per demo role; specs that only need "signed in as X" reuse the saved state (tests/e2e/demo-accounts.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, dependencies: ['setup'] },
  ],
  webServer: [
    {
      command: 'node tests/e2e/smtp-sink.mjs',
      port: SMTP_PORT,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(SMTP_PORT) },
    },
    {
      command: `rm -f ${DB_FILE} ${DB_FILE}-wal ${DB_FILE}-shm && npx tsx scripts/db-setup.ts && node scripts/server.mjs -p ${PORT} -H 127.0.0.1`,
      url: `http://127.0.0.1:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        SQLITE_PATH: DB_FILE,
        DATABASE_URL: '',
        PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`,
        LOG_LEVEL: 'warn',
        // The local demo (no NODE_ENV=production; scripts/deployment.mjs): demo accounts, the development outbox.
        NODE_ENV: '',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      },
    },
  ],
});
