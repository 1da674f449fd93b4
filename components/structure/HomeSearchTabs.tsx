'use client';
import { Tabs } from 'antd';
import { HeaderSearch } from '@/components/layout/HeaderSearch';
import { StructureSearchPanel } from './StructureSearchPanel';

/** The home page's search: by name (default) or by structure; the editor loads when its tab is first opened. */
export function HomeSearchTabs() {
  return (
    <Tabs
      className="home-search-tabs"
      items={[
        { key: 'text', label: '名称 / CAS 搜索', children: <HeaderSearch size="large" /> },
        { key: 'structure', label: '结构搜索', children: <StructureSearchPanel /> },
      ]}
    />
  );
}
