import type { z } from 'zod';
import {
  adminCommissionRateDeleteContract,
  adminCommissionRateSaveContract,
  adminCommissionRatesContract,
  adminTreasuryContract,
} from '@/lib/contracts/treasury/calls';
import type { CommissionRateSchema, CommissionRatesSchema, TreasurySchema } from '@/lib/contracts/treasury/schema';
import { useCall, useCallMutation } from './swr';

export type Treasury = z.infer<typeof TreasurySchema>;
export type CommissionRates = z.infer<typeof CommissionRatesSchema>;
export type CommissionRate = z.infer<typeof CommissionRateSchema>;

export const useTreasury = () => useCall(adminTreasuryContract, {});
export const useCommissionRates = () => useCall(adminCommissionRatesContract, {});
export const useSaveCommissionRate = () => useCallMutation(adminCommissionRateSaveContract);
export const useDeleteCommissionRate = () => useCallMutation(adminCommissionRateDeleteContract);
