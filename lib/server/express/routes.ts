import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { deleteExpressCompany } from '@/lib/server/workflows/express-companies';
import { allExpressCompanies, createExpressCompany, enabledExpressCompanies, updateExpressCompany } from './service';
import {
  expressCompanyContract,
  adminExpressListContract,
  adminExpressCreateContract,
  adminExpressUpdateContract,
  adminExpressDeleteContract,
} from '@/lib/contracts/express/calls';

export const expressCompanyRoute = defineRoute(expressCompanyContract, ({ query }) => enabledExpressCompanies(db(), query));

export const adminExpressListRoute = defineRoute(adminExpressListContract, () => allExpressCompanies(db()));

export const adminExpressCreateRoute = defineRoute(adminExpressCreateContract, ({ body, session }) => createExpressCompany(db(), session.memberId, body));

export const adminExpressUpdateRoute = defineRoute(adminExpressUpdateContract, ({ body, session }) => updateExpressCompany(db(), session.memberId, body));

export const adminExpressDeleteRoute = defineRoute(adminExpressDeleteContract, ({ body, session }) => deleteExpressCompany(db(), session.memberId, body.id));
