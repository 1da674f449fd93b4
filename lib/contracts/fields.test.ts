import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { centsField, dayField, flagField, intField, positiveNumberField, recordId, withDateRange } from '@/lib/contracts/fields';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { message: result.error.issues[0]!.message };
};

describe('intField', () => {
  const quantity = intField('数量', { min: 1, max: 9999 });
  it('takes a JSON number or plain digits from a query string', () => {
    expect(messageOf(quantity, 3)).toEqual({ value: 3 });
    expect(messageOf(quantity, '12')).toEqual({ value: 12 });
  });
  it('refuses other JSON types, number-like strings and the range, with one message naming the field and the range', () => {
    for (const wrong of [[1], true, {}, null, undefined, '1e3', ' 1', '', '1.5', '-1', 1.5, 0, 10_000, '0x10']) {
      expect(messageOf(quantity, wrong), JSON.stringify(wrong)).toEqual({ message: '数量须为 1 到 9,999 之间的整数' });
    }
  });
});

describe('the other builders', () => {
  it('money in cents names the unit', () => {
    expect(messageOf(centsField('预存款金额'), -1)).toEqual({ message: '预存款金额须为 0 到 1,000,000,000 之间的整数（单位：分）' });
    expect(messageOf(centsField('预存款金额'), '1500')).toEqual({ value: 1500 });
  });
  it('fractions where a quantity may be one; flags without z.coerce.boolean’s "false" is true', () => {
    expect(messageOf(positiveNumberField('包装规格', 1000), '2.5')).toEqual({ value: 2.5 });
    expect(messageOf(positiveNumberField('包装规格', 1000), [2])).toEqual({ message: '包装规格须为大于 0、不超过 1,000 的数' });
    expect(messageOf(flagField('现货'), 'false')).toEqual({ value: false });
    expect(messageOf(flagField('现货'), 1)).toEqual({ message: '现货须为 true 或 false' });
  });
  it('record ids: the caller’s message for anything but a positive integer id', () => {
    expect(messageOf(recordId('商品不存在'), '7')).toEqual({ value: 7 });
    for (const wrong of [[7], true, '7e0', 0, 2 ** 31]) expect(messageOf(recordId('商品不存在'), wrong)).toEqual({ message: '商品不存在' });
  });
});

describe('date ranges', () => {
  const range = withDateRange(z.object({}));
  it('takes real calendar days and blanks', () => {
    expect(messageOf(range, { from: '2026-02-28', to: '2026-03-01' })).toEqual({ value: { from: '2026-02-28', to: '2026-03-01' } });
    expect(messageOf(range, { from: '', to: '' })).toEqual({ value: {} });
  });
  it('refuses impossible days naming the field, and from after to', () => {
    for (const from of ['2026-00-10', '2026-13-45', '2026-02-30', '2026-1-1', 'abc', '20260101'])
      expect(messageOf(range, { from }), from).toEqual({ message: '开始日期须为有效的日期，格式 YYYY-MM-DD，如 2026-03-01' });
    expect(messageOf(range, { to: '9999-99-99' })).toEqual({ message: '结束日期须为有效的日期，格式 YYYY-MM-DD，如 2026-03-01' });
    expect(messageOf(range, { from: '2026-03-02', to: '2026-03-01' })).toEqual({ message: '开始日期不能晚于结束日期' });
    expect(messageOf(dayField('开始日期'), 20260101)).toEqual({ message: '开始日期须为有效的日期，格式 YYYY-MM-DD，如 2026-03-01' });
  });
});

describe('the fields that used to coerce: wrong JSON types are refused, in the field’s own words', () => {
  it('similarity threshold, promotion price, list-inquiry quantity, express sort order', async () => {
    const { StructureSearchBody } = await import('@/lib/contracts/structure/schema');
    const { ResolveBody } = await import('@/lib/contracts/inquiry/schema');
    const { ExpressCompanyInput } = await import('@/lib/contracts/express/schema');
    const threshold = StructureSearchBody.shape.threshold;
    const sortOrder = ExpressCompanyInput.shape.sortOrder;
    const quantity = ResolveBody.safeParse({ lines: [{ query: '64-17-5', quantity: [2] }] });
    for (const wrong of [[1], true, '1e3']) {
      expect(messageOf(threshold, wrong), JSON.stringify(wrong)).toEqual({ message: '相似度阈值须为 0.1 到 1 之间的数' });
      expect(messageOf(sortOrder, wrong), JSON.stringify(wrong)).toEqual({ message: '排序须为 0 到 9,999 之间的整数' });
    }
    expect(messageOf(threshold, '0.75')).toEqual({ value: 0.75 });
    expect(messageOf(threshold, undefined)).toEqual({ value: 0.7 });
    expect(messageOf(sortOrder, 5)).toEqual({ value: 5 });
    expect(quantity.success).toBe(false);
    expect(quantity.error?.issues[0]?.message).toBe('数量须为大于 0、不超过 1,000,000 的数');
    expect(ResolveBody.safeParse({ lines: [{ query: '64-17-5', quantity: 2.5 }] }).success).toBe(true);
    const { PlacementInput } = await import('@/lib/contracts/merchandising/admin-schema');
    for (const wrong of [[100], true, '1e3']) {
      const placed = PlacementInput.safeParse({ list: 'promotion', cas: '64-17-5', promotionPriceCents: wrong });
      expect(placed.error?.issues.map((i) => i.message), JSON.stringify(wrong)).toContain('促销价须为 1 到 1,000,000,000 之间的整数（单位：分）');
    }
    expect(PlacementInput.safeParse({ list: 'promotion', cas: '64-17-5', promotionPriceCents: 1999 }).data?.promotionPriceCents).toBe(1999);
  });
});
