'use client';
import { Alert, App, Input, Modal } from 'antd';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import { recordHandPaidResult, type AdminPayout } from '@/lib/api/payouts';
import { formatYuan } from '@/lib/shared/format';

export type HandPaidChoice = { payout: AdminPayout; outcome: 'paid' | 'failed' };

/**
 * Records what the bank's portal showed for one hand-paid payout: 到账 with
 * the serial number on the bank's receipt (the money leaves the platform), or
 * 失败 with the reason (the money goes back to the member). Final either way.
 */
export function HandPaidResultDialog({ choice, onClose, onDone }: { choice: HandPaidChoice | null; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const paid = choice?.outcome === 'paid';

  const close = () => {
    setText('');
    setProblem(null);
    onClose();
  };

  const submit = async () => {
    if (!choice) return;
    const value = text.trim();
    if (paid && !/^[A-Za-z0-9-]{6,40}$/.test(value)) return setProblem('银行流水号应为 6–40 位字母、数字或连字符');
    if (!paid && value.length < 2) return setProblem('请填写失败原因（至少 2 个字）');
    setSending(true);
    try {
      const payoutNo = choice.payout.payoutNo;
      const answer = await recordHandPaidResult(paid ? { payoutNo, outcome: 'paid', bankSerialNo: value } : { payoutNo, outcome: 'failed', reason: value });
      const what = answer.status === 'paid' ? '已登记到账' : '已登记失败，金额已退回会员';
      message.success(answer.repeated ? `${payoutNo} 此前已${what.slice(1)}` : `${payoutNo} ${what}`);
      await onDone();
      close();
    } catch (e) {
      setProblem((e as ApiError).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={choice !== null}
      title={choice ? `${paid ? '登记到账' : '登记打款失败'}：${choice.payout.payoutNo}` : ''}
      okText={paid ? '确认已到账' : '确认失败并退回'}
      okButtonProps={{ danger: !paid, loading: sending }}
      cancelText="取消"
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      {choice && (
        <p>
          {choice.payout.account.holder} · {choice.payout.account.bankName} {choice.payout.account.maskedNumber} ·{' '}
          <span className="mono">{formatYuan(choice.payout.amountCents)}</span>
        </p>
      )}
      <Input
        aria-label={paid ? '银行流水号' : '失败原因'}
        value={text}
        maxLength={paid ? 40 : 200}
        onChange={(e) => setText(e.target.value)}
        placeholder={paid ? '网银回单上的交易流水号' : '如：收款账户户名与账号不符，银行退回'}
      />
      <p className="muted" style={{ marginTop: 8 }}>
        {paid ? '登记后资金记为已出平台，不能撤回；请与网银回单核对金额和户名。' : '登记后冻结金额退回会员可用余额，并通知会员原因。'}
      </p>
      {problem && <Alert type="error" showIcon title={problem} data-testid="hand-paid-problem" />}
    </Modal>
  );
}
