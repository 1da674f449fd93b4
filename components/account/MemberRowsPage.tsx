'use client';
import { Alert, App, Button, Card, Flex, Modal, Skeleton, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { useIsMobile } from '@/components/layout/viewport';
import type { MemberRow, MemberRowsApi } from '@/lib/api/member-rows';
import { EmptyChoices } from './ChoiceList';
import { MemberRowActions, useMemberRowActions } from './member-row-actions';
import type { MemberRowsTexts } from './MemberRowsModal';
import { useModalLayout } from './modal-layout';
import { toastOnNextPage } from '@/components/layout/PageToasts';

export type MemberRowsPageProps<Row extends MemberRow> = {
  /** The page's heading ("收货地址"). */
  heading: string;
  /** One sentence under the heading: what these rows are used for. */
  intro: ReactNode;
  rows: MemberRowsApi<Row>;
  /** `${basePath}/${page}` is every page of the list. */
  basePath: string;
  page: number;
  pageSize: number;
  max: number;
  texts: MemberRowsTexts;
  /** What the limit means when it is reached, and what to do. */
  limitNote: string;
  /** The row's own columns at desktop width; the page adds 默认 and 操作. */
  columns: ColumnsType<Row>;
  /** The row's content on a card at phone width. */
  renderCard: (row: Row) => ReactNode;
  renderForm: (props: { row: Row | undefined; onSaved: (row: Row) => void; onCancel: () => void }) => ReactNode;
  testId: string;
};

/**
 * A member's rows with one default as an account page: a paged table at
 * desktop width, cards on a phone; add and edit in a dialog, delete behind a
 * confirmation, "set default". The choosing modal of the product and order
 * pages (MemberRowsModal) uses the same calls, actions and forms.
 */
export function MemberRowsPage<Row extends MemberRow>(props: MemberRowsPageProps<Row>) {
  const { rows, texts, page, pageSize, max, basePath } = props;
  const { message } = App.useApp();
  const router = useRouter();
  const mobile = useIsMobile();
  const layout = useModalLayout(640);
  const { data, error, isLoading, mutate } = rows.useList(true, { page, pageSize });
  const { deleteRow, setDefault, refresh } = useMemberRowActions(rows, texts.deleted);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);

  const total = data?.total ?? 0;
  const full = total >= max;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));

  // Deleting the only row of the last page, or an old link, leaves a page past the end: show the last one instead.
  useEffect(() => {
    if (data && page > lastPage) router.replace(`${basePath}/${lastPage}`);
  }, [data, page, lastPage, basePath, router]);

  const saved = async (row: Row) => {
    const wasNew = editing === 'new';
    setEditing(null);
    await refresh();
    const done = wasNew ? texts.added : texts.saved;
    // A new or newly default row is listed first: show the page it is on, with the confirmation.
    if ((wasNew || row.isDefault) && page !== 1) {
      toastOnNextPage(done);
      router.push(`${basePath}/1`);
    } else {
      void message.success(done);
    }
  };

  const actions = (row: Row, justify?: 'flex-start') => (
    <MemberRowActions
      row={row}
      justify={justify}
      deleteDefaultNote={texts.deleteDefaultNote}
      onEdit={setEditing}
      onDelete={deleteRow}
      onMakeDefault={setDefault}
    />
  );
  const columns: ColumnsType<Row> = [
    { title: '', key: 'default', width: 64, render: (_, row) => (row.isDefault ? <Tag color="green">默认</Tag> : null) },
    ...props.columns,
    { title: '操作', key: 'actions', width: 200, render: (_, row) => actions(row, 'flex-start') },
  ];
  const empty = <EmptyChoices text={texts.empty} actionText={texts.addButton} onAction={() => setEditing('new')} />;

  let body: ReactNode;
  if (!data && isLoading) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (!data && error) {
    body = (
      <Alert
        type="error"
        showIcon
        title="列表加载失败"
        action={
          <Button size="small" onClick={() => void mutate()}>
            重试
          </Button>
        }
      />
    );
  } else if (total === 0) body = empty;
  else if (mobile) {
    body = (
      <ul className="member-row-cards" aria-label={texts.label}>
        {(data?.list ?? []).map((row) => (
          <li key={row.id} className="member-row-card" data-testid={`row-${row.id}`}>
            {row.isDefault && (
              <Tag color="green" style={{ marginInlineEnd: 6 }}>
                默认
              </Tag>
            )}
            {props.renderCard(row)}
            {actions(row)}
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        pagination={false}
        scroll={{ x: 880 }}
        onRow={(row) => ({ 'data-testid': `row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
      />
    );
  }

  return (
    <Card
      title={props.heading}
      data-testid={props.testId}
      extra={
        <Button type="primary" disabled={full || !data} onClick={() => setEditing('new')}>
          {texts.addButton}
        </Button>
      }
    >
      <p className="muted" style={{ marginTop: 0 }}>
        {props.intro} {data && texts.count(total, max)}
      </p>
      {full && <Alert type="info" showIcon title={props.limitNote} style={{ marginBottom: 12 }} data-testid="limit-note" />}
      {body}
      <ResultsPagination page={page} pageSize={pageSize} total={total} unit="条" onPage={(p) => router.push(`${basePath}/${p}`)} />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? texts.title.add : texts.title.edit}
        onCancel={() => setEditing(null)}
        footer={null}
        destroyOnHidden
        {...layout}
      >
        {editing && (
          <Flex vertical key={editing === 'new' ? 'new' : editing.id}>
            {props.renderForm({ row: editing === 'new' ? undefined : editing, onSaved: saved, onCancel: () => setEditing(null) })}
          </Flex>
        )}
      </Modal>
    </Card>
  );
}
