'use client';
import { App, Button, Card, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { OneTimeSecretModal } from '@/components/integration/OneTimeSecretModal';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { beijingTime } from '@/components/money/MoneyText';
import { deleteWebhookEndpoint, testWebhookEndpoint, useRefreshWebhooks, useWebhookEndpoints, type WebhookEndpoint } from '@/lib/api/webhooks';
import { CreateEndpointModal } from './CreateEndpointModal';
import { DeliveriesModal } from './DeliveriesModal';

/** /member/account/webhooks — where the member's and their organisations' events go: add, test, read the deliveries, delete. */
export function WebhooksView() {
  const { message, modal } = App.useApp();
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useWebhookEndpoints(page);
  const refresh = useRefreshWebhooks();
  const [creating, setCreating] = useState(false);
  const [fresh, setFresh] = useState<{ url: string; secret: string } | null>(null);
  const [shown, setShown] = useState<WebhookEndpoint | null>(null);
  const [testing, setTesting] = useState<number | null>(null);

  const test = async (endpoint: WebhookEndpoint) => {
    setTesting(endpoint.id);
    try {
      const ping = await testWebhookEndpoint(endpoint.id);
      const last = ping.attempts[0];
      if (ping.status === 'delivered') void message.success(`测试事件已送达，对方应答 HTTP ${last?.httpStatus ?? ''}`);
      else void message.error(`测试事件未送达：${last?.error ?? '对方没有应答'}`);
      await refresh();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setTesting(null);
    }
  };

  const confirmDelete = (endpoint: WebhookEndpoint) =>
    modal.confirm({
      title: '删除这个接收地址？',
      content: `${endpoint.url} 将不再收到事件，尚未送达的投递也一并停止。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await deleteWebhookEndpoint(endpoint.id);
          void message.success('接收地址已删除');
          await refresh();
        } catch (e) {
          void message.error((e as Error).message);
        }
      },
    });

  return (
    <Card
      title="Webhook 通知"
      extra={
        <Button type="primary" disabled={!data} onClick={() => setCreating(true)}>
          添加接收地址
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        发生您关心的事（收到报价、订单审批通过、付款、发货、收货、退款、开票、商品审核、批量导入完成）时，平台向您的系统 POST 一条签名的
        JSON。组织负责人可以为组织添加接收地址。
      </Typography.Paragraph>
      {error && !data ? (
        <Empty description={error.message} />
      ) : isLoading && !data ? (
        <Skeleton active />
      ) : !data || data.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有接收地址" />
      ) : (
        <List
          // Actions under the text: beside it, a phone leaves the address a few letters wide.
          itemLayout="vertical"
          dataSource={data.list}
          renderItem={(endpoint) => (
            <List.Item
              data-testid="webhook-endpoint"
              actions={[
                <Button key="test" size="small" loading={testing === endpoint.id} onClick={() => test(endpoint)}>
                  发送测试
                </Button>,
                <Button key="deliveries" size="small" onClick={() => setShown(endpoint)}>
                  投递记录
                </Button>,
                <Button key="delete" size="small" danger onClick={() => confirmDelete(endpoint)}>
                  删除
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space size={6} wrap>
                    <span style={{ wordBreak: 'break-all' }}>{endpoint.description || endpoint.url}</span>
                    <Tag>{endpoint.ownerLabel}</Tag>
                    {endpoint.lastDelivery && (
                      <Tag color={endpoint.lastDelivery.status === 'delivered' ? 'success' : 'warning'}>最近：{endpoint.lastDelivery.statusLabel}</Tag>
                    )}
                  </Space>
                }
                description={
                  <>
                    {endpoint.description && <div style={{ wordBreak: 'break-all' }}>{endpoint.url}</div>}
                    <div>事件：{endpoint.eventLabels.join('、')}</div>
                    <div>添加于 {beijingTime(endpoint.createdAt).slice(0, 16)}</div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="个" onPage={setPage} />}
      {creating && data && (
        <CreateEndpointModal
          owners={data.owners}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setFresh(created);
            void refresh();
          }}
        />
      )}
      {fresh && (
        <OneTimeSecretModal
          title="接收地址已添加"
          warning="签名密钥只显示这一次。请保存到接收系统中，用它核对每条通知的 X-ChemMart-Signature。"
          lines={[{ label: fresh.url, value: fresh.secret, testId: 'fresh-webhook-secret' }]}
          onDone={() => setFresh(null)}
        />
      )}
      {shown && <DeliveriesModal endpoint={shown} onClose={() => setShown(null)} />}
    </Card>
  );
}
