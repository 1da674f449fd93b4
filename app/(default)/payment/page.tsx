import { Result } from 'antd';
import type { Metadata } from 'next';
import Link from 'next/link';
import { DevCheckout } from '@/components/money/DevCheckout';
import { Cashier } from '@/components/orders/Cashier';
import { DevOrderCheckout } from '@/components/orders/DevOrderCheckout';
import { orderNo } from '@/lib/contracts/orders/schema';

export const metadata: Metadata = { title: '支付', robots: { index: false } };

type Props = { searchParams: Promise<{ tradeNo?: string | string[]; order?: string | string[] }> };

/** An address that names nothing payable: said in a buyer's words, with the ways to what they meant. */
function NothingToPay({ title, text }: { title: string; text: string }) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={text}
      extra={
        <>
          <Link href="/member/buyer/orderPayList/1">我的订单</Link>
          <span style={{ margin: '0 8px' }}>·</span>
          <Link href="/member/account/recharge">账户充值</Link>
        </>
      }
    />
  );
}

/**
 * /payment — `?order=DD…`: the cashier of a buyer's order; `?tradeNo=…`: where
 * the payment provider sends the payer (the development provider's checkout
 * of a recharge, R…, or of an order's online payment, OP…).
 */
export default async function PaymentPage({ searchParams }: Props) {
  const { tradeNo, order } = await searchParams;
  if (typeof order === 'string') {
    const number = orderNo.safeParse(order);
    if (!number.success) return <NothingToPay title="订单号不正确" text="订单号以 DD 开头，后接 14 位数字。请从“我的订单”选择要支付的订单。" />;
    return <Cashier orderNo={number.data} />;
  }
  if (typeof tradeNo !== 'string' || tradeNo.trim() === '')
    return <NothingToPay title="没有要支付的订单" text="请从“我的订单”选择要支付的订单，或从“账户充值”为预存款充值。" />;
  // An order's online payment (OP000123); recharges are R000012.
  if (tradeNo.startsWith('OP')) return <DevOrderCheckout tradeNo={tradeNo} />;
  return <DevCheckout tradeNo={tradeNo} />;
}
