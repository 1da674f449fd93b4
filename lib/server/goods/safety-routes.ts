import { refreshProductPages } from '@/lib/server/catalog/page-cache';
import { substancesByIds } from '@/lib/server/catalog/refs';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { labelReview, saveOperatorLabel } from '@/lib/server/safety/labels';
import { adminGhsLabelContract, adminGhsLabelsContract } from '@/lib/contracts/safety/calls';
import { onShelfSellersOf } from './queries';

/*
 * The operator's review of GHS labels: the safety area keeps the labels; a
 * seller's counts only while their goods of the substance are on shelf, which
 * the goods know, so the calls are wired here.
 */

export const adminGhsLabelsRoute = defineRoute(adminGhsLabelsContract, ({ query }) => labelReview(db(), query, onShelfSellersOf));

export const adminGhsLabelRoute = defineRoute(adminGhsLabelContract, async ({ body, session }) => {
  const label = await saveOperatorLabel(db(), session.memberId, body);
  const substance = (await substancesByIds(db(), [body.substanceId])).get(body.substanceId);
  if (substance) refreshProductPages([substance.cas]);
  return label;
});
