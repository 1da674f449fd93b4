import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS } from '@/lib/contracts/all';
import { API_KEY_SCOPES, KEY_SCOPE_OPERATIONS, SCOPES_BY_OWNER, scopeOfOperation } from './scopes';

const byOperation = new Map(ALL_CONTRACTS.map((c) => [c.operationId, c]));

describe('what an API key may call', () => {
  it('lists only calls that exist, each under one scope', () => {
    const listed = API_KEY_SCOPES.flatMap((scope) => KEY_SCOPE_OPERATIONS[scope]);
    expect(listed.filter((id) => !byOperation.has(id))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('opens no operator call, no sign-in or account call, no money out, no key management, no provider notification', () => {
    const open = ALL_CONTRACTS.filter((c) => scopeOfOperation(c.operationId) !== null);
    expect(open.filter((c) => c.auth === 'operator').map((c) => c.operationId)).toEqual([]);
    expect(open.filter((c) => c.providerNotification).map((c) => c.operationId)).toEqual([]);
    expect(open.filter((c) => c.tag === 'Auth' || c.tag === 'API keys' || c.tag === 'Payouts' || c.tag === 'Deposit').map((c) => c.operationId)).toEqual([]);
    for (const id of [
      'withdrawalRequest',
      'sellerPayoutRequest',
      'recharge',
      'refundPayout',
      'changePassword',
      'createApiKey',
      'revokeApiKey',
      'apiKeys',
      'setOrganisationMemberRoles',
      'devCheckout',
    ]) {
      expect(scopeOfOperation(id), id).toBeNull();
    }
  });

  it('keeps catalog calls public reads, and goods for sellers only', () => {
    for (const id of KEY_SCOPE_OPERATIONS.catalog) expect(byOperation.get(id)?.auth, id).toBe('public');
    for (const id of KEY_SCOPE_OPERATIONS.goods) expect(byOperation.get(id)?.auth, id).toBe('seller');
    expect(SCOPES_BY_OWNER.organisation).not.toContain('goods');
  });
});
