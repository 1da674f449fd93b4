'use client';
import { App, Button, Card, Drawer, Empty, Flex, Form, Input, InputNumber, Modal, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { beijingTime } from '@/components/money/MoneyText';
import type { ApiError } from '@/lib/api/client';
import { createVoucherBatch, generateVoucherCodes, issueVoucher, useBatchCodes, useVoucherBatches, type VoucherBatchPage } from '@/lib/api/money';
import { formatYuan } from '@/lib/shared/format';
import { parseYuanToCents } from '@/lib/shared/money';

type Batch = VoucherBatchPage['list'][number];
type BatchForm = { title: string; faceValue: string; minOrder: string; validFrom: string; validUntil: string; scope: string };

const dayOf = (iso: string, minusMs = 0) => new Date(Date.parse(iso) - minusMs).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai' });

/** /admin/vouchers — create batches, issue a voucher to a member, generate codes, see what was claimed and used. */
export function VoucherAdmin() {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const { data, isLoading, mutate } = useVoucherBatches(page);
  const [form] = Form.useForm<BatchForm>();
  const [issuing, setIssuing] = useState<Batch | null>(null);
  const [generating, setGenerating] = useState<Batch | null>(null);
  const [viewing, setViewing] = useState<Batch | null>(null);
  const [account, setAccount] = useState('');
  const [count, setCount] = useState<number | null>(10);
  const [codes, setCodes] = useState<string[]>([]);

  const create = async (v: BatchForm) => {
    const face = parseYuanToCents(v.faceValue ?? '');
    const min = v.minOrder?.trim() ? parseYuanToCents(v.minOrder) : { ok: true as const, cents: 0 };
    if (!face.ok) return form.setFields([{ name: 'faceValue', errors: [face.message] }]);
    if (!min.ok) return form.setFields([{ name: 'minOrder', errors: [min.message] }]);
    try {
      await createVoucherBatch({
        title: v.title,
        faceValueCents: face.cents,
        minOrderCents: min.cents,
        validFrom: v.validFrom,
        validUntil: v.validUntil,
        scope: v.scope,
      });
      message.success('优惠券批次已创建');
      form.resetFields();
      await mutate();
    } catch (e) {
      message.error((e as ApiError).message);
    }
  };

  const issue = async () => {
    if (!issuing) return;
    try {
      const result = await issueVoucher(issuing.id, account);
      message.success(`已发给 ${result.memberAccount}（券码 ${result.code}）`);
      setIssuing(null);
      setAccount('');
      await mutate();
    } catch (e) {
      message.error((e as ApiError).message);
    }
  };

  const generate = async () => {
    if (!generating || !count) return;
    try {
      setCodes((await generateVoucherCodes(generating.id, count)).codes);
      await mutate();
    } catch (e) {
      message.error((e as ApiError).message);
    }
  };

  const columns = [
    { title: '名称', dataIndex: 'title' },
    { title: '面值', dataIndex: 'faceValueCents', render: (v: number) => formatYuan(v) },
    { title: '门槛', dataIndex: 'minOrderCents', render: (v: number) => (v ? `满 ${formatYuan(v)}` : '无门槛') },
    { title: '有效期', key: 'validity', render: (_: unknown, b: Batch) => `${dayOf(b.validFrom)} – ${dayOf(b.validUntil, 1)}` },
    { title: '范围', dataIndex: 'scope' },
    { title: '券码 / 已发放 / 已使用', key: 'counts', render: (_: unknown, b: Batch) => `${b.codes} / ${b.claimed} / ${b.used}` },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, b: Batch) => (
        <Flex gap={8} wrap>
          <Button size="small" onClick={() => setIssuing(b)}>
            发给会员
          </Button>
          <Button
            size="small"
            onClick={() => {
              setGenerating(b);
              setCodes([]);
            }}
          >
            生成券码
          </Button>
          <Button size="small" type="link" onClick={() => setViewing(b)}>
            查看券码
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card title="新建优惠券批次">
        <Form<BatchForm> form={form} layout="vertical" onFinish={create} initialValues={{ scope: '全场通用' }} style={{ maxWidth: 640 }}>
          <Form.Item label="名称" name="title" rules={[{ required: true, message: '请填写名称' }]}>
            <Input maxLength={40} placeholder="如 新客专享券" />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item label="面值（元）" name="faceValue" rules={[{ required: true, message: '请填写面值' }]}>
              <Input inputMode="decimal" placeholder="10" />
            </Form.Item>
            <Form.Item label="最低订单金额（元，0 为无门槛）" name="minOrder">
              <Input inputMode="decimal" placeholder="100" />
            </Form.Item>
          </Flex>
          <Flex gap={16} wrap>
            <Form.Item label="生效日期" name="validFrom" rules={[{ required: true, message: '请选择生效日期' }]}>
              <Input type="date" />
            </Form.Item>
            <Form.Item label="截止日期（含当天）" name="validUntil" rules={[{ required: true, message: '请选择截止日期' }]}>
              <Input type="date" />
            </Form.Item>
          </Flex>
          <Form.Item label="适用范围" name="scope" rules={[{ required: true, message: '请填写适用范围' }]}>
            <Input maxLength={40} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            创建批次
          </Button>
        </Form>
      </Card>
      <Card title="优惠券批次" data-testid="voucher-batches">
        {isLoading && !data ? (
          <Skeleton active />
        ) : !data || data.list.length === 0 ? (
          <Empty description="还没有优惠券批次" />
        ) : (
          <>
            <Table<Batch> rowKey="id" dataSource={data.list} columns={columns} pagination={false} scroll={{ x: 900 }} />
            <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="批" onPage={setPage} />
          </>
        )}
      </Card>
      <Modal
        open={issuing !== null}
        title={`发放「${issuing?.title ?? ''}」`}
        okText="发放"
        cancelText="取消"
        onOk={issue}
        onCancel={() => setIssuing(null)}
        destroyOnHidden
      >
        <Input aria-label="会员账号" placeholder="会员的用户名、手机号或邮箱" value={account} onChange={(e) => setAccount(e.target.value)} />
      </Modal>
      <Modal
        open={generating !== null}
        title={`为「${generating?.title ?? ''}」生成券码`}
        okText="生成"
        cancelText="关闭"
        onOk={generate}
        onCancel={() => setGenerating(null)}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          <InputNumber aria-label="数量" min={1} max={500} value={count} onChange={setCount} addonAfter="个" />
          {codes.length > 0 && <Input.TextArea aria-label="生成的券码" readOnly rows={8} value={codes.join('\n')} />}
        </Flex>
      </Modal>
      <BatchCodes batch={viewing} onClose={() => setViewing(null)} />
    </Flex>
  );
}

function BatchCodes({ batch, onClose }: { batch: Batch | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const { data } = useBatchCodes(batch?.id ?? null, page);
  return (
    <Drawer open={batch !== null} onClose={onClose} title={`券码：${batch?.title ?? ''}`} size="large">
      {!data ? (
        <Skeleton active />
      ) : data.list.length === 0 ? (
        <Empty description="这个批次还没有券码" />
      ) : (
        <>
          <Table
            rowKey="id"
            dataSource={data.list}
            pagination={false}
            size="small"
            columns={[
              { title: '券码', dataIndex: 'code', render: (v: string) => <span className="mono">{v}</span> },
              { title: '持有会员', dataIndex: 'memberAccount', render: (v: string | null) => v ?? <Tag>未兑换</Tag> },
              {
                title: '状态',
                dataIndex: 'status',
                render: (v: string) => (v === 'used' ? <Tag color="default">已使用</Tag> : <Tag color="green">未使用</Tag>),
              },
              { title: '使用时间', dataIndex: 'usedAt', render: (v: string | null) => (v ? beijingTime(v) : '—') },
            ]}
          />
          <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="个" onPage={setPage} />
        </>
      )}
    </Drawer>
  );
}
