import { useMemo } from 'react';
import type { z } from 'zod';
import { sellerStandingsContract } from '@/lib/contracts/trust/calls';
import type { SellerStandingSchema } from '@/lib/contracts/trust/schema';
import { useCall } from './swr';

export type SellerStanding = z.infer<typeof SellerStandingSchema>;

/** The most sellers one call answers (the contract's limit). */
const MAX_SELLERS = 50;

/**
 * Several sellers' measured standing at once (GET /api/seller_standings), by
 * seller id: one call for a whole quotation comparison rather than one per
 * seller. The ids are sorted, so the same sellers share one cached answer.
 */
export function useSellerStandings(sellerIds: number[]) {
  const key = [...new Set(sellerIds)]
    .sort((a, b) => a - b)
    .slice(0, MAX_SELLERS)
    .join(',');
  // A failure only leaves the figures out of the comparison: no error toast over the buyer's quotations.
  const { data, error, isLoading } = useCall(sellerStandingsContract, key ? { sellerIds: key } : null, { noErrorModal: true });
  const byId = useMemo(() => new Map((data?.list ?? []).map((s) => [s.sellerId, s])), [data]);
  return { byId, error, isLoading };
}
