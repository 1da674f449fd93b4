import type { Database } from './schema';

/**
 * The one area (a directory under lib/server/) that owns each table: only its
 * files name the table in a query. Others call its service or the read
 * helpers it exports. `satisfies` keeps this in step with the Database type;
 * lib/server/core/boundaries.test.ts keeps it in step with the migrations and
 * checks the queries against it.
 */
export const TABLE_OWNERS = {
  // the session store sits with the route pipeline's auth
  sessions: 'core',

  members: 'account',
  memberProfiles: 'account',
  captchas: 'auth',
  verificationCodes: 'auth',
  authFailures: 'auth',
  qrTickets: 'auth',
  devOutbox: 'auth',
  auditLog: 'audit',
  uploads: 'uploads',
  messages: 'notifications',
  addresses: 'address',
  invoiceInfos: 'invoice',
  invoiceCategories: 'invoice',
  collectingAccounts: 'collecting-accounts',
  serviceRequests: 'service-requests',
  sideEffects: 'outbox',
  schedulerLeases: 'scheduler',
  platformLedger: 'treasury',
  commissionRates: 'treasury',
  payouts: 'payouts',
  payoutBatches: 'payouts',
  payoutBatchApprovals: 'payouts',
  payoutSchedules: 'payouts',

  categories: 'catalog',
  substances: 'catalog',
  substanceSynonyms: 'catalog',
  searchTerms: 'catalog',
  searchWords: 'catalog',
  searchWordVariants: 'catalog',
  substanceStructures: 'structure',
  units: 'goods',
  goods: 'goods',
  lots: 'goods',
  goodsImportJobs: 'goods',
  goodsImportRows: 'goods',
  goodsPriceEvents: 'goods',
  sellerPerformance: 'trust',
  sellerRatings: 'trust',
  priceWatches: 'trust',
  priceWatchAlerts: 'trust',
  priceWatchProgress: 'trust',
  organisations: 'organisations',
  organisationMembers: 'organisations',
  organisationInvitations: 'organisations',
  organisationApprovals: 'organisations',
  organisationFunds: 'funds',
  organisationFundLedger: 'funds',
  certificates: 'certificates',
  certificateAllowances: 'certificates',
  certificateAllowanceMoves: 'certificates',
  safetyDataSheets: 'safety',
  sdsUpdateRequests: 'safety',
  ghsLabels: 'safety',
  productPlacements: 'merchandising',
  directSuppliers: 'merchandising',

  inquiries: 'inquiry',
  inquiryLines: 'inquiry',
  quotations: 'inquiry',
  quotationDrafts: 'inquiry',
  inquiryThreads: 'threads',
  inquiryThreadMessages: 'threads',
  freightRules: 'freight',

  expressCompanies: 'express',
  depositAccounts: 'deposit',
  depositLedger: 'deposit',
  recharges: 'recharge',
  voucherBatches: 'voucher',
  vouchers: 'voucher',

  cartItems: 'orders',
  orders: 'orders',
  orderLines: 'orders',
  orderPayments: 'orders',
  orderNegotiations: 'orders',
  orderEvents: 'orders',
  refunds: 'refunds',
  reconciliationRuns: 'reconciliation',
  reconciliationItems: 'reconciliation',
} as const satisfies Record<keyof Database, string>;

export type TableName = keyof typeof TABLE_OWNERS;
