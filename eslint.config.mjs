import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * `npm run lint`: Next.js core-web-vitals + its TypeScript rules (the
 * flat-config presets of eslint-config-next, ESLint 9). Layout is Prettier's
 * job (`npm run format`), not the linter's.
 */
export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // A leading underscore marks a parameter kept for its position (Kysely's
      // migration `(db, _dialect)`), and `{ a: _a, ...rest }` drops a field.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `let { db, dialect } = …` where only db is reassigned stays one line.
      'prefer-const': ['error', { destructuring: 'all' }],
      // React Compiler rules (eslint-plugin-react-hooks 7); the app is not
      // compiled with it. Setting state in an effect is how a component here
      // picks up browser-only state (viewport, cookie) after hydration, and
      // how a modal resets when it closes; a ref mirrors the latest callback
      // for a polling loop.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
    },
  },
  {
    // zod's own default for "no query / no body" is an empty object schema.
    files: ['lib/contracts/contract.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowObjectTypes: 'always' }] },
  },
  globalIgnores(['.next/**', 'node_modules/**', 'var/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/**']),
]);
