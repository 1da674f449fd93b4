import { describe, expect, it } from 'vitest';
import Schema from '@rc-component/async-validator';
import { numberRange } from './number-rules';

async function problem(rule: ReturnType<typeof numberRange>, value: unknown): Promise<string | null> {
  try {
    await new Schema({ field: rule as never }).validate({ field: value });
    return null;
  } catch (e) {
    return (e as { errors: { message: string }[] }).errors[0]!.message;
  }
}

describe('numberRange', () => {
  it('refuses 0, negatives and too much with the field named, and passes what is in range', async () => {
    const quantity = numberRange('数量', 0.001, 1_000_000);
    for (const bad of [0, -5, 1_000_000_000]) expect(await problem(quantity, bad)).toBe('数量须大于 0，且不超过 1,000,000');
    expect(await problem(quantity, 0.5)).toBeNull();
    expect(await problem(numberRange('货期', 0, 365, { integer: true }), 2.5)).toBe('货期须为 0 到 365 之间的整数');
    expect(await problem(numberRange('运输天数', 1, 30, { integer: true }), 0)).toBe('运输天数须为 1 到 30 之间的整数');
    expect(await problem(numberRange('运费', 0, 100_000), -1)).toBe('运费须为 0 到 100,000 之间的数');
  });
});
