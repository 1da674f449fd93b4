'use client';
import { InputNumber } from 'antd';
import { useEffect, useState } from 'react';
import { MAX_PACKS } from '@/lib/shared/cart-limits';

export { MAX_PACKS };

/**
 * A number of packs. Each step is sent at once; typed numbers when the field
 * is left or Enter is pressed. A refused change goes back to the last value
 * the server holds (`value`).
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
  const [shown, setShown] = useState<number | null>(value);
  const [busy, setBusy] = useState(false);
  useEffect(() => setShown(value), [value]);

  const commit = async (next: number | null) => {
    if (next === null || !Number.isInteger(next) || next < 1 || next === value) {
      setShown(value);
      return;
    }
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
      min={1}
      max={max}
      precision={0}
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
