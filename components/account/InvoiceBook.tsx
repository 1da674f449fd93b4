'use client';
import type { ColumnsType } from 'antd/es/table';
import { invoiceRows, type InvoiceInfo } from '@/lib/api/invoices';
import { MAX_INVOICE_INFOS_PER_MEMBER } from '@/lib/shared/invoice-rules';
import { InvoiceForm } from './InvoiceForm';
import { INVOICE_TEXTS } from './InvoiceModal';
import { MemberRowsPage } from './MemberRowsPage';

/** The registration a special VAT invoice carries; for other kinds, the mail address or nothing. */
function InvoiceDetails({ invoice }: { invoice: InvoiceInfo }) {
  if (invoice.bankName || invoice.registeredAddress) {
    return (
      <div className="muted" style={{ fontSize: 13 }}>
        {invoice.bankName && (
          <div>
            {invoice.bankName} <span className="mono">{invoice.bankAccount}</span>
          </div>
        )}
        {invoice.registeredAddress && (
          <div>
            {invoice.registeredAddress} {invoice.registeredPhone}
          </div>
        )}
      </div>
    );
  }
  return invoice.email ? <span className="muted">收票邮箱 {invoice.email}</span> : <span className="muted">—</span>;
}

const COLUMNS: ColumnsType<InvoiceInfo> = [
  { title: '发票类型', key: 'category', width: 150, render: (_, i) => i.category.name },
  { title: '发票抬头', dataIndex: 'title', key: 'title', width: 200 },
  { title: '纳税人识别号', key: 'taxNumber', width: 190, render: (_, i) => (i.taxNumber ? <span className="mono">{i.taxNumber}</span> : '—') },
  { title: '开户行 / 注册信息', key: 'details', render: (_, i) => <InvoiceDetails invoice={i} /> },
];

/** /member/account/invoiceInfo/:page — the member's invoice details (普通发票, 增值税专用发票, 电子普通发票). */
export function InvoiceBook({ page, pageSize }: { page: number; pageSize: number }) {
  return (
    <MemberRowsPage<InvoiceInfo>
      heading="发票信息"
      intro="下单时默认按默认开票信息开票；增值税专用发票须填写完整的税务登记信息。"
      testId="invoice-book"
      rows={invoiceRows}
      basePath="/member/account/invoiceInfo"
      page={page}
      pageSize={pageSize}
      max={MAX_INVOICE_INFOS_PER_MEMBER}
      texts={INVOICE_TEXTS}
      limitNote={`每位会员最多保存 ${MAX_INVOICE_INFOS_PER_MEMBER} 条开票信息，已达上限。请先删除不再使用的，再新增。`}
      columns={COLUMNS}
      renderCard={(i) => (
        <>
          <strong>{i.title}</strong> <span className="muted">{i.category.name}</span>
          {i.taxNumber && <div className="mono">{i.taxNumber}</div>}
          <InvoiceDetails invoice={i} />
        </>
      )}
      renderForm={({ row, onSaved, onCancel }) => <InvoiceForm invoice={row} onSaved={onSaved} onCancel={onCancel} />}
    />
  );
}
