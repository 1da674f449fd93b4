'use client';
import { App, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Radio, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import { useCommissionRates, useDeleteCommissionRate, useSaveCommissionRate, useTreasury, type CommissionRate, type Treasury } from '@/lib/api/treasury';
import { formatYuan } from '@/lib/shared/format';
import { chinaDateTime } from './format';

const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

type RateForm = { scope: 'category' | 'seller'; categoryId?: number; sellerUsername?: string; ratePercent: number; note?: string };

function AccountsCard({ treasury, loading }: { treasury: Treasury | undefined; loading: boolean }) {
  const columns: ColumnsType<Treasury['accounts'][number]> = [
    { title: '平台账户', dataIndex: 'label' },
    { title: '余额', dataIndex: 'balanceCents', align: 'right', render: (c: number) => formatYuan(c) },
  ];
  return (
    <Card title="平台资金" loading={loading && !treasury}>
      <Space wrap size="large" style={{ marginBottom: 16 }}>
        <Statistic title="累计流入" value={formatYuan(treasury?.moneyInCents ?? 0)} />
        <Statistic title="累计流出" value={formatYuan(treasury?.moneyOutCents ?? 0)} />
        <Statistic title="会员与组织预存款合计" value={formatYuan(treasury?.membersCents ?? 0)} />
        <Statistic
          title="全部账户之和"
          value={formatYuan(treasury?.gapCents ?? 0)}
          suffix={treasury ? treasury.gapCents === 0 ? <Tag color="green">账目平衡</Tag> : <Tag color="red">账目不平，请排查</Tag> : null}
        />
      </Space>
      <Table rowKey="account" size="small" pagination={false} columns={columns} dataSource={treasury?.accounts ?? []} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        每一笔资金变动都同时记入会员预存款与平台账户：会员预存款 + 平台各账户之和恒为 0（“平台外”账户为负表示净流入平台的资金）。
      </Typography.Paragraph>
    </Card>
  );
}

/** /admin/treasury — the platform's money at a glance, and the commission rates per category or seller. */
export function TreasuryConsole() {
  const { message } = App.useApp();
  const treasury = useTreasury();
  const rates = useCommissionRates();
  const save = useSaveCommissionRate();
  const remove = useDeleteCommissionRate();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<RateForm>();
  const scope = Form.useWatch('scope', form);

  const submit = async (values: RateForm) => {
    try {
      const next = await save.execute({
        scope: values.scope,
        ...(values.scope === 'category' ? { categoryId: values.categoryId } : { sellerUsername: values.sellerUsername }),
        rateBp: Math.round(values.ratePercent * 100),
        note: values.note || undefined,
      });
      await rates.mutate(next, { revalidate: false });
      message.success('佣金费率已保存，此后付款的订单按新费率计算');
      setEditing(false);
      form.resetFields();
    } catch (e) {
      message.error((e as ApiError).message);
    }
  };

  const drop = async (rate: CommissionRate) => {
    try {
      await rates.mutate(await remove.execute({ id: rate.id }), { revalidate: false });
      message.success(`已删除「${rate.scopeName}」的单独费率，恢复默认 ${percent(rates.data?.defaultRateBp ?? 200)}`);
    } catch (e) {
      message.error((e as ApiError).message);
    }
  };

  const columns: ColumnsType<CommissionRate> = [
    {
      title: '范围',
      dataIndex: 'scope',
      width: 80,
      render: (s: CommissionRate['scope']) => (s === 'seller' ? <Tag color="purple">卖家</Tag> : <Tag>分类</Tag>),
    },
    { title: '名称', dataIndex: 'scopeName' },
    { title: '费率', dataIndex: 'rateBp', width: 90, align: 'right', render: percent },
    { title: '备注', dataIndex: 'note', render: (n: string | null) => n ?? '—' },
    { title: '更新时间', dataIndex: 'updatedAt', width: 140, render: chinaDateTime },
    {
      title: '操作',
      key: 'action',
      width: 90,
      render: (_, rate) => (
        <Popconfirm
          title={`删除「${rate.scopeName}」的单独费率？`}
          description="删除后按默认费率计算，已付款的订单不受影响。"
          okText="删除"
          cancelText="取消"
          onConfirm={() => drop(rate)}
        >
          <Button size="small" danger>
            删除
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <div className="admin-page">
      <Typography.Title level={4}>平台资金与佣金</Typography.Title>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <AccountsCard treasury={treasury.data} loading={treasury.isLoading} />
        <Card
          title="佣金费率"
          loading={rates.isLoading && !rates.data}
          extra={
            <Button type="primary" onClick={() => setEditing(true)}>
              设置费率
            </Button>
          }
        >
          <Typography.Paragraph type="secondary">
            订单付款时按商品金额（不含运费）收取佣金：卖家单独费率优先，其次为商品所属分类的费率，都没有时为默认 {percent(rates.data?.defaultRateBp ?? 200)}
            。费率调整只影响此后付款的订单。
          </Typography.Paragraph>
          <Table
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={rates.data?.rates ?? []}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            locale={{ emptyText: '还没有单独设置的费率，全部按默认费率收取' }}
            scroll={{ x: 640 }}
          />
        </Card>
      </Space>
      <Modal
        title="设置佣金费率"
        open={editing}
        onCancel={() => setEditing(false)}
        onOk={() => form.submit()}
        okText="保存"
        cancelText="取消"
        confirmLoading={save.isMutating}
        destroyOnHidden
      >
        <Form<RateForm> form={form} layout="vertical" initialValues={{ scope: 'category', ratePercent: 2 }} onFinish={submit}>
          <Form.Item name="scope" label="范围">
            <Radio.Group
              options={[
                { value: 'category', label: '按分类' },
                { value: 'seller', label: '按卖家' },
              ]}
            />
          </Form.Item>
          {scope === 'seller' ? (
            <Form.Item name="sellerUsername" label="卖家用户名" rules={[{ required: true, whitespace: true, message: '请填写卖家用户名' }]}>
              <Input placeholder="例如 demo_seller" maxLength={40} />
            </Form.Item>
          ) : (
            <Form.Item name="categoryId" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
              <Select placeholder="选择分类" options={(rates.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))} />
            </Form.Item>
          )}
          <Form.Item
            name="ratePercent"
            label="费率（%）"
            rules={[
              { required: true, message: '请填写费率' },
              { type: 'number', min: 0, max: (rates.data?.maxRateBp ?? 3000) / 100, message: `费率须在 0 至 ${(rates.data?.maxRateBp ?? 3000) / 100}% 之间` },
            ]}
          >
            <InputNumber step={0.1} precision={2} suffix="%" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="note" label="备注">
            <Input maxLength={200} placeholder="选填，例如合作协议编号" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
