'use client';
import { Button, Result, Skeleton } from 'antd';
import Link from 'next/link';
import { useDevCheckout, useRefreshMoney } from '@/lib/api/money';
import { useRefreshOrganisationDeposit } from '@/lib/api/organisation-deposit';
import { formatYuan } from '@/lib/shared/format';
import { DevGateway } from './DevGateway';
import { rechargeCreditedTo, RechargeCreditedLink } from './RechargeCredited';

/**
 * /payment — the development payment provider's checkout. It plays the gateway:
 * the buttons post the signed notification the gateway would send, so the
 * server verifies and settles it exactly as it would a real one.
 */
export function DevCheckout({ tradeNo }: { tradeNo: string }) {
  const { data, error, isLoading, mutate } = useDevCheckout(tradeNo);
  const refreshMoney = useRefreshMoney();
  const refreshOrganisationDeposit = useRefreshOrganisationDeposit();

  if (error) return <Result status="warning" title={error.message} extra={<Link href="/member/account/recharge">返回充值</Link>} />;
  if (isLoading || !data) return <Skeleton active />;

  const { recharge } = data;
  const paid = recharge.status === 'paid';
  // A recharge for an organisation (decision 0161) lands in its deposit: the way back is its page.
  const organisation = recharge.organisation;
  return (
    <DevGateway
      title={organisation ? 'ChemMart 机构预存款充值' : 'ChemMart 预存款充值'}
      numberLabel="充值单号"
      tradeNo={recharge.rechargeNo}
      amountCents={recharge.amountCents}
      notifications={recharge.status === 'pending' ? data.notifications : null}
      onSent={() => Promise.all([mutate(), refreshMoney(), refreshOrganisationDeposit()])}
      outcome={
        <Result
          status={paid ? 'success' : 'error'}
          title={paid ? `支付成功，已记入${rechargeCreditedTo(recharge)}` : '支付失败，未扣款'}
          subTitle={`充值单 ${recharge.rechargeNo} · ${formatYuan(recharge.amountCents)}`}
          extra={[
            <RechargeCreditedLink key="ledger" recharge={recharge} />,
            <Link key="again" href={organisation ? `/member/account/recharge?organisationId=${organisation.id}` : '/member/account/recharge'}>
              <Button>{paid ? '继续充值' : '重新充值'}</Button>
            </Link>,
          ]}
        />
      }
    />
  );
}
