import { Col, Row } from 'antd';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { QuickInquiryForm } from '@/components/inquiry/QuickInquiryForm';
import { CartView } from '@/components/orders/CartView';
import { currentMember } from '@/lib/server/account/current';

export const metadata: Metadata = { title: '购物车', robots: { index: false } };

/** /cart — the cart layout (spec §2): the cart, and quick inquiry beside it for what no offer covers. */
export default async function CartPage() {
  if (!(await currentMember())) redirect(`/login?redirect=${encodeURIComponent('/cart')}`);
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 12, flexWrap: 'wrap', marginBottom: 12 }}>
        <h1 style={{ fontSize: 20, margin: 0 }}>购物车</h1>
        <Link href="/cart/quick">快速下单：粘贴或上传整张清单 →</Link>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <CartView />
        </Col>
        <Col xs={24} lg={8}>
          <QuickInquiryForm title="找不到想要的规格？快速询价" />
        </Col>
      </Row>
    </div>
  );
}
