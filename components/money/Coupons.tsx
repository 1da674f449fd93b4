'use client';
import { App, Button, Card, Empty, Flex, Input, Skeleton, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import type { ApiError } from '@/lib/api/client';
import { checkVoucherCode, useVouchers, type Voucher, type VoucherTab } from '@/lib/api/money';
import { formatYuan } from '@/lib/shared/format';

const TAB_LABELS: Record<VoucherTab, string> = { usable: '可使用', used: '已使用', expired: '已过期' };
const EMPTY_TEXT: Record<VoucherTab, string> = {
  usable: '暂无可用的优惠券。有券码的话，在上面输入兑换。',
  used: '还没有用过优惠券',
  expired: '没有过期的优惠券',
};

function day(iso: string): string {
  return new Date(iso).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).replace(/\//g, '.');
}

/** The last day a voucher works: its end is the exclusive midnight after it. */
const lastDay = (iso: string) => day(new Date(Date.parse(iso) - 1).toISOString());

/** /member/account/coupons — redeem a code; usable, used and expired vouchers. */
export function Coupons() {
  const { message } = App.useApp();
  const [tab, setTab] = useState<VoucherTab>('usable');
  const [page, setPage] = useState(1);
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const { data, isLoading, mutate } = useVouchers(tab, page);

  const redeem = async () => {
    if (!code.trim()) {
      message.error('请输入券码');
      return;
    }
    setChecking(true);
    try {
      const result = await checkVoucherCode(code);
      message.success(result.redeemed ? `兑换成功：${result.voucher.title}已放入您的券包` : `这张券已在您的券包中（${result.voucher.statusLabel}）`);
      setCode('');
      setTab('usable');
      setPage(1);
      await mutate();
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Card title="优惠券" data-testid="coupons">
      <Flex gap={8} wrap style={{ marginBottom: 16, maxWidth: 480 }}>
        <Input
          aria-label="券码"
          placeholder="输入券码兑换，如 WELCOME2026"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onPressEnter={redeem}
          maxLength={24}
          style={{ flex: 1, minWidth: 180 }}
        />
        <Button type="primary" loading={checking} onClick={redeem}>
          兑换
        </Button>
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as VoucherTab);
          setPage(1);
        }}
        items={(Object.keys(TAB_LABELS) as VoucherTab[]).map((k) => ({ key: k, label: `${TAB_LABELS[k]}${data ? `（${data.counts[k]}）` : ''}` }))}
      />
      {isLoading && !data ? (
        <Skeleton active />
      ) : !data || data.list.length === 0 ? (
        <Empty description={EMPTY_TEXT[tab]} />
      ) : (
        <>
          <div className="voucher-grid">
            {data.list.map((v) => (
              <VoucherCard key={v.id} voucher={v} />
            ))}
          </div>
          <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="张" onPage={setPage} />
        </>
      )}
    </Card>
  );
}

function VoucherCard({ voucher: v }: { voucher: Voucher }) {
  const dim = v.status === 'used' || v.status === 'expired';
  return (
    <div className={`voucher-card${dim ? ' is-dim' : ''}`} data-testid="voucher-card">
      <div className="voucher-value">
        <strong>{formatYuan(v.faceValueCents).replace(/\.00$/, '')}</strong>
        <span>{v.minOrderCents > 0 ? `满 ${formatYuan(v.minOrderCents).replace(/\.00$/, '')} 可用` : '无门槛'}</span>
      </div>
      <div className="voucher-body">
        <div style={{ fontWeight: 600 }}>
          {v.title} <Tag color={v.status === 'usable' ? 'green' : v.status === 'not_started' ? 'blue' : 'default'}>{v.statusLabel}</Tag>
        </div>
        <div>适用范围：{v.scope}</div>
        <div>
          有效期：{day(v.validFrom)} – {lastDay(v.validUntil)}
        </div>
        <div className="mono" style={{ color: '#888' }}>
          券码 {v.code}
        </div>
        {v.usedAt && <div style={{ color: '#888' }}>使用于 {day(v.usedAt)}</div>}
      </div>
    </div>
  );
}
