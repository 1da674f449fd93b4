'use client';
import { Alert, Button, Card, Empty, Input, Popconfirm, Space, Table, Tabs, Tag, Typography, App } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { z } from 'zod';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { useIsMobile } from '@/components/layout/viewport';
import { changeGoodsStatus, deleteGoods } from '@/lib/api/goods';
import type { SellerGoodsPageSchema, SellerGoodsSchema } from '@/lib/contracts/goods/schema';
import { kindLabel } from '@/lib/shared/certificates';
import { formatYuan, productPath } from '@/lib/shared/format';
import { CasNumber } from '@/components/layout/IdNumber';
import { SdsButton, SdsTag } from './SdsDialog';

type Goods = z.infer<typeof SellerGoodsSchema>;
type GoodsPage = z.infer<typeof SellerGoodsPageSchema>;
type Status = Goods['status'];

const STATUS_TABS: { key: Status; label: string; count: keyof GoodsPage['counts'] }[] = [
  { key: 'on_shelf', label: '在售', count: 'onShelf' },
  { key: 'pending', label: '待审核', count: 'pending' },
  { key: 'off_shelf', label: '已下架', count: 'offShelf' },
  { key: 'rejected', label: '未通过', count: 'rejected' },
];

const EMPTY_TEXT: Record<Status, string> = {
  on_shelf: '还没有在售的商品：发布的商品审核通过后在这里',
  pending: '没有待审核的商品',
  off_shelf: '没有已下架的商品',
  rejected: '没有未通过审核的商品',
};

/** Links a proposed substance's name nowhere: its product page exists only once approved. */
/** Stock as the seller needs it: what buyers can still take, and what unpaid orders hold. */
function StockCell({ g }: { g: Pick<Goods, 'stock' | 'reserved'> }) {
  const available = Math.max(0, g.stock - g.reserved);
  if (g.stock <= 0) return <Tag>需订货</Tag>;
  return (
    <span data-testid="goods-stock">
      {g.reserved > 0 ? (
        <>
          可售 {available}{' '}
          <span className="muted">
            / 共 {g.stock}，待付款订单占用 {g.reserved}
          </span>
        </>
      ) : (
        g.stock
      )}
      {available === 0 && <Tag style={{ marginLeft: 4 }}>已售罄</Tag>}
    </span>
  );
}

function ProductName({ goods }: { goods: Goods }) {
  if (goods.newSubstance) {
    return (
      <span>
        {goods.name} <Tag color="gold">新物质</Tag>
      </span>
    );
  }
  return <Link href={productPath(goods.cas)}>{goods.name}</Link>;
}

/** A tag per licence this substance needs beyond the business licence (the hazardous-chemicals licence) that the seller lacks. */
function MissingLicenceTags({ goods }: { goods: Goods }) {
  if (goods.missingLicences.length === 0) return null;
  return (
    <>
      {goods.missingLicences.map((m) => (
        <Tag key={m.reason} color="orange" className="goods-licence-tag" title={m.message} data-testid="goods-licence-missing">
          缺{kindLabel(m.anyOf[0] ?? '')}，不能上架
        </Tag>
      ))}
    </>
  );
}

/** The business licence every seller needs before anything goes on shelf: said once, at the top, with the way to upload it. */
function LicenceNotice({ licences }: { licences: GoodsPage['licences'] }) {
  if (licences.missing.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="goods-licence-notice"
      style={{ marginBottom: 12 }}
      title="商品暂不能上架：资质不全"
      description={
        <span>
          {licences.missing.map((m) => m.message).join('；')}。审核通过的商品要等资质审核通过后才能上架。
          <Link href={licences.uploadPath}>去上传资质证书</Link>
        </span>
      }
    />
  );
}

