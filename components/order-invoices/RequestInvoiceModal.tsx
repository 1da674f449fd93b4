'use client';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { useState } from 'react';
import { InvoiceModal } from '@/components/account/InvoiceModal';
import type { ApiError } from '@/lib/api/client';
import type { InvoiceInfo } from '@/lib/api/invoices';
import { requestInvoice } from '@/lib/api/orders';
import type { SaleOrder } from '@/lib/api/sales';
import { formatYuan } from '@/lib/shared/format';
import { OrderNumber } from '@/components/layout/IdNumber';

/**
 * 申请开票 for a received order: the invoice details the order was placed with, or other saved details
 * chosen from the invoice book (InvoiceModal); the seller then issues it.
 */
export function RequestInvoiceModal({ order, onClose, onDone }: { order: SaleOrder; onClose: () => void; onDone: (order: SaleOrder) => void }) {
  const [chosen, setChosen] = useState<InvoiceInfo | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = chosen
    ? { categoryName: chosen.category.name, title: chosen.title, taxNumber: chosen.taxNumber, email: chosen.email }
    : order.invoice && { categoryName: order.invoice.categoryName, title: order.invoice.title, taxNumber: order.invoice.taxNumber, email: order.invoice.email };

  const submit = async () => {
    setFailure(null);
    setBusy(true);
    try {
      onDone(await requestInvoice(order.orderNo, chosen?.id));
    } catch (e) {
      setFailure((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Modal
        open={!choosing}
        title={
          <>
            申请开票 · <OrderNumber orderNo={order.orderNo} />
          </>
        }
        okText="提交申请"
        cancelText="取消"
        okButtonProps={{ disabled: !shown }}
        confirmLoading={busy}
        onOk={submit}
        onCancel={onClose}
        destroyOnHidden
        data-testid="request-invoice"
      >
        <Typography.Paragraph>
          向 {order.seller.name} 申请开具 {formatYuan(order.payableCents)} 的发票{chosen ? '（使用新选的开票信息）' : '（下单时的开票信息）'}：
        </Typography.Paragraph>
        {shown ? (
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
            <Descriptions.Item label="发票类型">{shown.categoryName}</Descriptions.Item>
            <Descriptions.Item label="抬头">{shown.title}</Descriptions.Item>
            {shown.taxNumber && <Descriptions.Item label="税号">{shown.taxNumber}</Descriptions.Item>}
            {shown.email && <Descriptions.Item label="收票邮箱">{shown.email}</Descriptions.Item>}
          </Descriptions>
        ) : (
          <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="请先选择开票信息" />
        )}
        <Button onClick={() => setChoosing(true)}>改用其他开票信息</Button>
        {failure && <Alert type="error" showIcon style={{ marginTop: 12 }} title={failure} data-testid="request-invoice-error" />}
      </Modal>
      <InvoiceModal
        open={choosing}
        allowNone={false}
        selectedId={chosen?.id ?? null}
        onSelect={(invoice) => {
          setChosen(invoice);
          setChoosing(false);
        }}
        onClose={() => setChoosing(false)}
      />
    </>
  );
}
