'use client';
import { invoiceRows, type InvoiceInfo } from '@/lib/api/invoices';
import { MAX_INVOICE_INFOS_PER_MEMBER } from '@/lib/shared/invoice-rules';
import { InvoiceForm } from './InvoiceForm';
import { MemberRowsModal, type MemberRowsTexts } from './MemberRowsModal';

export type InvoiceModalProps = {
  open: boolean;
  /** The invoice details currently chosen; null when the buyer wants no invoice. */
  selectedId: number | null;
  /** Called with the chosen details, or null for "不开发票". */
  onSelect: (invoice: InvoiceInfo | null) => void;
  onClose: () => void;
  /** Offer "不开发票" as the first choice (default true). */
  allowNone?: boolean;
};

/** One line a person recognises their invoice details by. */
export function invoiceLine(invoice: InvoiceInfo): string {
  return `${invoice.category.name} · ${invoice.title}`;
}

export const INVOICE_TEXTS: MemberRowsTexts = {
  label: '开票信息',
  title: { choose: '选择发票', add: '新增开票信息', edit: '编辑开票信息' },
  addButton: '新增开票信息',
  empty: '还没有开票信息',
  added: '开票信息已添加',
  saved: '开票信息已保存',
  deleted: '开票信息已删除',
  count: (total, max) => (total >= max ? `最多保存 ${max} 条开票信息` : `已保存 ${total} / ${max} 条`),
  deleteDefaultNote: '这是默认开票信息，删除后最近修改的另一条将成为默认',
};

/**
 * The buyer's invoice details (spec: InvoiceModal): choose one (or none),
 * add, edit, delete (confirmed) or make one the default. Choosing closes the
 * modal; newly added details are chosen at once.
 */
export function InvoiceModal({ allowNone = true, ...props }: InvoiceModalProps) {
  return (
    <MemberRowsModal<InvoiceInfo>
      {...props}
      rows={invoiceRows}
      max={MAX_INVOICE_INFOS_PER_MEMBER}
      texts={INVOICE_TEXTS}
      noneLabel={allowNone ? '不开发票' : undefined}
      renderItem={(i) => (
        <>
          <strong>{i.title}</strong> <span className="muted">{i.category.name}</span>
          {(i.taxNumber || i.email) && (
            <div className="muted mono" style={{ fontSize: 12 }}>
              {i.taxNumber ?? i.email}
            </div>
          )}
        </>
      )}
      renderForm={({ row, onSaved, onCancel }) => <InvoiceForm invoice={row} onSaved={onSaved} onCancel={onCancel} />}
    />
  );
}
