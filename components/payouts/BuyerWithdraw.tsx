'use client';
import { Alert, App, Button, Card, Flex, Form, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import { newIdempotencyKey } from '@/lib/api/money';
import { requestWithdrawal, usePayoutOverview } from '@/lib/api/payouts';
import { accountNumberProblem, BANKS } from '@/lib/shared/collecting-accounts';
import { formatYuan } from '@/lib/shared/format';
import { parseYuanToCents } from '@/lib/shared/money';
import { BankAccountFields, type BankAccountValues } from './BankAccountFields';
import { PayoutHistory } from './PayoutHistory';
import { PayoutSummary } from './PayoutSummary';
import { amountProblem, holderProblem } from './withdrawal-checks';

type Values = BankAccountValues & { amount: string };

/**
 * /member/account/withdraw/:page — unspent deposit back to a bank account in
 * the member's verified name (typed here: collecting accounts are a seller
 * feature; decision 0132). Confirmed in a dialog, frozen at once.
 */
export function BuyerWithdraw() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const overview = usePayoutOverview();
  const [confirming, setConfirming] = useState<(Values & { cents: number }) | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const keyRef = useRef(newIdempotencyKey());
  const refreshHistory = useRef<() => Promise<unknown>>(async () => {});
  const withdrawable = overview.data?.withdrawableCents ?? 0;
  const names = overview.data?.verifiedNames ?? [];
  // A person verified by their identity card is paid to a personal card in their name; a company to its settlement account.
  const personal = (holder: string | undefined) => (overview.data?.verifiedPersonNames ?? []).includes(holder ?? '');

  const review = (values: Values) => {
    setProblem(null);
    const amount = parseYuanToCents(values.amount ?? '');
    if (!amount.ok) return form.setFields([{ name: 'amount', errors: [amount.message] }]);
    const outOfRange = amountProblem(amount.cents, overview.data);
    if (outOfRange) return form.setFields([{ name: 'amount', errors: [outOfRange] }]);
    const holder = holderProblem(values.holder, names);
    if (holder) return form.setFields([{ name: 'holder', errors: [holder] }]);
    const numberProblem = accountNumberProblem(values.accountType, values.accountNumber ?? '');
    if (numberProblem) return form.setFields([{ name: 'accountNumber', errors: [numberProblem] }]);
    setConfirming({ ...values, cents: amount.cents });
  };

  const submit = async () => {
    if (!confirming) return;
    setSending(true);
    try {
      const { cents, amount: _amount, ...account } = confirming;
      const payout = await requestWithdrawal({ amountCents: cents, account }, keyRef.current);
      message.success(`已提交提现申请 ${payout.payoutNo}，金额已冻结`);
      keyRef.current = newIdempotencyKey();
      form.resetFields(['amount']);
      await overview.mutate();
      await refreshHistory.current();
    } catch (e) {
      setProblem((e as ApiError).message);
    } finally {
      setSending(false);
      setConfirming(null);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="buyer-withdraw">
      <PayoutSummary overview={overview.data} />
      <Card title="余额提现">
        <Form
          form={form}
          layout="vertical"
          onFinish={review}
          style={{ maxWidth: 480 }}
          initialValues={{ accountType: personal(names[0]) ? 'personal' : 'corporate', amount: '', holder: names[0] ?? '' }}
          onValuesChange={(changed: Partial<Values>) => {
            if (changed.holder !== undefined && personal(changed.holder)) form.setFieldsValue({ accountType: 'personal' });
          }}
          key={names[0] ?? 'none'}
        >
          <Form.Item label="提现金额（元）" name="amount" extra={`可提现 ${formatYuan(withdrawable)}`}>
            <Input inputMode="decimal" aria-label="提现金额" placeholder="如 1000.00" />
          </Form.Item>
          <BankAccountFields verifiedNames={names} />
          {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} data-testid="payout-problem" />}
          <Button type="primary" htmlType="submit" disabled={!overview.data || names.length === 0}>
            申请提现
          </Button>
        </Form>
      </Card>
      <PayoutHistory onChanged={() => overview.mutate()} registerRefresh={(refresh) => (refreshHistory.current = refresh)} />
      <Modal
        open={confirming !== null}
        title="确认提现"
        okText="确认提现"
        cancelText="返回修改"
        confirmLoading={sending}
        onOk={submit}
        onCancel={() => setConfirming(null)}
      >
        {confirming && (
          <dl className="certificate-facts">
            <dt>金额</dt>
            <dd className="mono">{formatYuan(confirming.cents)}</dd>
            <dt>户名</dt>
            <dd>{confirming.holder}</dd>
            <dt>银行</dt>
            <dd>
              {BANKS.find((b) => b.code === confirming.bankCode)?.name} {confirming.branch}
            </dd>
            <dt>账号</dt>
            <dd className="mono">{confirming.accountNumber}</dd>
          </dl>
        )}
        <p style={{ color: '#888' }}>提交后金额立即冻结；平台审核并打款后到账，未编入打款批次前可撤销。</p>
      </Modal>
    </Flex>
  );
}
