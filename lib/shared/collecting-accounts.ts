/** Collecting-account (收款账户) rules shared by the seller's form and the API. */
import { BANK_ACCOUNT_RULE, compactDigits } from './invoice-rules';

export const MAX_COLLECTING_ACCOUNTS_PER_MEMBER = 10;
export const HOLDER_MAX = 60;
export const BRANCH_MIN = 2;
export const BRANCH_MAX = 60;

/**
 * `personal`: a person's debit card (借记卡), 16–19 digits, Luhn-checked: every
 * UnionPay card (BIN 62…) and every co-branded Visa/Mastercard debit card carries
 * a Luhn check digit, so a typo is caught before money goes astray.
 * `corporate`: a company's settlement account (对公结算账户), 8–30 digits in
 * each bank's own format, with no check digit anyone outside the bank can verify.
 */
export const ACCOUNT_TYPES = ['personal', 'corporate'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = { personal: '个人借记卡', corporate: '对公结算账户' };

/** Common banks in China (codes as the central bank's CNAPS short names use them). */
export const BANKS = [
  { code: 'ICBC', name: '中国工商银行' },
  { code: 'ABC', name: '中国农业银行' },
  { code: 'BOC', name: '中国银行' },
  { code: 'CCB', name: '中国建设银行' },
  { code: 'BOCOM', name: '交通银行' },
  { code: 'PSBC', name: '中国邮政储蓄银行' },
  { code: 'CMB', name: '招商银行' },
  { code: 'SPDB', name: '上海浦东发展银行' },
  { code: 'CIB', name: '兴业银行' },
  { code: 'CITIC', name: '中信银行' },
  { code: 'CEB', name: '中国光大银行' },
  { code: 'CMBC', name: '中国民生银行' },
  { code: 'HXB', name: '华夏银行' },
  { code: 'GDB', name: '广发银行' },
  { code: 'PAB', name: '平安银行' },
  { code: 'CZB', name: '浙商银行' },
  { code: 'BOB', name: '北京银行' },
  { code: 'BOSH', name: '上海银行' },
  { code: 'NJCB', name: '南京银行' },
  { code: 'NBCB', name: '宁波银行' },
  { code: 'RCC', name: '农村商业银行 / 农村信用社' },
  { code: 'OTHER', name: '其他银行' },
] as const;
export type BankCode = (typeof BANKS)[number]['code'];
export const BANK_CODES = BANKS.map((b) => b.code) as [BankCode, ...BankCode[]];

export function bankName(code: string): string {
  return BANKS.find((b) => b.code === code)?.name ?? code;
}

/** The Luhn (mod 10) check over all digits, the last being the check digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export const PERSONAL_ACCOUNT_RULE = /^\d{16,19}$/;

/** Null when the number suits the account type, else the message to show under the field. Spaces and dashes are ignored. */
export function accountNumberProblem(type: AccountType, input: string): string | null {
  const digits = compactDigits(input);
  if (digits === '') return '请填写银行账号';
  if (!/^\d+$/.test(digits)) return '银行账号只能包含数字';
  if (type === 'corporate') return BANK_ACCOUNT_RULE.test(digits) ? null : '对公账号应为 8–30 位数字';
  if (!PERSONAL_ACCOUNT_RULE.test(digits)) return '借记卡号应为 16–19 位数字';
  return passesLuhn(digits) ? null : '借记卡号校验不通过，请核对卡号（可能输错了某一位）';
}

/** "6222 **** **** 1234": the first four and last four digits, the rest hidden; short numbers show only the last four. */
export function maskAccountNumber(digits: string): string {
  return digits.length >= 12 ? `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}` : `**** ${digits.slice(-4)}`;
}

/** Groups of four for reading aloud or copying by eye: "6222 0202 0000 1234 5". */
export function groupDigits(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
