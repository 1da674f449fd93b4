'use client';
import { Alert, Descriptions, Drawer, Flex, Skeleton, Tag, Timeline } from 'antd';
import { useIsMobile } from '@/components/layout/viewport';
import { beijingTime } from '@/components/money/MoneyText';
import { contractPath, contractPdfPath, useOrderDetail } from '@/lib/api/orders';
import { formatYuan } from '@/lib/shared/format';
import { OrderLines } from './OrderLines';

const INVOICE_STATUS = { none: '未申请', requested: '已申请，待卖家开具', issued: '已开具' } as const;

/** One order in full: lines with their COA, amounts, delivery and invoice snapshots, and what happened to it. */
export function OrderDetailDrawer({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) {
  const mobile = useIsMobile();
  const { data, error, isLoading } = useOrderDetail(orderNo);
  const order = data && data.orderNo === orderNo ? data : null;
  return (
    <Drawer open={orderNo !== null} onClose={onClose} title={orderNo ? `订单 ${orderNo}` : '订单'} width={mobile ? '100%' : 760} destroyOnHidden>
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : !order && isLoading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : !order ? null : (
        <Flex vertical gap={16} data-testid="order-detail">
          <Flex gap={8} wrap align="center">
            <Tag color="blue">{order.statusLabel}</Tag>
            <span>卖家：{order.seller.name}</span>
            {order.inquiryNo && <span className="muted">询价单 {order.inquiryNo}</span>}
            <a href={contractPath(order.orderNo)} target="_blank" rel="noopener">
              查看合同
            </a>
            <a href={contractPdfPath(order.orderNo)} download>
              下载合同 PDF
            </a>
          </Flex>
          {order.regulated.some((r) => !r.met) && (
            <Alert
              type="warning"
              showIcon
              message="含管制品，付款前须上传并通过相应资质"
              description={order.regulated
                .filter((r) => !r.met)
                .map((r) => (
                  <div key={r.cas + r.reason}>{r.message}</div>
                ))}
            />
          )}
          <OrderLines lines={order.lines} />
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2 }}
            items={[
              {
                key: 'goods',
                label: '货款',
                children:
                  order.goodsCents !== order.listGoodsCents
                    ? `${formatYuan(order.goodsCents)}（标价 ${formatYuan(order.listGoodsCents)}）`
                    : formatYuan(order.goodsCents),
              },
              { key: 'shipping', label: '运费', children: formatYuan(order.shippingCents) },
              {
                key: 'discount',
                label: '优惠',
                children: order.voucher ? `−${formatYuan(order.discountCents)}（${order.voucher.title}）` : `−${formatYuan(order.discountCents)}`,
              },
              { key: 'payable', label: '应付', children: <strong style={{ color: '#cf1322' }}>{formatYuan(order.payableCents)}</strong> },
              { key: 'paid', label: '已付', children: formatYuan(order.paidCents) },
              { key: 'due', label: '待付', children: formatYuan(order.dueCents) },
            ]}
          />
          <Descriptions
            size="small"
            bordered
            column={1}
            title="收货与配送"
            items={[
              { key: 'to', label: '收货人', children: `${order.delivery.receiver} ${order.delivery.phone}` },
              { key: 'address', label: '地址', children: `${order.delivery.areaLabel} ${order.delivery.detail}` },
              { key: 'express', label: '配送方式', children: order.expressCompany?.name ?? '—' },
              {
                key: 'shipment',
                label: '发货',
                children: order.shipment
                  ? `${order.shipment.expressCompanyName} ${order.shipment.trackingNo}（${beijingTime(order.shipment.dispatchedAt)}）`
                  : '未发货',
              },
              ...(order.autoReceiveAt ? [{ key: 'auto', label: '自动收货', children: `${beijingTime(order.autoReceiveAt)} 前未确认收货将自动确认` }] : []),
              ...(order.buyerNote ? [{ key: 'note', label: '留言', children: order.buyerNote }] : []),
            ]}
          />
          <Descriptions
            size="small"
            bordered
            column={1}
            title="发票"
            items={
              order.invoice
                ? [
                    { key: 'title', label: '抬头', children: `${order.invoice.title}（${order.invoice.categoryName}）` },
                    ...(order.invoice.taxNumber ? [{ key: 'tax', label: '税号', children: <span className="mono">{order.invoice.taxNumber}</span> }] : []),
                    {
                      key: 'status',
                      label: '状态',
                      children:
                        order.invoiceStatus === 'issued' ? (
                          <span>
                            {INVOICE_STATUS.issued}{' '}
                            <a href={`/invoices/${encodeURIComponent(order.orderNo)}`} download>
                              下载发票
                            </a>
                          </span>
                        ) : (
                          INVOICE_STATUS[order.invoiceStatus]
                        ),
                    },
                  ]
                : [{ key: 'none', label: '发票', children: '不开发票' }]
            }
          />
          {(order.cancelReason || order.refundReason) && (
            <Alert type="info" title={order.cancelReason ? `取消原因：${order.cancelReason}` : `退款原因：${order.refundReason}`} />
          )}
          <div>
            <h4 style={{ margin: '0 0 12px' }}>订单记录</h4>
            <Timeline
              items={[...order.events].reverse().map((e, i) => ({
                key: `${e.createdAt}-${i}`,
                children: (
                  <div>
                    <strong>{e.actionLabel}</strong>{' '}
                    <span className="muted">{e.actor === 'buyer' ? '买家' : e.actor === 'seller' ? '卖家' : e.actor === 'operator' ? '平台' : '系统'}</span>
                    {e.note && <div>{e.note}</div>}
                    <div className="muted" style={{ fontSize: 12 }}>
                      {beijingTime(e.createdAt)}
                    </div>
                  </div>
                ),
              }))}
            />
          </div>
        </Flex>
      )}
    </Drawer>
  );
}
