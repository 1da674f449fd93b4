import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Each boundary rule of eslint-rules/area-boundaries.mjs, fired on a small file placed where it would break the rule.
// Loading the project's ESLint config takes seconds on a busy machine.
describe('area boundary lint rules', { timeout: 120_000 }, () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: process.cwd() });
  });

  async function messagesFor(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === 'chemmart/area-boundaries').map((m) => m.message);
  }

  it("refuses another area's repository, by alias, relative path or for a type", async () => {
    expect(await messagesFor('lib/server/express/probe.ts', "import { findOrder } from '@/lib/server/orders/repo';\nexport const f = findOrder;\n")).toEqual([
      expect.stringContaining('imports the repository of area "orders"'),
    ]);
    expect(await messagesFor('lib/server/recharge/probe.ts', "import * as p from '../orders/payments-repo';\nexport const f = p;\n")).toEqual([
      expect.stringContaining('imports the repository of area "orders"'),
    ]);
    expect(await messagesFor('lib/server/workflows/probe.ts', "import type { OrderRow } from '@/lib/server/orders/repo';\nexport type R = OrderRow;\n")).toHaveLength(1);
  });

  it('refuses workflows outside route files, the scheduler and tests', async () => {
    const code = "import { payOrder } from '@/lib/server/workflows/order-payment';\nexport const f = payOrder;\n";
    expect(await messagesFor('lib/server/orders/probe.ts', code)).toEqual([expect.stringContaining('Only route files, the scheduler and tests import workflows')]);
    expect(await messagesFor('lib/server/orders/payment-routes.ts', code)).toEqual([]);
    expect(await messagesFor('lib/server/scheduler/probe.ts', code)).toEqual([]);
    expect(await messagesFor('app/api/probe/route.ts', code)).toEqual([]);
  });

  it('refuses any area in core', async () => {
    expect(await messagesFor('lib/server/core/probe.ts', "import { requireRole } from '@/lib/server/account/service';\nexport const f = requireRole;\n")).toEqual([
      expect.stringContaining('lib/server/core imports no area'),
    ]);
  });

  it('passes a file that keeps to the services', async () => {
    const code = [
      "import { findOrder } from '@/lib/server/orders/queries';",
      "import * as orders from '@/lib/server/orders/lifecycle';",
      "import { runWorkflow, type WorkflowContext } from '@/lib/server/outbox/run';",
      "import * as repo from './repo';",
      'export const all = { findOrder, orders, runWorkflow, repo };',
      'export type C = WorkflowContext;',
      '',
    ].join('\n');
    expect(await messagesFor('lib/server/express/probe.ts', code)).toEqual([]);
  });
});
