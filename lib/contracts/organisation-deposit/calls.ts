import { defineContract } from '@/lib/contracts/contract';
import { OrderPaymentSchema } from '@/lib/contracts/orders/schema';
import { OrganisationOrderSchema } from '@/lib/contracts/organisations/schema';
import { OrganisationDepositQuery, OrganisationDepositSchema, PayFromOrganisationInput } from './schema';
import { z } from 'zod';

/* An organisation's own deposit (机构预存款; issue 32; decision 0161). Another organisation's member reads 7660. */

const TAG = 'Organisations';

export const organisationDepositContract = defineContract({
  operationId: 'organisationDeposit',
  method: 'GET',
  path: '/api/organisation_deposit',
  summary: '机构预存款：余额与收支明细（负责人、财务、付款人）',
  tag: TAG,
  auth: 'member',
  query: OrganisationDepositQuery,
  response: OrganisationDepositSchema,
});

export const payFromOrganisationContract = defineContract({
  operationId: 'payOrderFromOrganisationDeposit',
  method: 'POST',
  path: '/api/organisation_pay_order',
  summary: '付款人用机构预存款付清以本组织名义下的一笔订单（待付款的，或已发货未付的账期订单）；余额不足时拒绝，什么都不变',
  tag: TAG,
  auth: 'member',
  idempotent: true,
  body: PayFromOrganisationInput,
  response: z.object({
    order: OrganisationOrderSchema.describe('订单在组织订单列表中的样子（不含买家的收货信息）'),
    payments: z.array(OrderPaymentSchema),
    repeated: z.boolean().describe('同一幂等键的重复请求：没有再次扣款'),
    balanceCents: z.number().int().describe('付款后的机构预存款余额（分）'),
  }),
});
