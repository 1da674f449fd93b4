import { defineContract } from '@/lib/contracts/contract';
import {
  CreateFundInput,
  FundBudgetInput,
  FundLedgerPageSchema,
  FundLedgerQuery,
  FundPageSchema,
  FundSchema,
  FundsQuery,
  FundStatusInput,
  UpdateFundInput,
} from '@/lib/contracts/funds/schema';

/* Funds of an organisation (经费卡; issue 32; decision 0159). A fund of another organisation answers 7672, as a missing one does; a role the call needs, 7663. */

const TAG = 'Organisations';

export const fundsContract = defineContract({
  operationId: 'organisationFunds',
  method: 'GET',
  path: '/api/organisation_funds',
  summary: '组织的经费卡：负责人、审批人、财务看到全部及额度；采购人只看到自己可用的卡',
  tag: TAG,
  auth: 'member',
  query: FundsQuery,
  response: FundPageSchema,
});

export const createFundContract = defineContract({
  operationId: 'createOrganisationFund',
  method: 'POST',
  path: '/api/organisation_fund_create',
  summary: '新建经费卡（负责人）：卡号、名称、有效期、初始额度、可用人',
  tag: TAG,
  auth: 'member',
  body: CreateFundInput,
  response: FundSchema,
});

export const updateFundContract = defineContract({
  operationId: 'updateOrganisationFund',
  method: 'POST',
  path: '/api/organisation_fund_update',
  summary: '修改经费卡的名称、有效期与可用人（负责人）；卡号与额度不在此改',
  tag: TAG,
  auth: 'member',
  body: UpdateFundInput,
  response: FundSchema,
});

export const fundBudgetContract = defineContract({
  operationId: 'adjustOrganisationFundBudget',
  method: 'POST',
  path: '/api/organisation_fund_budget',
  summary: '追加或调减经费卡额度（负责人），写明原因，记入经费卡流水；调减不能低于已占用与已支出之和；同一幂等键只生效一次',
  tag: TAG,
  auth: 'member',
  body: FundBudgetInput,
  idempotent: true,
  response: FundSchema,
});

export const fundStatusContract = defineContract({
  operationId: 'setOrganisationFundStatus',
  method: 'POST',
  path: '/api/organisation_fund_status',
  summary: '停用或重新启用经费卡（负责人）；有订单占用额度时不能停用',
  tag: TAG,
  auth: 'member',
  body: FundStatusInput,
  response: FundSchema,
});

export const fundLedgerContract = defineContract({
  operationId: 'organisationFundLedger',
  method: 'GET',
  path: '/api/organisation_fund_ledger',
  summary: '经费卡流水（负责人、审批人、财务）：额度调整、订单占用与释放、付款支出、退款退回，新的在前',
  tag: TAG,
  auth: 'member',
  query: FundLedgerQuery,
  response: FundLedgerPageSchema,
});
