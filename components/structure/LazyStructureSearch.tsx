'use client';
import dynamic from 'next/dynamic';
import type { StructureSearchPanelProps } from './StructureSearchPanel';

const StructureSearchIsland = dynamic(() => import('./StructureSearchIsland'), {
  ssr: false,
  loading: () => <p className="muted structure-panel-loading">正在载入结构搜索…</p>,
});

/**
 * The structure search panel of the results page: it is the page's tool, so
 * it loads at once, but after the server's results (antd, and Ketcher on a
 * desktop, arrive as their own chunks), into a slot of its height.
 */
export function LazyStructureSearch(props: StructureSearchPanelProps) {
  return (
    <div className="structure-panel-slot">
      <StructureSearchIsland {...props} />
    </div>
  );
}
