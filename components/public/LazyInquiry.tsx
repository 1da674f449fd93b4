'use client';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { loadDraft, sessionStore } from '@/components/inquiry/draft';
import type { QuickInquiryFormProps } from '@/components/inquiry/QuickInquiryForm';
import { QUICK_INQUIRY_EVENT, type InquiryPrefill } from '@/components/inquiry/prefill';

const AntdInquiryForm = dynamic(() => import('./AntdInquiryForm'), {
  ssr: false,
  loading: () => <p className="muted">询价单加载中…</p>,
});

/**
 * The inquiry form of a public page, loaded on first use: the page first
 * shows what an inquiry is for and a button; the form (antd, the address and
 * invoice books) arrives when the buyer presses it or follows a link to
 * `#<anchor>`, when a list's 询价 asks for it (with that product), or at once
 * when the visitor typed a draft here before signing in. Focus moves to the
 * form, so keyboard and screen-reader users are there.
 */
export function LazyInquiry({ anchor, ...form }: QuickInquiryFormProps & { anchor: string }) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState(false);
  const [prefill, setPrefill] = useState<InquiryPrefill>();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const openOnHash = () => {
      if (window.location.hash === `#${anchor}`) setOpen(true);
    };
    openOnHash();
    if (Object.keys(loadDraft(sessionStore(), window.location.pathname)).length > 0) setOpen(true);
    window.addEventListener('hashchange', openOnHash);
    return () => window.removeEventListener('hashchange', openOnHash);
  }, [anchor]);
  // Until the form is here, a list's 询价 opens it with its product; afterwards the form listens itself.
  useEffect(() => {
    if (open) return;
    const onPrefill = (event: Event) => {
      setPrefill((event as CustomEvent<InquiryPrefill>).detail);
      setOpen(true);
    };
    window.addEventListener(QUICK_INQUIRY_EVENT, onPrefill);
    return () => window.removeEventListener(QUICK_INQUIRY_EVENT, onPrefill);
  }, [open]);
  useEffect(() => {
    if (open && focusOnOpen) region.current?.focus();
  }, [open, focusOnOpen]);
  if (open)
    return (
      <div ref={region} tabIndex={-1} aria-label={form.title ?? '快速询价'} style={{ outline: 'none' }}>
        <AntdInquiryForm {...form} prefill={prefill} />
      </div>
    );
  return (
    <section className="pub-card" data-testid="inquiry-start">
      <h2>{form.title ?? '快速询价'}</h2>
      <div className="pub-card__body">
        <p style={{ marginTop: 0 }}>写明数量、纯度与交期，卖家报价后在会员中心查看；可附收货地址与发票信息。</p>
        <button type="button" className="pub-button" onClick={() => {
            setFocusOnOpen(true);
            setOpen(true);
          }}>
          填写询价单
        </button>
      </div>
    </section>
  );
}
