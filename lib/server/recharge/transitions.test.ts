import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { RECHARGE_MACHINE, rechargeTransition } from './transitions';

describe('recharge state machine', () => {
  it('moves pending recharges only, and answers null for a repeat', () => {
    expect(rechargeTransition({ status: 'pending', method: 'offline' }, 'confirm')).toBe('paid');
    expect(rechargeTransition({ status: 'pending', method: 'offline' }, 'reject')).toBe('rejected');
    expect(rechargeTransition({ status: 'pending', method: 'online' }, 'pay')).toBe('paid');
    expect(rechargeTransition({ status: 'pending', method: 'online' }, 'fail')).toBe('failed');
    expect(rechargeTransition({ status: 'paid', method: 'offline' }, 'confirm')).toBeNull();
    expect(rechargeTransition({ status: 'paid', method: 'online' }, 'pay')).toBeNull();
  });

  it('refuses a settled recharge, and the wrong channel, with code 7006', () => {
    const refused = (status: 'paid' | 'rejected' | 'failed' | 'pending', method: 'offline' | 'online', event: 'confirm' | 'reject' | 'pay' | 'fail') => {
      try {
        rechargeTransition({ status, method }, event);
        return null;
      } catch (e) {
        return e instanceof AppError ? e.code : e;
      }
    };
    expect(refused('rejected', 'offline', 'confirm')).toBe(ErrorCode.RECHARGE_TRANSITION_INVALID);
    expect(refused('paid', 'offline', 'reject')).toBe(ErrorCode.RECHARGE_TRANSITION_INVALID);
    expect(refused('failed', 'online', 'pay')).toBe(ErrorCode.RECHARGE_TRANSITION_INVALID);
    expect(refused('pending', 'online', 'confirm')).toBe(ErrorCode.RECHARGE_TRANSITION_INVALID);
    expect(refused('pending', 'offline', 'pay')).toBe(ErrorCode.RECHARGE_TRANSITION_INVALID);
  });

  it('is the table docs/state-machines.md shows', () => {
    const doc = fs.readFileSync(path.join(process.cwd(), 'docs', 'state-machines.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Recharge'));
    for (const [event, rule] of Object.entries(RECHARGE_MACHINE)) {
      expect(section).toMatch(new RegExp(`\\|\\s*\`${event}\`\\s*\\|\\s*${rule.from}\\s*\\|\\s*${rule.to}\\s*\\|\\s*${rule.method}\\s*\\|`));
    }
  });
});
