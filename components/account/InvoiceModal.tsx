'use client';
import { App, Button, Flex, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useDeleteInvoiceInfo, useInvoiceInfos, useRefreshInvoiceInfos, useSetDefaultInvoiceInfo, type InvoiceInfo } from '@/lib/api/invoices';
import { MAX_INVOICE_INFOS_PER_MEMBER } from '@/lib/shared/invoice-rules';
import { ChoiceList, EmptyChoices, NONE } from './ChoiceList';
import { InvoiceForm } from './InvoiceForm';
import { useModalLayout } from './modal-layout';

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

/**
 * The buyer's invoice details (spec: InvoiceModal): choose one (or none),
 * add, edit, delete (confirmed) or make one the default. Choosing closes the
 * modal; newly added details are chosen at once.
 */
export function InvoiceModal({ open, selectedId, onSelect, onClose, allowNone = true }: InvoiceModalProps) {
  const { message } = App.useApp();
  const { data, error, isLoading, mutate } = useInvoiceInfos(open);
  const refresh = useRefreshInvoiceInfos();
  const remove = useDeleteInvoiceInfo();
  const makeDefault = useSetDefaultInvoiceInfo();
  const layout = useModalLayout(640);
  const [editing, setEditing] = useState<InvoiceInfo | 'new' | null>(null);

  useEffect(() => {
    if (!open) setEditing(null);
  }, [open]);

  const total = data?.total ?? 0;
  const full = total >= MAX_INVOICE_INFOS_PER_MEMBER;

  const saved = async (invoice: InvoiceInfo) => {
    const wasNew = editing === 'new';
    setEditing(null);
    await refresh();
    if (wasNew || invoice.id === selectedId) onSelect(invoice);
    void message.success(wasNew ? '开票信息已添加' : '开票信息已保存');
  };

  const deleteInvoice = async (invoice: InvoiceInfo) => {
    try {
      await remove.execute({ id: invoice.id });
      await refresh();
      void message.success('开票信息已删除');
    } catch {
      // Toasted by the client; the list stays as it was.
    }
  };
  const setDefault = async (invoice: InvoiceInfo) => {
    try {
      await makeDefault.execute({ id: invoice.id });
      await refresh();
    } catch {
      // Toasted by the client; the list stays as it was.
    }
  };

  const title = editing === 'new' ? '新增开票信息' : editing ? '编辑开票信息' : '选择发票';
  const footer = editing ? null : (
    <Flex justify="space-between" align="center" gap={8} wrap>
      <span className="muted" style={{ fontSize: 13 }}>
        {full ? `最多保存 ${MAX_INVOICE_INFOS_PER_MEMBER} 条开票信息` : `已保存 ${total} / ${MAX_INVOICE_INFOS_PER_MEMBER} 条`}
      </span>
      <Button type="primary" disabled={full} onClick={() => setEditing('new')}>
        新增开票信息
      </Button>
    </Flex>
  );

  return (
    <Modal open={open} title={title} onCancel={onClose} footer={footer} destroyOnHidden {...layout}>
      {editing ? (
        <InvoiceForm key={editing === 'new' ? 'new' : editing.id} invoice={editing === 'new' ? undefined : editing} onSaved={saved} onCancel={() => setEditing(null)} />
      ) : (
        <ChoiceList<InvoiceInfo>
          label="开票信息"
          items={data?.list}
          loading={isLoading}
          failed={Boolean(error)}
          onRetry={() => void mutate()}
          empty={<EmptyChoices text="还没有开票信息" actionText="新增开票信息" onAction={() => setEditing('new')} />}
          selectedId={selectedId ?? (allowNone ? NONE : null)}
          noneLabel={allowNone ? '不开发票' : undefined}
          onChoose={(invoice) => {
            onSelect(invoice);
            onClose();
          }}
          renderItem={(i) => (
            <>
              <strong>{i.title}</strong> <span className="muted">{i.category.name}</span>
              {(i.taxNumber || i.email) && <div className="muted mono" style={{ fontSize: 12 }}>{i.taxNumber ?? i.email}</div>}
            </>
          )}
          onEdit={setEditing}
          onDelete={deleteInvoice}
          onMakeDefault={setDefault}
          deleteDefaultNote="这是默认开票信息，删除后最近修改的另一条将成为默认"
        />
      )}
    </Modal>
  );
}
