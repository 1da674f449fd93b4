'use client';
import { Alert, Descriptions, Drawer, Flex, Skeleton, Space, Timeline } from 'antd';
import { useIsMobile } from '@/components/layout/viewport';
import { beijingTime } from '@/components/money/MoneyText';
import { OrderStatusTag } from '@/components/sales/OrderBits';
import { contractPath, contractPdfPath, useOrderDetail, type OrderDetail } from '@/lib/api/orders';
import { formatYuan } from '@/lib/shared/format';
import { ReorderButton } from './ReorderButton';
import { OrderLines } from './OrderLines';
import { OrderNumber } from '@/components/layout/IdNumber';
import { OrderRefunds } from '@/components/refunds/OrderRefunds';
import { OrderRatingSection } from '@/components/ratings/OrderRating';

const INVOICE_STATUS = { none: '未申请', requested: '已申请，待卖家开具', issued: '已开具' } as const;
const ACTOR = { buyer: '买家', seller: '卖家', operator: '平台', system: '系统', approver: '买方审批人' } as const;

/** 查看合同 (HTML) and its PDF: plain links, the browser sends the session cookie (the file calls accept it). */
export function ContractLinks({ orderNo }: { orderNo: string }) {
  return (
    <Space size={12} wrap>
      <a href={contractPath(orderNo)} target="_blank" rel="noopener noreferrer">
        查看合同
      </a>
      <a href={contractPdfPath(orderNo)} download data-testid="contract-pdf">
        下载合同 PDF
      </a>
    </Space>
  );
}

function Parties({ order }: { order: OrderDetail }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={[
        { key: 'status', label: '状态', children: <OrderStatusTag order={order} /> },
        { key: 'created', label: '下单时间', children: beijingTime(order.createdAt) },
        // The seller's list dates an order by its submission (when it reached them): both times, named, when they differ.
        ...(order.submittedAt && beijingTime(order.submittedAt) !== beijingTime(order.createdAt)
          ? [{ key: 'submitted', label: '提交时间', children: beijingTime(order.submittedAt) }]
          : []),
        { key: 'buyer', label: '买家', children: order.buyer.name },
        { key: 'seller', label: '卖家', children: order.seller.name },
        ...(order.inquiryNo ? [{ key: 'inquiry', label: '询价单', children: order.inquiryNo }] : []),
        { key: 'contract', label: '合同', children: <ContractLinks orderNo={order.orderNo} /> },
      ]}
    />
  );
}

/** An amount never breaks across lines ("¥132. / 78" in a squeezed column); a note beside it may. */
function Amount({ cents, minus = false }: { cents: number; minus?: boolean }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{`${minus ? '−' : ''}${formatYuan(cents)}`}</span>;
}

