import { quickOrderPlaceContract, quickOrderResolveContract, quickOrderResolveFileContract } from '@/lib/contracts/orders/quick-order-calls';
import type { QuickOrderResult, QuickOrderStrategy } from '@/lib/contracts/orders/quick-order-schema';
import { upload } from './client';
import { useCallMutation } from './swr';

/** 快速下单: a pasted list matched to on-shelf offers. */
export const useQuickOrderResolve = () => useCallMutation(quickOrderResolveContract, { noErrorModal: true });

/** 快速下单: the chosen offers into the cart, the rest into an inquiry. */
export const useQuickOrderPlace = () => useCallMutation(quickOrderPlaceContract, { refreshCart: true, noErrorModal: true });

export function quickOrderFile(file: File, strategy: QuickOrderStrategy): Promise<QuickOrderResult> {
  const form = new FormData();
  form.append('file', file);
  form.append('strategy', strategy);
  return upload(quickOrderResolveFileContract, form, { noErrorModal: true });
}
