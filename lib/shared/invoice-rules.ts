/** Invoice-detail rules shared by the invoice form and the API. */
import { isValidCreditCode } from './credit-code';
import { EMAIL_RULE } from './identity';

export const MAX_INVOICE_INFOS_PER_MEMBER = 10;
export const TITLE_MIN = 2;
export const TITLE_MAX = 60;
export const BANK_ACCOUNT_RULE = /^\d{8,30}$/;

/** The invoice categories whose rules differ (codes of `invoice_categories`). */
export const VAT_SPECIAL = 'vat_special';
export const E_NORMAL = 'e_normal';

export type InvoiceField = 'taxNumber' | 'bankName' | 'bankAccount' | 'registeredAddress' | 'registeredPhone' | 'email';

export const INVOICE_FIELD_LABELS: Record<InvoiceField | 'title' | 'categoryId', string> = {
  categoryId: '发票类型',
  title: '发票抬头',
  taxNumber: '纳税人识别号',
  bankName: '开户银行',
  bankAccount: '银行账号',
  registeredAddress: '注册地址',
  registeredPhone: '注册电话',
  email: '收票邮箱',
};

export const TAX_NUMBER_HINT = '纳税人识别号不正确：应为 18 位统一社会信用代码，末位为校验码';
export const BANK_ACCOUNT_HINT = '银行账号应为 8–30 位数字';
export const EMAIL_HINT = '收票邮箱格式不正确';

/**
 * Which optional fields a category asks for, and which of them it requires.
 * A special VAT invoice (增值税专用发票) carries the buyer's full tax
 * registration, since the buyer deducts input tax with it; an e-invoice is
 * delivered by mail. Categories not named here (an operator may add more)
 * ask for a title and an optional tax number only.
 */
export function invoiceFieldsFor(categoryCode: string | undefined): { shown: InvoiceField[]; required: InvoiceField[] } {
  if (categoryCode === VAT_SPECIAL) {
    const all: InvoiceField[] = ['taxNumber', 'bankName', 'bankAccount', 'registeredAddress', 'registeredPhone'];
    return { shown: all, required: all };
  }
  if (categoryCode === E_NORMAL) return { shown: ['taxNumber', 'email'], required: ['email'] };
  return { shown: ['taxNumber'], required: [] };
}

/** Spaces people type inside long numbers ("6222 0202 …") are not part of them. */
export function compactDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function isValidTaxNumber(input: string): boolean {
  return isValidCreditCode(input);
}

export function isValidBankAccount(input: string): boolean {
  return BANK_ACCOUNT_RULE.test(compactDigits(input));
}

export function isValidInvoiceEmail(input: string): boolean {
  return EMAIL_RULE.test(input.trim());
}

export type InvoiceIssue = { field: InvoiceField; message: string };

/**
 * What a category still misses: every required field that is blank, in form
 * order. Formats are checked where each field is read (the API's schema, the
 * form's rules); this only knows what the category needs.
 */
export function missingInvoiceFields(categoryCode: string, values: Partial<Record<InvoiceField, string | null | undefined>>): InvoiceIssue[] {
  const { required } = invoiceFieldsFor(categoryCode);
  const category = categoryCode === VAT_SPECIAL ? '增值税专用发票' : categoryCode === E_NORMAL ? '电子普通发票' : '该发票类型';
  return required
    .filter((field) => !values[field]?.trim())
    .map((field) => ({ field, message: `${category}须填写${INVOICE_FIELD_LABELS[field]}` }));
}
