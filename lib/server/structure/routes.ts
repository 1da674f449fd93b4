import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { structureSearch } from './service';
import { structureSearchContract } from '@/lib/contracts/structure/calls';

export const structureSearchRoute = defineRoute(structureSearchContract, ({ body }) => structureSearch(db(), body));
