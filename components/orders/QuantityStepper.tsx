'use client';
import { App, InputNumber } from 'antd';
import { useEffect, useState } from 'react';
import { MAX_PACKS } from '@/lib/shared/cart-limits';

export { MAX_PACKS };

/**
 * A number of packs. Each step is sent at once; typed numbers when the field
 * is left or Enter is pressed. The box always shows what the server holds
 * (`value`) or what is being sent: a number below 1 or not whole goes back
 * with a message, one above `max` (the stock) is sent as `max` and said so,
 * a refused change goes back. The field itself clamps nothing: its own
 * clamping, after our blur, showed a number that was never saved.
 */
export function QuantityStepper({
  value,
  onCommit,
  disabled,
  label,
  max = MAX_PACKS,
}: {
  value: number;
  onCommit: (quantity: number) => Promise<unknown>;
  disabled?: boolean;
  label: string;
  max?: number;
}) {
  const { message } = App.useApp();
  const [shown, setShown] = useState<number | null>(value);
  const [busy, setBusy] = useState(false);
  useEffect(() => setShown(value), [value]);

  const commit = async (typed: number | null) => {
    if (typed === null || typed === value) {
      setShown(value);
      return;
    }
    if (!Number.isInteger(typed) || typed < 1) {
      setShown(value);
      void message.warning('数量须为不小于 1 的整数；不需要这件商品请删除这一行');
      return;
    }
    const next = Math.min(typed, max);
    if (next !== typed) void message.info(`最多可买 ${max} 件${max < MAX_PACKS ? '（卖家库存）' : ''}，已改为 ${max} 件`);
    if (next === value) {
      setShown(value);
      return;
    }
    setShown(next);
    setBusy(true);
    try {
      await onCommit(next);
    } catch {
      setShown(value);
    } finally {
      setBusy(false);
    }
  };

  return (
    <InputNumber
      aria-label={label}
      value={shown}
      disabled={disabled || busy}
      style={{ width: 110 }}
      controls
      onChange={(v) => setShown(typeof v === 'number' ? v : null)}
      onStep={(v) => void commit(v)}
      onBlur={() => void commit(shown)}
      onPressEnter={() => void commit(shown)}
    />
  );
}
