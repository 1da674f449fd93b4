import { PageLinks } from '@/components/layout/PageLinks';
import type { SearchResult } from '@/lib/api/catalog';
import { searchResultsPath, type SearchFilterParams } from '@/lib/shared/highlight';
import { ProductHitList } from './ProductList';

type Props = { keyword: string; filters: SearchFilterParams; result: SearchResult };

/** A page of search results (fetched by the server page), matches highlighted, with paging. Server HTML. */
export function SearchResults({ keyword, filters, result }: Props) {
  const searched = result.correctedKeyword ?? keyword;
  const filtered = Object.values(filters).some(Boolean);
  return (
    <section aria-label="搜索结果">
      {result.correctedKeyword && (
        <div className="pub-alert pub-alert--info" role="note" style={{ marginBottom: 12 }} data-testid="corrected-keyword">
          没有找到“{keyword}”，已为您显示“{result.correctedKeyword}”的结果
        </div>
      )}
      <p className="muted" data-testid="search-summary">
        {result.truncated
          ? `“${searched}” 匹配的产品很多，列出最相关的 ${result.total} 个${filtered ? '（已筛选）' : ''}；输入更具体的名称或使用筛选可找到更多`
          : `“${searched}” 共找到 ${result.total} 个产品${filtered ? '（已筛选）' : ''}`}
      </p>
      <ProductHitList
        hits={result.list}
        term={searched}
        emptyText={filtered ? '筛选条件下没有产品，请放宽筛选条件' : '没有找到匹配的产品，请换个关键词或检查 CAS 号'}
      />
      <PageLinks page={result.page} pageSize={result.pageSize} total={result.total} href={(page) => searchResultsPath(keyword, page, filters)} />
    </section>
  );
}
