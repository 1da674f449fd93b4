'use client';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import Link from 'next/link';
import type { DashboardFigure } from '@/lib/contracts/admin/schema';

/** The dashboard's figures as cards; each opens the page where the operator acts on it. */
export function ConsoleDashboard({ operatorName, figures }: { operatorName: string; figures: DashboardFigure[] }) {
  return (
    <div className="admin-page">
      <Typography.Title level={4}>概览</Typography.Title>
      <Typography.Paragraph type="secondary">{operatorName}，您好。以下为待处理事项与今日操作的数量，点击进入对应页面。</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col key={f.key} xs={12} md={8} lg={6}>
            <Link href={f.href} data-testid={`dashboard-${f.key}`}>
              <Card hoverable size="small">
                <Statistic title={f.label} value={f.count} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </div>
  );
}
