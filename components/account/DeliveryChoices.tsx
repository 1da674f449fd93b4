'use client';
import { Button, Flex, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHasSession } from '@/components/layout/session';
import { useAddresses } from '@/lib/api/addresses';
import { useInvoiceInfos } from '@/lib/api/invoices';
import { chosenOrDefault } from '@/lib/api/member-rows';
import { maskPhone } from '@/lib/shared/identity';

// The modals carry the area list and the forms: loaded when first opened, not with the product page.
const AddressModal = dynamic(() => import('./AddressModal').then((m) => m.AddressModal), { ssr: false });
const InvoiceModal = dynamic(() => import('./InvoiceModal').then((m) => m.InvoiceModal), { ssr: false });

export type DeliveryChoice = { addressId: number | null; invoiceInfoId: number | null };

/**
 * What the buyer chose. `undefined` follows the default (and keeps following
 * it when the lists change); an id is an explicit choice; for the invoice,
 * null is "不开发票".
 */
type Chosen = { addressId?: number; invoiceInfoId?: number | null };

function Row({ label, children, action }: { label: string; children: ReactNode; action: ReactNode }) {
  return (
    <Flex gap={8} align="flex-start" style={{ padding: '8px 0' }}>
      <span className="muted" style={{ flex: '0 0 56px' }}>
        {label}
      </span>
      <div style={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }}>{children}</div>
      <div style={{ flex: '0 0 auto' }}>{action}</div>
    </Flex>
  );
}

const boxStyle = { border: '1px solid var(--line, #e4e7eb)', borderRadius: 8, padding: '4px 12px', background: '#fff' };

/**
 * Receipt address and invoice for the product page (and later the order
 * page). Signed in: the defaults are preselected and "更换" opens the modals.
 * Signed out: a link to sign in that comes back here.
 */
export function DeliveryChoices({ onChange }: { onChange?: (choice: DeliveryChoice) => void }) {
  const signedIn = useHasSession();
  const pathname = usePathname();
  if (!signedIn) {
    return (
      <div style={boxStyle} data-testid="delivery-choices">
        <Row label="配送" action={null}>
          <Link href={`/login?redirect=${encodeURIComponent(pathname)}`} prefetch={false}>
            登录后选择收货地址与发票
          </Link>
        </Row>
      </div>
    );
  }
  return <SignedInChoices onChange={onChange} />;
}

function SignedInChoices({ onChange }: { onChange?: (choice: DeliveryChoice) => void }) {
  const addresses = useAddresses(true);
  const invoices = useInvoiceInfos(true);
  const [chosen, setChosen] = useState<Chosen>({});
  const [opened, setOpened] = useState<'address' | 'invoice' | null>(null);
  // A modal's code loads on its first opening and then stays mounted, so it can animate closed.
  const [loaded, setLoaded] = useState({ address: false, invoice: false });
  const open = (which: 'address' | 'invoice') => {
    setLoaded((l) => ({ ...l, [which]: true }));
    setOpened(which);
  };

  const address = chosenOrDefault(addresses.data?.list, chosen.addressId);
  const invoice = chosenOrDefault(invoices.data?.list, chosen.invoiceInfoId);
  const addressId = address?.id ?? null;
  const invoiceInfoId = invoice?.id ?? null;

  // The parent's callback may be a new function every render; only a changed choice is reported.
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });
  const ready = Boolean(addresses.data && invoices.data);
  // Reported also when the choice changes by itself (the chosen address was deleted, a default moved).
  useEffect(() => {
    if (ready) report.current?.({ addressId, invoiceInfoId });
  }, [ready, addressId, invoiceInfoId]);

  const loading = (!addresses.data && addresses.isLoading) || (!invoices.data && invoices.isLoading);
  if (loading) {
    return (
      <div style={boxStyle} data-testid="delivery-choices">
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </div>
    );
  }

  return (
    <div style={boxStyle} data-testid="delivery-choices">
      <Row
        label="收货地址"
        action={
          <Button size="small" onClick={() => open('address')}>
            {address ? '更换' : '新增'}
          </Button>
        }
      >
        {address ? (
          <>
            <div>
              {address.receiver} <span className="muted">{maskPhone(address.phone)}</span>
            </div>
            <div>{`${address.areaLabel} ${address.detail}`}</div>
          </>
        ) : addresses.error ? (
          <span className="muted">地址加载失败</span>
        ) : (
          <span className="muted">还没有收货地址</span>
        )}
      </Row>
      <Row
        label="发票"
        action={
          <Button size="small" onClick={() => open('invoice')}>
            更换
          </Button>
        }
      >
        {invoice ? `${invoice.category.name} · ${invoice.title}` : '不开发票'}
      </Row>
      {loaded.address && (
        <AddressModal
          open={opened === 'address'}
          selectedId={addressId}
          onSelect={(a) => setChosen((c) => ({ ...c, addressId: a.id }))}
          onClose={() => setOpened(null)}
        />
      )}
      {loaded.invoice && (
        <InvoiceModal
          open={opened === 'invoice'}
          selectedId={invoiceInfoId}
          onSelect={(i) => setChosen((c) => ({ ...c, invoiceInfoId: i ? i.id : null }))}
          onClose={() => setOpened(null)}
        />
      )}
    </div>
  );
}
