import { Tag } from 'antd';
import { ROLE_LABELS } from './format';

const COLORS = { buyer: 'blue', seller: 'green', operator: 'purple' } as const;

/** A member's roles as tags; none held reads "未选择角色". */
export function RoleTags({ roles }: { roles: { buyer: boolean; seller: boolean; operator: boolean } }) {
  const held = (['buyer', 'seller', 'operator'] as const).filter((r) => roles[r]);
  if (held.length === 0) return <Tag>未选择角色</Tag>;
  return (
    <>
      {held.map((r) => (
        <Tag key={r} color={COLORS[r]}>
          {ROLE_LABELS[r]}
        </Tag>
      ))}
    </>
  );
}
