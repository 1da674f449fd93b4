import { isValidCreditCode } from './credit-code';
import { isValidResidentId, maskResidentId } from './resident-id';

/*
 * Certificates (资质证书) in one place for the server, the member pages and
 * the operator console: which kinds exist, in which section, their Chinese
 * names, what a number of each kind looks like, and the review states.
 */

/**
 * `buyer`: what any member may hold — permits to buy regulated substances, and a person's identity card
 * (实名认证, shown in a section of its own); `supplier`: what a seller needs to sell (seller role only).
 */
export const CERTIFICATE_SCOPES = ['buyer', 'supplier'] as const;
export type CertificateScope = (typeof CERTIFICATE_SCOPES)[number];

export const SCOPE_LABELS: Record<CertificateScope, string> = { buyer: '购买资质', supplier: '供应商资质' };

type KindRule = {
  label: string;
  scopes: readonly CertificateScope[];
  /** How the number is checked: the unified social credit code, a resident identity number, or a licence number as issuing offices write them. */
  number: 'credit_code' | 'resident_id' | 'licence';
  /** A business licence may run without end date (营业期限“长期”), so may an identity card (有效期限“长期”); permits always end. */
  openEnded: boolean;
};

/** The kinds the regulated-list requirements (data/regulated/requirements.csv) name, and a seller's licences. */
export const CERTIFICATE_KINDS = {
  business_licence: { label: '营业执照', scopes: ['supplier'], number: 'credit_code', openEnded: true },
  precursor_purchase_permit: { label: '易制毒化学品购买许可证', scopes: ['buyer'], number: 'licence', openEnded: false },
  precursor_filing_certificate: { label: '易制毒化学品购买备案证明', scopes: ['buyer'], number: 'licence', openEnded: false },
  explosive_precursor_permit: { label: '易制爆危险化学品购买许可（备案）证明', scopes: ['buyer'], number: 'licence', openEnded: false },
  highly_toxic_purchase_permit: { label: '剧毒化学品购买许可证', scopes: ['buyer'], number: 'licence', openEnded: false },
  hazardous_business_licence: { label: '危险化学品经营许可证', scopes: ['buyer', 'supplier'], number: 'licence', openEnded: false },
  hazardous_production_licence: { label: '危险化学品安全生产许可证', scopes: ['supplier'], number: 'licence', openEnded: false },
  // A person's real-name verification: no permit for anything regulated, but its holder becomes a verified name for withdrawals.
  identity_card: { label: '居民身份证', scopes: ['buyer'], number: 'resident_id', openEnded: true },
} as const satisfies Record<string, KindRule>;

export type CertificateKind = keyof typeof CERTIFICATE_KINDS;
export const CERTIFICATE_KIND_KEYS = Object.keys(CERTIFICATE_KINDS) as CertificateKind[];

export function kindLabel(kind: string): string {
  return (CERTIFICATE_KINDS as Record<string, KindRule>)[kind]?.label ?? kind;
}

export function kindsOfScope(scope: CertificateScope): CertificateKind[] {
  return CERTIFICATE_KIND_KEYS.filter((k) => (CERTIFICATE_KINDS[k].scopes as readonly string[]).includes(scope));
}

/** Kinds that verify a person (实名认证), not a permit: the certificate page lists them in a section of their own. */
export const REAL_NAME_KINDS: readonly CertificateKind[] = ['identity_card'];

export function isRealNameKind(kind: string): boolean {
  return (REAL_NAME_KINDS as readonly string[]).includes(kind);
}

/** What the holder field is called on this kind: a person's name on an identity card, an organisation's elsewhere. */
export function holderLabel(kind: string): string {
  return isRealNameKind(kind) ? '姓名' : '持证单位';
}

/** What the number field is called on this kind. */
export function numberLabel(kind: string): string {
  if (kind === 'business_licence') return '统一社会信用代码';
  return isRealNameKind(kind) ? '公民身份号码' : '证书编号';
}

/**
 * The number as shown to anyone but its owner and the reviewing operator (documents, messages, the
 * audit log): an identity number is personal information, so only its first 3 and last 4 characters.
 */
export function publicNumber(kind: string, number: string): string {
  return isRealNameKind(kind) ? maskResidentId(number) : number;
}

export function isOpenEnded(kind: CertificateKind): boolean {
  return CERTIFICATE_KINDS[kind].openEnded;
}

/** What the stored review state plus the date say; `expired` wins over pending and approved once `validTo` has passed. */
export const CERTIFICATE_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
export const STATUS_LABELS: Record<CertificateStatus, string> = { pending: '待审核', approved: '已通过', rejected: '未通过', expired: '已过期' };

export function displayStatus(stored: 'pending' | 'approved' | 'rejected', validTo: string | null, today: string): CertificateStatus {
  if (stored !== 'rejected' && validTo !== null && validTo < today) return 'expired';
  return stored;
}

/** Licence numbers as offices write them: 沪(浦)应急危化经字〔2021〕000123、(苏)WH安许证字[E00123]、3101012021000123. */
const LICENCE_NUMBER = /^[\p{Script=Han}A-Za-z0-9()（）〔〕[\]【】\-—·]{5,40}$/u;

export const NUMBER_HINTS: Record<KindRule['number'], string> = {
  credit_code: '营业执照编号应为 18 位统一社会信用代码（校验位正确）',
  resident_id: '公民身份号码应为 18 位（最后一位可为 X），校验位正确',
  licence: '证书编号为 5–40 个字符（汉字、字母、数字和括号），至少含 3 位数字',
};

/** Null when the number suits the kind, else the message to show under the field. */
export function numberProblem(kind: CertificateKind, number: string): string | null {
  const rule = CERTIFICATE_KINDS[kind].number;
  if (rule === 'credit_code') return isValidCreditCode(number) ? null : NUMBER_HINTS.credit_code;
  if (rule === 'resident_id') return isValidResidentId(number) ? null : NUMBER_HINTS.resident_id;
  const digits = number.replace(/\D/g, '').length;
  return LICENCE_NUMBER.test(number) && digits >= 3 ? null : NUMBER_HINTS.licence;
}

/** Numbers are stored as written, without spaces; credit codes and identity numbers (a final x) upper case. */
export function normalizeNumber(kind: CertificateKind, number: string): string {
  const compact = number.replace(/\s+/g, '');
  return CERTIFICATE_KINDS[kind].number === 'licence' ? compact : compact.toUpperCase();
}
