import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff';

describe('auditChanges', () => {
  it('lists only the fields that changed, with readable values', () => {
    expect(auditChanges({ status: 'active', reason: null, keep: 1 }, { status: 'disabled', reason: '违规', keep: 1 })).toEqual([
      { field: 'status', before: 'active', after: 'disabled' },
      { field: 'reason', before: '—', after: '违规' },
    ]);
  });

  it('shows every field of a created or deleted record against an empty side', () => {
    expect(auditChanges(null, { name: '顺丰速运', enabled: true })).toEqual([
      { field: 'name', before: '—', after: '顺丰速运' },
      { field: 'enabled', before: '—', after: '是' },
    ]);
    expect(auditChanges({ code: 'SF' }, null)).toEqual([{ field: 'code', before: 'SF', after: '—' }]);
  });

  it('follows nested objects by dotted path and compares arrays as a whole', () => {
    expect(auditChanges({ a: { b: 1, c: [1, 2] } }, { a: { b: 2, c: [1, 2] } })).toEqual([{ field: 'a.b', before: '1', after: '2' }]);
    expect(auditChanges({ tags: ['x'] }, { tags: ['x', 'y'] })).toEqual([{ field: 'tags', before: '["x"]', after: '["x","y"]' }]);
  });

  it('reports plain values that differ, and nothing when both sides are equal', () => {
    expect(auditChanges(3, 4)).toEqual([{ field: '值', before: '3', after: '4' }]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
