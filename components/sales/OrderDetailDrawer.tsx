'use client';
import { Alert, Descriptions, Drawer, Skeleton, Space, Table, Timeline, Typography } from 'antd';
import { useIsMobile } from '@/components/layout/viewport';
import { beijingTime } from '@/components/money/MoneyText';
import { contractPdfUrl, contractUrl, useOrderDetail, type SaleOrder, type SaleOrderDetail } from '@/lib/api/sales';
import { formatYuan } from '@/lib/shared/format';
import { OrderStatusTag } from './OrderBits';

type Line = SaleOrder['lines'][number];

const lineName = (l: Line) => `${l.productNameZh || l.productName}${l.cas ? ` (${l.cas})` : ''}`;
const lineSpec = (l: Line) => [l.purity, `${l.packSize} ${l.unitCode}`, l.brand].filter(Boolean).join(' · ');

/** 查看合同 (HTML) and 合同 PDF: plain links, the browser sends the session cookie (the file calls accept it). */
export function ContractLinks({ orderNo }: { orderNo: string }) {
  return (
    <Space size={12} wrap>
      <a href={contractUrl(orderNo)} target="_blank" rel="noopener noreferrer">
        查看合同
      </a>
      <a href={contractPdfUrl(orderNo)} target="_blank" rel="noopener noreferrer" data-testid="contract-pdf">
        合同 PDF
      </a>
    </Space>
  );
}

function Totals({ order }: { order: SaleOrder }) {
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
      <Descriptions.Item label="货款">
        {formatYuan(order.goodsCents)}
        {order.goodsCents !== order.listGoodsCents && <span className="muted">（原价 {formatYuan(order.listGoodsCents)}）</span>}
      </Descriptions.Item>
      <Descriptions.Item label="运费">{formatYuan(order.shippingCents)}</Descriptions.Item>
      <Descriptions.Item label="优惠">{order.discountCents ? `-${formatYuan(order.discountCents)}` : '—'}</Descriptions.Item>
      <Descriptions.Item label="应付">
        <strong>{formatYuan(order.payableCents)}</strong>
      </Descriptions.Item>
      <Descriptions.Item label="已付">{formatYuan(order.paidCents)}</Descriptions.Item>
      <Descriptions.Item label="待付">{formatYuan(order.dueCents)}</Descriptions.Item>
    </Descriptions>
  );
}

function Body({ order }: { order: SaleOrderDetail }) {
  const mobile = useIsMobile();
  const lineColumns = [
    { title: '品名', key: 'name', render: (_: unknown, l: Line) => lineName(l) },
    { title: '规格', key: 'pack', render: (_: unknown, l: Line) => lineSpec(l) },
    { title: '单价', key: 'price', render: (_: unknown, l: Line) => formatYuan(l.unitPriceCents) },
    { title: '数量', dataIndex: 'quantity', key: 'quantity' },
    { title: '金额', key: 'amount', render: (_: unknown, l: Line) => formatYuan(l.amountCents) },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="状态">
          <OrderStatusTag order={order} />
        </Descriptions.Item>
        <Descriptions.Item label="买家">{order.buyer.name}</Descriptions.Item>
        <Descriptions.Item label="卖家">{order.seller.name}</Descriptions.Item>
        <Descriptions.Item label="下单时间">{beijingTime(order.createdAt)}</Descriptions.Item>
        {order.inquiryNo && <Descriptions.Item label="询价单">{order.inquiryNo}</Descriptions.Item>}
        {order.buyerNote && <Descriptions.Item label="买家备注">{order.buyerNote}</Descriptions.Item>}
        {order.cancelReason && <Descriptions.Item label="取消原因">{order.cancelReason}</Descriptions.Item>}
        {order.refundReason && <Descriptions.Item label="退款原因">{order.refundReason}</Descriptions.Item>}
        <Descriptions.Item label="合同">
          <ContractLinks orderNo={order.orderNo} />
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>商品</Typography.Title>
      {mobile ? (
        <ul className="goods-cards">
          {order.lines.map((l) => (
            <li key={l.lineNo} className="goods-card">
              <div>{lineName(l)}</div>
              <div className="muted">
                {lineSpec(l)} · {formatYuan(l.unitPriceCents)} × {l.quantity} = <strong>{formatYuan(l.amountCents)}</strong>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Table<Line> rowKey="lineNo" size="small" pagination={false} columns={lineColumns} dataSource={order.lines} />
      )}
      <Totals order={order} />
      <Typography.Title level={5}>收货信息</Typography.Title>
      <div data-testid="delivery">
        {order.delivery.receiver} {order.delivery.phone}
        <br />
        {order.delivery.areaLabel} {order.delivery.detail}
        {order.delivery.postcode ? ` (${order.delivery.postcode})` : ''}
      </div>
      {order.expressCompany && <div className="muted">买家选择的配送方式：{order.expressCompany.name}</div>}
      {order.shipment && (
        <div>
          已发货：{order.shipment.expressCompanyName} <span className="mono">{order.shipment.trackingNo}</span>（{beijingTime(order.shipment.dispatchedAt)}）
        </div>
      )}
      <Typography.Title level={5}>发票信息</Typography.Title>
      {order.invoice ? (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label="类型">{order.invoice.categoryName}</Descriptions.Item>
          <Descriptions.Item label="抬头">{order.invoice.title}</Descriptions.Item>
          {order.invoice.taxNumber && <Descriptions.Item label="税号">{order.invoice.taxNumber}</Descriptions.Item>}
          {order.invoice.bankName && (
            <Descriptions.Item label="开户行">
              {order.invoice.bankName} {order.invoice.bankAccount}
            </Descriptions.Item>
          )}
          {order.invoice.registeredAddress && (
            <Descriptions.Item label="注册地址">
              {order.invoice.registeredAddress} {order.invoice.registeredPhone}
            </Descriptions.Item>
          )}
          {order.invoice.email && <Descriptions.Item label="收票邮箱">{order.invoice.email}</Descriptions.Item>}
        </Descriptions>
      ) : (
        <div className="muted">买家不需要发票</div>
      )}
      <Typography.Title level={5}>订单记录</Typography.Title>
      <Timeline
        items={order.events.map((e) => ({
          content: (
            <>
              {e.actionLabel}
              {e.note ? `：${e.note}` : ''}
              <div className="muted" style={{ fontSize: 12 }}>
                {beijingTime(e.createdAt)}
              </div>
            </>
          ),
        }))}
      />
    </Space>
  );
}

/** One order in full: lines, totals, delivery, invoice details, history and the contract. */
export function OrderDetailDrawer({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const mobile = useIsMobile();
  const { data, error, isLoading } = useOrderDetail(orderNo);
  return (
    <Drawer open title={`订单 ${orderNo}`} onClose={onClose} width={mobile ? '100%' : 720} destroyOnHidden data-testid="order-detail">
      {isLoading && !data && <Skeleton active />}
      {error && <Alert type="error" showIcon title={error.message} />}
      {data && <Body order={data} />}
    </Drawer>
  );
}
