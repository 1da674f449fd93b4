'use client';
import { Checkbox, Tag } from 'antd';
import { ORGANISATION_KIND_LABELS, ORGANISATION_ROLE_LABELS, ORGANISATION_ROLES, type OrganisationRole } from '@/lib/contracts/organisations/schema';

export const ORGANISATIONS_PATH = '/member/organisations';

const ROLE_HINTS: Record<OrganisationRole, string> = {
  owner: '管理成员、角色与邀请',
  approver: '审批成员的订单',
  purchaser: '以组织名义下单',
  finance: '查看经费与报表（只读）',
  payer: '为组织充值，用机构预存款付款',
};

export function kindLabel(kind: keyof typeof ORGANISATION_KIND_LABELS): string {
  return ORGANISATION_KIND_LABELS[kind];
}

export function RoleTags({ roles }: { roles: readonly OrganisationRole[] }) {
  return (
    <span data-testid="role-tags">
      {roles.map((r) => (
        <Tag key={r} color={r === 'owner' ? 'gold' : 'blue'} style={{ marginInlineEnd: 4 }}>
          {ORGANISATION_ROLE_LABELS[r]}
        </Tag>
      ))}
    </span>
  );
}

/** The roles as checkboxes, each with what it allows; `withoutOwner` for links (never the owner role). */
export function RolePicker({
  value,
  onChange,
  withoutOwner = false,
  id,
}: {
  value?: OrganisationRole[];
  onChange?: (roles: OrganisationRole[]) => void;
  withoutOwner?: boolean;
  id?: string;
}) {
  const roles = ORGANISATION_ROLES.filter((r) => !withoutOwner || r !== 'owner');
  return (
    <div id={id} role="group" aria-label="角色">
      <Checkbox.Group value={value} onChange={(v) => onChange?.(v as OrganisationRole[])} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
        {roles.map((r) => (
          <Checkbox key={r} value={r}>
            {ORGANISATION_ROLE_LABELS[r]} <span className="muted">（{ROLE_HINTS[r]}）</span>
          </Checkbox>
        ))}
      </Checkbox.Group>
    </div>
  );
}
