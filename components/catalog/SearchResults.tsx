'use client';
import { Alert, Empty, List, Typography } from 'antd';
import { useRouter } from 'next/navigation';
import { pushWithProgress } from '@/components/layout/navigation';
import { useSearch } from '@/lib/api/catalog';
import { ProductListItem } from './ProductList';

const PAGE_SIZE = 10;

/** Results of the search box, paged through the signed API. */
export function SearchResults({ keyword, page }: { keyword: string; page: number }) {
  const router = useRouter();
  const { data, error, isLoading } = useSearch(keyword, page, PAGE_SIZE);
  if (error) return <Alert type="error" showIcon message="搜索失败" description={error.message} />;
  return (
    <section aria-label="搜索结果">
      <Typography.Paragraph type="secondary" data-testid="search-summary">
        {data ? `“${keyword}” 共找到 ${data.total} 个产品` : `正在搜索 “${keyword}” …`}
      </Typography.Paragraph>
      <List
        bordered
        style={{ background: '#fff' }}
        loading={isLoading}
        dataSource={data?.list ?? []}
        locale={{ emptyText: <Empty description="没有找到匹配的产品，请换个关键词或检查 CAS 号" /> }}
        renderItem={(hit) => <ProductListItem key={hit.cas} hit={hit} />}
        pagination={
          data && data.total > PAGE_SIZE
            ? {
                current: page,
                pageSize: PAGE_SIZE,
                total: data.total,
                showSizeChanger: false,
                onChange: (next) => pushWithProgress(router, `/?q=${encodeURIComponent(keyword)}&page=${next}`),
              }
            : false
        }
      />
    </section>
  );
}
