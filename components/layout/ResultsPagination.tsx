'use client';
import { Pagination } from 'antd';
import Link from 'next/link';
import { useIsMobile } from './viewport';

type Common = { page: number; pageSize: number; total: number; unit?: string };
/**
 * Either the client navigates (`onPage`: search results, a seller's goods),
 * or every page is a real link `${basePath}/n${query}` (/products/promotion/2 …) that
 * crawlers and middle-clicks follow.
 */
type Props = Common & ({ onPage: (page: number) => void; basePath?: never; query?: never } | { basePath: string; query?: string; onPage?: never });

/** The one pager under a list; nothing when one page holds all. */
export function ResultsPagination({ page, pageSize, total, unit = '个', ...mode }: Props) {
  const mobile = useIsMobile();
  if (total <= pageSize) return null;
  const style = { marginTop: 16, display: 'flex', justifyContent: mobile ? 'center' : 'flex-end' } as const;
  const common = {
    current: page,
    pageSize,
    total,
    showSizeChanger: false,
    showLessItems: mobile,
    size: mobile ? 'small' : 'middle',
    showTotal: mobile ? undefined : (count: number) => `共 ${count} ${unit}`,
  } as const;
  if (mode.onPage) return <Pagination style={style} {...common} onChange={mode.onPage} />;

  const { basePath, query = '' } = mode;
  const last = Math.ceil(total / pageSize);
  // `query` keeps a listing's filters ("?inStock=1") on every page.
  const href = (n: number) => `${basePath}/${Math.min(Math.max(n, 1), last)}${query}`;
  return (
    <nav aria-label="分页" style={style}>
      <Pagination
        {...common}
        // Every item is a link (itemRender); there is nothing to do on change.
        onChange={() => undefined}
        itemRender={(target, type, element) => {
          if (type === 'page') return <Link href={href(target)}>{target}</Link>;
          if (type === 'prev')
            return target < 1 || page === 1 ? (
              element
            ) : (
              <Link href={href(target)} aria-label="上一页">
                ‹
              </Link>
            );
          if (type === 'next')
            return page >= last ? (
              element
            ) : (
              <Link href={href(target)} aria-label="下一页">
                ›
              </Link>
            );
          return (
            <Link href={href(target)} aria-label={type === 'jump-prev' ? '向前 5 页' : '向后 5 页'}>
              •••
            </Link>
          );
        }}
      />
    </nav>
  );
}
