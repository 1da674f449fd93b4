import Link from 'next/link';

/** The page numbers a pager shows: the first, the last, and two either side of the current one, gaps as null. */
export function pagesToShow(page: number, last: number): (number | null)[] {
  const wanted = new Set([1, last, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? [null, n] : [n]));
}

type Props = { page: number; pageSize: number; total: number; href: (page: number) => string; unit?: string };

/**
 * A pager of plain links (server HTML, no script): every page is an address
 * crawlers, middle-clicks and visitors without JavaScript follow. Nothing when
 * one page holds all.
 */
export function PageLinks({ page, pageSize, total, href, unit = '个' }: Props) {
  const last = Math.ceil(total / pageSize);
  if (last <= 1) return null;
  return (
    <nav className="page-links" aria-label="分页">
      <span className="page-links__total muted">
        共 {total} {unit}
      </span>
      <ul>
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} prefetch={false} aria-label="上一页" rel="prev">
              ‹
            </Link>
          ) : (
            <span aria-hidden="true">‹</span>
          )}
        </li>
        {pagesToShow(page, last).map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span aria-hidden="true">…</span>
            ) : n === page ? (
              <span aria-current="page" className="page-links__current">
                {n}
              </span>
            ) : (
              <Link href={href(n)} prefetch={false}>
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < last ? (
            <Link href={href(page + 1)} prefetch={false} aria-label="下一页" rel="next">
              ›
            </Link>
          ) : (
            <span aria-hidden="true">›</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
