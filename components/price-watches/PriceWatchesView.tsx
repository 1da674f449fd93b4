'use client';
import { App, Button, Card, Empty, Skeleton, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { CasNumber } from '@/components/layout/IdNumber';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { useIsMobile } from '@/components/layout/viewport';
import { beijingTime } from '@/components/money/MoneyText';
import { deletePriceWatch, usePriceWatches, type PriceWatch } from '@/lib/api/price-watches';
import { formatYuan, productPath } from '@/lib/shared/format';
import { PriceWatchForm } from './PriceWatchForm';

export const PRICE_WATCHES_PATH = '/member/buyer/priceWatches';

export function purityText(w: Pick<PriceWatch, 'minPurityPercent'>): string {
  return w.minPurityPercent === null ? '不限' : `≥ ${w.minPurityPercent}%`;
}

export function packText(w: Pick<PriceWatch, 'packSize' | 'unitCode'>): string {
  return w.packSize === null ? '任意包装' : `${w.packSize} ${w.unitCode ?? ''}`.trim();
}

/** The lowest price now is per pack, so it exists only for a watch of one pack. */
export function lowestText(w: Pick<PriceWatch, 'packSize' | 'lowestNowCents'>): string {
  if (w.packSize === null) return '—';
  return w.lowestNowCents === null ? '暂无在售' : formatYuan(w.lowestNowCents);
}

/** Cancelling asks first: the alerts of this watch stop. */
function CancelButton({ watch, onCancelled, block }: { watch: PriceWatch; onCancelled: () => void; block?: boolean }) {
  const { modal, message } = App.useApp();
  return (
    <Button
      size={block ? 'middle' : 'small'}
      danger
      type={block ? 'default' : 'link'}
      onClick={() =>
        modal.confirm({
          title: '取消这个价格提醒？',
          content: `不再提醒 ${watch.nameZh ?? watch.name}（${watch.cas}）${watch.packSize === null ? '' : ` ${packText(watch)}`} 的降价与到货。`,
          okText: '取消提醒',
          okButtonProps: { danger: true },
          cancelText: '保留',
          onOk: async () => {
            try {
              await deletePriceWatch(watch.id);
              void message.success('已取消提醒');
              onCancelled();
            } catch (e) {
              void message.error((e as Error).message);
            }
          },
        })
      }
    >
      取消提醒
    </Button>
  );
}

function Name({ watch }: { watch: PriceWatch }) {
  return (
    <Link href={productPath(watch.cas)} prefetch={false} style={{ wordBreak: 'break-word' }}>
      {watch.nameZh ?? watch.name}
    </Link>
  );
}

function columns(onChanged: () => void): ColumnsType<PriceWatch> {
  return [
    {
      title: '物质',
      key: 'substance',
      render: (_, w) => (
        <>
          <Name watch={w} />
          <div>
            <CasNumber cas={w.cas} muted />
          </div>
        </>
      ),
    },
    { title: '纯度', key: 'purity', width: 80, render: (_, w) => purityText(w) },
    { title: '包装', key: 'pack', width: 90, render: (_, w) => packText(w) },
    { title: '目标价', key: 'target', width: 100, align: 'right', render: (_, w) => (w.targetCents === null ? '到货即提醒' : formatYuan(w.targetCents)) },
    { title: '当前最低价', key: 'lowest', width: 96, align: 'right', render: (_, w) => lowestText(w) },
    { title: '在售报价', key: 'matching', width: 76, align: 'right', render: (_, w) => `${w.matchingNow} 个` },
    { title: '已提醒', key: 'alerts', width: 68, align: 'right', render: (_, w) => `${w.alerts} 次` },
    { title: '关注时间', key: 'created', width: 100, render: (_, w) => beijingTime(w.createdAt).slice(0, 10) },
    { title: '操作', key: 'actions', width: 96, fixed: 'right', render: (_, w) => <CancelButton watch={w} onCancelled={onChanged} /> },
  ];
}

function WatchCard({ watch, onChanged }: { watch: PriceWatch; onChanged: () => void }) {
  return (
    <li className="goods-card" data-testid="price-watch-card">
      <div style={{ fontWeight: 500 }}>
        <Name watch={watch} /> <CasNumber cas={watch.cas} muted />
      </div>
      <div className="muted" style={{ fontSize: 13, margin: '4px 0' }}>
        纯度 {purityText(watch)} · {packText(watch)} · 目标价 {watch.targetCents === null ? '到货即提醒' : formatYuan(watch.targetCents)}
      </div>
      <div style={{ fontSize: 13 }}>
        当前最低价 <strong>{lowestText(watch)}</strong> · 在售报价 {watch.matchingNow} 个 · 已提醒 {watch.alerts} 次
      </div>
      <div className="muted" style={{ fontSize: 12, marginBottom: 8 }}>
        关注于 {beijingTime(watch.createdAt)}
      </div>
      <CancelButton watch={watch} onCancelled={onChanged} block />
    </li>
  );
}

/** What a member with no watch reads: where following starts, and that this page's form does the same. */
function NoWatches() {
  return (
    <Empty
      description={
        <>
          <div>还没有价格提醒。</div>
          <Typography.Text type="secondary">
            在商品页点「降价/到货提醒」，或在上方填写 CAS 号：价格降到目标价、缺货的报价重新有货时，我们会通过站内信和邮件告诉您。
          </Typography.Text>
        </>
      }
    >
      <Link href="/">
        <Button>去首页找商品</Button>
      </Link>
    </Empty>
  );
}

/** /member/buyer/priceWatches/:page — the member's followed CAS numbers with today's matching offers, added and cancelled here. */
export function PriceWatchesView({ page, initialCas }: { page: number; initialCas?: string }) {
  const router = useRouter();
  const mobile = useIsMobile();
  const { message } = App.useApp();
  const { data, error, isLoading, mutate } = usePriceWatches(page);
  const changed = () => void mutate();

  // The last watch of the last page cancelled: show the last page there is.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    if (data && page > lastPage) router.replace(`${PRICE_WATCHES_PATH}/${lastPage}`);
  }, [data, page, lastPage, router]);

  return (
    <Card title="价格提醒" data-testid="price-watches">
      <PriceWatchForm
        initialCas={initialCas}
        onAdded={() => {
          void message.success('已添加价格提醒');
          if (page === 1) changed();
          else router.push(`${PRICE_WATCHES_PATH}/1`);
        }}
      />
      <div style={{ marginTop: 16 }}>
        {error && !data ? (
          <Empty description={error.message}>
            <Button onClick={changed}>重试</Button>
          </Empty>
        ) : isLoading && !data ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : !data || data.total === 0 ? (
          <NoWatches />
        ) : mobile ? (
          <ul className="goods-cards" data-testid="price-watch-cards">
            {data.list.map((w) => (
              <WatchCard key={w.id} watch={w} onChanged={changed} />
            ))}
          </ul>
        ) : (
          <Table<PriceWatch>
            rowKey="id"
            size="middle"
            dataSource={data.list}
            columns={columns(changed)}
            pagination={false}
            scroll={{ x: 840 }}
            data-testid="price-watch-table"
          />
        )}
        {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="个" basePath={PRICE_WATCHES_PATH} />}
      </div>
    </Card>
  );
}
