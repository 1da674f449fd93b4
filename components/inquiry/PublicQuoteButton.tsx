'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { hasSessionCookie } from '@/components/public/cart-events';

const QuoteDialogIsland = dynamic(() => import('./QuoteDialogIsland'), { ssr: false, loading: () => <span className="muted">加载中…</span> });

/**
 * 报价 on an inquiry line of a cached public page (the home page, the
 * inquiry zone). The page is the same for everyone, so the button is decided
 * in the browser: a visitor is asked to sign in and comes back to `back`; a
 * signed-in member opens the quote dialog (loaded on the first press), which
 * explains itself when the member is not a seller or the inquiry is their own.
 */
export function PublicQuoteButton({ lineId, back, label = '报价' }: { lineId: number; back: string; label?: string }) {
  const [signedIn, setSignedIn] = useState(false);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // Read after hydration: the server's HTML is the visitor's, for everyone.
  useEffect(() => setSignedIn(hasSessionCookie()), []);
  if (!signedIn)
    return (
      <a className="pub-button pub-button--small pub-button--ghost pub-touch" href={`/login?redirect=${encodeURIComponent(back)}`}>
        登录后报价
      </a>
    );
  return (
    <>
      <button
        type="button"
        className="pub-button pub-button--small pub-touch"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid={`quote-line-${lineId}`}
      >
        {label}
      </button>
      {used && <QuoteDialogIsland lineId={lineId} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
