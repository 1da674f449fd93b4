import { defineRoute } from '@/lib/server/core/route';
import { restrictionsFor } from './service';
import { restrictionContract } from '@/lib/contracts/regulated/calls';

export const restrictionRoute = defineRoute(restrictionContract, async ({ query }) => restrictionsFor(query.cas));
