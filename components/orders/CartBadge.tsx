'use client';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import Link from 'next/link';
import { useHasSession } from '@/components/layout/session';
import { useCart } from '@/lib/api/orders';

/**
 * The header's cart link with the number of packs in it. It reads the cart
 * key that every `refreshCart` call revalidates, so it follows each change.
 */
export function CartBadge() {
  const signedIn = useHasSession();
  const { data } = useCart(signedIn);
  if (!signedIn) return null;
  const count = data?.count ?? 0;
  return (
    // Not prefetched: the cart page is per member and cheap to render on demand.
    <Link
      href="/cart"
      prefetch={false}
      aria-label={`购物车，${count} 件`}
      data-testid="cart-badge"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <Badge count={count} size="small" overflowCount={99} offset={[4, -2]}>
        <ShoppingCartOutlined style={{ fontSize: 18 }} />
      </Badge>
      <span className="cart-badge__label">购物车</span>
    </Link>
  );
}
