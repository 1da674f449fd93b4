/**
 * The few API calls public pages make, loaded only when a visitor needs them
 * (signed in, or pressing 加购): the request client, its signature and the
 * contracts' schemas stay out of the page's first load.
 */
import { call, configureApiClient } from '@/lib/api/client';
import { signOutAndReload } from '@/lib/api/auth';
import { memberInfoContract } from '@/lib/contracts/account/calls';
import { cartAddContract, cartContract } from '@/lib/contracts/orders/calls';
import { loadSignSecret } from './client-config';

export type HeaderSession = { displayName: string; operator: boolean; cartCount: number };

/** What the header shows a signed-in member; null when the session has ended. */
export async function loadHeaderSession(): Promise<HeaderSession | null> {
  try {
    // A dead session answers code 10: the header then keeps the sign-in links, without sending the visitor anywhere.
    configureApiClient({ signSecret: await loadSignSecret(), feedback: { goToLogin: () => undefined } });
    const [member, cart] = await Promise.all([
      call(memberInfoContract, {}, { noErrorModal: true }),
      call(cartContract, undefined, { noErrorModal: true }).catch(() => null),
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

export async function signOut(): Promise<void> {
  configureApiClient({ signSecret: await loadSignSecret() });
  await signOutAndReload();
}
