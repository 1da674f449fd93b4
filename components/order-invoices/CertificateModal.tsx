'use client';
import { Modal } from 'antd';
import type { SaleOrder } from '@/lib/api/sales';
import { CasNumber, OrderNumber } from '@/components/layout/IdNumber';

/** certificateModal: each line's certificate of analysis (COA) for its lot, or that the seller gave none. */
export function CertificateModal({ order, onClose }: { order: Pick<SaleOrder, 'orderNo' | 'lines'>; onClose: () => void }) {
  return (
    <Modal
      open
      title={
        <>
          质检报告（COA） · <OrderNumber orderNo={order.orderNo} />
        </>
      }
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="certificate-modal"
    >
      <ul className="goods-cards">
        {order.lines.map((l) => (
          <li key={l.lineNo} className="goods-card" data-testid="certificate-line">
            <div>
              <strong>{l.productNameZh || l.productName}</strong> {l.cas && <CasNumber cas={l.cas} muted />}
            </div>
            <div className="muted">
              {[l.purity, `${l.packSize} ${l.unitCode}`, l.brand].filter(Boolean).join(' · ')} · 批号 {l.lotNumber ?? '—'}
            </div>
            {l.coaUrl ? (
              <a href={l.coaUrl} target="_blank" rel="noopener noreferrer">
                查看 COA{l.lotNumber ? `（批号 ${l.lotNumber}）` : ''}
              </a>
            ) : (
              <span className="muted">卖家未提供</span>
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
