'use client';
import { Input } from 'antd';
import { useRouter, useSearchParams } from 'next/navigation';
import { pushWithProgress } from './navigation';

/** The search box of every page; results show on the home page until the search page exists. */
export function HeaderSearch({ size = 'middle' }: { size?: 'middle' | 'large' }) {
  const router = useRouter();
  const current = useSearchParams().get('q') ?? '';
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
        pushWithProgress(router, keyword ? `/?q=${encodeURIComponent(keyword)}` : '/');
      }}
    />
  );
}
