'use client';
import { AntdIsland } from '@/components/public/AntdIsland';
import { StructureSearchPanel } from './StructureSearchPanel';

/** The structure search panel (antd, and Ketcher on a desktop) as a lazily loaded island of the home page. */
export default function StructureSearchIsland() {
  return (
    <AntdIsland>
      <StructureSearchPanel />
    </AntdIsland>
  );
}
