'use client';
import { Alert, App, Form, Modal, Skeleton } from 'antd';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { BankAccountFields, type BankAccountValues } from '@/components/payouts/BankAccountFields';
import type { ApiError } from '@/lib/api/client';
import { newIdempotencyKey } from '@/lib/api/money';
import { usePayoutOverview } from '@/lib/api/payouts';
import { requestRefundPayout, type Refund } from '@/lib/api/refunds';
import { accountNumberProblem } from '@/lib/shared/collecting-accounts';
import { formatYuan } from '@/lib/shared/format';

/**
 * The buyer names the bank account a bank-transfer refund goes back to (in
 * their verified name). The amount is frozen in their deposit at once and
 * paid out with the platform's next payout batch.
 */
export function RefundToBankDialog({ refund, open, onClose, onDone }: { refund: Refund; open: boolean; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<BankAccountValues>();
  const overview = usePayoutOverview();
  const names = overview.data?.verifiedNames ?? [];
  // A person verified by their identity card gets the money on a personal card in their name.
  const personNames = overview.data?.verifiedPersonNames ?? [];
  // The refunded money went to the deposit first; spent since, it cannot go to the bank any more.
  const spent = overview.data !== undefined && overview.data.balanceCents < refund.amountCents;
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const keyRef = useRef(newIdempotencyKey());

  const submit = async () => {
    setProblem(null);
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const numberProblem = accountNumberProblem(values.accountType, values.accountNumber ?? '');
    if (numberProblem) return form.setFields([{ name: 'accountNumber', errors: [numberProblem] }]);
    setSending(true);
    try {
      const payout = await requestRefundPayout({ refundNo: refund.refundNo, account: values }, keyRef.current);
      message.success(`已提交：${formatYuan(refund.amountCents)} 将经提现单 ${payout.payoutNo} 退回您的银行账户`);
      keyRef.current = newIdempotencyKey();
      await onDone();
      onClose();
    } catch (e) {
      setProblem((e as ApiError).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`退回银行账户：${formatYuan(refund.amountCents)}`}
      okText="确认退回到此账户"
      cancelText="取消"
      confirmLoading={sending}
      okButtonProps={{ disabled: !overview.data || names.length === 0 || spent }}
      onOk={submit}
      onCancel={() => {
        setProblem(null);
        onClose();
      }}
      destroyOnHidden
    >
      <p className="muted">
        退款 {refund.refundNo} 的款项现在在您的预存款可用余额中。指定账户后金额立即冻结，平台审核打款后到账；未编入打款批次前可在“余额提现”的提现记录中撤销。
      </p>
      {spent && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`预存款可用余额 ${formatYuan(overview.data!.balanceCents)} 少于这笔退款：款项已用于付款或提现，不能再退回银行账户。`}
        />
      )}
      {overview.data && names.length === 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <>
              尚无通过审核的资质证书，无法核实收款户名：请先在 <Link href="/member/account/certificate">资质证书</Link>{' '}
              上传营业执照（企业）或居民身份证（个人实名认证），审核通过后即可退回到本人名下的银行账户。
            </>
          }
        />
      )}
      {/* Mounted once the verified names are known: a form's initial values are read only when it first mounts. */}
      {overview.data ? (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ accountType: personNames.includes(names[0] ?? '') ? 'personal' : 'corporate', holder: names[0] ?? '' }}
        >
          <BankAccountFields verifiedNames={names} />
        </Form>
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
      {problem && <Alert type="error" showIcon title={problem} data-testid="refund-payout-problem" />}
    </Modal>
  );
}
