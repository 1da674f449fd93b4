'use client';
import { Alert, Button, Descriptions, Modal } from 'antd';
import { beijingTime } from '@/components/money/MoneyText';
import type { InvoiceOrder } from '@/lib/api/sales';
import { formatYuan } from '@/lib/shared/format';
import { OrderNumber } from '@/components/layout/IdNumber';

/** ViewInvoice: the issued invoice's number and date, and its PDF (a plain link: the file call takes the session cookie). */
export function ViewInvoice({ row, onClose }: { row: InvoiceOrder; onClose: () => void }) {
  const { order } = row;
  return (
    <Modal
      open
      title={
        <>
          查看发票 · <OrderNumber orderNo={order.orderNo} />
        </>
      }
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="view-invoice"
    >
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="发票号码">
          <span className="mono" data-testid="invoice-number">
            {row.invoiceNumber ?? '—'}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="开票日期">{row.issuedAt ? beijingTime(row.issuedAt) : '—'}</Descriptions.Item>
        <Descriptions.Item label="申请日期">{row.requestedAt ? beijingTime(row.requestedAt) : '—'}</Descriptions.Item>
        <Descriptions.Item label="抬头">{order.invoice?.title ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="金额">{formatYuan(order.payableCents)}</Descriptions.Item>
        <Descriptions.Item label="开票方">{order.seller.name}</Descriptions.Item>
      </Descriptions>
      {row.hasFile && row.fileUrl ? (
        <Button type="primary" href={row.fileUrl} download data-testid="download-invoice">
          下载发票 PDF
        </Button>
      ) : (
        <Alert type="info" showIcon title="卖家只登记了发票号码（纸质发票随货寄出或另行邮寄），没有上传 PDF" />
      )}
    </Modal>
  );
}
