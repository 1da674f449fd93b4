'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { MAX_PACKS } from '@/lib/shared/cart-limits';
import { announceCartCount, hasSessionCookie } from '@/components/public/cart-events';

export type BuyResult = { ok: true; count: number } | { ok: false; message: string };

/**
 * What the last 加购 did, as a live status line: the cart's new count with a
 * way there, or the server's refusal. `floating`: below a long offer table,
 * where on a phone the line would be off screen, it floats above the tab bar.
 */
export function CartResultStatus({ result, floating = false }: { result: BuyResult | null; floating?: boolean }) {
  const classes = ['pub-status', result?.ok === false && 'pub-status--error', floating && 'pub-status--floating'].filter(Boolean).join(' ');
  return (
    <div role="status" className={classes} data-testid="cart-result">
      {result?.ok && (
        <>
          已加入购物车（共 {result.count} 件）
          <a href="/cart" style={{ marginLeft: 8 }}>
            去购物车结算
          </a>
        </>
      )}
      {result?.ok === false && result.message}
    </div>
  );
}

/**
 * 加购 on public pages: a number of packs and a button, no antd. A visitor
 * without a session is sent to sign in and comes back to the same page; the
 * request client loads on the first press.
 */
export function BuyButton({ goodsId, label, stock, onResult }: { goodsId: number; label: string; stock: number; onResult: (result: BuyResult) => void }) {
  const router = useRouter();
  // The field's own text: it may be empty or half typed; it is read as a number of packs when 加购 is pressed.
  const [typed, setTyped] = useState('1');
  const [busy, setBusy] = useState(false);
  // The server refuses offers without stock (they are ordered through an inquiry).
  if (stock <= 0)
    return (
      <span className="muted" style={{ fontSize: 12 }}>
        需订货，请询价
      </span>
    );
  const max = Math.min(stock, MAX_PACKS);
  const packs = () => Math.min(Math.max(Math.floor(Number(typed)) || 1, 1), max);

  const send = async () => {
    if (!hasSessionCookie()) {
      router.push(`/login?redirect=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    const quantity = packs();
    setTyped(String(quantity));
    setBusy(true);
    try {
      const { addToCart } = await import('@/components/public/public-api');
      const count = await addToCart(goodsId, quantity);
      announceCartCount(count);
      onResult({ ok: true, count });
    } catch (e) {
      onResult({ ok: false, message: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };

  // The accessible name starts with the words on the button (WCAG 2.5.3), then names the offer.
  return (
    <span className="offer-buy" data-testid="add-to-cart">
      <input
        type="number"
        inputMode="numeric"
        aria-label={`${label} 购买数量`}
        min={1}
        max={max}
        step={1}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onBlur={() => setTyped(String(packs()))}
      />
      <button type="button" className="pub-button pub-button--small" disabled={busy} onClick={() => void send()} aria-label={`加购 ${label}`}>
        加购
      </button>
    </span>
  );
}
