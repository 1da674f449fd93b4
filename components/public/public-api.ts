/**
 * The few API calls public pages make, loaded only when a visitor needs them
 * (signed in, or pressing 加购): the request client, its signature and the
 * contracts' schemas stay out of the page's first load.
 */
import { call, configureApiClient } from '@/lib/api/client';
import { signOutAndReload } from '@/lib/api/auth';
import { memberInfoContract } from '@/lib/contracts/account/calls';
import { companyCheckContract } from '@/lib/contracts/merchandising/calls';
import { cartAddContract, cartContract } from '@/lib/contracts/orders/calls';
import { freightQuoteContract } from '@/lib/contracts/freight/calls';
import { addPriceWatchContract } from '@/lib/contracts/trust/calls';
import type { ContractInput } from '@/lib/contracts/contract';
import { loadSignSecret } from './client-config';

export type HeaderSession = { displayName: string; operator: boolean; cartCount: number };

/** What the header shows a signed-in member; null when the session has ended. */
export async function loadHeaderSession(): Promise<HeaderSession | null> {
  try {
    configureApiClient({ signSecret: await loadSignSecret() });
    // A dead session answers code 10: the token is dropped and the header keeps the sign-in links, without sending the visitor anywhere.
    const quietly = { noErrorModal: true, stayOnSessionEnd: true };
    const [member, cart] = await Promise.all([
      call(memberInfoContract, {}, quietly),
      call(cartContract, undefined, quietly).catch(() => null),
    ]);
    return { displayName: member.displayName, operator: Boolean(member.roles.operator), cartCount: cart?.count ?? 0 };
  } catch {
    return null;
  }
}

/** Adds packs of an offer; resolves to the cart's new count. Failures reject with the server's message. */
export async function addToCart(goodsId: number, quantity: number): Promise<number> {
  configureApiClient({ signSecret: await loadSignSecret() });
  const cart = await call(cartAddContract, { goodsId, quantity }, { noErrorModal: true });
  return cart.count;
}

/** The company check (GET /api/company_check): registered organisations by name or credit code. Failures reject with the server's message. */
export async function checkCompany(keyword: string) {
  configureApiClient({ signSecret: await loadSignSecret() });
  return call(companyCheckContract, { keyword, page: 1, pageSize: 10 }, { noErrorModal: true });
}

/** Each offer's freight for one pack to a province (the member's default address's when none is given), in chunks of 50. */
export async function quoteFreight(goodsIds: number[], province?: string) {
  configureApiClient({ signSecret: await loadSignSecret() });
  const chunks: number[][] = [];
  for (let i = 0; i < goodsIds.length; i += 50) chunks.push(goodsIds.slice(i, i + 50));
  const answers = await Promise.all(
    chunks.map((ids) => call(freightQuoteContract, { goodsIds: ids.join(','), ...(province ? { province } : {}) }, { noErrorModal: true, stayOnSessionEnd: true })),
  );
  return { province: answers[0]?.province ?? null, offers: answers.flatMap((a) => a.offers) };
}

/** Follows a CAS number's prices (降价/到货提醒). Failures reject with the server's ApiError (its `data.fields` name the field). */
export async function addPriceWatch(input: ContractInput<typeof addPriceWatchContract>) {
  configureApiClient({ signSecret: await loadSignSecret() });
  return call(addPriceWatchContract, input, { noErrorModal: true });
}

export async function signOut(): Promise<void> {
  configureApiClient({ signSecret: await loadSignSecret() });
  await signOutAndReload();
}
