import { describe, expect, it } from 'vitest';
import { LEDGER_KINDS } from '@/lib/contracts/deposit/schema';
import { LINE_DEFINITIONS, MEMO_DEFINITIONS, placeOf } from './lines';

describe('statement lines', () => {
  it('place every ledger kind in exactly one line or memo', () => {
    const placed = [...Object.values(LINE_DEFINITIONS).flatMap((d) => d.kinds), ...Object.values(MEMO_DEFINITIONS).map((d) => d.kind)];
    expect([...placed].sort()).toEqual([...LEDGER_KINDS].sort());
    for (const kind of LEDGER_KINDS) expect(placeOf(kind)).toBeTruthy();
  });
});
