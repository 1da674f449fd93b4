'use client';
import { Alert, Card, Descriptions, Flex, Input, Select, Tag, Typography } from 'antd';
import Link from 'next/link';
import type { ExpressCompany, PreviewOrder } from '@/lib/api/orders';
import { formatYuan } from '@/lib/shared/format';
import type { GroupChoice, UsableVoucher } from './checkout-state';
import { OrderLines } from './OrderLines';
import { PermitStandingNote } from './PermitStandingNote';
import { QuotedPacks } from './QuotedPacks';

type Props = {
  order: PreviewOrder;
  choice: GroupChoice;
  companies: ExpressCompany[];
  vouchers: UsableVoucher[];
  error: string | null;
  onChange: (change: Partial<GroupChoice>) => void;
  onPacks: (quotationId: number, packs: number) => void;
};

const NO_VOUCHER = 0;

/** One seller's future order: its lines, the shipping method, a voucher, a note and its amounts (the server's preview). */
export function CheckoutGroup({ order, choice, companies, vouchers, error, onChange, onPacks }: Props) {
  const dangerous = order.expressCompany?.dangerousGoods ?? false;
  const carrierId = choice.expressCompanyId ?? order.expressCompany?.id;
  return (
    <Card
      size="small"
      data-testid="checkout-group"
      title={
        <Flex gap={8} align="center" wrap>
          <span>{order.seller.name || '卖家'}</span>
          <Tag>{order.lines.length} 种商品</Tag>
        </Flex>
      }
      styles={{ header: { whiteSpace: 'normal' } }}
    >
      <OrderLines lines={order.lines} />
      <QuotedPacks lines={order.lines} onPacks={onPacks} />
      {order.regulated.some((r) => !r.met) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          data-testid="regulated-warning"
          title="含管制品：可以下单，付款前须上传并通过相应资质证书"
          description={
            <>
              {order.regulated
                .filter((r) => !r.met)
                .map((r) => (
                  <div key={`${r.cas}-${r.reason}`}>{r.message}</div>
                ))}
              <Link href="/member/account/certificate">上传资质证书</Link>
            </>
          }
        />
      )}
      <PermitStandingNote regulated={order.regulated} />
      {error && <Alert type="error" showIcon title={error} style={{ margin: '12px 0' }} data-testid="group-error" />}
      <Flex vertical gap={12} style={{ marginTop: 12 }}>
        <label>
          <div className="muted" style={{ marginBottom: 4 }}>
            配送方式
          </div>
          <Select<number>
            aria-label={`${order.seller.name} 配送方式`}
            style={{ width: '100%', maxWidth: 420 }}
            value={carrierId}
            onChange={(expressCompanyId) => onChange({ expressCompanyId })}
            options={companies.map((c) => ({
              value: c.id,
              label: (
                <span>
                  {c.name} {c.dangerousGoods ? <Tag color="orange">危险品资质</Tag> : null}
                </span>
              ),
            }))}
          />
          {dangerous && !error && (
            <div className="muted" style={{ fontSize: 12, marginTop: 4 }}>
              含危险化学品，须由具备危险货物运输资质的承运商配送
            </div>
          )}
        </label>
        <label>
          <div className="muted" style={{ marginBottom: 4 }}>
            优惠券
          </div>
          <Select<number>
            aria-label={`${order.seller.name} 优惠券`}
            style={{ width: '100%', maxWidth: 420 }}
            value={choice.voucherId ?? NO_VOUCHER}
            onChange={(id) => onChange({ voucherId: id === NO_VOUCHER ? undefined : id })}
            options={[
              { value: NO_VOUCHER, label: vouchers.length ? '不使用优惠券' : '没有可用于这笔订单的优惠券' },
              ...vouchers.map((v) => ({
                value: v.id,
                label: `${v.title} · 减 ${formatYuan(v.faceValueCents)}${v.minOrderCents ? `（满 ${formatYuan(v.minOrderCents)}）` : ''}`,
              })),
            ]}
          />
        </label>
        <label>
          <div className="muted" style={{ marginBottom: 4 }}>
            给卖家留言
          </div>
          <Input.TextArea
            aria-label={`${order.seller.name} 留言`}
            maxLength={200}
            showCount
            autoSize={{ minRows: 1, maxRows: 4 }}
            value={choice.buyerNote ?? ''}
            placeholder="选填：交期、包装、开票等要求"
            onChange={(e) => onChange({ buyerNote: e.target.value })}
          />
        </label>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 2, sm: 4 }}
        style={{ marginTop: 12 }}
        items={[
          { key: 'goods', label: '货款', children: formatYuan(order.goodsCents) },
          { key: 'shipping', label: '运费', children: formatYuan(order.shippingCents) },
          { key: 'discount', label: '优惠', children: `−${formatYuan(order.discountCents)}` },
          {
            key: 'payable',
            label: '应付',
            children: (
              <Typography.Text strong style={{ color: '#cf1322' }}>
                {formatYuan(order.payableCents)}
              </Typography.Text>
            ),
          },
        ]}
      />
      {order.shippingNote && (
        <div className="muted" style={{ fontSize: 13 }} data-testid="shipping-note">
          运费：{order.shippingNote}
        </div>
      )}
    </Card>
  );
}