function Totals({ order }: { order: OrderDetail }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2 }}
      styles={{ label: { whiteSpace: 'nowrap' } }}
      items={[
        {
          key: 'goods',
          label: '货款',
          // A negotiated total shows what the list price would have been.
          children:
            order.goodsCents !== order.listGoodsCents ? (
              <>
                <Amount cents={order.goodsCents} />
                （标价 <Amount cents={order.listGoodsCents} />）
              </>
            ) : (
              <Amount cents={order.goodsCents} />
            ),
        },
        {
          key: 'shipping',
          label: '运费',
          children: (
            <>
              <Amount cents={order.shippingCents} />
              {order.shippingNote && `（${order.shippingNote}）`}
            </>
          ),
        },
        {
          key: 'discount',
          label: '优惠',
          children: (
            <>
              <Amount cents={order.discountCents} minus />
              {order.voucher && `（${order.voucher.title}）`}
            </>
          ),
        },
        {
          key: 'payable',
          label: '应付',
          children: (
            <strong style={{ color: '#cf1322' }}>
              <Amount cents={order.payableCents} />
            </strong>
          ),
        },
        { key: 'paid', label: '已付', children: <Amount cents={order.paidCents} /> },
        { key: 'due', label: '待付', children: <Amount cents={order.dueCents} /> },
        ...(order.commissionCents !== null && order.sellerNetCents !== null
          ? [
              { key: 'commission', label: '平台佣金', children: <Amount cents={order.commissionCents} /> },
              {
                key: 'net',
                label: '卖家实得',
                children: (
                  <strong>
                    <Amount cents={order.sellerNetCents} />
                  </strong>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

/** "先票后款，发货后 30 天内付款；应付日 2026-05-01，欠款 ¥100.00（已逾期）". */
export function termsText(terms: NonNullable<OrderDetail['terms']>): string {
  const due = terms.dueOn ? `；应付日 ${terms.dueOn}` : '；应付日自发货之日起算';
  const owed = terms.owedCents > 0 ? `，欠款 ${formatYuan(terms.owedCents)}${terms.overdue ? '（已逾期）' : ''}` : terms.dueOn ? '，已付清' : '';
  return `${terms.sentence}${due}${owed}`;
}

function Delivery({ order }: { order: OrderDetail }) {
  const { delivery, shipment } = order;
  return (
    <div data-testid="delivery">
      <Descriptions
        size="small"
        bordered
        column={1}
        title="收货与配送"
        items={[
          { key: 'to', label: '收货人', children: `${delivery.receiver} ${delivery.phone}` },
          { key: 'address', label: '地址', children: `${delivery.areaLabel} ${delivery.detail}${delivery.postcode ? ` (${delivery.postcode})` : ''}` },
          { key: 'express', label: '配送方式', children: order.expressCompany?.name ?? '—' },
          {
            key: 'shipment',
            label: '发货',
            children: shipment ? (
              <>
                {shipment.expressCompanyName} <span className="mono">{shipment.trackingNo}</span>（{beijingTime(shipment.dispatchedAt)}）
              </>
            ) : (
              '未发货'
            ),
          },
          ...(order.autoReceiveAt ? [{ key: 'auto', label: '自动收货', children: `${beijingTime(order.autoReceiveAt)} 前未确认收货将自动确认` }] : []),
          ...(order.organisation ? [{ key: 'organisation', label: '采购单位', children: order.organisation.name }] : []),
          ...(order.fund ? [{ key: 'fund', label: '经费卡', children: `${order.fund.code} ${order.fund.name}` }] : []),
          ...(order.terms ? [{ key: 'terms', label: '账期', children: termsText(order.terms) }] : []),
          ...(order.purchaseOrderNo ? [{ key: 'po', label: '采购单号', children: order.purchaseOrderNo }] : []),
          ...(order.projectNo ? [{ key: 'project', label: '项目编号', children: order.projectNo }] : []),
          ...(order.buyerNote ? [{ key: 'note', label: '买家留言', children: order.buyerNote }] : []),
        ]}
      />
    </div>
  );
}

function Invoice({ order }: { order: OrderDetail }) {
  const { invoice } = order;
  const optional = (key: string, label: string, value: string | null, extra?: string | null) =>
    value ? [{ key, label, children: extra ? `${value} ${extra}` : value }] : [];
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      title="发票"
      items={
        invoice
          ? [
              { key: 'category', label: '类型', children: invoice.categoryName },
              { key: 'title', label: '抬头', children: invoice.title },
              ...(invoice.taxNumber ? [{ key: 'tax', label: '税号', children: <span className="mono">{invoice.taxNumber}</span> }] : []),
              ...optional('bank', '开户行', invoice.bankName, invoice.bankAccount),
              ...optional('registered', '注册地址', invoice.registeredAddress, invoice.registeredPhone),
              ...optional('email', '收票邮箱', invoice.email),
              {
                key: 'status',
                label: '状态',
                children:
                  order.invoiceStatus === 'issued' ? (
                    <span>
                      {INVOICE_STATUS.issued} {/* /invoices/<order> serves the PDF to the order's buyer and seller only (404 when there is none). */}
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
  );
}

function Events({ order }: { order: OrderDetail }) {
  return (
    <div>
      <h4 style={{ margin: '0 0 12px' }}>订单记录</h4>
      <Timeline
        items={[...order.events].reverse().map((e, i) => ({
          key: `${e.createdAt}-${i}`,
          content: (
            <div>
              <strong>{e.actionLabel}</strong> <span className="muted">{ACTOR[e.actor]}</span>
              {e.note && <div>{e.note}</div>}
              <div className="muted" style={{ fontSize: 12 }}>
                {beijingTime(e.createdAt)}
              </div>
            </div>
          ),
        }))}
      />
    </div>
  );
}

/**
 * One order in full, for its buyer or its seller: parties and contract, lines with their COA, amounts,
 * delivery and shipment, invoice details (with the PDF once issued), and what happened to it, newest first.
 * `orderNo` null keeps it closed.
 */
export function OrderDetailDrawer({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) {
  const mobile = useIsMobile();
  const { data, error, isLoading } = useOrderDetail(orderNo);
  // SWR keeps the last order while the next one loads: never show it under another order's number.
  const order = data && data.orderNo === orderNo ? data : null;
  return (
    <Drawer
      open={orderNo !== null}
      onClose={onClose}
      title={
        orderNo ? (
          <>
            订单 <OrderNumber orderNo={orderNo} />
          </>
        ) : (
          '订单'
        )
      }
      width={mobile ? '100%' : 760}
      destroyOnHidden
    >
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : !order && isLoading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : !order ? null : (
        <Flex vertical gap={16} data-testid="order-detail">
          <Parties order={order} />
          {order.regulated.some((r) => !r.met) && (
            <Alert
              type="warning"
              showIcon
              title="含管制品，付款前须上传并通过相应资质"
              description={order.regulated
                .filter((r) => !r.met)
                .map((r) => (
                  <div key={r.cas + r.reason}>{r.message}</div>
                ))}
            />
          )}
          <OrderLines
            lines={order.lines}
            action={order.role === 'buyer' ? (l) => <ReorderButton orderNo={order.orderNo} lineNos={[l.lineNo]} label="加入购物车" size="small" /> : undefined}
          />
          {order.role === 'buyer' && (
            <Flex justify="flex-end">
              <ReorderButton orderNo={order.orderNo} label="整单再次购买" />
            </Flex>
          )}
          <Totals order={order} />
          <OrderRefunds orderNo={order.orderNo} />
          <Delivery order={order} />
          <Invoice order={order} />
          <OrderRatingSection order={order} />
          {order.cancelReason && <Alert type="info" title={`取消原因：${order.cancelReason}`} />}
          {order.refundReason && <Alert type="info" title={`退款原因：${order.refundReason}`} />}
          <Events order={order} />
        </Flex>
      )}
    </Drawer>
  );
}
