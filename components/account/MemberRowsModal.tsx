'use client';
import { App, Button, Flex, Modal } from 'antd';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import type { MemberRow, MemberRowsApi } from '@/lib/api/member-rows';
import { ChoiceList, EmptyChoices, NONE } from './ChoiceList';
import { useMemberRowActions } from './member-row-actions';
import { useModalLayout } from './modal-layout';

/** Everything a person reads in one kind of list: titles, counts, notices. */
export type MemberRowsTexts = {
  /** Name of the list for screen readers, e.g. "收货地址". */
  label: string;
  title: { choose: string; add: string; edit: string };
  addButton: string;
  empty: string;
  added: string;
  saved: string;
  deleted: string;
  /** Under the list: the limit when reached, else how many are saved. */
  count: (total: number, max: number) => string;
  deleteDefaultNote: string;
};

export type MemberRowsModalProps<Row extends MemberRow> = {
  open: boolean;
  /** The row currently chosen (highlighted); null for none. */
  selectedId: number | null;
  /** Called with the chosen row, or null for the "none" option. */
  onSelect: (row: Row | null) => void;
  onClose: () => void;
  rows: MemberRowsApi<Row>;
  max: number;
  texts: MemberRowsTexts;
  /** A first option meaning "none of these" (不开发票); omitted when there is none. */
  noneLabel?: string;
  renderItem: (row: Row) => ReactNode;
  /** The add or edit form (row undefined: a new one). */
  renderForm: (props: { row: Row | undefined; onSaved: (row: Row) => void; onCancel: () => void }) => ReactNode;
};

/**
 * A member's list of rows with one default, in a modal: choose one, add,
 * edit, delete (confirmed) or make one the default. Choosing closes the
 * modal; a newly added row is chosen at once. Addresses and invoice details
 * are this modal with their own texts and form.
 */
export function MemberRowsModal<Row extends MemberRow>({
  open,
  selectedId,
  onSelect,
  onClose,
  rows,
  max,
  texts,
  noneLabel,
  renderItem,
  renderForm,
}: MemberRowsModalProps<Row>) {
  const { message } = App.useApp();
  const { data, error, isLoading, mutate } = rows.useList(open);
  const { deleteRow, setDefault, refresh } = useMemberRowActions(rows, texts.deleted);
  const layout = useModalLayout(640);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);

  // Opening again starts from the list, not from a form left half-done.
  useEffect(() => {
    if (!open) setEditing(null);
  }, [open]);

  const total = data?.total ?? 0;
  const full = total >= max;

  const saved = async (row: Row) => {
    const wasNew = editing === 'new';
    setEditing(null);
    await refresh();
    if (wasNew || row.id === selectedId) onSelect(row);
    void message.success(wasNew ? texts.added : texts.saved);
  };

  const title = editing === 'new' ? texts.title.add : editing ? texts.title.edit : texts.title.choose;
  const footer = editing ? null : (
    <Flex justify="space-between" align="center" gap={8} wrap>
      <span className="muted" style={{ fontSize: 13 }}>
        {texts.count(total, max)}
      </span>
      <Button type="primary" disabled={full} onClick={() => setEditing('new')}>
        {texts.addButton}
      </Button>
    </Flex>
  );

  return (
    <Modal open={open} title={title} onCancel={onClose} footer={footer} destroyOnHidden {...layout}>
      {editing ? (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {renderForm({ row: editing === 'new' ? undefined : editing, onSaved: saved, onCancel: () => setEditing(null) })}
        </Fragment>
      ) : (
        <ChoiceList<Row>
          label={texts.label}
          items={data?.list}
          loading={isLoading}
          failed={Boolean(error)}
          onRetry={() => void mutate()}
          empty={<EmptyChoices text={texts.empty} actionText={texts.addButton} onAction={() => setEditing('new')} />}
          selectedId={selectedId ?? (noneLabel ? NONE : null)}
          noneLabel={noneLabel}
          onChoose={(row) => {
            if (!row && !noneLabel) return;
            onSelect(row);
            onClose();
          }}
          renderItem={renderItem}
          onEdit={setEditing}
          onDelete={deleteRow}
          onMakeDefault={setDefault}
          deleteDefaultNote={texts.deleteDefaultNote}
        />
      )}
    </Modal>
  );
}
