import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import {
  creditLineStatusContract,
  organisationPayablesContract,
  organisationTermsContract,
  saveCreditLineContract,
  sellerCreditLinesContract,
  sellerReceivablesContract,
} from '@/lib/contracts/credit/calls';
import { grantCreditLine } from '@/lib/server/workflows/credit-lines';
import * as credit from './service';

export const sellerCreditLinesRoute = defineRoute(sellerCreditLinesContract, ({ session }) => credit.sellerCreditLines(db(), session.memberId));
export const saveCreditLineRoute = defineRoute(saveCreditLineContract, ({ body, session }) => grantCreditLine(db(), session.memberId, body));
export const creditLineStatusRoute = defineRoute(creditLineStatusContract, ({ body, session }) => credit.setCreditLineStatus(db(), session.memberId, body));
export const sellerReceivablesRoute = defineRoute(sellerReceivablesContract, ({ session }) => credit.sellerReceivables(db(), session.memberId));
export const organisationTermsRoute = defineRoute(organisationTermsContract, ({ query, session }) =>
  credit.organisationCreditLines(db(), session.memberId, query.organisationId),
);
export const organisationPayablesRoute = defineRoute(organisationPayablesContract, ({ query, session }) =>
  credit.organisationPayables(db(), session.memberId, query.organisationId),
);
