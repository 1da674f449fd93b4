import { describe, expect, it } from 'vitest';
import { leavesNoOwner, rolesFromText, rolesLabel, rolesToText } from './roles';

describe('organisation roles', () => {
  it('stores roles in the fixed order, once each, and reads back only known ones', () => {
    expect(rolesToText(['finance', 'owner', 'purchaser'])).toBe('owner,purchaser,finance');
    expect(rolesFromText('purchaser,owner,bogus')).toEqual(['owner', 'purchaser']);
    expect(rolesLabel(['purchaser', 'approver'])).toBe('审批人、采购人');
  });

  const members = [
    { memberId: 1, roles: ['owner', 'approver'] as const },
    { memberId: 2, roles: ['purchaser'] as const },
  ];

  it('refuses the change that takes the last owner away, by leaving or by losing the role', () => {
    expect(leavesNoOwner(members, { memberId: 1, rolesAfter: [] })).toBe(true);
    expect(leavesNoOwner(members, { memberId: 1, rolesAfter: ['approver'] })).toBe(true);
  });

  it('allows it once another member owns the organisation, and any change of a non-owner', () => {
    expect(leavesNoOwner([...members, { memberId: 3, roles: ['owner'] }], { memberId: 1, rolesAfter: [] })).toBe(false);
    expect(leavesNoOwner(members, { memberId: 2, rolesAfter: [] })).toBe(false);
    expect(leavesNoOwner(members, { memberId: 2, rolesAfter: ['owner'] })).toBe(false);
  });
});
