'use client';
import { Button, Popconfirm, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminExpressCompanies, useExpressDelete, useExpressUpdate, type AdminExpressCompany } from '@/lib/api/admin';
import { ExpressForm } from './ExpressForm';

/** /admin/express: the carriers sellers ship with; add, edit, enable or disable, delete. */
export function ExpressConsole() {
  const { data, isLoading, mutate } = useAdminExpressCompanies();
  const update = useExpressUpdate();
  const remove = useExpressDelete();
  const [editing, setEditing] = useState<AdminExpressCompany | null | 'new'>(null);
  const reload = () => void mutate();

  const toggle = async (company: AdminExpressCompany, enabled: boolean) => {
    const { id: _i, createdAt: _c, updatedAt: _u, ...fields } = company;
    await update.execute({ ...fields, id: company.id, enabled }).catch(() => undefined);
    reload();
  };

  const columns: ColumnsType<AdminExpressCompany> = [
    { title: '排序', dataIndex: 'sortOrder', width: 70, responsive: ['md'] },
    {
      title: '名称',
      key: 'name',
      render: (_, c) => (
        <>
          {c.name} {c.dangerousGoods && <Tag color="orange">危险品</Tag>}
        </>
      ),
    },
    { title: '编码', dataIndex: 'code' },
    {
      title: '运单查询网址',
      dataIndex: 'trackingUrlTemplate',
      render: (v: string | null) => (v ? <Typography.Text style={{ wordBreak: 'break-all' }}>{v}</Typography.Text> : '—'),
      responsive: ['lg'],
    },
    {
      title: '启用',
      key: 'enabled',
      render: (_, c) => <Switch size="small" checked={c.enabled} aria-label={`启用 ${c.name}`} onChange={(on) => void toggle(c, on)} />,
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, c) => (
        <>
          <Button type="link" size="small" onClick={() => setEditing(c)}>
            修改
          </Button>
          <Popconfirm
            title={`删除“${c.name}”？`}
            description="删除后卖家发货时不再可选；暂不使用可改为停用。"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={async () => {
              await remove.execute({ id: c.id }).catch(() => undefined);
              reload();
            }}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </>
      ),
    },
  ];

  return (
    <div className="admin-page">
      <Typography.Title level={4}>快递公司</Typography.Title>
      <Typography.Paragraph type="secondary">
        卖家发货时从启用的快递公司中选择。危险化学品（易燃液体、腐蚀品等）须由具备危险货物道路运输资质的承运商承运，普通快递不收寄，这类公司标为“危险品”。
      </Typography.Paragraph>
      <div className="admin-toolbar">
        <Button type="primary" onClick={() => setEditing('new')}>
          新增快递公司
        </Button>
      </div>
      <Table<AdminExpressCompany>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data}
        loading={isLoading}
        pagination={false}
        locale={{ emptyText: '还没有快递公司' }}
      />
      <ExpressForm
        key={editing === 'new' ? 'new' : (editing?.id ?? 'none')}
        company={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
    </div>
  );
}
