import { recallLotContract, reviseLotCoaContract, sellerLotsContract } from '@/lib/contracts/goods/lots-calls';
import { useCall, useCallMutation } from './swr';

/** The seller's lots, a page at a time. */
export const useSellerLots = (page: number, keyword: string) => useCall(sellerLotsContract, { page, pageSize: 20, ...(keyword ? { keyword } : {}) });

export const useReviseLotCoa = () => useCallMutation(reviseLotCoaContract, { noErrorModal: true });

export const useRecallLot = () => useCallMutation(recallLotContract, { noErrorModal: true });
