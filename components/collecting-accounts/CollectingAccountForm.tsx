'use client';
import { Flex, Form, Input, Radio, Select } from 'antd';
import { MemberRowFormFooter, useMemberRowSave } from '@/components/account/member-row-form';
import { collectingAccountRows, type CollectingAccount } from '@/lib/api/collecting-accounts';
import {
  ACCOUNT_TYPE_LABELS,
  ACCOUNT_TYPES,
  accountNumberProblem,
  BANKS,
  BRANCH_MAX,
  BRANCH_MIN,
  HOLDER_MAX,
  type AccountType,
  type BankCode,
} from '@/lib/shared/collecting-accounts';

type Values = { accountType: AccountType; holder: string; bankCode: BankCode; branch: string; accountNumber: string; isDefault: boolean };

const FIELDS = ['accountType', 'holder', 'bankCode', 'branch', 'accountNumber', 'isDefault'] as const;

const NUMBER_HINTS: Record<AccountType, string> = {
  personal: '16–19 位借记卡号，会校验卡号末位',
  corporate: '8–30 位对公账号',
};

type Props = {
  /** The account being edited; none for a new one. */
  account?: CollectingAccount;
  onSaved: (account: CollectingAccount) => void;
  onCancel?: () => void;
};

/**
 * One collecting account, new or edited. The number is checked with the
 * API's own rule for the chosen type; an edit may leave it empty to keep the
 * stored number (the form never holds the full number of a saved account).
 */
export function CollectingAccountForm({ account, onSaved, onCancel }: Props) {
  const [form] = Form.useForm<Values>();
  const { save, failure, busy } = useMemberRowSave(collectingAccountRows, form, FIELDS, account, onSaved);
  const accountType = Form.useWatch('accountType', form) ?? account?.accountType ?? 'personal';
  // An edit sent with an empty number keeps the stored one (the API reads "" as not sent).
  const submit = (values: Values) => save({ ...values, accountNumber: values.accountNumber?.trim() ?? '' });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={
        account
          ? {
              accountType: account.accountType,
              holder: account.holder,
              bankCode: account.bankCode as BankCode,
              branch: account.branch,
              accountNumber: '',
              isDefault: account.isDefault,
            }
          : { accountType: 'personal', holder: '', bankCode: undefined, branch: '', accountNumber: '', isDefault: false }
      }
    >
      <Form.Item name="accountType" label="账户类型">
        <Radio.Group optionType="button" options={ACCOUNT_TYPES.map((t) => ({ value: t, label: ACCOUNT_TYPE_LABELS[t] }))} />
      </Form.Item>
      <Form.Item
        name="holder"
        label={accountType === 'corporate' ? '开户名（单位全称）' : '开户名（持卡人姓名）'}
        rules={[
          { required: true, whitespace: true, message: '请填写开户名' },
          { max: HOLDER_MAX, message: `开户名不能超过 ${HOLDER_MAX} 个字` },
        ]}
      >
        <Input maxLength={HOLDER_MAX} />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item name="bankCode" label="开户银行" style={{ flex: '1 1 180px' }} rules={[{ required: true, message: '请从列表中选择开户银行' }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} placeholder="选择银行" options={BANKS.map((b) => ({ value: b.code, label: b.name }))} />
        </Form.Item>
        <Form.Item
          name="branch"
          label="开户支行"
          style={{ flex: '1 1 180px' }}
          rules={[
            { required: true, whitespace: true, message: '请填写开户支行' },
            { min: BRANCH_MIN, message: `开户支行至少 ${BRANCH_MIN} 个字` },
            { max: BRANCH_MAX, message: `开户支行不能超过 ${BRANCH_MAX} 个字` },
          ]}
        >
          <Input maxLength={BRANCH_MAX} placeholder="如：上海张江支行" />
        </Form.Item>
      </Flex>
      <Form.Item
        name="accountNumber"
        label="银行账号"
        extra={account ? `当前账号 ${account.maskedNumber}；不修改请留空` : NUMBER_HINTS[accountType]}
        dependencies={['accountType']}
        rules={[
          { required: !account, whitespace: true, message: '请填写银行账号' },
          ({ getFieldValue }) => ({
            validator: (_, v: string) => {
              const problem = v?.trim() ? accountNumberProblem(getFieldValue('accountType') as AccountType, v) : null;
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          }),
        ]}
      >
        <Input inputMode="numeric" autoComplete="off" maxLength={40} placeholder={account ? '不修改请留空' : '可带空格输入'} />
      </Form.Item>
      <MemberRowFormFooter row={account} defaultLabel="设为默认收款账户" saveLabel="保存" failure={failure} busy={busy} onCancel={onCancel} />
    </Form>
  );
}
