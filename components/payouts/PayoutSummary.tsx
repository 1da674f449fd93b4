'use client';
import { Alert, Card, Col, Row, Skeleton, Statistic } from 'antd';
import Link from 'next/link';
import type { PayoutOverview } from '@/lib/api/payouts';

const yuan = (cents: number) => (cents / 100).toFixed(2);

/** What may be withdrawn now, what is still settling (T+7), what is frozen; and the names accounts must carry. */
export function PayoutSummary({ overview }: { overview: PayoutOverview | undefined }) {
  if (!overview)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  return (
    <Card data-testid="payout-summary">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title="可提现（元）" value={yuan(overview.withdrawableCents)} valueStyle={{ color: '#3f8600' }} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={`结算中（T+${overview.settlementDelayDays}，元）`} value={yuan(overview.settlingCents)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="提现处理中（元）" value={yuan(overview.payoutsInProgressCents)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="冻结合计（元）" value={yuan(overview.frozenCents)} />
        </Col>
      </Row>
      <p style={{ color: '#888', fontSize: 13, margin: '12px 0 0' }}>
        确认收货后的货款需经过 {overview.settlementDelayDays} 天结算期才可提现；单笔最低 {yuan(overview.minimumCents)}{' '}
        元。提现申请提交后金额即冻结，平台审核打款后到账。
      </p>
      {overview.verifiedNames.length === 0 ? (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          message="尚无已认证的收款户名，暂不能提现"
          description={
            <>
              收款户名须与已审核通过的证书上的名称一致。个人请在 <Link href="/member/account/certificate">资质证书</Link> 的“实名认证”中上传本人居民身份证，
              提现到本人名下的银行卡；企业请上传营业执照。审核通过后即可提现。
            </>
          }
        />
      ) : (
        <p style={{ margin: '8px 0 0', fontSize: 13 }}>收款户名须为：{overview.verifiedNames.join('、')}</p>
      )}
    </Card>
  );
}
