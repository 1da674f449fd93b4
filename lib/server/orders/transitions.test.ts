import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/server/core/errors';
import { nextOrderStatus, orderTransitionTable, requireOrderTransition } from './transitions';

/** The rows of the Order table in docs/state-machines.md: "action from to by". */
function documentedRows(): string[] {
  const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/state-machines.md'), 'utf8');
  const section = text.slice(text.indexOf('## Order (订单'));
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('| action')));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [action, from, to, by] = line
        .split('|')
        .slice(1, 5)
        .map((c) => c.trim().replaceAll('`', ''));
      return `${action} ${from} ${to} ${by!
        .split(',')
        .map((s) => s.trim())
        .join(',')}`;
    })
    .sort();
}

describe('the order state machine', () => {
  it('is the table in docs/state-machines.md', () => {
    const code = orderTransitionTable()
      .map((t) => `${t.action} ${t.from} ${t.to} ${t.by.join(',')}`)
      .sort();
    expect(documentedRows()).toEqual(code);
  });

  it('lets the seller, never the buyer, ship and refund a paid order', () => {
    expect(nextOrderStatus('paid', 'dispatch', 'seller')).toBe('dispatched');
    expect(nextOrderStatus('paid', 'dispatch', 'buyer')).toBeNull();
    expect(() => requireOrderTransition('paid', 'refund', 'buyer')).toThrow('买家不能退款（订单当前状态：待发货）');
  });

  it('refuses to cancel what has shipped and to pay while negotiating', () => {
    expect(() => requireOrderTransition('dispatched', 'cancel', 'buyer')).toThrow(AppError);
    expect(() => requireOrderTransition('dispatched', 'cancel', 'buyer')).toThrow('订单当前状态为“已发货”，不能取消订单');
    expect(nextOrderStatus('negotiating', 'pay', 'system')).toBeNull();
  });

  it('ends in completed, cancelled or refunded with nothing further', () => {
    for (const end of ['completed', 'cancelled', 'refunded'] as const) {
      expect(orderTransitionTable().filter((t) => t.from === end)).toEqual([]);
    }
  });
});
