'use client';
import { Button } from 'antd';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useHasSession } from '@/components/layout/session';

/** The dialog (form, date picker, upload) is fetched when a 报价 button is first pressed, not with the list. */
const QuoteModal = dynamic(() => import('./QuoteModal').then((m) => m.QuoteModal), { ssr: false });

/** "报价" on an inquiry line of the zone: signed-in sellers quote in the dialog; visitors are asked to sign in first. */
export function QuoteButton({ lineId, own, label = '报价' }: { lineId: number; own: boolean; label?: string }) {
  const signedIn = useHasSession();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (own)
    return (
      <Button size="small" disabled style={{ minHeight: 40 }}>
        我的询价
      </Button>
    );
  if (!signedIn) {
    const back = `${pathname}${search ? `?${search}` : ''}`;
    return (
      <Link href={`/login?redirect=${encodeURIComponent(back)}`} prefetch={false}>
        <Button size="small" style={{ minHeight: 40 }}>
          登录后报价
        </Button>
      </Link>
    );
  }
  return (
    <>
      <Button
        type="primary"
        size="small"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        style={{ minHeight: 40 }}
        data-testid={`quote-line-${lineId}`}
      >
        {label}
      </Button>
      {used && <QuoteModal lineId={lineId} open={open} onClose={() => setOpen(false)} onDone={() => router.refresh()} />}
    </>
  );
}
