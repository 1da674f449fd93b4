'use client';
import { Alert, App, Button, Card, Empty, Flex, Form, Input, Modal, Select } from 'antd';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { collectingAccountRows } from '@/lib/api/collecting-accounts';
import type { ApiError } from '@/lib/api/client';
import { newIdempotencyKey } from '@/lib/api/money';
import { requestSellerPayout, usePayoutOverview } from '@/lib/api/payouts';
import { formatYuan } from '@/lib/shared/format';
import { parseYuanToCents } from '@/lib/shared/money';
import { PayoutHistory } from './PayoutHistory';
import { PayoutScheduleCard } from './PayoutScheduleCard';
import { PayoutSummary } from './PayoutSummary';
import { amountProblem, holderProblem } from './withdrawal-checks';

type Values = { collectingAccountId?: number; amount: string };

/**
 * /member/seller/withdraw/:page — the seller's proceeds out to a collecting
 * account: what is withdrawable, the request (confirmed in a dialog), the
 * automatic schedule, the history with statuses and failure reasons.
 */
export function SellerWithdraw() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const overview = usePayoutOverview();
  const accounts = collectingAccountRows.useList(true);
  const [confirming, setConfirming] = useState<{ accountId: number; cents: number } | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // One key per submission: a retry of the same confirmation sends the same key, a new request a new one.
  const keyRef = useRef(newIdempotencyKey());
  const list = accounts.data?.list ?? [];
  const withdrawable = overview.data?.withdrawableCents ?? 0;

  const review = (values: Values) => {
    setProblem(null);
    const amount = parseYuanToCents(values.amount ?? '');
    if (!amount.ok) return form.setFields([{ name: 'amount', errors: [amount.message] }]);
    const outOfRange = amountProblem(amount.cents, overview.data);
    if (outOfRange) return form.setFields([{ name: 'amount', errors: [outOfRange] }]);
    if (!values.collectingAccountId) return form.setFields([{ name: 'collectingAccountId', errors: ['请选择收款账户'] }]);
    const holder = holderProblem(list.find((a) => a.id === values.collectingAccountId)?.holder, overview.data?.verifiedNames ?? []);
    if (holder) return form.setFields([{ name: 'collectingAccountId', errors: [holder] }]);
    setConfirming({ accountId: values.collectingAccountId, cents: amount.cents });
  };

  const submit = async () => {
    if (!confirming) return;
    setSending(true);
    try {
      const payout = await requestSellerPayout({ amountCents: confirming.cents, collectingAccountId: confirming.accountId }, keyRef.current);
      message.success(`已提交提现申请 ${payout.payoutNo}，金额已冻结，等待平台审核打款`);
      keyRef.current = newIdempotencyKey();
      form.resetFields(['amount']);
      setConfirming(null);
      await overview.mutate();
      await historyRefresh.current();
    } catch (e) {
      setProblem((e as ApiError).message);
      setConfirming(null);
    } finally {
      setSending(false);
    }
  };
  const historyRefresh = useRef<() => Promise<unknown>>(async () => {});
  const chosen = list.find((a) => a.id === confirming?.accountId);

  return (
    <Flex vertical gap={16} data-testid="seller-withdraw">
      <PayoutSummary overview={overview.data} />
      <Card title="申请提现">
        {accounts.data && list.length === 0 ? (
          <Empty description="还没有收款账户">
            <Link href="/member/seller/receiptAccount/1">去添加收款账户</Link>
          </Empty>
        ) : (
          <Form form={form} layout="vertical" onFinish={review} style={{ maxWidth: 480 }} initialValues={{ amount: '' }}>
            <Form.Item label="收款账户" name="collectingAccountId" extra="户名须与已认证的名称一致">
              <Select
                aria-label="收款账户"
                placeholder="请选择收款账户"
                loading={accounts.isLoading}
                options={list.map((a) => ({ value: a.id, label: `${a.holder} · ${a.bankName} ${a.maskedNumber}${a.isDefault ? '（默认）' : ''}` }))}
              />
            </Form.Item>
            <Form.Item label="提现金额（元）" name="amount" extra={`可提现 ${formatYuan(withdrawable)}`}>
              <Input
                inputMode="decimal"
                aria-label="提现金额"
                placeholder="如 1000.00"
                addonAfter={
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0, height: 'auto' }}
                    onClick={() => form.setFieldValue('amount', (withdrawable / 100).toFixed(2))}
                  >
                    全部
                  </Button>
                }
              />
            </Form.Item>
            {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} data-testid="payout-problem" />}
            <Button type="primary" htmlType="submit" disabled={!overview.data || overview.data.verifiedNames.length === 0}>
              申请提现
            </Button>
          </Form>
        )}
      </Card>
      <PayoutScheduleCard accounts={list} />
      <PayoutHistory purpose="seller_payout" onChanged={() => overview.mutate()} registerRefresh={(refresh) => (historyRefresh.current = refresh)} />
      <Modal
        open={confirming !== null}
        title="确认提现"
        okText="确认提现"
        cancelText="返回修改"
        confirmLoading={sending}
        onOk={submit}
        onCancel={() => setConfirming(null)}
      >
        {confirming && chosen && (
          <dl className="certificate-facts" data-testid="payout-confirm">
            <dt>金额</dt>
            <dd className="mono">{formatYuan(confirming.cents)}</dd>
            <dt>户名</dt>
            <dd>{chosen.holder}</dd>
            <dt>银行</dt>
            <dd>
              {chosen.bankName} {chosen.branch}
            </dd>
            <dt>账号</dt>
            <dd className="mono">{chosen.maskedNumber}</dd>
          </dl>
        )}
        <p style={{ color: '#888' }}>提交后金额立即冻结；平台审核并打款后到账，未编入打款批次前可撤销。</p>
      </Modal>
    </Flex>
  );
}
