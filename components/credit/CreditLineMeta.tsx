'use client';
import { List, Space, Tag, Typography } from 'antd';
import type { CreditLine } from '@/lib/api/credit';
import { formatYuan } from '@/lib/shared/format';

/** One credit line as both sides list it: the other party, its state, the terms and the amounts (the seller also reads its note). */
export function CreditLineMeta({ line, party }: { line: CreditLine; party: 'seller' | 'organisation' }) {
  return (
    <List.Item.Meta
      title={
        <Space wrap size={8}>
          {party === 'seller' ? line.organisation.name : line.seller.name}
          <Tag color={line.status === 'active' ? 'green' : undefined}>{line.statusLabel}</Tag>
          {(line.overdueCents ?? 0) > 0 && <Tag color="red">逾期 {formatYuan(line.overdueCents ?? 0)}</Tag>}
        </Space>
      }
      description={
        <>
          <div>{line.sentence}</div>
          <Typography.Text type="secondary">
            额度 {formatYuan(line.limitCents ?? 0)}　占用 {formatYuan(line.heldCents ?? 0)}　欠款 {formatYuan(line.owedCents ?? 0)}　可用{' '}
            {formatYuan(line.availableCents)}
            {line.note ? `　备注：${line.note}` : ''}
          </Typography.Text>
        </>
      }
    />
  );
}
