'use client';
import { Button, Input, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useIsMobile } from '@/components/layout/viewport';
import { useAdminMembers, useRefreshAdminMembers, type AdminMember, type MemberFilter } from '@/lib/api/admin';
import { chinaDateTime } from './format';
import { MemberDrawer } from './MemberDrawer';
import { RoleTags } from './RoleTags';

const PAGE_SIZE = 20;

/** /admin/members: search, filter, page through members; open one to view, disable or enable it (`selfId`: the operator, who may not disable themselves). */
export function MembersConsole({ selfId }: { selfId: number }) {
  const params = useSearchParams();
  const mobile = useIsMobile();
  const initialStatus = params.get('status');
  const [filter, setFilter] = useState<MemberFilter>({
    page: 1,
    pageSize: PAGE_SIZE,
    status: initialStatus === 'disabled' || initialStatus === 'active' ? initialStatus : undefined,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, isLoading } = useAdminMembers(filter);
  const refresh = useRefreshAdminMembers();
  const change = (next: Partial<MemberFilter>) => setFilter((f) => ({ ...f, ...next, page: next.page ?? 1 }));

  const columns: ColumnsType<AdminMember> = [
    {
      title: '账号',
      key: 'account',
      render: (_, m) => (
        <>
          <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => setOpenId(m.id)}>
            {m.username}
          </Button>
          <div>
            <Typography.Text type="secondary">{m.displayName}</Typography.Text>
          </div>
        </>
      ),
    },
    { title: '公司', dataIndex: 'companyName', render: (v: string | null) => v ?? '—', responsive: ['md'] },
    { title: '手机', dataIndex: 'phone', render: (v: string | null) => v ?? '—', responsive: ['lg'] },
    { title: '邮箱', dataIndex: 'email', render: (v: string | null) => v ?? '—', responsive: ['xl'] },
    { title: '角色', key: 'roles', render: (_, m) => <RoleTags roles={m.roles} /> },
    { title: '注册时间', dataIndex: 'createdAt', render: chinaDateTime, responsive: ['lg'] },
    { title: '最近登录', dataIndex: 'lastLoginAt', render: chinaDateTime, responsive: ['xl'] },
    { title: '状态', key: 'status', render: (_, m) => (m.disabledAt ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>) },
  ];

  return (
    <div className="admin-page">
      <Typography.Title level={4}>会员</Typography.Title>
      <div className="admin-toolbar">
        <Input.Search
          allowClear
          placeholder="账号、手机号、邮箱或公司"
          style={{ width: mobile ? '100%' : 280 }}
          maxLength={60}
          enterButton="搜索"
          onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })}
        />
        <Select<NonNullable<MemberFilter['role']> | ''>
          aria-label="角色"
          style={{ width: 120 }}
          value={filter.role ?? ''}
          onChange={(role) => change({ role: role || undefined })}
          options={[
            { value: '', label: '全部角色' },
            { value: 'buyer', label: '买家' },
            { value: 'seller', label: '卖家' },
            { value: 'operator', label: '运营' },
          ]}
        />
        <Select<NonNullable<MemberFilter['status']> | ''>
          aria-label="状态"
          style={{ width: 120 }}
          value={filter.status ?? ''}
          onChange={(status) => change({ status: status || undefined })}
          options={[
            { value: '', label: '全部状态' },
            { value: 'active', label: '正常' },
            { value: 'disabled', label: '已停用' },
          ]}
        />
      </div>
      <Table<AdminMember>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data?.list}
        loading={isLoading}
        locale={{ emptyText: '没有符合条件的会员' }}
        onRow={(m) => ({ 'data-testid': `member-row-${m.username}` }) as React.HTMLAttributes<HTMLElement>}
        pagination={{
          current: filter.page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 位会员`,
          onChange: (page) => change({ page }),
        }}
      />
      <MemberDrawer memberId={openId} selfId={selfId} mobile={mobile} onClose={() => setOpenId(null)} onChanged={() => void refresh()} />
    </div>
  );
}
