import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatYuan, productPath } from '@/lib/shared/format';
import { HELP_GROUPS, helpPath } from '@/lib/shared/help-sections';
import { CasNumber } from '@/components/layout/IdNumber';

type Item = { cas: string; name: string; lowestPriceCents: number | null };
type Column = { title: string; testId: string; items: (Item & { note?: ReactNode })[]; empty: string };

/**
 * 热销 / 大宗 / 主营 on the home page: the first few of each list the
 * spec's catalog calls (/api/hot_sale, /api/bulk_list, /api/main_products)
 * answer, rendered on the server.
 */
export function HomeShowcase({ columns }: { columns: Column[] }) {
  return (
    <div className="home-columns home-block">
      {columns.map((c) => (
        <section key={c.title} className="pub-card" data-testid={c.testId} aria-label={c.title}>
          <h2>{c.title}</h2>
          <div className="pub-card__body">
            {c.items.length === 0 ? (
              <span className="muted">{c.empty}</span>
            ) : (
              <ol className="home-showcase">
                {c.items.map((i) => (
                  <li key={i.cas}>
                    <Link href={productPath(i.cas)} prefetch={false}>
                      {i.name}
                    </Link>
                    <span className="muted">
                      {i.note ?? <CasNumber cas={i.cas} />}
                      {i.lowestPriceCents !== null && ` · ${formatYuan(i.lowestPriceCents)} 起`}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </section>
      ))}
    </div>
  );
}

// Links here are not prefetched: with the showcase they would add some thirty prefetches to the
// home page, queued ahead of the visitor's first search on a slow connection.

/** The help centre's groups as one strip, so a visitor finds the rules before buying. */
export function HomeHelpLinks() {
  return (
    <section className="pub-card home-block" data-testid="home-help" aria-labelledby="home-help-title">
      <h2 id="home-help-title" className="pub-card__title-row">
        帮助中心
        <Link href="/about_us">全部</Link>
      </h2>
      <div className="pub-card__body footer-links" style={{ justifyContent: 'flex-start' }}>
        {HELP_GROUPS.flatMap((g) => g.sections.slice(0, 2)).map((s) => (
          <Link key={s.slug} href={helpPath(s.slug)} prefetch={false}>
            {s.title}
          </Link>
        ))}
        <Link href="/consignment" prefetch={false}>
          寄售服务
        </Link>
        <Link href="/international_logistics" prefetch={false}>
          国际物流
        </Link>
      </div>
    </section>
  );
}
