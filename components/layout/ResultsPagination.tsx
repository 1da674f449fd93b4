'use client';
import { Pagination } from 'antd';
import { useIsMobile } from './viewport';

type Props = { page: number; pageSize: number; total: number; onPage: (page: number) => void; unit?: string };

/** Paging under a list that the client navigates (search results, a seller's goods); nothing when one page holds all. */
export function ResultsPagination({ page, pageSize, total, onPage, unit = '个' }: Props) {
  const mobile = useIsMobile();
  if (total <= pageSize) return null;
  return (
    <Pagination
      style={{ marginTop: 16, display: 'flex', justifyContent: mobile ? 'center' : 'flex-end' }}
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      showLessItems={mobile}
      size={mobile ? 'small' : 'middle'}
      showTotal={mobile ? undefined : (count) => `共 ${count} ${unit}`}
      onChange={onPage}
    />
  );
}
