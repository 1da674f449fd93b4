import { Tag } from 'antd';
import type { ListResult } from '@/lib/contracts/regulated/schema';
import { REGULATED_COLOR } from './RegulatedBadges';

/** The short tags alone, for lists in the member area (the list inquiry's matrix): only the lists a substance is on. */
export function RegulatedTags({ lists }: { lists: { key: string; name: string }[] }) {
  if (lists.length === 0) return null;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }} aria-label="管制名录">
      {lists.map((l) => (
        <Tag key={l.key} color={REGULATED_COLOR[l.key as ListResult['key']] ?? 'orange'} style={{ marginInlineEnd: 0 }}>
          {l.key === 'explosive_precursor' ? '易制爆' : l.key === 'precursor' ? '易制毒' : l.name}
        </Tag>
      ))}
    </span>
  );
}
