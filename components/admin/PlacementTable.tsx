'use client';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import { useState } from 'react';
import { useIsMobile } from '@/components/layout/viewport';
import { useAdminPlacements, usePlacementDelete, usePlacementMove, type AdminPlacement, type PlacementListName } from '@/lib/api/admin';
import { formatYuan, productPath } from '@/lib/shared/format';
import { chinaDateTime } from './format';
import { PlacementForm } from './PlacementForm';
import { CasNumber } from '@/components/layout/IdNumber';

const STATUS = {
  running: { color: 'green', text: '展示中' },
  scheduled: { color: 'blue', text: '未开始' },
  ended: { color: 'default', text: '已结束' },
} as const;

/** One merchandising list: add by CAS, move up or down, remove (with a confirmation). */
export function PlacementTable({ list }: { list: PlacementListName }) {
  const [page, setPage] = useState(1);
  const mobile = useIsMobile();
  const { data, isLoading, mutate } = useAdminPlacements(list, page);
  const move = usePlacementMove();
  const remove = usePlacementDelete();
  const reload = () => void mutate();
  const busy = move.isMutating || remove.isMutating;
  const total = data?.total ?? 0;

  const columns: ColumnsType<AdminPlacement> = [
    { title: '位置', dataIndex: 'position', width: 60 },
    {
      title: '产品',
      key: 'product',
      render: (_, p) => (
        <>
          <Link href={productPath(p.cas)} target="_blank">
            {p.nameZh ?? p.name}
          </Link>
          <br />
          <small>
            CAS <CasNumber cas={p.cas} />
          </small>
          {/* On a phone the label column is left out: the label goes under the product. */}
          {mobile && p.label && (
            <>
              <br />
              <Tag style={{ marginTop: 4 }}>{p.label}</Tag>
            </>
          )}
        </>
      ),
    },
    ...(mobile
      ? []
      : ([
          {
            title: list === 'electronic_grade' ? '等级' : '标签',
            dataIndex: 'label',
            render: (v: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{v ?? '—'}</span>,
          },
        ] satisfies ColumnsType<AdminPlacement>)),
    ...(list === 'promotion'
      ? ([
          { title: '促销价', dataIndex: 'promotionPriceCents', render: (v: number | null) => (v === null ? '—' : formatYuan(v)), responsive: ['md'] },
          {
            title: '时间',
            key: 'period',
            render: (_, p) => `${chinaDateTime(p.startsAt)} 至 ${p.endsAt ? chinaDateTime(p.endsAt) : '长期'}`,
            responsive: ['lg'],
          },
        ] satisfies ColumnsType<AdminPlacement>)
      : []),
    { title: '说明', dataIndex: 'note', render: (v: string | null) => v ?? '—', responsive: ['xl'] },
    { title: '状态', dataIndex: 'status', render: (v: AdminPlacement['status']) => <Tag color={STATUS[v].color}>{STATUS[v].text}</Tag>, responsive: ['sm'] },
    {
      title: '操作',
      key: 'actions',
      render: (_, p) => (
        <Space size={0} wrap>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={`上移 ${p.cas}`}
            disabled={busy || p.position === 1}
            onClick={() =>
              void move
                .execute({ id: p.id, direction: 'up' })
                .catch(() => undefined)
                .finally(reload)
            }
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={`下移 ${p.cas}`}
            disabled={busy || p.position === total}
            onClick={() =>
              void move
                .execute({ id: p.id, direction: 'down' })
                .catch(() => undefined)
                .finally(reload)
            }
          />
          <Popconfirm
            title={`把 ${p.nameZh ?? p.name} 移出列表？`}
            okText="移出"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() =>
              remove
                .execute({ id: p.id })
                .catch(() => undefined)
                .finally(reload)
            }
          >
            <Button type="link" size="small" danger>
              移出
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PlacementForm list={list} onAdded={reload} />
      <Table<AdminPlacement>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data?.list}
        loading={isLoading}
        locale={{ emptyText: '列表为空，在上方按 CAS 号加入产品' }}
        pagination={{ current: page, pageSize: 50, total, showSizeChanger: false, hideOnSinglePage: true, onChange: setPage }}
      />
    </>
  );
}
