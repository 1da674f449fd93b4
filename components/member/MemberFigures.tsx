import { Card, Col, Row, Statistic } from 'antd';
import type { MemberHome } from '@/lib/api/auth';

/** The member's business figures from the areas built so far: a seller's goods by review state. */
export function MemberFigures({ home }: { home: MemberHome }) {
  if (!home.goods) return null;
  const { pending, onShelf, offShelf } = home.goods;
  return (
    <Card title="我的商品" data-testid="member-figures">
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title="在售" value={onShelf} />
        </Col>
        <Col span={8}>
          <Statistic title="待审核" value={pending} />
        </Col>
        <Col span={8}>
          <Statistic title="已下架" value={offShelf} />
        </Col>
      </Row>
    </Card>
  );
}
