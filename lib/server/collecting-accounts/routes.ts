import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import {
  createCollectingAccount,
  deleteCollectingAccount,
  listCollectingAccounts,
  revealAccountNumber,
  setDefaultCollectingAccount,
  updateCollectingAccount,
} from './service';
import {
  collectingAccountListContract,
  collectingAccountCreateContract,
  collectingAccountUpdateContract,
  collectingAccountDeleteContract,
  collectingAccountDefaultContract,
  collectingAccountRevealContract,
} from '@/lib/contracts/collecting-accounts/calls';

// Sellers only (3012 for anyone else); every call works on the caller's own accounts.

export const collectingAccountListRoute = defineRoute(collectingAccountListContract, ({ query, session }) =>
  listCollectingAccounts(db(), session.memberId, query),
);

export const collectingAccountCreateRoute = defineRoute(collectingAccountCreateContract, ({ body, session }) =>
  createCollectingAccount(db(), session.memberId, body),
);

export const collectingAccountUpdateRoute = defineRoute(collectingAccountUpdateContract, ({ body, session }) =>
  updateCollectingAccount(db(), session.memberId, body),
);

export const collectingAccountDeleteRoute = defineRoute(collectingAccountDeleteContract, ({ body, session }) =>
  deleteCollectingAccount(db(), session.memberId, body.id),
);

export const collectingAccountDefaultRoute = defineRoute(collectingAccountDefaultContract, ({ body, session }) =>
  setDefaultCollectingAccount(db(), session.memberId, body.id),
);

export const collectingAccountRevealRoute = defineRoute(collectingAccountRevealContract, ({ body, session }) =>
  revealAccountNumber(db(), session.memberId, body.id),
);
