'use client';
import { Form, Input, Radio, Select } from 'antd';
import { ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES, BANKS, type AccountType, type BankCode } from '@/lib/shared/collecting-accounts';

export type BankAccountValues = { accountType: AccountType; holder: string; bankCode: BankCode; branch?: string; accountNumber: string };

/**
 * The receiving bank account typed into a form (a withdrawal, a refund going
 * back to the bank): the holder must be one of the member's verified names,
 * offered as a choice when there are several.
 */
export function BankAccountFields({ verifiedNames }: { verifiedNames: string[] }) {
  return (
    <>
      <Form.Item label="账户类型" name="accountType">
        <Radio.Group options={ACCOUNT_TYPES.map((t) => ({ value: t, label: ACCOUNT_TYPE_LABELS[t] }))} />
      </Form.Item>
      <Form.Item
        label="户名"
        name="holder"
        rules={[{ required: true, message: '请填写户名' }]}
        extra="须与已认证的名称一致：企业为单位名称，个人为实名认证的本人姓名（个人账户）"
      >
        {verifiedNames.length > 1 ? <Select aria-label="户名" options={verifiedNames.map((n) => ({ value: n, label: n }))} /> : <Input aria-label="户名" />}
      </Form.Item>
      <Form.Item label="开户银行" name="bankCode" rules={[{ required: true, message: '请选择开户银行' }]}>
        <Select aria-label="开户银行" showSearch optionFilterProp="label" options={BANKS.map((b) => ({ value: b.code, label: b.name }))} placeholder="请选择" />
      </Form.Item>
      <Form.Item label="开户支行" name="branch">
        <Input aria-label="开户支行" placeholder="如 上海张江支行" />
      </Form.Item>
      <Form.Item label="银行账号" name="accountNumber" rules={[{ required: true, message: '请填写银行账号' }]}>
        <Input aria-label="银行账号" inputMode="numeric" autoComplete="off" />
      </Form.Item>
    </>
  );
}
