'use client';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/client';
import { previewOrder } from '@/lib/api/orders';
import { ErrorCode } from '@/lib/contracts/error-codes';

export type CartFreight = { bySeller: Map<number, { cents: number; note: string | null }>; totalCents: number | null; problem: string | null };

const DELAY_MS = 300;

/**
 * The freight of the ticked cart lines per seller, to the default address: the
 * same pricing as checkout (create_order with preview), asked again when the
 * ticked lines or their quantities change; the newest answer wins.
 */
export function useCartFreight(cartItemIds: number[], key: string): CartFreight | null {
  const [freight, setFreight] = useState<CartFreight | null>(null);
  const asked = useRef(0);
  useEffect(() => {
    const ticket = ++asked.current;
    if (cartItemIds.length === 0) {
      setFreight(null);
      return;
    }
    const timer = setTimeout(() => {
      previewOrder({ cartItemIds, groups: [] })
        .then((result) => {
          if (ticket !== asked.current) return;
          setFreight({
            bySeller: new Map(result.orders.map((o) => [o.seller.id, { cents: o.shippingCents, note: o.shippingNote }])),
            totalCents: result.totals.shippingCents,
            problem: null,
          });
        })
        .catch((e: unknown) => {
          if (ticket !== asked.current) return;
          const problem =
            e instanceof ApiError && e.code === ErrorCode.ORDER_ADDRESS_REQUIRED
              ? '添加收货地址后显示运费'
              : e instanceof Error
                ? e.message
                : '运费暂时算不出来';
          setFreight({ bySeller: new Map(), totalCents: null, problem });
        });
    }, DELAY_MS);
    return () => clearTimeout(timer);
    // `key` stands for the ticked lines and their quantities.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return freight;
}
