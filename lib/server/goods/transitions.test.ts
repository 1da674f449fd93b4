import { describe, expect, it } from 'vitest';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { nextGoodsStatus, requireGoodsTransition } from './transitions';

describe('goods transitions', () => {
  it('reviews pending goods: approve puts them on shelf, reject sets them aside', () => {
    expect(nextGoodsStatus('pending', 'approve')).toBe('on_shelf');
    expect(nextGoodsStatus('pending', 'reject')).toBe('rejected');
  });

  it('lets the seller take goods off shelf and put approved goods back', () => {
    expect(nextGoodsStatus('on_shelf', 'take_off')).toBe('off_shelf');
    expect(nextGoodsStatus('off_shelf', 'put_on')).toBe('on_shelf');
    expect(nextGoodsStatus('pending', 'put_on')).toBeNull();
    expect(nextGoodsStatus('rejected', 'put_on')).toBeNull();
  });

  it('sends edited goods back to review, but keeps the state for a stock-only edit', () => {
    expect(nextGoodsStatus('on_shelf', 'resubmit')).toBe('pending');
    expect(nextGoodsStatus('on_shelf', 'restock')).toBe('on_shelf');
    expect(nextGoodsStatus('rejected', 'resubmit')).toBe('pending');
    expect(nextGoodsStatus('rejected', 'restock')).toBeNull();
  });

  it('allows nothing after deletion and refuses a review of goods that are not pending', () => {
    for (const action of ['approve', 'put_on', 'resubmit', 'delete'] as const) expect(nextGoodsStatus('deleted', action)).toBeNull();
    expect(() => requireGoodsTransition('on_shelf', 'approve')).toThrowError(AppError);
    try {
      requireGoodsTransition('off_shelf', 'reject');
    } catch (error) {
      expect((error as AppError).code).toBe(ErrorCode.GOODS_TRANSITION_INVALID);
      expect((error as AppError).message).toContain('已下架');
    }
  });
});
