import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Unit tests sit beside the code; API tests have their own config under tests/api. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['lib/**/*.test.ts', 'lib/**/*.test.tsx', 'components/**/*.test.ts', 'components/**/*.test.tsx', 'public/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    setupFiles: ['vitest.setup.ts'],
    // Tests that provoke server errors on purpose need not print them.
    env: { LOG_LEVEL: 'silent' },
  },
});
