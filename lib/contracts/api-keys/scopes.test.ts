import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS } from '@/lib/contracts/all';
import {
  API_KEY_SCOPES,
  KEY_SCOPE_OPERATIONS,
  ORGANISATION_NAMED_OPERATIONS,
  SCOPES_BY_OWNER,
  SHOP_ORDER_OPERATIONS,
  scopeOfOperation,
  type ApiKeyOwnerKind,
} from './scopes';

const byOperation = new Map(ALL_CONTRACTS.map((c) => [c.operationId, c]));
const OWNERS: ApiKeyOwnerKind[] = ['organisation', 'seller'];
const listedFor = (owner: ApiKeyOwnerKind) => API_KEY_SCOPES.flatMap((scope) => KEY_SCOPE_OPERATIONS[owner][scope] ?? []);

describe('what an API key may call', () => {
  it('lists only calls that exist, each under one scope per owner, and only scopes the owner may give', () => {
    for (const owner of OWNERS) {
      const listed = listedFor(owner);
      expect(listed.filter((id) => !byOperation.has(id))).toEqual([]);
      expect(new Set(listed).size).toBe(listed.length);
      const scopes = API_KEY_SCOPES.filter((scope) => (KEY_SCOPE_OPERATIONS[owner][scope] ?? []).length > 0);
      expect(scopes.every((scope) => (SCOPES_BY_OWNER[owner] as readonly string[]).includes(scope))).toBe(true);
    }
    expect(ORGANISATION_NAMED_OPERATIONS.every((id) => listedFor('organisation').includes(id))).toBe(true);
  });

  it('opens no operator call, no sign-in or account call, no money out, no key management, no provider notification', () => {
    for (const owner of OWNERS) {
      const open = ALL_CONTRACTS.filter((c) => scopeOfOperation(c.operationId, owner) !== null);
      expect(open.filter((c) => c.auth === 'operator').map((c) => c.operationId)).toEqual([]);
      expect(open.filter((c) => c.providerNotification).map((c) => c.operationId)).toEqual([]);
      expect(open.filter((c) => ['Auth', 'API keys', 'Webhooks', 'Payouts', 'Deposit'].includes(c.tag)).map((c) => c.operationId)).toEqual([]);
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
        'confirmReceive',
      ]) {
        expect(scopeOfOperation(id, owner), `${owner} ${id}`).toBeNull();
      }
    }
  });

  it('keeps shops to selling and organisations to buying for themselves', () => {
    // A shop key's member-level calls are bound to the shop's own sales orders (service.ts authorizeCall).
    for (const id of listedFor('seller').filter((id) => !SHOP_ORDER_OPERATIONS.includes(id)))
      expect(['public', 'seller'], id).toContain(byOperation.get(id)?.auth);
    for (const id of ['createOrder', 'cartAdd', 'payment', 'payOrderFromOrganisationDeposit', 'createInquiry'])
      expect(scopeOfOperation(id, 'seller'), id).toBeNull();
    for (const id of listedFor('organisation')) expect(byOperation.get(id)?.auth, id).not.toBe('seller');
    // An organisation key never pays from, nor lists, its maker's own money and orders.
    for (const id of ['payment', 'orderList', 'depositInfo', 'inquiries']) expect(scopeOfOperation(id, 'organisation'), id).toBeNull();
    expect(SCOPES_BY_OWNER.organisation).not.toContain('goods');
  });
});
