'use client';
import { App, Button, Empty, List, Modal, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { beijingTime } from '@/components/money/MoneyText';
import { resendWebhookDelivery, useRefreshWebhooks, useWebhookDeliveries, type WebhookDelivery, type WebhookEndpoint } from '@/lib/api/webhooks';

const STATUS_COLOURS: Record<WebhookDelivery['status'], string> = {
  pending: 'processing',
  retrying: 'warning',
  delivering: 'processing',
  delivered: 'success',
  failed: 'error',
};

const when = (iso: string) => beijingTime(iso).slice(0, 19);

/** What went to one endpoint, newest first: each event's state, every attempt with the answer, and a resend by hand. */
export function DeliveriesModal({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useWebhookDeliveries(endpoint.id, page);
  const refresh = useRefreshWebhooks();
  const [busy, setBusy] = useState<number | null>(null);

  const resend = async (delivery: WebhookDelivery) => {
    setBusy(delivery.id);
    try {
      const after = await resendWebhookDelivery(delivery.id);
      const last = after.attempts[0];
      if (after.status === 'delivered') void message.success(`已重新发送，对方应答 HTTP ${last?.httpStatus ?? ''}`);
      else void message.error(`重新发送未成功：${last?.error ?? '对方没有应答'}`);
      await refresh();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal open title={`投递记录：${endpoint.description || endpoint.url}`} footer={null} onCancel={onClose} width={860} destroyOnHidden>
      {error && !data ? (
        <Empty description={error.message} />
      ) : isLoading && !data ? (
        <Skeleton active />
      ) : !data || data.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有向这个地址投递过事件" />
      ) : (
        <List
          // Actions under the text: beside it, a phone leaves the address a few letters wide.
          itemLayout="vertical"
          dataSource={data.list}
          renderItem={(d) => (
            <List.Item
              data-testid="webhook-delivery"
              actions={[
                <Button key="resend" size="small" loading={busy === d.id} onClick={() => resend(d)}>
                  重新发送
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space size={6} wrap>
                    <span>{d.eventLabel}</span>
                    <Tag color={STATUS_COLOURS[d.status]}>{d.statusLabel}</Tag>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {d.eventId}
                    </Typography.Text>
                  </Space>
                }
                description={
                  <>
                    <div>
                      事件时间 {when(d.createdAt)}
                      {d.nextAttemptAt && d.status === 'retrying' ? ` · 下次自动重试 ${when(d.nextAttemptAt)}` : ''}
                    </div>
                    {d.attempts.map((a, i) => (
                      <div key={i} data-testid="webhook-attempt">
                        {when(a.at)} · {a.manual ? '手动' : '自动'} ·{' '}
                        {a.error === null ? <Tag color="success">HTTP {a.httpStatus}</Tag> : <Tag color="error">{a.error}</Tag>}
                        {a.responseExcerpt && <Typography.Text code>{a.responseExcerpt.slice(0, 80)}</Typography.Text>}
                      </div>
                    ))}
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="条" onPage={setPage} />}
    </Modal>
  );
}
