import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import areaBoundaries from './eslint-rules/area-boundaries.mjs';

/*
 * Client boundary: code that may run in the browser never imports server
 * modules (database, secrets, Node APIs); it reaches the server through
 * lib/api and the contracts of lib/contracts. Client code: components/**,
 * lib/api/**, lib/shared/**, lib/contracts/** and any 'use client' file.
 * Type imports count too: every type a client needs lives beside its
 * contract. Kept in its own block, apart from the server-side rules.
 */
const SERVER_MODULE = /^(@\/lib\/server|(\.\.?\/)+(lib\/)?server)(\/|$)/;
const CLIENT_FILES = ['components/**', 'lib/api/**', 'lib/shared/**', 'lib/contracts/**'];
// Server components that live beside the client ones: Next.js renders them on the server only.
const SERVER_COMPONENTS = [
  'components/merchandising/MerchandisingListPage.tsx',
  'components/help/HelpSectionPage.tsx',
  'components/layout/AntdRoot.tsx',
];

const clientBoundary = {
  rules: {
    'no-server-import': {
      meta: {
        type: 'problem',
        schema: [{ type: 'object', properties: { everyFile: { type: 'boolean' } }, additionalProperties: false }],
        messages: { server: "Client code may not import '{{source}}': use lib/api and lib/contracts (server modules stay on the server)." },
      },
      create(context) {
        const everyFile = context.options[0]?.everyFile ?? false;
        const body = context.sourceCode.ast.body;
        const isClient = everyFile || body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client');
        if (!isClient) return {};
        const check = (node, source) => {
          if (typeof source === 'string' && SERVER_MODULE.test(source)) context.report({ node, messageId: 'server', data: { source } });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};

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
    // lib/server areas stay behind their services (eslint-rules/area-boundaries.mjs; proved in lib/server/core/boundaries-lint.test.ts).
    files: ['lib/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    plugins: { chemmart: areaBoundaries },
    rules: { 'chemmart/area-boundaries': 'error' },
  },
  {
    // zod's own default for "no query / no body" is an empty object schema.
    files: ['lib/contracts/contract.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowObjectTypes: 'always' }] },
  },
  // Client boundary (see clientBoundary above): the client directories always, any other file once it says 'use client'.
  {
    plugins: { 'client-boundary': clientBoundary },
    rules: { 'client-boundary/no-server-import': 'error' },
  },
  {
    files: CLIENT_FILES,
    ignores: SERVER_COMPONENTS,
    rules: { 'client-boundary/no-server-import': ['error', { everyFile: true }] },
  },
  globalIgnores(['.next/**', 'node_modules/**', 'var/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/**', 'lib/api-client/schema.d.ts']),
]);
