'use client';
import { Alert, Button, Form, Input, Popconfirm, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { showSaveFailure } from '@/components/account/form-errors';
import { useDirectSupplierCreate, useDirectSupplierDelete, useDirectSuppliers, type DirectSupplier } from '@/lib/api/admin';
import { accountLabel } from '@/lib/shared/member-types';
import { chinaDateTime } from './format';

/** Sellers marked 厂家直供: their on-shelf goods make /products/direct. */
export function DirectSuppliers() {
  const { data, isLoading, mutate } = useDirectSuppliers();
  const create = useDirectSupplierCreate();
  const remove = useDirectSupplierDelete();
  const [form] = Form.useForm<{ account: string; label?: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const reload = () => void mutate();

  const submit = async (values: { account: string; label?: string }) => {
    setFailure(null);
    try {
      await create.execute({ account: values.account.trim(), label: values.label?.trim() || undefined });
      form.resetFields();
      reload();
    } catch (error) {
      setFailure(showSaveFailure(form, error, ['account', 'label']));
    }
  };

  const columns: ColumnsType<DirectSupplier> = [
    { title: '卖家', key: 'seller', render: (_, s) => accountLabel(s.name, s.username) },
    { title: '标签', dataIndex: 'label' },
    { title: '设置时间', dataIndex: 'createdAt', render: chinaDateTime, responsive: ['md'] },
    {
      title: '操作',
      key: 'actions',
      render: (_, s) => (
        <Popconfirm
          title={`取消 ${s.name} 的厂家直供？`}
          description="其商品将不再出现在厂家直供列表中。"
          okText="取消直供"
          okButtonProps={{ danger: true }}
          cancelText="返回"
          onConfirm={() =>
            remove
              .execute({ sellerId: s.sellerId })
              .catch(() => undefined)
              .finally(reload)
          }
        >
          <Button type="link" size="small" danger>
            取消直供
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <>
      <Form form={form} layout="inline" requiredMark={false} onFinish={submit} className="admin-toolbar" style={{ rowGap: 8 }}>
        <Form.Item name="account" rules={[{ required: true, whitespace: true, message: '请填写卖家账号' }]}>
          <Input placeholder="卖家用户名、手机号或邮箱" maxLength={60} style={{ width: 220 }} aria-label="卖家账号" />
        </Form.Item>
        <Form.Item name="label">
          <Input placeholder="标签，默认“厂家直供”" maxLength={20} style={{ width: 180 }} aria-label="标签" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isMutating}>
            设为厂家直供
          </Button>
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} style={{ width: '100%' }} />}
      </Form>
      <Table<DirectSupplier>
        rowKey="sellerId"
        size="small"
        columns={columns}
        dataSource={data}
        loading={isLoading}
        pagination={false}
        locale={{ emptyText: '还没有厂家直供卖家' }}
      />
    </>
  );
}
