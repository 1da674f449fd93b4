'use client';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Radio, Result, Select, Skeleton, Tag, Typography, type UploadFile } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import { newIdempotencyKey, useRefreshMoney } from '@/lib/api/money';
import { payOrder, useDuePayInfo, type DuePayInfo, type NewOrderPayment, type PaymentResult } from '@/lib/api/order-payment';
import { formatYuan } from '@/lib/shared/format';
import { centsToYuanText, parseOptionalYuanToCents } from '@/lib/shared/money';
import { BankAccountDetails, proofIdOf, TransferSlipFields } from '@/components/money/BankTransfer';
import { CasNumber, OrderNumber } from '@/components/layout/IdNumber';
import { PaymentQr, QR_POLL_MS, type PaymentQrCode } from '@/components/money/PaymentQr';
import { forgetQrPayment, rememberQrPayment, rememberedQrPayment } from './cashier-qr-memory';
import { PermitStandingNote } from './PermitStandingNote';

const ORDERS_PATH = '/member/buyer/orderPayList/1';

/** The regulated-substance gate's refusal, with the way to lift it. */
function CertificateGate({ blockedBy, uploadPath }: { blockedBy: { cas: string; message: string }[]; uploadPath: string }) {
  return (
    <Alert
      type="error"
      showIcon
      data-testid="cashier-blocked"
      message="订单含管制化学品，上传并通过审核相应资质后才能付款"
      description={
        <Flex vertical gap={4}>
          {blockedBy.map((b) => (
            <span key={`${b.cas}-${b.message}`}>
              <CasNumber cas={b.cas} />：{b.message}
            </span>
          ))}
          <Link href={uploadPath}>去上传资质证书</Link>
        </Flex>
      }
    />
  );
}

function OrderSummary({ info, discountCents }: { info: DuePayInfo; discountCents: number }) {
  const { order } = info;
  return (
    <Card
      size="small"
      title={
        <Flex wrap gap={8} align="center">
          <span>
            订单 <OrderNumber orderNo={order.orderNo} />
          </span>
          <Tag>{order.statusLabel}</Tag>
        </Flex>
      }
    >
      <Typography.Text type="secondary">卖家：{order.seller.name}</Typography.Text>
      <Flex vertical gap={6} style={{ margin: '12px 0' }}>
        {order.lines.map((l) => (
          <Flex key={l.lineNo} justify="space-between" gap={8} wrap>
            <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {l.productNameZh ?? l.productName}{' '}
              {l.cas ? (
                <>
                  (<CasNumber cas={l.cas} />)
                </>
              ) : null}{' '}
              · {l.packSize}
              {l.unitCode} × {l.quantity}
            </span>
            <span className="mono">{formatYuan(l.amountCents)}</span>
          </Flex>
        ))}
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { label: '货款', children: formatYuan(order.goodsCents) },
          { label: '运费', children: formatYuan(order.shippingCents) },
          { label: '优惠', children: `-${formatYuan(order.discountCents + discountCents)}` },
          { label: '应付', children: formatYuan(order.payableCents - discountCents) },
          { label: '已付', children: formatYuan(order.paidCents) },
          { label: '待付', children: <strong data-testid="cashier-due">{formatYuan(Math.max(0, order.dueCents - discountCents))}</strong> },
        ]}
      />
      <PermitStandingNote regulated={order.regulated} />
    </Card>
  );
}

function Done({ order }: { order: PaymentResult['order'] }) {
  // An order on terms is paid after dispatch and keeps its state (decision 0160).
  const paidOnTerms = order.terms !== null && order.status !== 'paid' && order.dueCents === 0 && order.paidCents > 0;
  const paid = order.status === 'paid' || paidOnTerms;
  return (
    <Result
      status={paid ? 'success' : 'info'}
      data-testid="cashier-result"
      title={paidOnTerms ? '付款成功，账期订单已付清' : paid ? '付款成功，等待卖家发货' : '转账凭证已提交，等待平台确认'}
      subTitle={
        <>
          订单 <OrderNumber orderNo={order.orderNo} />
          {paid ? ` · 已付 ${formatYuan(order.paidCents)}` : ''}
        </>
      }
      extra={[
        <Link key="orders" href={ORDERS_PATH}>
          <Button type="primary">查看我的订单</Button>
        </Link>,
      ]}
    />
  );
}

