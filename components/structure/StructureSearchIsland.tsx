'use client';
import { AntdIsland } from '@/components/public/AntdIsland';
import { StructureSearchPanel, type StructureSearchPanelProps } from './StructureSearchPanel';

/** The structure search panel (antd, and Ketcher on a desktop) as a lazily loaded island of a public page. */
export default function StructureSearchIsland(props: StructureSearchPanelProps) {
  return (
    <AntdIsland>
      <StructureSearchPanel {...props} />
    </AntdIsland>
  );
}
