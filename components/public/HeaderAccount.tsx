'use client';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { CART_COUNT_EVENT, hasSessionCookie } from './cart-events';
import type { HeaderSession } from './public-api';

/**
 * The header's account links on public pages. The server HTML (cached, the
 * same for everyone) offers 登录 and 免费注册; after load, a visitor with a
 * session cookie gets the cart, the member centre and 退出 instead, asked of
 * the API by a module loaded only then.
 */
export function HeaderAccount() {
  const [session, setSession] = useState<HeaderSession | null>(null);

  useEffect(() => {
    if (!hasSessionCookie()) return;
    let live = true;
    // A count announced before the session arrived is newer than the one the session was read with.
    let announced: number | null = null;
    void import('./public-api').then(({ loadHeaderSession }) =>
      loadHeaderSession().then((loaded) => {
        if (live) setSession(loaded && announced !== null ? { ...loaded, cartCount: announced } : loaded);
      }),
    );
    const onCount = (event: Event) => {
      announced = (event as CustomEvent<number>).detail;
      setSession((s) => (s ? { ...s, cartCount: announced ?? s.cartCount } : s));
    };
    window.addEventListener(CART_COUNT_EVENT, onCount);
    return () => {
      live = false;
      window.removeEventListener(CART_COUNT_EVENT, onCount);
    };
  }, []);

  if (!session) {
    return (
      <span className="pub-account">
        <Link prefetch={false} href="/login">登录</Link>
        <Link prefetch={false} href="/register/selectType">免费注册</Link>
      </span>
    );
  }
  const leave = () => void import('./public-api').then(({ signOut }) => signOut());
  return (
    <span className="pub-account">
      <Link prefetch={false} href="/cart" data-testid="cart-badge" aria-label={`购物车，${session.cartCount} 件`} className="pub-cart">
        购物车<span className="pub-count" aria-hidden="true">{session.cartCount > 99 ? '99+' : session.cartCount}</span>
      </Link>
      {session.operator && (
        <Link prefetch={false} href="/admin" data-testid="console-link">
          运营后台
        </Link>
      )}
      <Link prefetch={false} href="/member" data-testid="member-link">
        {session.displayName}
      </Link>
      <button type="button" className="pub-link-button" onClick={leave}>
        退出
      </button>
    </span>
  );
}
