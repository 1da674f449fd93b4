import type { GoodsStatus } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';

/**
 * What can happen to goods (docs/state-machines.md, "Goods"). `resubmit`: an
 * edit of what the operator judged (substance, pack, price, purity, brand),
 * or any edit of rejected goods; `restock`: an edit of stock, lead time,
 * storage or lot only, which keeps the state.
 */
export type GoodsAction = 'approve' | 'reject' | 'put_on' | 'take_off' | 'resubmit' | 'restock' | 'delete';

const NEXT: Record<GoodsStatus, Partial<Record<GoodsAction, GoodsStatus>>> = {
  pending: { approve: 'on_shelf', reject: 'rejected', resubmit: 'pending', restock: 'pending', delete: 'deleted' },
  on_shelf: { take_off: 'off_shelf', resubmit: 'pending', restock: 'on_shelf', delete: 'deleted' },
  off_shelf: { put_on: 'on_shelf', resubmit: 'pending', restock: 'off_shelf', delete: 'deleted' },
  rejected: { resubmit: 'pending', delete: 'deleted' },
  deleted: {},
};

export const GOODS_STATUS_LABELS: Record<GoodsStatus, string> = {
  pending: '待审核',
  on_shelf: '在售',
  off_shelf: '已下架',
  rejected: '未通过审核',
  deleted: '已删除',
};

const ACTION_LABELS: Record<GoodsAction, string> = {
  approve: '审核通过',
  reject: '驳回',
  put_on: '上架',
  take_off: '下架',
  resubmit: '修改',
  restock: '修改',
  delete: '删除',
};

/** The state `action` leads to from `status`, or null when it is not allowed. */
export function nextGoodsStatus(status: GoodsStatus, action: GoodsAction): GoodsStatus | null {
  return NEXT[status][action] ?? null;
}

/** The one place every goods state change is decided: the next state, or GOODS_TRANSITION_INVALID. */
export function requireGoodsTransition(status: GoodsStatus, action: GoodsAction): GoodsStatus {
  const next = nextGoodsStatus(status, action);
  if (next) return next;
  throw new AppError(ErrorCode.GOODS_TRANSITION_INVALID, `商品当前状态为“${GOODS_STATUS_LABELS[status]}”，不能${ACTION_LABELS[action]}`, { status, action });
}
