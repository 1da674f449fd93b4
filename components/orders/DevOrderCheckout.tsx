'use client';
import { Button, Result, Skeleton } from 'antd';
import Link from 'next/link';
import { DevGateway } from '@/components/money/DevGateway';
import { useRefreshMoney } from '@/lib/api/money';
import { useDevOrderCheckout } from '@/lib/api/order-payment';
import { formatYuan } from '@/lib/shared/format';

const ORDERS_PATH = '/member/buyer/orderPayList/1';

/** /payment?tradeNo=OP… — the development payment provider's checkout of an order's online payment. */
export function DevOrderCheckout({ tradeNo }: { tradeNo: string }) {
  const { data, error, isLoading, mutate } = useDevOrderCheckout(tradeNo);
  const refreshMoney = useRefreshMoney();

  if (error) return <Result status="warning" title={error.message} extra={<Link href={ORDERS_PATH}>返回我的订单</Link>} />;
  if (isLoading || !data) return <Skeleton active />;
  const { payment } = data;
  const settled = payment.status === 'settled';
  return (
    <DevGateway
      title={`ChemMart 订单 ${payment.orderNo}`}
      numberLabel="支付单号"
      tradeNo={payment.tradeNo}
      amountCents={payment.amountCents}
      notifications={payment.status === 'pending' ? data.notifications : null}
      onSent={() => Promise.all([mutate(), refreshMoney()])}
      outcome={
        <Result
          status={settled ? 'success' : 'error'}
          title={settled ? '支付成功，订单已付款' : '支付未成功，未扣款'}
          subTitle={`订单 ${payment.orderNo} · ${formatYuan(payment.amountCents)}`}
          extra={[
            <Link key="orders" href={ORDERS_PATH}>
              <Button type="primary">查看我的订单</Button>
            </Link>,
            settled ? null : (
              <Link key="again" href={`/payment?order=${payment.orderNo}`}>
                <Button>重新付款</Button>
              </Link>
            ),
          ]}
        />
      }
    />
  );
}
