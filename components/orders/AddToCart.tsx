'use client';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { App, Button, InputNumber, Space } from 'antd';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { useHasSession } from '@/components/layout/session';
import { useCartAdd } from '@/lib/api/orders';
import { MAX_PACKS } from './QuantityStepper';

/**
 * "加入购物车" with a number of packs, for any offer listed with a price. A
 * visitor is sent to sign in and comes back to the same page.
 */
export function AddToCart({ goodsId, label, stock, compact = false }: { goodsId: number; label: string; stock: number; compact?: boolean }) {
  const signedIn = useHasSession();
  const pathname = usePathname();
  const router = useRouter();
  const { message } = App.useApp();
  const add = useCartAdd();
  const [quantity, setQuantity] = useState(1);
  const max = stock > 0 ? Math.min(stock, MAX_PACKS) : MAX_PACKS;

  // The server refuses offers without stock (they are ordered through an inquiry).
  if (stock <= 0)
    return (
      <span className="muted" style={{ fontSize: 12 }}>
        需订货，请询价
      </span>
    );

  const send = async () => {
    if (!signedIn) {
      router.push(`/login?redirect=${encodeURIComponent(pathname)}`);
      return;
    }
    try {
      const cart = await add.execute({ goodsId, quantity });
      void message.success({
        content: (
          <span>
            已加入购物车（共 {cart.count} 件）
            <Link href="/cart" style={{ marginLeft: 8 }}>
              去购物车结算
            </Link>
          </span>
        ),
      });
    } catch (e) {
      void message.error((e as Error).message);
    }
  };

  // The accessible name starts with the words on the button (WCAG 2.5.3), then names the offer.
  const action = compact ? '加购' : '加入购物车';
  return (
    <Space.Compact size={compact ? 'small' : 'middle'} data-testid="add-to-cart">
      <InputNumber
        aria-label={`${label} 购买数量`}
        min={1}
        max={max}
        precision={0}
        value={quantity}
        onChange={(v) => setQuantity(typeof v === 'number' && v >= 1 ? v : 1)}
        style={{ width: compact ? 64 : 72 }}
      />
      <Button type="primary" icon={<ShoppingCartOutlined />} loading={add.isMutating} onClick={() => void send()} aria-label={`${action} ${label}`}>
        {action}
      </Button>
    </Space.Compact>
  );
}
