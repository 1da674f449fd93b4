'use client';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { hasSessionCookie } from '@/components/public/cart-events';

const PriceWatchDialog = dynamic(() => import('./PriceWatchDialog'), {
  ssr: false,
  loading: () => (
    <span className="muted" role="status">
      加载中…
    </span>
  ),
});

/** The address that opens the dialog: a visitor sent to sign in comes back to it. */
export const PRICE_WATCH_HASH = '#price-watch';

/**
 * 降价/到货提醒 on the product page: a button; the dialog and the request
 * client load on the first press. A visitor without a session is sent to sign
 * in and comes back to this page with the dialog open.
 */
export function PriceWatchButton({ cas, productName }: { cas: string; productName: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (window.location.hash === PRICE_WATCH_HASH && hasSessionCookie()) setOpen(true);
  }, []);
  const start = () => {
    if (!hasSessionCookie()) {
      router.push(`/login?redirect=${encodeURIComponent(window.location.pathname + PRICE_WATCH_HASH)}`);
      return;
    }
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    // Drop the hash, so a reload does not open the dialog again.
    if (window.location.hash === PRICE_WATCH_HASH) window.history.replaceState(null, '', window.location.pathname + window.location.search);
  };
  return (
    <>
      <button type="button" className="pub-button pub-button--small pub-button--ghost" aria-haspopup="dialog" onClick={start} data-testid="price-watch-start">
        降价/到货提醒
      </button>
      {open && <PriceWatchDialog cas={cas} productName={productName} onClose={close} />}
    </>
  );
}
