import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { recallLot, reviseLotCoa, sellerLots } from '@/lib/server/workflows/lots';
import { recallLotContract, reviseLotCoaContract, sellerLotsContract } from '@/lib/contracts/goods/lots-calls';

export const sellerLotsRoute = defineRoute(sellerLotsContract, ({ query, session }) => sellerLots(db(), session.memberId, query));

export const reviseLotCoaRoute = defineRoute(reviseLotCoaContract, ({ body, session }) => reviseLotCoa(db(), session.memberId, body));

export const recallLotRoute = defineRoute(recallLotContract, ({ body, session }) => recallLot(db(), session.memberId, body));
