import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types as the code sees them: camelCase here, snake_case in the
 * database (Kysely's CamelCasePlugin maps between them). Timestamps are ISO
 * 8601 UTC text and flags are 0/1 integers, so one query path serves both
 * SQLite and PostgreSQL.
 */
export interface CategoryTable {
  id: Generated<number>;
  slug: string;
  name: string;
  nameEn: string;
  sortOrder: number;
}

export interface SubstanceTable {
  id: Generated<number>;
  cas: string;
  name: string;
  iupacName: string | null;
  formula: string | null;
  molecularWeight: number | null;
  smiles: string | null;
  inchi: string | null;
  inchikey: string | null;
  pubchemCid: number | null;
  categoryId: number | null;
  meltingPointK: number | null;
  boilingPointK: number | null;
  densityKgM3: number | null;
  /** The Chinese name from an official list (migration 0011), and that list with its entry number. */
  nameZh: string | null;
  nameZhSource: string | null;
  createdAt: string;
  /** Migration 0019: 0 while a seller's proposed substance waits for review (out of search and product pages). */
  listed?: Generated<number>;
  proposedBy?: number | null;
}

/** RDKit's record of a substance's structure (see migration 0010). */
export interface SubstanceStructureTable {
  substanceId: number;
  canonicalSmiles: string | null;
  heavyAtoms: number;
  patternFp: Uint8Array | null;
  morganFp: Uint8Array | null;
  morganBits: number;
  pickle: Uint8Array | null;
}

export interface SubstanceSynonymTable {
  id: Generated<number>;
  substanceId: number;
  synonym: string;
}

/** `name_zh` is the Chinese name, `alias_zh` another Chinese name the same official entry gives. */
/** pinyin and pinyin_initials are a Chinese name as typed in pinyin; their `original` is the Chinese name. */
export type SearchTermKind = 'name' | 'name_zh' | 'iupac' | 'synonym' | 'alias_zh' | 'pinyin' | 'pinyin_initials';

export interface SearchTermTable {
  id: Generated<number>;
  substanceId: number;
  kind: SearchTermKind;
  /** The name as written, for display. */
  original: string;
  /** NFKC, lower case, single spaces: what the search matches. */
  term: string;
  /** The term's words, each preceded by one space. */
  words: string;
}

export interface SearchWordTable {
  word: string;
  frequency: number;
}

export interface SearchWordVariantTable {
  variant: string;
  word: string;
}

export interface UnitTable {
  id: Generated<number>;
  code: string;
  name: string;
  kind: 'mass' | 'volume' | 'count';
  sortOrder: number;
}

export interface InvoiceCategoryTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
  sortOrder: number;
}

export type MemberType = 'teacher' | 'student' | 'licence';

export interface MemberTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  memberType: MemberType;
  isBuyer: number;
  isSeller: number;
  isOperator: Generated<number>;
  displayName: string;
  companyName: string | null;
  phone: string | null;
  email: string | null;
  emailVerifiedAt: string | null;
  lastLoginAt: string | null;
  createdAt: string;
  /** Set while an operator has disabled the member (migration 0020). */
  disabledAt: Generated<string | null>;
  disabledReason: Generated<string | null>;
}

export interface SessionTable {
  id: Generated<number>;
  memberId: number;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  lastSeenAt: string;
  revokedAt: string | null;
}

/** `rejected` and `deleted`: migration 0019 (goods management; docs/state-machines.md). */
export type GoodsStatus = 'pending' | 'on_shelf' | 'off_shelf' | 'rejected' | 'deleted';

export interface GoodsTable {
  id: Generated<number>;
  sellerId: number;
  substanceId: number;
  packSize: number;
  unitId: number;
  purity: string;
  priceCents: number;
  stock: number;
  /** Migration 0032: packs held by submitted, unpaid orders; buyers can take `stock - reserved`. */
  reserved: Generated<number>;
  leadTimeDays: number;
  purityPercent: number | null;
  /** The lot (batch) on offer, which its certificate of analysis describes. */
  lotNumber: string | null;
  coaUploadId: number | null;
  status: GoodsStatus;
  createdAt: string;
  updatedAt: string;
  /** Migration 0019: brand, storage, the operator's reason on rejection, the import job the row came from. */
  brand?: string | null;
  storageConditions?: string | null;
  reviewNote?: string | null;
  reviewedAt?: string | null;
  importJobId?: number | null;
}

export interface CaptchaTable {
  id: Generated<number>;
  token: string;
  answer: string;
  createdAt: string;
  expiresAt: string;
  smsUsedAt: string | null;
  signUpUsedAt: string | null;
}

export type CodeChannel = 'sms' | 'email';
export type CodePurpose = 'register' | 'login' | 'forget' | 'bind_email';

export interface VerificationCodeTable {
  id: Generated<number>;
  channel: CodeChannel;
  target: string;
  purpose: CodePurpose;
  codeHash: string;
  createdAt: string;
  expiresAt: string;
  failedAttempts: number;
  consumedAt: string | null;
}

export interface AuthFailureTable {
  id: Generated<number>;
  subject: string;
  createdAt: string;
}

export type QrTicketStatus = 'pending' | 'confirmed' | 'consumed';

export interface QrTicketTable {
  id: Generated<number>;
  ticketHash: string;
  pollHash: string;
  status: QrTicketStatus;
  memberId: number | null;
  createdAt: string;
  expiresAt: string;
  confirmedAt: string | null;
  consumedAt: string | null;
}

