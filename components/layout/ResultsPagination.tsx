'use client';
import { Pagination } from 'antd';

type Props = { page: number; pageSize: number; total: number; onPage: (page: number) => void; unit?: string };

/** Paging under a list that the client navigates (search results, a seller's goods); nothing when one page holds all. */
export function ResultsPagination({ page, pageSize, total, onPage, unit = '个' }: Props) {
  if (total <= pageSize) return null;
  return (
    <Pagination
      style={{ marginTop: 16, textAlign: 'right' }}
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      showTotal={(count) => `共 ${count} ${unit}`}
      onChange={onPage}
    />
  );
}
