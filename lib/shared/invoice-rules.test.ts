import { describe, expect, it } from 'vitest';
import { invoiceFieldsFor, isValidBankAccount, isValidTaxNumber, missingInvoiceFields } from './invoice-rules';

describe('invoice fields by category', () => {
  it('a special VAT invoice requires the full tax registration', () => {
    expect(invoiceFieldsFor('vat_special').required).toEqual(['taxNumber', 'bankName', 'bankAccount', 'registeredAddress', 'registeredPhone']);
    expect(missingInvoiceFields('vat_special', { taxNumber: '91350100M000100Y43', bankName: ' ' })).toEqual([
      { field: 'bankName', message: '增值税专用发票须填写开户银行' },
      { field: 'bankAccount', message: '增值税专用发票须填写银行账号' },
      { field: 'registeredAddress', message: '增值税专用发票须填写注册地址' },
      { field: 'registeredPhone', message: '增值税专用发票须填写注册电话' },
    ]);
  });

  it('an e-invoice requires the mail address it is sent to', () => {
    expect(missingInvoiceFields('e_normal', {})).toEqual([{ field: 'email', message: '电子普通发票须填写收票邮箱' }]);
    expect(missingInvoiceFields('e_normal', { email: 'a@b.cn' })).toEqual([]);
  });

  it('a normal VAT invoice (and any category we do not know) requires only the title', () => {
    expect(missingInvoiceFields('vat_normal', {})).toEqual([]);
    expect(invoiceFieldsFor('vat_normal')).toEqual({ shown: ['taxNumber'], required: [] });
    expect(invoiceFieldsFor('something_new').required).toEqual([]);
  });
});

describe('invoice field formats', () => {
  it('a tax number is a unified social credit code with its check character', () => {
    expect(isValidTaxNumber('91350100M000100Y43')).toBe(true);
    expect(isValidTaxNumber('91350100m000100y43')).toBe(true);
    expect(isValidTaxNumber('91350100M000100Y44')).toBe(false);
    expect(isValidTaxNumber('123456789')).toBe(false);
  });

  it('a bank account is 8–30 digits, spaces allowed between groups', () => {
    expect(isValidBankAccount('6222 0202 0000 1234 567')).toBe(true);
    expect(isValidBankAccount('1234567')).toBe(false);
    expect(isValidBankAccount('1'.repeat(31))).toBe(false);
    expect(isValidBankAccount('62220202ABC')).toBe(false);
  });
});
