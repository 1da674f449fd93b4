import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { freightQuoteContract, saveFreightRulesContract, sellerFreightRulesContract } from '@/lib/contracts/freight/calls';
import { quoteOffers, saveRules, sellerRules } from './service';

export const sellerFreightRulesRoute = defineRoute(sellerFreightRulesContract, ({ session }) => sellerRules(db(), session.memberId));

export const saveFreightRulesRoute = defineRoute(saveFreightRulesContract, ({ body, session }) => saveRules(db(), session.memberId, body));

export const freightQuoteRoute = defineRoute(freightQuoteContract, ({ query, session }) =>
  quoteOffers(db(), session?.memberId ?? null, query.goodsIds, query.province),
);
