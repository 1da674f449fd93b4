import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { PageLinks } from '@/components/layout/PageLinks';
import { LazyInquiry } from '@/components/public/LazyInquiry';
import { db, type Db } from '@/lib/server/core/db';
import { pageNumberOf } from '@/lib/contracts/pagination';
import { CompanyCheck } from './CompanyCheck';
import { MerchandisingLayout } from './MerchandisingLayout';
import { MerchandisingList, type MerchandisingListProps } from './MerchandisingList';

const PAGE_SIZE = 10;

type Kind = MerchandisingListProps['kind'];
type ItemsOf<K extends Kind> = Extract<MerchandisingListProps, { kind: K }>['items'];

export type MerchandisingListPageSpec<K extends Kind> = {
  kind: K;
  /** Page n is `${basePath}/n`. */
  basePath: string;
  title: string;
  intro: (total: number) => ReactNode;
  emptyText: string;
  load: (db: Db, paging: { page: number; pageSize: number }, now: Date) => Promise<{ list: ItemsOf<K>; total: number }>;
};

/**
 * One merchandising list page (/products/promotion/:page and its kin),
 * rendered on the server in the public frame: a page that is not a positive
 * number, or past the end, is a 404; the list with its pager (real links)
 * beside quick inquiry (loaded on first use) and company check.
 */
export async function MerchandisingListPage<K extends Kind>({ pageParam, spec }: { pageParam: string; spec: MerchandisingListPageSpec<K> }) {
  const page = pageNumberOf(pageParam);
  if (page === null) notFound();
  const now = new Date();
  const data = await spec.load(db(), { page, pageSize: PAGE_SIZE }, now);
  if (page > 1 && data.list.length === 0) notFound();
  // TypeScript cannot see that items of kind K go with kind K in the union.
  const list = { kind: spec.kind, items: data.list } as MerchandisingListProps;
  return (
    <MerchandisingLayout
      title={spec.title}
      intro={spec.intro(data.total)}
      aside={
        <>
          <div id="quick-inquiry">
            <LazyInquiry anchor="quick-inquiry" />
          </div>
          <CompanyCheck />
        </>
      }
    >
      <MerchandisingList {...list} now={now.toISOString()} emptyText={spec.emptyText} />
      <PageLinks page={page} pageSize={PAGE_SIZE} total={data.total} href={(n) => `${spec.basePath}/${n}`} />
    </MerchandisingLayout>
  );
}