/** Edit, shelf and delete for one row; the page reloads its data after each. */
function GoodsActions({ goods, onDone }: { goods: Goods; onDone: () => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      message.success(done);
      onDone();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space size={4} wrap>
      <Link href={`/member/seller/goodsManage/edit/${goods.goodsId}`}>编辑</Link>
      <SdsButton goodsId={goods.goodsId} sds={goods.sds} onDone={onDone} />
      {goods.status === 'on_shelf' && (
        <Popconfirm
          title="下架这件商品？"
          description="买家将看不到它，之后可以重新上架。"
          okText="下架"
          cancelText="取消"
          onConfirm={() => run(() => changeGoodsStatus(goods.goodsId, 'take_off'), '已下架')}
        >
          <Button type="link" size="small" disabled={busy}>
            下架
          </Button>
        </Popconfirm>
      )}
      {goods.status === 'off_shelf' && (
        <Popconfirm
          title="重新上架这件商品？"
          okText="上架"
          cancelText="取消"
          onConfirm={() => run(() => changeGoodsStatus(goods.goodsId, 'put_on'), '已上架')}
        >
          <Button type="link" size="small" disabled={busy}>
            上架
          </Button>
        </Popconfirm>
      )}
      <Popconfirm
        title="删除这件商品？"
        description="删除后不能恢复。"
        okText="删除"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onConfirm={() => run(() => deleteGoods(goods.goodsId), '已删除')}
      >
        <Button type="link" size="small" danger disabled={busy}>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}

function columns(status: Status, onDone: () => void): ColumnsType<Goods> {
  const list: ColumnsType<Goods> = [
    {
      title: '产品',
      key: 'name',
      render: (_, g) => (
        <>
          <ProductName goods={g} /> <MissingLicenceTags goods={g} /> <SdsTag sds={g.sds} onShelf={g.status === 'on_shelf'} />
        </>
      ),
    },
    { title: 'CAS', dataIndex: 'cas', key: 'cas', render: (cas: string) => <CasNumber cas={cas} /> },
    { title: '规格', key: 'pack', render: (_, g) => `${g.packSize} ${g.unitCode}` },
    { title: '纯度', key: 'purity', render: (_, g) => [g.purity, g.brand].filter(Boolean).join(' · ') },
    { title: '价格', key: 'price', render: (_, g) => formatYuan(g.priceCents) },
    { title: '库存', key: 'stock', render: (_, g) => <StockCell g={g} /> },
    { title: '货期', key: 'lead', render: (_, g) => `${g.leadTimeDays} 天` },
  ];
  if (status === 'rejected') list.push({ title: '未通过原因', key: 'note', render: (_, g) => <Typography.Text type="danger">{g.reviewNote}</Typography.Text> });
  list.push({ title: '操作', key: 'actions', fixed: 'right', width: 150, render: (_, g) => <GoodsActions goods={g} onDone={onDone} /> });
  return list;
}

/** At phone width each offer is a card: a seven-column table showed only the product column in 390 px. */
function GoodsCards({ list, status, onDone }: { list: Goods[]; status: Status; onDone: () => void }) {
  if (list.length === 0) return <Empty description={EMPTY_TEXT[status]} />;
  return (
    <ul className="goods-cards">
      {list.map((g) => (
        <li key={g.goodsId} className="goods-card">
          <div className="goods-card__head">
            <ProductName goods={g} />
            <strong>{formatYuan(g.priceCents)}</strong>
          </div>
          <div className="muted">
            CAS <CasNumber cas={g.cas} /> · {g.packSize} {g.unitCode} · {g.purity}
            {g.brand ? ` · ${g.brand}` : ''}
          </div>
          <div className="muted">
            库存 <StockCell g={g} /> · 货期 {g.leadTimeDays} 天
          </div>
          <div>
            <MissingLicenceTags goods={g} /> <SdsTag sds={g.sds} onShelf={g.status === 'on_shelf'} />
          </div>
          {g.reviewNote && <Typography.Text type="danger">未通过原因：{g.reviewNote}</Typography.Text>}
          <GoodsActions goods={g} onDone={onDone} />
        </li>
      ))}
    </ul>
  );
}

/** A seller's goods by state, with search, paging, and each row's actions. */
export function GoodsManageView({ status, data, keyword }: { status: Status; data: GoodsPage; keyword: string }) {
  const router = useRouter();
  const mobile = useIsMobile();
  const path = (s: Status, page: number, k = keyword) => `/member/seller/goodsManage/${s}/${page}${k ? `?keyword=${encodeURIComponent(k)}` : ''}`;
  const refresh = () => router.refresh();
  const actions = (
    <Space wrap>
      <Link href="/member/seller/uploadProduct">批量上传</Link>
      <Link href="/member/seller/goodsManage/create">
        <Button type="primary">发布商品</Button>
      </Link>
    </Space>
  );
  // A card header does not wrap: at phone width the actions go into the body.
  return (
    <Card title="商品管理" data-testid="goods-manage" extra={mobile ? undefined : actions}>
      {mobile && <div style={{ marginBottom: 8 }}>{actions}</div>}
      <LicenceNotice licences={data.licences} />
      <Tabs
        activeKey={status}
        onChange={(key) => router.push(path(key as Status, 1))}
        items={STATUS_TABS.map((t) => ({ key: t.key, label: `${t.label}${data.counts[t.count] ? ` (${data.counts[t.count]})` : ''}` }))}
      />
      <Input.Search
        allowClear
        defaultValue={keyword}
        placeholder="按产品名称或 CAS 号查找"
        enterButton="搜索"
        maxLength={100}
        style={{ maxWidth: 420, width: '100%', marginBottom: 12 }}
        onSearch={(value) => router.push(path(status, 1, value.trim()))}
      />
      {mobile ? (
        <GoodsCards list={data.list} status={status} onDone={refresh} />
      ) : (
        <Table<Goods>
          rowKey="goodsId"
          size="middle"
          columns={columns(status, refresh)}
          dataSource={data.list}
          pagination={false}
          scroll={{ x: 900 }}
          locale={{ emptyText: keyword ? `没有与“${keyword}”匹配的商品` : EMPTY_TEXT[status] }}
        />
      )}
      <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="件" onPage={(page) => router.push(path(status, page))} />
    </Card>
  );
}
