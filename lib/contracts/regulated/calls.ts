import { defineContract } from '@/lib/contracts/contract';
import { RestrictionQuery, RestrictionResultSchema } from '@/lib/contracts/regulated/schema';

export const restrictionContract = defineContract({
  operationId: 'restriction',
  method: 'GET',
  path: '/api/get_chemical_restriction_new',
  summary: '按 CAS 号查询管制情况：易制毒（类别）、易制爆、剧毒、危险化学品目录，以及购买所需证件',
  tag: 'Catalog',
  auth: 'public',
  query: RestrictionQuery,
  response: RestrictionResultSchema,
});
