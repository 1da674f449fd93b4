'use client';
import { App, Button, Segmented, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminOutbox, useOutboxRetry, type OutboxFilter, type OutboxItem } from '@/lib/api/admin';
import type { ApiError } from '@/lib/api/client';
import { chinaDateTime } from './format';

const PAGE_SIZE = 20;

const STATUS_LABELS: Record<OutboxItem['status'], { label: string; color: string }> = {
  pending: { label: '等待发送', color: 'blue' },
  sending: { label: '正在发送', color: 'processing' },
  retrying: { label: '重试中', color: 'orange' },
  dead: { label: '已放弃', color: 'red' },
  sent: { label: '已发出', color: 'green' },
};

type StatusFilter = NonNullable<OutboxFilter['status']> | 'all';

/** /admin/outbox — mails and SMS owed by completed actions that are not sent yet; a failing one can be retried at once. */
export function OutboxConsole() {
  const { message } = App.useApp();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const { data, isLoading, mutate } = useAdminOutbox({ status: status === 'all' ? undefined : status, page, pageSize: PAGE_SIZE });
  const retry = useOutboxRetry();

  const retryNow = async (item: OutboxItem) => {
    try {
      await retry.execute({ id: item.id });
      message.success(`#${item.id} 已安排立即重发`);
    } catch (e) {
      message.error((e as ApiError).message);
    }
    await mutate();
  };

  const columns: ColumnsType<OutboxItem> = [
    { title: '编号', dataIndex: 'id', width: 80 },
    { title: '类型', dataIndex: 'topic', width: 70, render: (t: OutboxItem['topic']) => (t === 'mail' ? '邮件' : '短信') },
    { title: '收件人', dataIndex: 'recipient', width: 200 },
    { title: '标题', dataIndex: 'subject' },
    { title: '状态', dataIndex: 'status', width: 100, render: (s: OutboxItem['status']) => <Tag color={STATUS_LABELS[s].color}>{STATUS_LABELS[s].label}</Tag> },
    { title: '失败次数', dataIndex: 'attempts', width: 90, render: (n: number) => `${n} / ${data?.maxAttempts ?? '—'}` },
    { title: '创建时间', dataIndex: 'createdAt', width: 140, render: chinaDateTime },
    { title: '下次发送', dataIndex: 'nextAttemptAt', width: 140, render: chinaDateTime },
    { title: '最近错误', dataIndex: 'lastError', render: (v: string | null) => v ?? '—' },
    {
      title: '操作',
      key: 'action',
      width: 100,
      render: (_, item) =>
        item.status === 'sending' ? null : (
          <Button size="small" loading={retry.isMutating} onClick={() => void retryNow(item)}>
            立即重发
          </Button>
        ),
    },
  ];

  const counts = data?.counts;
  const option = (value: StatusFilter, label: string, n?: number) => ({ value, label: n === undefined ? label : `${label} (${n})` });

  return (
    <div className="admin-page">
      <Typography.Title level={4}>待发邮件与短信</Typography.Title>
      <Typography.Paragraph type="secondary">
        订单、询价等操作完成后要发的邮件和短信在这里排队，由后台依次发送；发送失败会自动重试（间隔逐渐变长），失败 {data?.maxAttempts ?? 8}{' '}
        次后不再自动重试（已放弃），可在排除原因（如邮件服务器故障）后点“立即重发”。已发出的不在此列出。时间为北京时间。
      </Typography.Paragraph>
      <div className="admin-toolbar">
        <Segmented<StatusFilter>
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={[
            option('all', '全部'),
            option('dead', '已放弃', counts?.dead),
            option('retrying', '重试中', counts?.retrying),
            option('pending', '等待发送', counts?.pending),
            option('sending', '正在发送', counts?.sending),
          ]}
        />
      </div>
      <Table<OutboxItem>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data?.list}
        loading={isLoading}
        scroll={{ x: 1100 }}
        locale={{ emptyText: '没有待发的邮件或短信' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total: number) => `共 ${total} 条`,
          onChange: setPage,
        }}
      />
    </div>
  );
}
