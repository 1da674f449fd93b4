import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateClientTypes, GENERATED_FILE } from './generate';

describe('the generated TypeScript client', () => {
  it('is generated from the current contracts (run `npm run openapi:client` after changing one)', async () => {
    const committed = fs.readFileSync(path.join(import.meta.dirname, '..', '..', GENERATED_FILE), 'utf8');
    const fresh = await generateClientTypes();
    expect(committed === fresh, `${GENERATED_FILE} is stale: run npm run openapi:client`).toBe(true);
  }, 60_000);

  it('types exactly the calls an API key may make, with the shared entities', async () => {
    const types = await generateClientTypes();
    expect(types).toContain('"/api/organisation_pay_order": {');
    expect(types).toContain('"/api/create_order": {');
    expect(types).not.toContain('"/api/login": {');
    expect(types).not.toContain('"/api/member/withdrawal_request": {');
    expect(types).toMatch(/\n {8}Order: \{/);
    expect(types).toContain('MoneyCents: number;');
  }, 60_000);
});
