import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { organisationDepositContract, payFromOrganisationContract } from '@/lib/contracts/organisation-deposit/calls';
import { payFromOrganisation } from '@/lib/server/workflows/organisation-payment';
import { organisationDeposit } from './service';

export const organisationDepositRoute = defineRoute(organisationDepositContract, ({ query, session }) => organisationDeposit(db(), session.memberId, query));
export const payFromOrganisationRoute = defineRoute(payFromOrganisationContract, ({ body, session }) => payFromOrganisation(db(), session.memberId, body));