export interface DevOutboxTable {
  id: Generated<number>;
  channel: CodeChannel;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

export interface UploadTable {
  id: Generated<number>;
  memberId: number;
  purpose: 'licence' | 'coa' | 'recharge_proof' | 'certificate' | 'invoice' | 'message' | 'sds';
  originalName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
  createdAt: string;
}

export interface MemberProfileTable {
  memberId: number;
  kind: 'person' | 'company';
  realName: string;
  organisationName: string | null;
  creditCode: string | null;
  licenceUploadId: number | null;
  address: string | null;
  updatedAt: string;
}

/** The operator's lists; "direct" is not one of them (it follows from `direct_suppliers`). */
export type PlacementList = 'promotion' | 'main' | 'electronic_grade';

export interface ProductPlacementTable {
  id: Generated<number>;
  substanceId: number;
  list: PlacementList;
  sortOrder: number;
  /** Promotion: its tag ("限时 8.5 折"); electronic grade: the grade ("SEMI G4"). */
  label: string | null;
  promotionPriceCents: number | null;
  note: string | null;
  startsAt: string;
  endsAt: string | null;
  createdAt: string;
}

export interface DirectSupplierTable {
  sellerId: number;
  label: string;
  createdAt: string;
}

export type InquiryStatus = 'open' | 'quoted' | 'partly_accepted' | 'accepted' | 'ordered' | 'closed' | 'cancelled' | 'expired';
export type QuotationStatus = 'active' | 'superseded' | 'cancelled' | 'accepted' | 'lost' | 'expired';

export interface InquiryTable {
  id: Generated<number>;
  buyerId: number;
  substanceId: number | null;
  cas: string | null;
  productName: string;
  quantity: number;
  unitId: number;
  purity: string | null;
  note: string | null;
  contactName: string;
  contactPhone: string;
  /** Where the goods would go and which invoice details apply: the buyer's own, or null. */
  addressId: number | null;
  invoiceInfoId: number | null;
  status: InquiryStatus;
  createdAt: string;
  /** Migration 0014: the header of a multi-line inquiry. The product columns above are line 1's summary. */
  neededBy?: string | null;
  deadlineAt?: string | null;
  /** JSON array of upload ids. */
  attachmentIds?: Generated<string>;
  updatedAt?: string | null;
  /** The delivery area's label when the inquiry was made (no street). */
  area?: string | null;
  /** Migration 0029: the address and invoice details as sent (JSON), null on older inquiries and for "no invoice". */
  deliveryJson?: string | null;
  invoiceJson?: string | null;
}

/** A seller's unsent quotation sheet for one inquiry (migration 0029, lib/server/inquiry/sheet.ts). */
export interface QuotationDraftTable {
  inquiryId: number;
  sellerId: number;
  rowsJson: string;
  updatedAt: string;
}

/** A conversation about one inquiry line between its buyer and one seller (migration 0031, lib/server/threads). */
export interface InquiryThreadTable {
  id: Generated<number>;
  inquiryId: number;
  lineId: number;
  buyerId: number;
  sellerId: number;
  messageCount: Generated<number>;
  lastMessageAt: string | null;
  /** The id of the newest message each side has seen (0: none). */
  buyerReadId: Generated<number>;
  sellerReadId: Generated<number>;
  createdAt: string;
}

export type ThreadSide = 'buyer' | 'seller';

/** One message of a thread (append-only). */
export interface InquiryThreadMessageTable {
  id: Generated<number>;
  threadId: number;
  author: ThreadSide;
  authorId: number;
  body: string;
  /** JSON array of upload ids (purpose `message`, the author's own). */
  attachmentIds: string;
  createdAt: string;
}

/** One product asked for in an inquiry (migration 0014). */
export interface InquiryLineTable {
  id: Generated<number>;
  inquiryId: number;
  lineNo: number;
  substanceId: number | null;
  cas: string | null;
  productName: string;
  smiles: string | null;
  quantity: number;
  unitId: number;
  purity: string | null;
  packaging: string | null;
  acceptedQuotationId: number | null;
  createdAt: string;
}

/** A seller's offer for one inquiry line (migration 0014); an appended offer supersedes the previous row. */
export interface QuotationTable {
  id: Generated<number>;
  inquiryId: number;
  lineId: number;
  sellerId: number;
  priceCents: number;
  packSize: number;
  unitId: number;
  purity: string | null;
  inStock: number;
  leadTimeDays: number;
  validUntil: string;
  remarks: string | null;
  coaUploadId: number | null;
  goodsId: number | null;
  status: QuotationStatus;
  supersedesId: number | null;
  createdAt: string;
  updatedAt: string;
  /** Migration 0030: freight quoted with the offer (0 = 包邮); null: the seller's freight template applies. */
  freightCents?: number | null;
}

/** A seller's freight template (migration 0030, lib/server/freight). */
export interface FreightRulesTable {
  sellerId: number;
  rulesJson: string;
  updatedAt: string;
}

/** An in-app message (站内消息) to a member (migration 0014, area notifications). */
export interface MessageTable {
  id: Generated<number>;
  memberId: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

/** A member's receipt address. `areaCodes`: province,city[,district] codes of the area list. */
export interface AddressTable {
  id: Generated<number>;
  memberId: number;
  receiver: string;
  phone: string;
  areaCodes: string;
  areaLabel: string;
  detail: string;
  postcode: string | null;
  isDefault: number;
  createdAt: string;
  updatedAt: string;
}

/** A member's invoice details (开票信息) for one invoice category. */
export interface InvoiceInfoTable {
  id: Generated<number>;
  memberId: number;
  categoryId: number;
  title: string;
  taxNumber: string | null;
  bankName: string | null;
  bankAccount: string | null;
  registeredAddress: string | null;
  registeredPhone: string | null;
  email: string | null;
  isDefault: number;
  createdAt: string;
  updatedAt: string;
}

export interface Database {
  goodsPriceEvents: GoodsPriceEventTable;
  sellerPerformance: SellerPerformanceTable;
  sellerRatings: SellerRatingTable;
  priceWatches: PriceWatchTable;
  organisations: OrganisationTable;
  organisationMembers: OrganisationMemberTable;
  organisationInvitations: OrganisationInvitationTable;
  organisationApprovals: OrganisationApprovalTable;
  organisationFunds: OrganisationFundTable;
  organisationFundLedger: OrganisationFundLedgerTable;
  creditLines: CreditLineTable;
  creditLedger: CreditLedgerTable;
  creditReminders: CreditReminderTable;
  organisationDepositAccounts: OrganisationDepositAccountTable;
  organisationDepositLedger: OrganisationDepositLedgerTable;
  apiKeys: ApiKeyTable;
  apiKeyNonces: ApiKeyNonceTable;
  apiKeyCalls: ApiKeyCallTable;
  webhookEndpoints: WebhookEndpointTable;
  webhookDeliveries: WebhookDeliveryTable;
  webhookAttempts: WebhookAttemptTable;
  punchoutConnections: PunchoutConnectionTable;
  punchoutSessions: PunchoutSessionTable;
  punchoutOrderRequests: PunchoutOrderRequestTable;
  priceWatchAlerts: PriceWatchAlertTable;
  priceWatchProgress: PriceWatchProgressTable;
  safetyDataSheets: SafetyDataSheetTable;
  sdsUpdateRequests: SdsUpdateRequestTable;
  ghsLabels: GhsLabelTable;
  certificateAllowances: CertificateAllowanceTable;
  certificateAllowanceMoves: CertificateAllowanceMoveTable;
  lots: LotTable;
  payouts: PayoutTable;
  payoutBatches: PayoutBatchTable;
  payoutBatchApprovals: PayoutBatchApprovalTable;
  payoutSchedules: PayoutScheduleTable;
  platformLedger: PlatformLedgerTable;
  commissionRates: CommissionRateTable;
  categories: CategoryTable;
  substances: SubstanceTable;
  substanceSynonyms: SubstanceSynonymTable;
  substanceStructures: SubstanceStructureTable;
  units: UnitTable;
  invoiceCategories: InvoiceCategoryTable;
  members: MemberTable;
  sessions: SessionTable;
  goods: GoodsTable;
  captchas: CaptchaTable;
  verificationCodes: VerificationCodeTable;
  authFailures: AuthFailureTable;
  qrTickets: QrTicketTable;
  devOutbox: DevOutboxTable;
  uploads: UploadTable;
  memberProfiles: MemberProfileTable;
  searchTerms: SearchTermTable;
  searchWords: SearchWordTable;
  searchWordVariants: SearchWordVariantTable;
  productPlacements: ProductPlacementTable;
  directSuppliers: DirectSupplierTable;
  inquiries: InquiryTable;
  inquiryLines: InquiryLineTable;
  quotations: QuotationTable;
  quotationDrafts: QuotationDraftTable;
  inquiryThreads: InquiryThreadTable;
  inquiryThreadMessages: InquiryThreadMessageTable;
  freightRules: FreightRulesTable;
  messages: MessageTable;
  addresses: AddressTable;
  invoiceInfos: InvoiceInfoTable;
  sideEffects: SideEffectTable;
  serviceRequests: ServiceRequestTable;
  auditLog: AuditLogTable;
  expressCompanies: ExpressCompanyTable;
  depositAccounts: DepositAccountTable;
  depositLedger: DepositLedgerTable;
  recharges: RechargeTable;
  voucherBatches: VoucherBatchTable;
  vouchers: VoucherTable;
  certificates: CertificateTable;
  collectingAccounts: CollectingAccountTable;
  goodsImportJobs: GoodsImportJobTable;
  goodsImportRows: GoodsImportRowTable;
  cartItems: CartItemTable;
  orders: OrderTable;
  orderLines: OrderLineTable;
  orderPayments: OrderPaymentTable;
  orderNegotiations: OrderNegotiationTable;
  orderEvents: OrderEventTable;
  refunds: RefundTable;
  reconciliationRuns: ReconciliationRunTable;
  reconciliationItems: ReconciliationItemTable;
  schedulerLeases: SchedulerLeaseTable;
}

/** Which instance runs a time-driven scheduler job, until when (lib/server/scheduler/leases.ts, migration 0028). */
export interface SchedulerLeaseTable {
  name: string;
  holder: string;
  until: string;
}

export type Substance = Selectable<SubstanceTable>;
export type NewSubstance = Insertable<SubstanceTable>;
export type Member = Selectable<MemberTable>;

/** A mail or message a workflow owes, sent after its transaction commits (lib/server/workflows). */
export interface SideEffectTable {
  id: Generated<number>;
  topic: string;
  /** JSON */
  payload: string;
  createdAt: string;
  availableAt: string;
  attempts: Generated<number>;
  /** A dispatcher holds the row until then; another may take it over afterwards. */
  claimedUntil: string | null;
  doneAt: string | null;
  lastError: string | null;
  /** pending → sending → sent | retrying → dead (lib/server/outbox, docs/state-machines.md). */
  status: OutboxStatus;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'retrying' | 'dead';

export type ServiceRequestKind = 'feedback' | 'consignment' | 'logistics';

/** Feedback, consignment and logistics requests (lib/server/service-requests, migration 0013). */
export interface ServiceRequestTable {
  id: Generated<number>;
  kind: ServiceRequestKind;
  /** The signed-in member who sent it; null for a visitor. */
  memberId: number | null;
  contactName: string;
  company: string | null;
  phone: string | null;
  email: string;
  /** JSON: the fields of this kind (see service-requests/schema.ts). */
  details: string;
  clientIp: string;
  status: Generated<string>;
  createdAt: string;
}

/** Operator actions, append-only (lib/server/audit, migration 0016). */
export interface AuditLogTable {
  id: Generated<number>;
  operatorId: number;
  /** A verb in the area's words, e.g. `goods.approve`, `certificate.reject`, `recharge.confirm`. */
  action: string;
  /** The table (area) the row belongs to, e.g. `goods`, `certificate`, `recharge`. */
  entity: string;
  entityId: string;
  beforeJson: string | null;
  afterJson: string | null;
  reason: string | null;
  createdAt: string;
}

/** Carriers sellers ship with (lib/server/express, migration 0020). */
export interface ExpressCompanyTable {
  id: Generated<number>;
  name: string;
  code: string;
  /** `{no}` stands for the waybill number; null when the carrier has no public tracking page. */
  trackingUrlTemplate: string | null;
  enabled: number;
  /** Licensed to carry dangerous goods (GB 6944 classes), which parcel express refuses. */
  dangerousGoods: number;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}
/** Money (lib/server/deposit, lib/server/recharge, lib/server/voucher; migration 0017). Amounts in integer cents. */
export interface DepositAccountTable {
  memberId: number;
  balanceCents: number;
  frozenCents: number;
  updatedAt: string;
}

/**
 * `sale_held`: a seller's proceeds of a paid order, held (frozen) until the buyer confirms receipt;
 * `sale_release`: released to the seller's balance; `sale_reversal`: taken back when the order is refunded.
 */
export type LedgerKind =
  | 'recharge'
  | 'payment'
  | 'freeze'
  | 'release'
  | 'capture'
  | 'refund'
  | 'adjustment'
  | 'sale_held'
  | 'sale_release'
  | 'sale_reversal'
  /** The platform's commission on a paid order, taken from the seller's held proceeds. */
  | 'commission'
  /** A payout or withdrawal requested: available → frozen. */
  | 'withdrawal_hold'
  /** A payout or withdrawal that failed or was rejected: frozen → available. */
  | 'withdrawal_release'
  /** A payout or withdrawal paid out by the provider: frozen → gone. */
  | 'withdrawal';

/** The platform's own accounts (docs/decisions/0131-treasury-and-commission.md). */
export type PlatformAccount = 'outside' | 'commission' | 'voucher_cost' | 'refunds_in_transit';

/** Append-only: one row per movement of one platform account; an account's balance is the sum of its rows. */
export interface PlatformLedgerTable {
  id: Generated<number>;
  account: PlatformAccount;
  amountCents: number;
  reference: string;
  idempotencyKey: string;
  memo: string | null;
  createdAt: string;
}

/** A commission rate (basis points) for a category or a seller. */
export interface CommissionRateTable {
  id: Generated<number>;
  scope: 'category' | 'seller';
  scopeId: number;
  rateBp: number;
  note: string | null;
  updatedBy: number | null;
  updatedAt: string;
}

/** Append-only: one row per movement of a member's deposit. */
export interface DepositLedgerTable {
  id: Generated<number>;
  memberId: number;
  kind: LedgerKind;
  /** Change of the available balance (negative: money out or frozen). */
  amountCents: number;
  /** Change of the frozen amount. */
  frozenDeltaCents: number;
  balanceAfterCents: number;
  frozenAfterCents: number;
  /** What the movement pays for, e.g. `recharge:12`, `order:A1001`. */
  reference: string;
  idempotencyKey: string;
  createdAt: string;
}

export type RechargeMethod = 'offline' | 'online';
export type RechargeStatus = 'pending' | 'paid' | 'rejected' | 'failed';

export interface RechargeTable {
  id: Generated<number>;
  memberId: number;
  method: RechargeMethod;
  amountCents: number;
  status: RechargeStatus;
  proofUploadId: number | null;
  payerName: string | null;
  remark: string | null;
  provider: string | null;
  providerTradeNo: string | null;
  idempotencyKey: string;
  rejectReason: string | null;
  reviewedBy: number | null;
  settledAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Made for an organisation: its deposit is credited, not the member's (migration 0042). */
  organisationId: Generated<number | null>;
}

export interface VoucherBatchTable {
  id: Generated<number>;
  title: string;
  faceValueCents: number;
  minOrderCents: number;
  validFrom: string;
  validUntil: string;
  scope: string;
  createdBy: number | null;
  createdAt: string;
}

export interface VoucherTable {
  id: Generated<number>;
  batchId: number;
  code: string;
  /** Null until a member redeems the code (or an operator issues it to one). */
  memberId: number | null;
  status: 'unused' | 'used';
  claimedAt: string | null;
  usedAt: string | null;
  orderReference: string | null;
  orderAmountCents: number | null;
  createdAt: string;
}

/** A member's licences and permits with their review (lib/server/certificates, migration 0018). */
export interface CertificateTable {
  id: Generated<number>;
  memberId: number;
  /** `buyer`: licences to buy regulated substances; `supplier`: a seller's business and hazardous-chemicals licences. */
  scope: 'buyer' | 'supplier';
  kind: string;
  number: string;
  holder: string;
  /** YYYY-MM-DD (China dates); `validTo` null: without end date (营业执照 “长期”). */
  validFrom: string;
  validTo: string | null;
  uploadId: number;
  status: 'pending' | 'approved' | 'rejected';
  rejectReason: string | null;
  /** Counts the member's saves, so a review applies to the version the operator saw. */
  revision: number;
  /** 1: a purchase permit stored with its substances and quantities, which orders draw on; 0: stored before quantities, not counted (decision 0154). */
  quantitiesCounted: Generated<number>;
  reviewedBy: number | null;
  reviewedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A seller's bank accounts for payouts, one default (lib/server/collecting-accounts, migration 0018). */
export interface CollectingAccountTable {
  id: Generated<number>;
  memberId: number;
  accountType: 'personal' | 'corporate';
  holder: string;
  bankCode: string;
  branch: string;
  accountNumber: string;
  isDefault: number;
  createdAt: string;
  updatedAt: string;
}

export type GoodsImportJobStatus = 'queued' | 'running' | 'done' | 'failed';

/** A seller's spreadsheet import, worked by the server process (lib/server/goods/import, migration 0019). */
export interface GoodsImportJobTable {
  id: Generated<number>;
  sellerId: number;
  fileName: string;
  storageKey: string;
  status: GoodsImportJobStatus;
  totalRows: number;
  processedRows: Generated<number>;
  acceptedRows: Generated<number>;
  rejectedRows: Generated<number>;
  attempts: Generated<number>;
  /** A worker holds the job until then (renewed by its heartbeat); after it, another takes it over where it stopped. */
  claimedUntil: string | null;
  /** The holding worker's own token: progress is stored only under it (migration 0028). */
  claimToken: string | null;
  /** The holder's last heartbeat. */
  heartbeatAt: string | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** One spreadsheet row's outcome. */
export interface GoodsImportRowTable {
  id: Generated<number>;
  jobId: number;
  rowNo: number;
  outcome: 'accepted' | 'rejected';
  reason: string | null;
  cas: string | null;
  name: string | null;
  /** seller-independent identity of an offer (CAS, pack, unit, purity, brand): finds duplicates within the file. */
  offerKey: string | null;
  goodsId: number | null;
}

/* Orders (migration 0021, lib/server/orders; states in docs/state-machines.md). */

export interface CartItemTable {
  id: Generated<number>;
  memberId: number;
  goodsId: number;
  quantity: number;
  createdAt: string;
  updatedAt: string;
}

export type OrderStockState = 'reserved' | 'taken' | 'released' | 'returned';

export type OrderStatus =
  'created' | 'pending_approval' | 'submitted' | 'negotiating' | 'paid' | 'dispatched' | 'received' | 'completed' | 'cancelled' | 'refunded';
export type OrderInvoiceStatus = 'none' | 'requested' | 'issued';

export interface OrderTable {
  id: Generated<number>;
  orderNo: string;
  buyerId: number;
  sellerId: number;
  status: OrderStatus;
  source: 'cart' | 'quotation';
  inquiryId: number | null;
  /** The lines' sum at the offer prices; `goodsCents` is what was agreed (differs after a negotiation). */
  listGoodsCents: number;
  goodsCents: number;
  shippingCents: number;
  discountCents: Generated<number>;
  payableCents: number;
  paidCents: Generated<number>;
  voucherId: number | null;
  expressCompanyId: number | null;
  /** JSON: the delivery address as it was when the order was created. */
  deliveryJson: string;
  /** JSON: the invoice details as they were, or null for no invoice. */
  invoiceJson: string | null;
  buyerNote: string | null;
  version: Generated<number>;
  shipExpressCompanyId: number | null;
  trackingNo: string | null;
  receiveMode: 'buyer' | 'auto' | null;
  cancelReason: string | null;
  refundReason: string | null;
  invoiceStatus: Generated<OrderInvoiceStatus>;
  invoiceRequestedAt: string | null;
  invoiceNumber: string | null;
  invoiceUploadId: number | null;
  invoiceIssuedAt: string | null;
  /** Migration 0030: how the freight was reached (the seller's template or quotation), as the buyer saw it. */
  shippingNote?: string | null;
  /** The platform's commission, fixed when the order was paid. */
  commissionCents: Generated<number>;
  /** Migration 0032: what the order holds of its goods' stock (null: nothing held). */
  stockState?: OrderStockState | null;
  /** Migration 0038: the organisation the order was bought for (its purchaser placed it), and the buyer's own references. */
  organisationId?: number | null;
  purchaseOrderNo?: string | null;
  projectNo?: string | null;
  /** Migration 0039: when the seller first saw it (submitted or approved); null while it is the buyer's own. */
  releasedAt?: string | null;
  /** Migration 0040: the organisation's fund (经费卡) the order is charged to. */
  fundId?: number | null;
  /** Migration 0041: the seller's payment terms the order was placed on (null: paid before dispatch), as agreed then. */
  creditLineId?: number | null;
  termsKind?: CreditTermsKind | null;
  termsDays?: number | null;
  /** Migration 0041: the China day by which an order dispatched on terms must be paid. */
  dueOn?: string | null;
  createdAt: string;
  submittedAt: string | null;
  paidAt: string | null;
  dispatchedAt: string | null;
  receivedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  refundedAt: string | null;
  updatedAt: string;
}

export interface OrderLineTable {
  id: Generated<number>;
  orderId: number;
  lineNo: number;
  goodsId: number | null;
  quotationId: number | null;
  substanceId: number | null;
  cas: string | null;
  productName: string;
  productNameZh: string | null;
  purity: string | null;
  brand: string | null;
  packSize: number;
  unitCode: string;
  lotNumber: string | null;
  coaUploadId: number | null;
  leadTimeDays: number;
  unitPriceCents: number;
  quantity: number;
  amountCents: number;
  /** The lot shipped on this line, recorded at dispatch (migration 0033). */
  lotId: Generated<number | null>;
}

/** What a buyer's permit allows of one substance, in grams or millilitres (certificates area, migration 0034). */
export interface CertificateAllowanceTable {
  id: Generated<number>;
  certificateId: number;
  cas: string;
  quantity: number;
  base: 'g' | 'mL';
  supersededAt: string | null;
  createdAt: string;
}

/** A draw on an allowance by an order (positive) or its return (negative); append-only. */
export interface CertificateAllowanceMoveTable {
  id: Generated<number>;
  allowanceId: number;
  orderId: number;
  orderNo: string;
  kind: 'draw' | 'return';
  quantity: number;
  /** The permit's kind and number when drawn (the sales record keeps them through later edits). */
  permitKind: string;
  permitNumber: string;
  createdAt: string;
}

/** One version of a seller's SDS of a substance in one language; append-only (safety area, migration 0035). */
export interface SafetyDataSheetTable {
  id: Generated<number>;
  sellerId: number;
  substanceId: number;
  language: 'zh' | 'en';
  uploadId: number;
  /** The revision date the sheet states (YYYY-MM-DD). */
  revisedOn: string;
  createdAt: string;
}

/** The operator asking a seller for a newer SDS; answered by a newer revision. */
export interface SdsUpdateRequestTable {
  id: Generated<number>;
  sellerId: number;
  substanceId: number;
  requestedBy: number;
  note: string;
  revisedOnSeen: string;
  createdAt: string;
  answeredAt: string | null;
}

/** A substance's GHS label as a seller read it from their SDS, or as the operator reviewed it. */
export interface GhsLabelTable {
  id: Generated<number>;
  substanceId: number;
  source: 'seller' | 'operator';
  sellerId: number | null;
  /** Comma-separated, in code order: GHS05,GHS07. */
  pictograms: string;
  signalWord: 'danger' | 'warning' | null;
  hazardCodes: string;
  precautionCodes: string;
  /** Where it was read: 据 某供应商 SDS，2026-03 修订. */
  basis: string;
  createdBy: number;
  createdAt: string;
  supersededAt: string | null;
}

/** A seller's batch of one product (goods area, migration 0033). */
export interface LotTable {
  id: Generated<number>;
  sellerId: number;
  productKey: string;
  cas: string | null;
  productName: string;
  lotNumber: string;
  coaUploadId: number | null;
  coaRevision: Generated<number>;
  coaRevisedAt: string | null;
  recalledAt: string | null;
  recallReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export type OrderPaymentMethod = 'voucher' | 'deposit' | 'transfer' | 'online';
export type OrderPaymentStatus = 'pending' | 'settled' | 'rejected' | 'refunded' | 'released';

export interface OrderPaymentTable {
  id: Generated<number>;
  orderId: number;
  buyerId: number;
  method: OrderPaymentMethod;
  amountCents: number;
  status: OrderPaymentStatus;
  idempotencyKey: string;
  voucherId: number | null;
  proofUploadId: number | null;
  payerName: string | null;
  provider: string | null;
  providerTradeNo: string | null;
  rejectReason: string | null;
  reviewedBy: number | null;
  createdAt: string;
  settledAt: string | null;
  updatedAt: string;
  /** A deposit part drawn from this organisation's deposit, not the buyer's (migration 0042). */
  organisationId: Generated<number | null>;
  /** Who paid the part when it was not the buyer (an organisation's payer). */
  paidBy: Generated<number | null>;
}

export type NegotiationStatus = 'open' | 'accepted' | 'rejected' | 'countered' | 'withdrawn';

export interface OrderNegotiationTable {
  id: Generated<number>;
  orderId: number;
  proposedBy: number;
  party: 'buyer' | 'seller';
  goodsCents: number;
  note: string | null;
  status: NegotiationStatus;
  respondedAt: string | null;
  createdAt: string;
}

export interface OrderEventTable {
  id: Generated<number>;
  orderId: number;
  actorId: number | null;
  action: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  note: string | null;
  createdAt: string;
}

/** Where a refund sends money back: the deposit, the payment provider, the buyer's bank by the payout path. */
export type RefundMethod = 'deposit' | 'online' | 'transfer';

/** lib/server/refunds/transitions.ts, docs/state-machines.md "Refunds". */
export type RefundStatus = 'requested' | 'sent' | 'succeeded' | 'failed' | 'awaiting_payout' | 'paying_out';

/** One payment part's share of a seller's refund (lib/server/refunds). */
export interface RefundTable {
  id: Generated<number>;
  refundNo: string;
  orderId: number;
  orderNo: string;
  buyerId: number;
  sellerId: number;
  orderPaymentId: number;
  /** The seller's request this row belongs to (its Idempotency-Key, or `full` for the whole-order refund). */
  requestKey: string;
  method: RefundMethod;
  amountCents: number;
  /** The platform's commission given back with this row (proportional, never more than was taken). */
  commissionReturnedCents: number;
  /** What the seller paid for this row: amount less the commission returned. */
  sellerChargedCents: number;
  /** Where the seller's part came from: the order's held proceeds, or the available balance after receipt. */
  sellerSource: 'held' | 'available';
  status: RefundStatus;
  provider: string | null;
  providerRefundNo: string | null;
  reason: string;
  failureReason: string | null;
  createdBy: number;
  createdAt: string;
  sentAt: string | null;
  finishedAt: string | null;
  updatedAt: string;
  /** The payout carrying a bank-transfer refund to the buyer's bank account (null while the money waits in the deposit). */
  payoutNo: string | null;
}

export type PayoutPurpose = 'seller_payout' | 'withdrawal' | 'refund';
export type PayoutStatus = 'requested' | 'cancelled' | 'batched' | 'approved' | 'rejected' | 'sending' | 'paid' | 'failed';

/** One transfer to a member's bank account (lib/server/payouts). */
export interface PayoutTable {
  id: Generated<number>;
  payoutNo: string;
  memberId: number;
  purpose: PayoutPurpose;
  amountCents: number;
  status: PayoutStatus;
  collectingAccountId: number | null;
  accountHolder: string;
  accountBankCode: string;
  accountBankName: string;
  accountBranch: string | null;
  accountNumber: string;
  accountType: string;
  batchId: number | null;
  reference: string | null;
  schedulePeriod: string | null;
  provider: string | null;
  providerTransferNo: string | null;
  failureReason: string | null;
  idempotencyKey: string;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
}

export type PayoutBatchStatus = 'pending' | 'approved' | 'rejected' | 'sent';

export interface PayoutBatchTable {
  id: Generated<number>;
  batchNo: string;
  status: PayoutBatchStatus;
  totalCents: number;
  payoutCount: number;
  approvalsNeeded: number;
  preparedBy: number;
  rejectReason: string | null;
  decidedBy: number | null;
  sentBy: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface PayoutBatchApprovalTable {
  id: Generated<number>;
  batchId: number;
  operatorId: number;
  createdAt: string;
}

export type PayoutScheduleKind = 'off' | 'weekly' | 'monthly' | 'threshold';

export interface PayoutScheduleTable {
  id: Generated<number>;
  memberId: number;
  kind: PayoutScheduleKind;
  weekday: number | null;
  dayOfMonth: number | null;
  thresholdCents: number | null;
  collectingAccountId: number | null;
  lastPeriodKey: string | null;
  lastRunNote: string | null;
  createdAt: string;
  updatedAt: string;
}

export type SettlementKind = 'payment' | 'refund' | 'payout';
export type ReconciliationOutcome = 'missing_ours' | 'missing_file' | 'amount_differs' | 'status_differs';
export type ReconciliationItemStatus = 'open' | 'resolved' | 'superseded';

/** One settlement file matched against our records (lib/server/reconciliation, migration 0027). */
export interface ReconciliationRunTable {
  id: Generated<number>;
  provider: string;
  /** The China day the file covers, YYYY-MM-DD. */
  day: string;
  /** SHA-256 of the uploaded bytes: the same file again for the same provider and day is the same run. */
  fileHash: string;
  fileName: string;
  status: 'current' | 'superseded';
  supersededBy: number | null;
  lineCount: number;
  matchedCount: number;
  mismatchCount: number;
  fileAmountCents: number;
  feeCents: number;
  uploadedBy: number;
  createdAt: string;
}

/** One mismatch of a run, for a person to resolve with a note. */
export interface ReconciliationItemTable {
  id: Generated<number>;
  runId: number;
  /** The file's line number (header = 1); null for a record of ours the file lacks. */
  lineNo: number | null;
  kind: SettlementKind;
  ourNo: string;
  providerNo: string | null;
  outcome: ReconciliationOutcome;
  fileAmountCents: number | null;
  ourAmountCents: number | null;
  fileStatus: string | null;
  ourStatus: string | null;
  detail: string;
  status: ReconciliationItemStatus;
  note: string | null;
  resolvedBy: number | null;
  resolvedAt: string | null;
  createdAt: string;
}

/* Trust (migration 0036; docs/decisions/0157-seller-trust.md). */

/** A change of an offer's price or availability (goods area), append-only. */
export interface GoodsPriceEventTable {
  id: Generated<number>;
  goodsId: number;
  sellerId: number;
  substanceId: number;
  packSize: number;
  unitId: number;
  purityPercent: number | null;
  priceCents: number;
  /** 1: on shelf with stock a buyer can take. */
  available: number;
  recordedAt: string;
}

/** A seller's measured figures over 180 days as JSON (trust area), recomputed by the scheduler. */
export interface SellerPerformanceTable {
  sellerId: number;
  figuresJson: string;
  computedAt: string;
}

/** The buyer's rating of a received order (trust area). */
export interface SellerRatingTable {
  id: Generated<number>;
  orderId: number;
  orderNo: string;
  buyerId: number;
  sellerId: number;
  quality: number;
  delivery: number;
  service: number;
  comment: string | null;
  reply: string | null;
  repliedAt: string | null;
  hiddenAt: string | null;
  hiddenBy: number | null;
  hiddenReason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A buyer following a substance's offers (trust area). */
export interface PriceWatchTable {
  id: Generated<number>;
  memberId: number;
  substanceId: number;
  minPurityPercent: number | null;
  packSize: number | null;
  unitId: number | null;
  targetCents: number | null;
  createdAt: string;
  deletedAt: string | null;
}

/** One alert sent for one watch and one price event: unique, so a change alerts once. */
export interface PriceWatchAlertTable {
  id: Generated<number>;
  watchId: number;
  eventId: number;
  reason: 'below_target' | 'back_in_stock';
  createdAt: string;
}

export interface PriceWatchProgressTable {
  name: string;
  lastEventId: number;
}

/** A research group (课题组) or a company or institute (单位) members buy for (organisations area). */
export interface OrganisationTable {
  id: Generated<number>;
  name: string;
  kind: 'research_group' | 'company';
  createdBy: number;
  createdAt: string;
  updatedAt: string;
  /** Migration 0039: the approval rules (0/1 flags, amounts in cents or null for none). */
  approveEveryOrder: Generated<number>;
  approvalAboveCents: number | null;
  approveRegulated: Generated<number>;
  secondApprovalAboveCents: number | null;
  /** Migration 0040: every order placed for the organisation names one of its funds (0/1). */
  requireFund: Generated<number>;
}

/** A fund (经费卡 / project budget) of an organisation; its amounts cache its ledger (funds area). */
export interface OrganisationFundTable {
  id: Generated<number>;
  organisationId: number;
  code: string;
  name: string;
  /** Dates, YYYY-MM-DD, both days included (China time). */
  validFrom: string;
  validUntil: string;
  /** JSON array of member ids who may charge it; null: every purchaser of the organisation. */
  chargersJson: string | null;
  status: 'open' | 'closed';
  budgetCents: Generated<number>;
  reservedCents: Generated<number>;
  spentCents: Generated<number>;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
}

export type FundLedgerKind = 'allocate' | 'reduce' | 'reserve' | 'release' | 'charge' | 'refund';

/** One movement of a fund; append-only. */
export interface OrganisationFundLedgerTable {
  id: Generated<number>;
  fundId: number;
  organisationId: number;
  kind: FundLedgerKind;
  budgetDeltaCents: number;
  reservedDeltaCents: number;
  spentDeltaCents: number;
  budgetAfterCents: number;
  reservedAfterCents: number;
  spentAfterCents: number;
  orderId: number | null;
  orderNo: string | null;
  actorId: number | null;
  note: string | null;
  idempotencyKey: string;
  createdAt: string;
}

/** One approver's decision on one revision of an order placed for an organisation; append-only. */
export interface OrganisationApprovalTable {
  id: Generated<number>;
  organisationId: number;
  orderId: number;
  orderNo: string;
  orderVersion: number;
  decision: 'approved' | 'rejected';
  reason: string | null;
  decidedBy: number;
  decidedAt: string;
}

/** One stay of a member in an organisation; `leftAt` ends it and keeps it. `roles`: comma-separated, fixed order. */
export interface OrganisationMemberTable {
  id: Generated<number>;
  organisationId: number;
  memberId: number;
  roles: string;
  invitedBy: number | null;
  joinedAt: string;
  leftAt: string | null;
  removedBy: number | null;
}

/** An invitation to one member (answered once) or a link (used until it expires or is revoked). */
export interface OrganisationInvitationTable {
  id: Generated<number>;
  organisationId: number;
  kind: 'member' | 'link';
  inviteeId: number | null;
  token: string | null;
  roles: string;
  createdBy: number;
  createdAt: string;
  expiresAt: string;
  answer: 'accepted' | 'declined' | 'revoked' | null;
  answeredAt: string | null;
  uses: Generated<number>;
}

/** Migration 0041: 先票后款 (pay within days of dispatch) or 月结 (pay within days of the dispatch month's end). */
export type CreditTermsKind = 'invoice_first' | 'monthly';
export type CreditLedgerKind = 'hold' | 'release' | 'owe' | 'settle';

/** Payment terms a seller grants an organisation (lib/server/credit). */
export interface CreditLineTable {
  id: Generated<number>;
  sellerId: number;
  organisationId: number;
  kind: CreditTermsKind;
  days: number;
  limitCents: number;
  heldCents: Generated<number>;
  owedCents: Generated<number>;
  status: 'active' | 'suspended';
  note: string | null;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
}

/** Append-only: one row per movement of a credit line's held and owed amounts. */
export interface CreditLedgerTable {
  id: Generated<number>;
  creditLineId: number;
  sellerId: number;
  organisationId: number;
  kind: CreditLedgerKind;
  heldDeltaCents: number;
  owedDeltaCents: number;
  heldAfterCents: number;
  owedAfterCents: number;
  orderId: number;
  orderNo: string;
  buyerId: number;
  dueOn: string | null;
  actorId: number | null;
  note: string | null;
  idempotencyKey: string;
  createdAt: string;
}

export interface CreditReminderTable {
  orderId: number;
  kind: string;
  sentAt: string;
}

/** An organisation's own deposit (机构预存款, migration 0042): the balance caches its ledger. */
export interface OrganisationDepositAccountTable {
  organisationId: number;
  balanceCents: number;
  updatedAt: string;
}

export type OrganisationDepositKind = 'recharge' | 'payment' | 'refund';

/** Append-only: one row per movement of an organisation's deposit. */
export interface OrganisationDepositLedgerTable {
  id: Generated<number>;
  organisationId: number;
  kind: OrganisationDepositKind;
  amountCents: number;
  balanceAfterCents: number;
  reference: string;
  /** Who moved it: the member who recharged or paid; null for a refund a seller or the platform made. */
  memberId: number | null;
  orderId: number | null;
  idempotencyKey: string;
  createdAt: string;
}

export type ApiKeyOwnerKind = 'seller' | 'organisation';

/** An API key (migration 0043): its secret is derived, never stored (decision 0162). */
export interface ApiKeyTable {
  id: Generated<number>;
  /** The public id sent in X-Api-Key, e.g. cmk_3f9a…. */
  keyId: string;
  salt: string;
  ownerKind: ApiKeyOwnerKind;
  organisationId: number | null;
  /** The member who created it; calls made with the key act as this member. */
  memberId: number;
  name: string;
  /** Comma-separated scopes: catalog, inquiries, orders, goods. */
  scopes: string;
  rateLimitPerMinute: number;
  createdAt: string;
  revokedAt: string | null;
  revokedBy: number | null;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
}

/** A nonce seen within the replay window. */
export interface ApiKeyNonceTable {
  apiKeyId: number;
  nonce: string;
  createdAt: string;
}

/** Append-only: one row per call made with a key. */
export interface ApiKeyCallTable {
  id: Generated<number>;
  apiKeyId: number;
  method: string;
  path: string;
  operationId: string | null;
  code: number;
  status: number;
  clientIp: string;
  requestId: string;
  createdAt: string;
}

/** A procurement system connected to an organisation by cXML PunchOut (migration 0045; decision 0165). */
export interface PunchoutConnectionTable {
  id: Generated<number>;
  organisationId: number;
  name: string;
  /** The From credential the system sends, e.g. NetworkID / AN01000000001. */
  fromDomain: string;
  fromIdentity: string;
  /** The shared secret is derived from API_KEY_SECRET, the id and this salt, never stored. */
  salt: string;
  /** The purchaser its sessions and orders act as, unless the request names another. */
  actingMemberId: number;
  createdBy: number;
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export type PunchoutOperation = 'create' | 'edit' | 'inspect';

/** One PunchOutSetupRequest: where the cart goes back to. */
export interface PunchoutSessionTable {
  id: Generated<number>;
  connectionId: number;
  organisationId: number;
  memberId: number;
  operation: PunchoutOperation;
  buyerCookie: string;
  formPostUrl: string;
  startTokenHash: string;
  /** Given to the browser when the start link is opened; sends the cart back. */
  transferTokenHash: string | null;
  createdAt: string;
  startExpiresAt: string;
  startedAt: string | null;
  transferredAt: string | null;
}

/** One OrderRequest payload and the answer given to it (a resent payload gets the same answer). */
export interface PunchoutOrderRequestTable {
  id: Generated<number>;
  connectionId: number;
  payloadId: string;
  purchaseOrderNo: string;
  /** Comma-separated order numbers made for it. */
  orderNos: string;
  statusCode: number;
  answer: string;
  createdAt: string;
}

/** Where a member's or an organisation's webhook events go (migration 0044; decision 0163). */
export interface WebhookEndpointTable {
  id: Generated<number>;
  ownerKind: 'member' | 'organisation';
  /** The member who registered it (a member endpoint: whose events it hears). */
  memberId: number;
  organisationId: number | null;
  url: string;
  description: string;
  /** Comma-separated event types. */
  events: string;
  salt: string;
  createdAt: string;
  deletedAt: string | null;
}

export type WebhookDeliveryStatus = 'pending' | 'retrying' | 'delivering' | 'delivered' | 'failed';

/** The webhooks' outbox: one event for one endpoint. */
export interface WebhookDeliveryTable {
  id: Generated<number>;
  endpointId: number;
  eventId: string;
  eventType: string;
  /** The JSON body sent, the same on every attempt. */
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  claimedUntil: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

/** Append-only: one try of a delivery and what came back. */
export interface WebhookAttemptTable {
  id: Generated<number>;
  deliveryId: number;
  attemptedAt: string;
  httpStatus: number | null;
  error: string | null;
  responseExcerpt: string | null;
  durationMs: number;
  manual: number;
}
