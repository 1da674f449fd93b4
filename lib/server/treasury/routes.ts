import { findMemberByAccount, usernamesOf } from '@/lib/server/account/service';
import { categoryChoices } from '@/lib/server/catalog/queries';
import { db, type Db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { moneyConservation } from '@/lib/server/workflows/money-conservation';
import {
  adminCommissionRateDeleteContract,
  adminCommissionRateSaveContract,
  adminCommissionRatesContract,
  adminTreasuryContract,
} from '@/lib/contracts/treasury/calls';
import { commissionRatesPage, deleteCommissionRate, saveCommissionRate, treasuryOverview, type Directory } from './admin';

const directory: Directory = {
  categories: (database: Db) => categoryChoices(database),
  usernamesOf,
  async sellerIdByUsername(database: Db, username: string) {
    const member = await findMemberByAccount(database, username);
    return member && member.username === username && member.isSeller ? member.id : null;
  },
};

export const adminTreasuryRoute = defineRoute(adminTreasuryContract, async () => {
  const { membersCents, gapCents } = await moneyConservation(db());
  return treasuryOverview(db(), { membersCents, gapCents });
});

export const adminCommissionRatesRoute = defineRoute(adminCommissionRatesContract, () => commissionRatesPage(db(), directory));

export const adminCommissionRateSaveRoute = defineRoute(adminCommissionRateSaveContract, ({ body, session }) => saveCommissionRate(db(), session.memberId, body, directory));

export const adminCommissionRateDeleteRoute = defineRoute(adminCommissionRateDeleteContract, ({ body, session }) => deleteCommissionRate(db(), session.memberId, body.id, directory));
