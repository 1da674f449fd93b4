'use client';
import { Alert, App, Button, Descriptions, Modal } from 'antd';
import { useState } from 'react';
import { beijingTime } from '@/components/money/MoneyText';
import type { ApiError } from '@/lib/api/client';
import { downloadInvoiceFile, type InvoiceOrder } from '@/lib/api/sales';
import { formatYuan } from '@/lib/shared/format';

/** ViewInvoice: the issued invoice's number and date, and its PDF when the seller uploaded one. */
export function ViewInvoice({ order, onClose }: { order: InvoiceOrder; onClose: () => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoiceFile(order.orderNo);
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  const hasFile = order.invoiceFile !== false;
  return (
    <Modal open title={`查看发票 · ${order.orderNo}`} footer={null} onCancel={onClose} destroyOnHidden data-testid="view-invoice">
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="发票号码">
          <span className="mono" data-testid="invoice-number">
            {order.invoiceNumber ?? '—'}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="开票日期">{order.invoiceIssuedAt ? beijingTime(order.invoiceIssuedAt) : '—'}</Descriptions.Item>
        <Descriptions.Item label="抬头">{order.invoice?.title ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="金额">{formatYuan(order.payableCents)}</Descriptions.Item>
        <Descriptions.Item label="开票方">{order.seller.name}</Descriptions.Item>
      </Descriptions>
      {hasFile ? (
        <Button type="primary" onClick={download} loading={busy} data-testid="download-invoice">
          下载发票 PDF
        </Button>
      ) : (
        <Alert type="info" showIcon title="卖家只登记了发票号码（纸质发票随货寄出或另行邮寄），没有上传 PDF" />
      )}
    </Modal>
  );
}
