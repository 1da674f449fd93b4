import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/* The ESLint rule of eslint.config.mjs that keeps server modules out of client code, run on snippets. */

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'client-boundary/no-server-import').map((m) => m.message);
}

// Loading the whole config (Next.js and TypeScript presets) takes seconds on a busy machine.
describe('the client boundary rule', { timeout: 60_000 }, () => {
  it('refuses a server import in a client directory, values and types alike', async () => {
    expect(await boundaryErrors("import { db } from '@/lib/server/core/db';\nexport const x = db;\n", 'components/x.tsx')).toHaveLength(1);
    expect(await boundaryErrors("import type { Db } from '@/lib/server/core/db';\nexport type X = Db;\n", 'lib/api/x.ts')).toHaveLength(1);
    expect(await boundaryErrors("export { ALL_ROUTES } from '../server/routes';\n", 'lib/contracts/x.ts')).toHaveLength(1);
  });

  it("refuses it in any 'use client' file, and leaves server files alone", async () => {
    const code = "import { db } from '@/lib/server/core/db';\nexport const x = db;\n";
    expect(await boundaryErrors(`'use client';\n${code}`, 'app/(default)/x/Client.tsx')).toHaveLength(1);
    expect(await boundaryErrors(code, 'app/(default)/x/page.tsx')).toEqual([]);
  });

  it('accepts contracts and the API client', async () => {
    const code =
      "import { productContract } from '@/lib/contracts/catalog/calls';\nimport { call } from '@/lib/api/client';\nexport const x = () => call(productContract, { cas: '64-17-5' });\n";
    expect(await boundaryErrors(code, 'components/x.tsx')).toEqual([]);
  });
});
