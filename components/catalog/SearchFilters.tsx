'use client';
import { Checkbox, Select, Space } from 'antd';
import { useRouter } from 'next/navigation';
import { pushWithProgress } from '@/components/layout/navigation';
import { categoryListingPath, searchResultsPath, type SearchFilterParams } from '@/lib/shared/highlight';

const PURITY_CHOICES = [
  { value: '95', label: '≥ 95%' },
  { value: '98', label: '≥ 98%' },
  { value: '99', label: '≥ 99%' },
  { value: '99.5', label: '≥ 99.5%' },
  { value: '99.9', label: '≥ 99.9%' },
  { value: 'GR', label: '优级纯 GR' },
  { value: 'AR', label: '分析纯 AR' },
];

type Props = {
  /** The search's keyword; absent on a category listing, where the category is the page and choosing another opens it. */
  keyword?: string;
  filters: SearchFilterParams;
  categories: { slug: string; name: string }[];
  sellers: { id: number; name: string }[];
};

/** Narrows the results; every change opens page 1 of the narrowed results (the URL keeps the filters). */
export function SearchFilters({ keyword, filters, categories, sellers }: Props) {
  const router = useRouter();
  const apply = (change: SearchFilterParams) => {
    const next = { ...filters, ...change };
    if (keyword !== undefined) pushWithProgress(router, searchResultsPath(keyword, 1, next));
    else if (next.category) pushWithProgress(router, categoryListingPath(next.category, 1, next));
  };
  return (
    <Space wrap size={[12, 8]} className="search-filters" aria-label="筛选">
      <Select
        aria-label="分类"
        allowClear={keyword !== undefined}
        placeholder="全部分类"
        style={{ minWidth: 140 }}
        value={filters.category}
        options={categories.map((c) => ({ value: c.slug, label: c.name }))}
        onChange={(category?: string) => apply({ category })}
      />
      <Select
        aria-label="纯度"
        allowClear
        placeholder="纯度不限"
        style={{ minWidth: 130 }}
        value={filters.purity}
        options={PURITY_CHOICES}
        onChange={(purity?: string) => apply({ purity })}
      />
      <Select
        aria-label="卖家"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="全部卖家"
        style={{ minWidth: 160 }}
        value={filters.sellerId}
        options={sellers.map((s) => ({ value: s.id, label: s.name }))}
        onChange={(sellerId?: number) => apply({ sellerId })}
      />
      <Checkbox checked={Boolean(filters.inStock)} onChange={(e) => apply({ inStock: e.target.checked })}>
        只看有货
      </Checkbox>
    </Space>
  );
}
