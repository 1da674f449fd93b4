import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '../..');

/** API tests: a real `next start` on a fresh database, signed requests over HTTP. */
export default defineConfig({
  root,
  resolve: { alias: { '@': root } },
  test: {
    include: ['tests/api/**/*.test.ts'],
    globalSetup: ['tests/api/global-setup.ts'],
    // After every test: every account's money sums to zero (money in − money out).
    setupFiles: ['tests/api/conservation.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 120_000,
    // One server, one database: files run one after another.
    fileParallelism: false,
  },
});
