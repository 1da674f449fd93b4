/** Islands on a public page tell the header's cart link about a new count without sharing React state. */
export const CART_COUNT_EVENT = 'chemmart:cart-count';

export function announceCartCount(count: number): void {
  window.dispatchEvent(new CustomEvent<number>(CART_COUNT_EVENT, { detail: count }));
}

/** Whether the session cookie (readable by scripts by design: the API client sends it) is present. */
export function hasSessionCookie(): boolean {
  return document.cookie.split('; ').some((pair) => pair.startsWith('token=') && pair.length > 'token='.length);
}
