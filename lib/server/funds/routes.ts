import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { createFundContract, fundBudgetContract, fundLedgerContract, fundsContract, fundStatusContract, updateFundContract } from '@/lib/contracts/funds/calls';
import * as funds from './service';

export const fundsRoute = defineRoute(fundsContract, ({ query, session }) => funds.fundsOfOrganisation(db(), session.memberId, query));
export const createFundRoute = defineRoute(createFundContract, ({ body, session }) => funds.createFund(db(), session.memberId, body));
export const updateFundRoute = defineRoute(updateFundContract, ({ body, session }) => funds.updateFund(db(), session.memberId, body));
export const fundBudgetRoute = defineRoute(fundBudgetContract, ({ body, session }) => funds.adjustBudget(db(), session.memberId, body));
export const fundStatusRoute = defineRoute(fundStatusContract, ({ body, session }) => funds.setFundStatus(db(), session.memberId, body));
export const fundLedgerRoute = defineRoute(fundLedgerContract, ({ query, session }) => funds.fundLedger(db(), session.memberId, query));
