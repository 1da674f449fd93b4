'use client';
import { Input } from 'antd';
import { useParams, useRouter } from 'next/navigation';
import { searchResultsPath } from '@/lib/shared/highlight';
import { pushWithProgress } from './navigation';

/** The search box of every page: it opens /searchResults/:name/1. */
export function HeaderSearch({ size = 'middle' }: { size?: 'middle' | 'large' }) {
  const router = useRouter();
  const name = useParams<{ name?: string }>().name;
  const current = name ? decodeURIComponent(name) : '';
  return (
    <Input.Search
      key={current}
      defaultValue={current}
      size={size}
      allowClear
      enterButton="搜索"
      aria-label="搜索产品"
      placeholder="CAS 号 / 中英文名称 / 分子式，如 64-17-5"
      onSearch={(value) => {
        const keyword = value.trim();
        if (keyword) pushWithProgress(router, searchResultsPath(keyword));
      }}
    />
  );
}
