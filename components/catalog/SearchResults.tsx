'use client';
import { Alert, Empty, List, Typography } from 'antd';
import { useRouter } from 'next/navigation';
import { pushWithProgress } from '@/components/layout/navigation';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import type { SearchResult } from '@/lib/api/catalog';
import { searchResultsPath, type SearchFilterParams } from '@/lib/shared/highlight';
import { ProductListItem } from './ProductList';

type Props = { keyword: string; filters: SearchFilterParams; result: SearchResult };

/** A page of search results (fetched by the server page), matches highlighted, with paging. */
export function SearchResults({ keyword, filters, result }: Props) {
  const router = useRouter();
  const searched = result.correctedKeyword ?? keyword;
  const filtered = Object.values(filters).some(Boolean);
  return (
    <section aria-label="搜索结果">
      {result.correctedKeyword && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="corrected-keyword"
          title={`没有找到“${keyword}”，已为您显示“${result.correctedKeyword}”的结果`}
        />
      )}
      <Typography.Paragraph type="secondary" data-testid="search-summary">
        {result.truncated
          ? `“${searched}” 匹配的产品很多，列出最相关的 ${result.total} 个${filtered ? '（已筛选）' : ''}；输入更具体的名称或使用筛选可找到更多`
          : `“${searched}” 共找到 ${result.total} 个产品${filtered ? '（已筛选）' : ''}`}
      </Typography.Paragraph>
      <List
        bordered
        style={{ background: '#fff' }}
        dataSource={result.list}
        locale={{
          emptyText: <Empty description={filtered ? '筛选条件下没有产品，请放宽筛选条件' : '没有找到匹配的产品，请换个关键词或检查 CAS 号'} />,
        }}
        renderItem={(hit) => <ProductListItem key={hit.cas} hit={hit} term={searched} />}
      />
      <ResultsPagination
        page={result.page}
        pageSize={result.pageSize}
        total={result.total}
        onPage={(page) => pushWithProgress(router, searchResultsPath(keyword, page, filters))}
      />
    </section>
  );
}
