import { Col, Row } from 'antd';
import type { Metadata } from 'next';
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
      <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>购物车</h1>
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
