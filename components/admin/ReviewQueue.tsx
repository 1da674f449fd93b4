'use client';
import { Empty, Input, Modal, Segmented, Skeleton, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { beijingTime } from '@/components/money/MoneyText';

/* The pieces the console's money reviews share (recharges, order transfers): the queue by state, the proof link, the reject dialog. */

type Page<T> = { list: T[]; total: number; page: number; pageSize: number };

/** A review queue: a state filter above one page of rows. */
export function ReviewQueue<T extends { id: number }>(props: {
  filters: { value: string; label: string }[];
  status: string;
  onStatus: (status: string) => void;
  onPage: (page: number) => void;
  data: Page<T> | undefined;
  isLoading: boolean;
  columns: ColumnsType<T>;
  emptyText: string;
  scrollX: number;
}) {
  const { data } = props;
  return (
    <>
      <Segmented options={props.filters} value={props.status} onChange={(v) => props.onStatus(String(v))} style={{ marginBottom: 16 }} />
      {props.isLoading && !data ? (
        <Skeleton active />
      ) : !data?.list.length ? (
        <Empty description={props.emptyText} />
      ) : (
        <>
          <Table<T> rowKey="id" dataSource={data.list} columns={props.columns} pagination={false} scroll={{ x: props.scrollX }} />
          <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="笔" onPage={props.onPage} />
        </>
      )}
    </>
  );
}

/** The column that opens an uploaded transfer slip (operators may read every upload). */
const proofColumn = {
  title: '凭证',
  dataIndex: 'proofUrl',
  render: (url: string | null) =>
    url ? (
      <a href={url} target="_blank" rel="noreferrer">
        查看凭证
      </a>
    ) : (
      '—'
    ),
};

/** What the operator matches against the bank's record: the payer's name, the slip, when it was sent. */
export const slipColumns = [
  { title: '付款户名', dataIndex: 'payerName', render: (v: string | null) => v ?? '—' },
  proofColumn,
  { title: '提交时间', dataIndex: 'createdAt', render: (v: string) => beijingTime(v) },
];

/** Asks for the reason of a rejection, which the member will read. */
export function RejectReasonModal(props: {
  title: string | null;
  hint: string;
  placeholder: string;
  reason: string;
  onReason: (reason: string) => void;
  onOk: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={props.title !== null}
      title={props.title ?? ''}
      okText="驳回"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      onOk={props.onOk}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <p>{props.hint}</p>
      <Input.TextArea
        aria-label="驳回原因"
        rows={3}
        maxLength={200}
        value={props.reason}
        onChange={(e) => props.onReason(e.target.value)}
        placeholder={props.placeholder}
      />
    </Modal>
  );
}
