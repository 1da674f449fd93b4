'use client';
import { Pagination } from 'antd';
import Link from 'next/link';
import { useIsMobile } from '@/components/layout/viewport';

/**
 * Paging as real links (/products/promotion/2 …), so crawlers and
 * middle-clicks follow them; the current page is `page`.
 */
export function ListPager({ basePath, page, pageSize, total, query = '' }: { basePath: string; page: number; pageSize: number; total: number; query?: string }) {
  const mobile = useIsMobile();
  if (total <= pageSize) return null;
  const last = Math.ceil(total / pageSize);
  // `query` keeps a listing's filters ("?inStock=1") on every page.
  const href = (n: number) => `${basePath}/${Math.min(Math.max(n, 1), last)}${query}`;
  return (
    <nav aria-label="分页" style={{ marginTop: 16, display: 'flex', justifyContent: mobile ? 'center' : 'flex-end' }}>
      <Pagination
        current={page}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        // Every item is a link (itemRender); there is nothing to do on change.
        onChange={() => undefined}
        showLessItems={mobile}
        size={mobile ? 'small' : 'middle'}
        showTotal={mobile ? undefined : (count) => `共 ${count} 个`}
        itemRender={(target, type, element) => {
          if (type === 'page') return <Link href={href(target)}>{target}</Link>;
          if (type === 'prev') return target < 1 || page === 1 ? element : <Link href={href(target)} aria-label="上一页">‹</Link>;
          if (type === 'next') return page >= last ? element : <Link href={href(target)} aria-label="下一页">›</Link>;
          return <Link href={href(target)} aria-label={type === 'jump-prev' ? '向前 5 页' : '向后 5 页'}>•••</Link>;
        }}
      />
    </nav>
  );
}
