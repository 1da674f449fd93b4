import { Col, Row } from 'antd';
import type { Metadata } from 'next';
import Link from 'next/link';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { QuickInquiryForm } from '@/components/inquiry/QuickInquiryForm';
import { CartView } from '@/components/orders/CartView';
import { currentMember } from '@/lib/server/account/current';
import { PUNCHOUT_MARK_COOKIE } from '@/lib/server/punchout/page';

export const metadata: Metadata = { title: '购物车', robots: { index: false } };

/** /cart — the cart layout (spec §2): the cart, and quick inquiry beside it for what no offer covers. */
export default async function CartPage() {
  if (!(await currentMember())) redirect(`/login?redirect=${encodeURIComponent('/cart')}`);
  const punchout = (await cookies()).has(PUNCHOUT_MARK_COOKIE);
  return (
    <div>
      {punchout && (
        // A PunchOut session (decision 0165): the cart goes back to the organisation's procurement system instead of the checkout.
        <form method="post" action="/punchout/transfer" className="punchout-bar" aria-label="PunchOut">
          <span>您正从贵单位的采购系统选购：选好后把购物车送回采购系统，在那里审批并下单。</span>
          <button type="submit" className="punchout-bar__button">
            送回采购系统
          </button>
        </form>
      )}
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 12, flexWrap: 'wrap', marginBottom: 12 }}>
        <h1 style={{ fontSize: 20, margin: 0 }}>购物车</h1>
        <Link href="/cart/quick">快速下单：粘贴或上传整张清单 →</Link>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <CartView punchout={punchout} />
        </Col>
        <Col xs={24} lg={8}>
          <QuickInquiryForm title="找不到想要的规格？快速询价" />
        </Col>
      </Row>
    </div>
  );
}
