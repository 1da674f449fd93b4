'use client';
import { Alert, App, Button, Card, Flex, Form, Input, Radio, type UploadFile } from 'antd';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import { createRecharge, newIdempotencyKey, useRefreshMoney } from '@/lib/api/money';
import { parseYuanToCents } from '@/lib/shared/money';
import { DepositSummary } from './DepositSummary';
import { MyRecharges } from './MyRecharges';
import { BankAccountDetails, proofIdOf, TransferSlipFields } from './BankTransfer';

type Values = { amount: string; method: 'online' | 'offline'; payerName?: string; remark?: string };

const QUICK_AMOUNTS = ['100', '500', '1000', '5000'];

/** The platform account offline transfers go to (shown on the form; the operator matches the proof against it). */
export type BankAccount = { accountName: string; bankName: string; accountNo: string };

/** /member/account/recharge — online through the payment provider, or a bank transfer with its proof. */
export function RechargeForm({ bank }: { bank: BankAccount }) {
  const { message } = App.useApp();
  const router = useRouter();
  const [form] = Form.useForm<Values>();
  const method = Form.useWatch('method', form) ?? 'online';
  const [proof, setProof] = useState<UploadFile[]>([]);
  const [sending, setSending] = useState(false);
  const refreshMoney = useRefreshMoney();
  // One key per submitted form: a retry of the same form reuses it (the server then answers the first
  // recharge), any change to the form makes the next submission a new request.
  const key = useRef<string | null>(null);

  const submit = async (values: Values) => {
    const amount = parseYuanToCents(values.amount ?? '');
    if (!amount.ok) {
      form.setFields([{ name: 'amount', errors: [amount.message] }]);
      return;
    }
    const proofId = proofIdOf(proof);
    if (values.method === 'offline' && !proofId) {
      message.error('请上传银行转账凭证（截图或回单，PDF、PNG 或 JPG）');
      return;
    }
    key.current ??= newIdempotencyKey();
    setSending(true);
    try {
      const recharge = await createRecharge({
        method: values.method,
        amountCents: amount.cents,
        idempotencyKey: key.current,
        proofUploadId: values.method === 'offline' ? proofId : undefined,
        payerName: values.payerName,
        remark: values.remark,
      });
      key.current = null;
      if (recharge.paymentUrl) {
        router.push(recharge.paymentUrl);
        return;
      }
      message.success(`充值单 ${recharge.rechargeNo} 已提交，运营核对转账后到账`);
      form.resetFields(['amount', 'payerName', 'remark']);
      setProof([]);
      void refreshMoney();
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <DepositSummary showRecharge={false} />
      <Card title="充值">
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ method: 'online' }}
          onFinish={submit}
          onValuesChange={() => (key.current = null)}
          style={{ maxWidth: 560 }}
          data-testid="recharge-form"
        >
          <Form.Item label="充值金额（元）" name="amount" rules={[{ required: true, message: '请填写金额' }]} extra="最多两位小数，单笔不超过 10,000,000 元">
            <Input inputMode="decimal" placeholder="如 500 或 99.50" prefix="¥" autoComplete="off" />
          </Form.Item>
          <Flex gap={8} wrap style={{ marginTop: -8, marginBottom: 16 }}>
            {QUICK_AMOUNTS.map((a) => (
              <Button key={a} size="small" onClick={() => form.setFieldsValue({ amount: a })}>
                ¥{a}
              </Button>
            ))}
          </Flex>
          <Form.Item label="充值方式" name="method">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'online', label: '在线支付' },
                { value: 'offline', label: '银行转账' },
              ]}
            />
          </Form.Item>
          {method === 'online' ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              message="提交后前往支付页面；支付成功即时到账。"
              description="本地演示使用开发环境的模拟支付，不会产生真实扣款；生产环境接入正式的支付机构。"
            />
          ) : (
            <>
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                message="请先向以下账户转账，再上传转账凭证。运营核对到账后记入余额（工作日 1 个工作日内）。"
                description={<BankAccountDetails bank={bank} />}
              />
              <TransferSlipFields
                files={proof}
                onChange={(files) => {
                  setProof(files);
                  key.current = null;
                }}
              />
              <Form.Item label="备注" name="remark">
                <Input.TextArea maxLength={200} rows={2} />
              </Form.Item>
            </>
          )}
          <Button type="primary" htmlType="submit" loading={sending} size="large" block>
            {method === 'online' ? '去支付' : '提交充值申请'}
          </Button>
        </Form>
      </Card>
      <MyRecharges />
    </Flex>
  );
}
