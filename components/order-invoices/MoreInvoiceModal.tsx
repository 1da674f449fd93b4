'use client';
import { Descriptions, Empty, Modal } from 'antd';
import type { SaleOrder } from '@/lib/api/sales';
import { OrderNumber } from '@/components/layout/IdNumber';

type InvoiceDetails = NonNullable<SaleOrder['invoice']>;

const FIELDS: { key: keyof InvoiceDetails; label: string }[] = [
  { key: 'categoryName', label: '发票类型' },
  { key: 'title', label: '发票抬头' },
  { key: 'taxNumber', label: '纳税人识别号' },
  { key: 'bankName', label: '开户银行' },
  { key: 'bankAccount', label: '银行账号' },
  { key: 'registeredAddress', label: '注册地址' },
  { key: 'registeredPhone', label: '注册电话' },
  { key: 'email', label: '收票邮箱' },
];

/** moreInvoiceModal: every field of the invoice details the order carries (the snapshot taken when ordering). */
export function MoreInvoiceModal({ order, onClose }: { order: Pick<SaleOrder, 'orderNo' | 'invoice'>; onClose: () => void }) {
  return (
    <Modal
      open
      title={
        <>
          开票信息 · <OrderNumber orderNo={order.orderNo} />
        </>
      }
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="more-invoice"
    >
      {order.invoice ? (
        <Descriptions size="small" column={1} bordered>
          {FIELDS.map((f) => (
            <Descriptions.Item key={f.key} label={f.label}>
              {order.invoice![f.key] || <span className="muted">未填写</span>}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : (
        <Empty description="这张订单没有开票信息" />
      )}
    </Modal>
  );
}
