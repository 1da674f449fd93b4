'use client';
import { Empty, List, Pagination, Typography } from 'antd';
import { useRouter } from 'next/navigation';
import { pushWithProgress } from '@/components/layout/navigation';
import type { SearchResult } from '@/lib/api/catalog';
import { searchResultsPath } from '@/lib/shared/highlight';
import { ProductListItem } from './ProductList';

/** A page of search results (fetched by the server page), matches highlighted, with paging. */
export function SearchResults({ keyword, result }: { keyword: string; result: SearchResult }) {
  const router = useRouter();
  return (
    <section aria-label="搜索结果">
      <Typography.Paragraph type="secondary" data-testid="search-summary">
        “{keyword}” 共找到 {result.total} 个产品
      </Typography.Paragraph>
      <List
        bordered
        style={{ background: '#fff' }}
        dataSource={result.list}
        locale={{ emptyText: <Empty description="没有找到匹配的产品，请换个关键词或检查 CAS 号" /> }}
        renderItem={(hit) => <ProductListItem key={hit.cas} hit={hit} term={keyword} />}
      />
      {result.total > result.pageSize && (
        <Pagination
          style={{ marginTop: 16, textAlign: 'right' }}
          current={result.page}
          pageSize={result.pageSize}
          total={result.total}
          showSizeChanger={false}
          showTotal={(total) => `共 ${total} 个`}
          onChange={(page) => pushWithProgress(router, searchResultsPath(keyword, page))}
        />
      )}
    </section>
  );
}
