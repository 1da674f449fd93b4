'use client';
import { Alert, App, Button, Card, Flex, Form, Input, Radio, Result, type UploadFile } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import { createRecharge, newIdempotencyKey, useRefreshMoney, useWatchedRecharges, type NewRecharge, type Recharge } from '@/lib/api/money';
import { useRefreshOrganisationDeposit } from '@/lib/api/organisation-deposit';
import { formatYuan } from '@/lib/shared/format';
import { parseYuanToCents } from '@/lib/shared/money';
import { DepositSummary } from './DepositSummary';
import { MyRecharges } from './MyRecharges';
import { BankAccountDetails, proofIdOf, TransferSlipFields } from './BankTransfer';
import { PaymentQr, QR_POLL_MS, type PaymentQrCode } from './PaymentQr';
import { rechargeCreditedTo, RechargeCreditedLink } from './RechargeCredited';

type Values = { amount: string; method: 'online' | 'offline'; payerName?: string; remark?: string };

const QUICK_AMOUNTS = ['100', '500', '1000', '5000'];

/** The platform account offline transfers go to (shown on the form; the operator matches the proof against it). */
export type BankAccount = { accountName: string; bankName: string; accountNo: string };

/** A recharge the provider answered with a QR code, and the request that asks for the code again. */
type QrRecharge = { qr: PaymentQrCode; recharge: Recharge; body: NewRecharge };

/**
 * The recharge's QR code while the member pays on a phone: the recharge list is read every few
 * seconds; paid shows the same outcome as the checkout page, failed a way to start again.
 */
function RechargeQr({ pending, onRefresh, onDone }: { pending: QrRecharge; onRefresh: () => Promise<unknown>; onDone: () => void }) {
  const refreshMoney = useRefreshMoney();
  const refreshOrganisationDeposit = useRefreshOrganisationDeposit();
  const { data } = useWatchedRecharges(QR_POLL_MS);
  const status = data?.list.find((r) => r.id === pending.recharge.id)?.status ?? 'pending';
  const { rechargeNo, amountCents, organisation } = pending.recharge;
  const balancesRead = useRef(false);
  useEffect(() => {
    // Once: the balances shown elsewhere on the page change with the credit.
    if (status !== 'paid' || balancesRead.current) return;
    balancesRead.current = true;
    void refreshMoney();
    void refreshOrganisationDeposit();
  }, [status, refreshMoney, refreshOrganisationDeposit]);
  if (status === 'paid') {
    return (
      <Result
        status="success"
        data-testid="recharge-qr-paid"
        title={`支付成功，已记入${rechargeCreditedTo(pending.recharge)}`}
        subTitle={`充值单 ${rechargeNo} · ${formatYuan(amountCents)}`}
        extra={[
          <RechargeCreditedLink key="ledger" recharge={pending.recharge} />,
          <Button key="again" onClick={onDone}>
            继续充值
          </Button>,
        ]}
      />
    );
  }
  return (
    <PaymentQr
      qr={pending.qr}
      amountCents={amountCents}
      subject={`充值单 ${rechargeNo} · ${organisation ? '机构预存款充值' : '预存款充值'}`}
      state={status === 'failed' ? 'failed' : 'waiting'}
      onRefresh={onRefresh}
      onRestart={onDone}
    />
  );
}

/**
 * /member/account/recharge — online through the payment provider, or a bank transfer with its proof.
 * With `organisation` (?organisationId=, a payer's): the money goes to the organisation's deposit (decision 0161).
 */
export function RechargeForm({ bank, organisation }: { bank: BankAccount; organisation?: { id: number; name: string } }) {
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
  const [qrRecharge, setQrRecharge] = useState<QrRecharge | null>(null);

  // The same request again (the same key) answers the same recharge and asks the provider for its code again.
  const showQrOf = async (body: NewRecharge) => {
    const recharge = await createRecharge(body);
    if (!recharge.paymentQr) throw new Error('支付机构没有给出二维码，请刷新页面');
    setQrRecharge({ qr: recharge.paymentQr, recharge, body });
  };

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
      const body: NewRecharge = {
        method: values.method,
        amountCents: amount.cents,
        idempotencyKey: key.current,
        proofUploadId: values.method === 'offline' ? proofId : undefined,
        payerName: values.payerName,
        remark: values.remark,
        ...(organisation ? { organisationId: organisation.id } : {}),
      };
      const recharge = await createRecharge(body);
      key.current = null;
      if (recharge.paymentUrl) {
        router.push(recharge.paymentUrl);
        return;
      }
      if (recharge.paymentQr) {
        setQrRecharge({ qr: recharge.paymentQr, recharge, body });
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

  if (qrRecharge) {
    return (
      <Flex vertical gap={16} style={{ maxWidth: 480, width: '100%' }}>
        <RechargeQr
          pending={qrRecharge}
          onRefresh={() => showQrOf(qrRecharge.body)}
          onDone={() => {
            setQrRecharge(null);
            form.resetFields(['amount']);
          }}
        />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      {organisation ? (
        <Alert
          type="info"
          showIcon
          data-testid="organisation-recharge"
          message={`为组织「${organisation.name}」的机构预存款充值`}
          description={
            <>
              到账后记入组织的余额，由组织的付款人用于支付组织订单；不记入您本人的预存款。
              <Link href={`/member/organisations/${organisation.id}`}>返回组织</Link>
            </>
          }
        />
      ) : (
        <DepositSummary showRecharge={false} />
      )}
      <Card title={organisation ? '机构预存款充值' : '充值'}>
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
              message="提交后前往支付页面或显示付款二维码；支付成功即时到账。"
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
