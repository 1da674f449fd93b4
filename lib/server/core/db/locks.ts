/**
 * Every PostgreSQL advisory-lock class in one registry, so no two kinds of
 * write share a class by accident. The second key of a lock is the member id
 * (see `lockMemberWrites`).
 */
export const LockClass = {
  /** A buyer's inquiries: the hourly limit is counted and kept under this lock. */
  inquiries: 4001,
  /** A seller's quotations: the hourly limit is counted and kept under this lock. */
  quotations: 4011,
  /** A member's messages in inquiry threads: the hourly limit is counted and kept under this lock. */
  threadMessages: 4016,
  /** A member's receipt addresses (limit and the one default). */
  addresses: 5001,
  /** A member's invoice details (limit and the one default). */
  invoiceInfos: 5003,
  /** One merchandising list while the operator console adds to or reorders it (second key: the list's index). */
  merchandisingLists: 7420,
  /** A member's deposit: every ledger movement (the idempotency check and the balance update) runs under it. */
  deposit: 7001,
  /** A member's certificates of one scope (the limit). */
  certificates: 7101,
  /** A buyer's permit allowances: the remaining check and the draw, so parallel payments never overdraw a permit. */
  permitDraws: 7102,
  /** A seller's collecting accounts (limit and the one default). */
  collectingAccounts: 7104,
  /** A seller's goods: the duplicate-offer check and the insert (form and import), and one import at a time. */
  goods: 7301,
  /** A seller's safety data (SDS versions, GHS labels; key 0: the operators' reviewed labels): one current version each. */
  safety: 7620,
  /** A member's price alerts: the limit and the duplicate check. */
  priceWatches: 7645,
  /** One organisation's members and invitations (second key: the organisation's id): the last owner and the limits hold under it. */
  organisations: 7660,
  /** A member's own organisations (the limit on how many one creates). */
  organisationsCreated: 7661,
  /** One fund's movements (second key: the fund's id): a key's look-up and its move are one step. */
  funds: 7672,
  /** One credit line's movements (second key: the line's id): the limit check and the move are one step. */
  credit: 7677,
  /** One organisation's deposit (second key: the organisation's id): a key's look-up and the balance update are one step. */
  organisationDeposit: 7680,
  /** Settlement-file runs of one China day (second key: the day as YYYYMMDD): one replaces another in order. */
  reconciliation: 7600,
} as const;

export type LockClassName = keyof typeof LockClass;
