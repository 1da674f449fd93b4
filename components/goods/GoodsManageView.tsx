'use client';
import { Card, Empty, Table, Tabs, Tag } from 'antd';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { useIsMobile } from '@/components/layout/viewport';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { z } from 'zod';
import type { SellerGoodsPageSchema, SellerGoodsSchema } from '@/lib/server/goods/schema';
import { formatYuan, productPath } from '@/lib/shared/format';

type Goods = z.infer<typeof SellerGoodsSchema>;
type GoodsPage = z.infer<typeof SellerGoodsPageSchema>;
type Status = Goods['status'];

const STATUS_TABS: { key: Status; label: string }[] = [
  { key: 'on_shelf', label: '在售' },
  { key: 'pending', label: '待审核' },
  { key: 'off_shelf', label: '已下架' },
];

const columns: ColumnsType<Goods> = [
  { title: '产品', key: 'name', render: (_, g) => <Link href={productPath(g.cas)}>{g.name}</Link> },
  { title: 'CAS', dataIndex: 'cas', key: 'cas', render: (cas: string) => <span className="mono">{cas}</span> },
  { title: '规格', key: 'pack', render: (_, g) => `${g.packSize} ${g.unitCode}` },
  { title: '纯度', dataIndex: 'purity', key: 'purity' },
  { title: '价格', key: 'price', render: (_, g) => formatYuan(g.priceCents) },
  { title: '库存', key: 'stock', render: (_, g) => (g.stock > 0 ? g.stock : <Tag>需订货</Tag>) },
  { title: '货期', key: 'lead', render: (_, g) => `${g.leadTimeDays} 天` },
];

/** At phone width each offer is a card: a seven-column table showed only the product column in 390 px. */
function GoodsCards({ list }: { list: Goods[] }) {
  if (list.length === 0) return <Empty description="这个状态下没有商品" />;
  return (
    <ul className="goods-cards">
      {list.map((g) => (
        <li key={g.goodsId} className="goods-card">
          <div className="goods-card__head">
            <Link href={productPath(g.cas)}>{g.name}</Link>
            <strong>{formatYuan(g.priceCents)}</strong>
          </div>
          <div className="muted">
            CAS <span className="mono">{g.cas}</span> · {g.packSize} {g.unitCode} · {g.purity}
          </div>
          <div className="muted">
            库存 {g.stock > 0 ? g.stock : <Tag>需订货</Tag>} · 货期 {g.leadTimeDays} 天
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A seller's goods by review state (read-only for now: editing arrives with goods management). */
export function GoodsManageView({ status, data }: { status: Status; data: GoodsPage }) {
  const router = useRouter();
  const mobile = useIsMobile();
  const path = (s: Status, page: number) => `/member/seller/goodsManage/${s}/${page}`;
  return (
    <Card title="商品管理" data-testid="goods-manage">
      <Tabs activeKey={status} onChange={(key) => router.push(path(key as Status, 1))} items={STATUS_TABS.map((t) => ({ key: t.key, label: t.label }))} />
      {mobile ? (
        <GoodsCards list={data.list} />
      ) : (
        <Table<Goods> rowKey="goodsId" size="middle" columns={columns} dataSource={data.list} pagination={false} scroll={{ x: 720 }} locale={{ emptyText: '这个状态下没有商品' }} />
      )}
      <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="件" onPage={(page) => router.push(path(status, page))} />
    </Card>
  );
}