type Values = { voucherId?: number; deposit: string; payerName?: string; rest: 'transfer' | 'online' };

/** An online payment the provider answered with a QR code: the code, its payment row, and the request that repeats it. */
type QrPayment = { qr: PaymentQrCode; paymentId: number; amountCents: number; query: NewOrderPayment };

function qrPaymentOf(answer: PaymentResult, query: NewOrderPayment): QrPayment | null {
  const online = answer.payments.find((p) => p.method === 'online' && p.status === 'pending');
  return answer.paymentQr && online ? { qr: answer.paymentQr, paymentId: online.id, amountCents: online.amountCents, query } : null;
}

/**
 * /payment?order=DD… — the cashier: a voucher (when the order has none), the
 * deposit balance, and the rest by bank transfer with its slip. One
 * idempotency key per visit: a double click or a retry pays once.
 */
export function Cashier({ orderNo }: { orderNo: string }) {
  const { message } = App.useApp();
  const router = useRouter();
  const [qrPayment, setQrPayment] = useState<QrPayment | null>(null);
  // While a QR code waits for the payer's phone, the order is read again every few seconds to notice the payment.
  const { data: info, error, isLoading, mutate } = useDuePayInfo(orderNo, qrPayment ? QR_POLL_MS : 0);
  const refreshMoney = useRefreshMoney();
  const [form] = Form.useForm<Values>();
  const voucherId = Form.useWatch('voucherId', form);
  const depositText = Form.useWatch('deposit', form) ?? '';
  const restBy = Form.useWatch('rest', form) ?? 'transfer';
  const [proof, setProof] = useState<UploadFile[]>([]);
  const [key, setKey] = useState(newIdempotencyKey);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<PaymentResult | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  if (error) return <Result status="warning" title={error.message} extra={<Link href={ORDERS_PATH}>返回我的订单</Link>} />;
  if (isLoading || !info) return <Skeleton active />;
  if (result) return <Done order={result.order} />;

  // The same request again (the same key): nothing moves twice, and the provider answers this payment's code again.
  const showQrOf = async (query: NewOrderPayment) => {
    const answer = await payOrder(query);
    const next = qrPaymentOf(answer, query);
    if (!next) throw new Error('支付机构没有给出二维码，请刷新页面');
    setQrPayment(next);
    rememberQrPayment(orderNo, query);
  };

  if (qrPayment) {
    const row = info.payments.find((p) => p.id === qrPayment.paymentId);
    // Paid: the same success as the page flow's (the order's own state, once the provider's notification settled it).
    if (row?.status === 'settled' || info.order.status === 'paid') {
      forgetQrPayment(orderNo);
      return <Done order={info.order} />;
    }
    return (
      <Flex vertical gap={16} style={{ maxWidth: 480, margin: '16px auto', width: '100%' }} data-testid="cashier">
        <Typography.Title level={3} style={{ margin: 0 }}>
          收银台
        </Typography.Title>
        <PaymentQr
          qr={qrPayment.qr}
          amountCents={qrPayment.amountCents}
          subject={
            <>
              订单 <OrderNumber orderNo={orderNo} /> · 在线支付
            </>
          }
          state={row?.status === 'rejected' ? 'failed' : 'waiting'}
          onRefresh={() => showQrOf(qrPayment.query)}
          onRestart={() => {
            forgetQrPayment(orderNo);
            setQrPayment(null);
            setKey(newIdempotencyKey());
            void refreshMoney();
          }}
        />
        <Link href={ORDERS_PATH}>返回我的订单</Link>
      </Flex>
    );
  }

  const { order } = info;
  const voucher = info.usableVouchers.find((v) => v.id === voucherId);
  const discountCents = voucher ? Math.min(voucher.faceValueCents, order.goodsCents) : 0;
  const dueCents = Math.max(0, order.dueCents - discountCents);
  // Empty or any way of writing zero: no deposit part (a new buyer's prefilled 0.00 included).
  const parsed = parseOptionalYuanToCents(depositText);
  const depositCents = parsed.ok ? parsed.cents : 0;
  // Said while typing, as the submit would say it: "-5" or "abc" is not silently no deposit, 99999 not silently the due amount.
  const depositProblem = !parsed.ok
    ? parsed.message
    : depositCents > dueCents
      ? `不能超过待付金额 ${formatYuan(dueCents)}`
      : depositCents > info.depositBalanceCents
        ? '预存款可用余额不足'
        : null;
  const restCents = Math.max(0, dueCents - depositCents);
  const transferCents = restBy === 'transfer' ? restCents : 0;
  const onlineCents = restBy === 'online' ? restCents : 0;
  const blocked = info.blockedBy.length > 0;

  const submit = async (values: Values) => {
    // What was submitted, not the last render's watch (which may lag one keystroke behind).
    const deposit = parseOptionalYuanToCents(values.deposit ?? '');
    if (!deposit.ok) return form.setFields([{ name: 'deposit', errors: [deposit.message] }]);
    const depositCents = deposit.cents;
    const restCents = Math.max(0, dueCents - depositCents);
    const transferCents = values.rest === 'online' ? 0 : restCents;
    const onlineCents = values.rest === 'online' ? restCents : 0;
    if (depositCents > dueCents) return form.setFields([{ name: 'deposit', errors: [`不能超过待付金额 ${formatYuan(dueCents)}`] }]);
    if (depositCents > info.depositBalanceCents) return form.setFields([{ name: 'deposit', errors: ['预存款可用余额不足'] }]);
    const proofUploadId = proofIdOf(proof);
    if (transferCents > 0 && !proofUploadId) return message.error('其余金额需银行转账：请先转账并上传转账凭证');
    setSending(true);
    setFailure(null);
    try {
      const query: NewOrderPayment = {
        orderNo,
        idempotencyKey: key,
        voucherId: values.voucherId,
        depositCents,
        transferCents,
        onlineCents,
        proofUploadId: transferCents > 0 ? proofUploadId : undefined,
        payerName: transferCents > 0 ? values.payerName : undefined,
      };
      const answer = await payOrder(query);
      void refreshMoney();
      if (answer.paymentUrl) return router.push(answer.paymentUrl);
      const qr = qrPaymentOf(answer, query);
      if (qr) {
        rememberQrPayment(orderNo, query);
        void mutate();
        return setQrPayment(qr);
      }
      setResult(answer);
    } catch (e) {
      setFailure(e as ApiError);
      void mutate();
    } finally {
      setSending(false);
    }
  };

  const pendingOnline = info.payments.find((p) => p.method === 'online' && p.status === 'pending');
  // A reload while a QR code was shown: this tab remembers the request, so the code can be asked for again.
  const rememberedQuery = pendingOnline ? rememberedQrPayment(orderNo) : null;
  // Dispatched on terms and still owing: paid here after dispatch (decision 0160).
  const owedOnTerms = (order.terms?.owedCents ?? 0) > 0;
  const closed = (order.status !== 'submitted' && !owedOnTerms) || info.payments.some((p) => p.status === 'pending');
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760, margin: '16px auto', width: '100%' }} data-testid="cashier">
      <Typography.Title level={3} style={{ margin: 0 }}>
        收银台
      </Typography.Title>
      <OrderSummary info={info} discountCents={discountCents} />
      {blocked && <CertificateGate blockedBy={info.blockedBy} uploadPath={info.certificateUploadPath} />}
      {info.pendingTransferCents > 0 && (
        <Alert type="info" showIcon message={`银行转账 ${formatYuan(info.pendingTransferCents)} 正在等待平台确认，确认后订单即为已付款`} />
      )}
      {pendingOnline && (
        <Alert
          type="info"
          showIcon
          message={`在线支付 ${formatYuan(pendingOnline.amountCents)} 尚未完成：等待支付机构的结果`}
          action={
            rememberedQuery && (
              <Button size="small" onClick={() => showQrOf(rememberedQuery).catch((e: ApiError) => setFailure(e))} data-testid="cashier-show-qr">
                显示付款二维码
              </Button>
            )
          }
        />
      )}
      {order.status === 'negotiating' && <Alert type="warning" showIcon message="议价进行中，议价结束后才能付款" />}
      {order.status === 'pending_approval' && <Alert type="warning" showIcon message="订单待组织审批：审批通过后才能付款" />}
      {owedOnTerms && order.terms && (
        <Alert
          type={order.terms.overdue ? 'error' : 'info'}
          showIcon
          message={`账期订单（${order.terms.sentence}）：应于 ${order.terms.dueOn} 前付清${order.terms.overdue ? '，已逾期' : ''}`}
          data-testid="cashier-terms"
        />
      )}
      {order.status !== 'submitted' && order.status !== 'negotiating' && order.status !== 'pending_approval' && !owedOnTerms && (
        <Alert type={order.status === 'paid' ? 'success' : 'warning'} showIcon message={`订单当前状态：${order.statusLabel}，无需在此付款`} />
      )}
      {!closed && order.organisation && (
        <Alert
          type="info"
          showIcon
          data-testid="cashier-organisation"
          message={`本单以「${order.organisation.name}」的名义采购：可以在这里付款，也可以由组织的付款人在组织页面用机构预存款付清`}
        />
      )}
      {failure && <Alert type="error" showIcon message={failure.message} data-testid="cashier-error" closable onClose={() => setFailure(null)} />}
      {!closed && (
        <Card size="small" title="付款">
          <Form<Values>
            form={form}
            layout="vertical"
            onFinish={submit}
            initialValues={{ deposit: centsToYuanText(Math.min(info.depositBalanceCents, order.dueCents)), rest: 'transfer' }}
            disabled={blocked}
          >
            {order.voucher === null && !owedOnTerms && info.usableVouchers.length > 0 && (
              <Form.Item label="优惠券" name="voucherId">
                <Select
                  allowClear
                  placeholder="不使用优惠券"
                  options={info.usableVouchers.map((v) => ({ value: v.id, label: `${v.title} · 抵 ${formatYuan(v.faceValueCents)}` }))}
                  onChange={(id?: number) => {
                    const face = info.usableVouchers.find((v) => v.id === id)?.faceValueCents ?? 0;
                    const due = Math.max(0, order.dueCents - Math.min(face, order.goodsCents));
                    form.setFieldsValue({ deposit: centsToYuanText(Math.min(info.depositBalanceCents, due)) });
                  }}
                />
              </Form.Item>
            )}
            <Form.Item
              label={`使用预存款（可用 ${formatYuan(info.depositBalanceCents)}）`}
              name="deposit"
              extra={<Link href="/member/account/recharge">充值预存款</Link>}
              validateStatus={depositProblem ? 'error' : undefined}
              help={depositProblem ?? undefined}
            >
              <Input inputMode="decimal" prefix="¥" autoComplete="off" data-testid="cashier-deposit" />
            </Form.Item>
            {restCents > 0 && (
              <Form.Item label={`其余 ${formatYuan(restCents)} 的支付方式`} name="rest">
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: 'transfer', label: '银行转账' },
                    { value: 'online', label: '在线支付' },
                  ]}
                />
              </Form.Item>
            )}
            {transferCents > 0 && (
              <>
                <Alert
                  type="info"
                  showIcon
                  style={{ marginBottom: 16 }}
                  message={`其余 ${formatYuan(transferCents)} 请银行转账到以下账户，并上传转账凭证；平台确认到账后订单即为已付款。`}
                  description={info.bankAccount && <BankAccountDetails bank={info.bankAccount} />}
                />
                <TransferSlipFields files={proof} onChange={setProof} />
              </>
            )}
            <Button type="primary" htmlType="submit" size="large" block loading={sending} disabled={depositProblem !== null} data-testid="cashier-pay">
              {transferCents > 0
                ? `提交（预存款 ${formatYuan(depositCents)} + 转账 ${formatYuan(transferCents)}）`
                : onlineCents > 0
                  ? `去在线支付 ${formatYuan(onlineCents)}`
                  : `确认支付 ${formatYuan(dueCents)}`}
            </Button>
          </Form>
        </Card>
      )}
      <Link href={ORDERS_PATH}>返回我的订单</Link>
    </Flex>
  );
}
