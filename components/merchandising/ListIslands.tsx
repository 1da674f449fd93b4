'use client';
import { useState } from 'react';
import { BuyButton, CartResultStatus, type BuyResult } from '@/components/catalog/BuyButton';
import { requestQuickInquiry, type InquiryPrefill } from '@/components/inquiry/prefill';

/** 询价 on a list row: fills the page's inquiry form with this product (loading the form first if need be). */
export function InquireButton({ prefill, name }: { prefill: InquiryPrefill; name: string }) {
  return (
    <button type="button" className="pub-button pub-button--small pub-button--ghost" onClick={() => requestQuickInquiry(prefill)} aria-label={`询价 ${name}`}>
      询价
    </button>
  );
}

/** 加购 on a list row, with its own status line (the product page has one for its whole table). */
export function ListBuyButton({ goodsId, stock, label }: { goodsId: number; stock: number; label: string }) {
  const [result, setResult] = useState<BuyResult | null>(null);
  return (
    <>
      <BuyButton goodsId={goodsId} stock={stock} label={label} onResult={setResult} />
      <CartResultStatus result={result} />
    </>
  );
}
