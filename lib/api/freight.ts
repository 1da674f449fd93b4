import { freightQuoteContract, saveFreightRulesContract, sellerFreightRulesContract } from '@/lib/contracts/freight/calls';
import { useCall, useCallMutation } from './swr';

/** The freight calls (docs/decisions/0148-freight-set-by-sellers.md) as hooks. */
export const useSellerFreightRules = () => useCall(sellerFreightRulesContract, {});
export const useSaveFreightRules = () => useCallMutation(saveFreightRulesContract, { noErrorModal: true });
export const freightQuoteCall = freightQuoteContract;
