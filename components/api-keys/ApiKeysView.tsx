'use client';
import { App, Button, Card, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { OneTimeSecretModal } from '@/components/integration/OneTimeSecretModal';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { beijingTime } from '@/components/money/MoneyText';
import { revokeApiKey, useApiKeys, useRefreshApiKeys, type ApiKey } from '@/lib/api/api-keys';
import { accountLabel } from '@/lib/shared/member-types';
import { CreateKeyModal } from './CreateKeyModal';
import { KeyCallsModal } from './KeyCallsModal';

type Fresh = { keyName: string; keyId: string; secret: string };

/** /member/account/apiKeys — a seller's shop keys and the keys of the organisations the member owns: make, read the calls, revoke. */
export function ApiKeysView() {
  const { message, modal } = App.useApp();
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useApiKeys(page);
  const refresh = useRefreshApiKeys();
  const [creating, setCreating] = useState(false);
  const [fresh, setFresh] = useState<Fresh | null>(null);
  const [calls, setCalls] = useState<ApiKey | null>(null);

  const confirmRevoke = (key: ApiKey) =>
    modal.confirm({
      title: `吊销密钥「${key.name}」？`,
      content: '吊销后，用它的调用立即被拒绝，且不能恢复；需要时请新建一个密钥。',
      okText: '吊销',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await revokeApiKey(key.id);
          void message.success(`密钥「${key.name}」已吊销`);
          await refresh();
        } catch (e) {
          void message.error((e as Error).message);
        }
      },
    });

  const owners = data?.owners ?? [];
  return (
    <Card
      title="API 密钥"
      extra={
        <Button type="primary" disabled={!data || owners.length === 0} onClick={() => setCreating(true)}>
          新建密钥
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        采购系统或您自己的软件用 API 密钥调用平台接口：每个请求用密钥签名（HMAC-SHA256），详见 <Link href="/api-docs">接口文档</Link>
        。卖家可为自己的店铺创建密钥（只用于销售：报价、销售订单、发货、商品）；组织负责人可为组织创建密钥（只用于以本组织名义采购）。
      </Typography.Paragraph>
      {error && !data ? (
        <Empty description={error.message} />
      ) : isLoading && !data ? (
        <Skeleton active />
      ) : !data || data.total === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={owners.length === 0 ? '只有卖家（为店铺）或组织负责人（为组织）可以创建 API 密钥' : '还没有 API 密钥'}
        />
      ) : (
        <List
          // Actions under the text: beside it, a phone leaves the address a few letters wide.
          itemLayout="vertical"
          dataSource={data.list}
          renderItem={(key) => (
            <List.Item
              data-testid="api-key"
              actions={[
                <Button key="calls" size="small" onClick={() => setCalls(key)}>
                  调用记录
                </Button>,
                ...(key.revokedAt === null
                  ? [
                      <Button key="revoke" size="small" danger onClick={() => confirmRevoke(key)}>
                        吊销
                      </Button>,
                    ]
                  : []),
              ]}
            >
              <List.Item.Meta
                title={
                  <Space size={6} wrap>
                    <span>{key.name}</span>
                    {key.revokedAt === null ? <Tag color="success">有效</Tag> : <Tag>已吊销</Tag>}
                    <Tag>{key.ownerLabel}</Tag>
                  </Space>
                }
                description={
                  <>
                    <Typography.Text code copyable={{ text: key.keyId, tooltips: ['复制密钥编号', '已复制'] }}>
                      {key.keyId}
                    </Typography.Text>
                    <div>
                      权限：{key.scopeLabels.join('、')} · 每分钟 {key.rateLimitPerMinute} 次
                    </div>
                    <div>
                      {accountLabel(key.createdBy.displayName, key.createdBy.username)} 创建于 {beijingTime(key.createdAt).slice(0, 16)}
                      {' · '}
                      {key.lastUsedAt ? `最近使用 ${beijingTime(key.lastUsedAt).slice(0, 16)}（${key.lastUsedIp ?? ''}）` : '从未使用'}
                      {key.revokedAt && ` · 吊销于 ${beijingTime(key.revokedAt).slice(0, 16)}`}
                    </div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="个" onPage={setPage} />}
      {creating && (
        <CreateKeyModal
          owners={owners}
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
          title={`密钥「${fresh.keyName}」已创建`}
          warning="签名密钥只显示这一次，此后页面上再也看不到它。请现在复制到您系统的密钥库；丢失后只能新建密钥。"
          lines={[
            { label: '密钥编号（X-Api-Key）', value: fresh.keyId, testId: 'fresh-key-id' },
            { label: '签名密钥', value: fresh.secret, testId: 'fresh-key-secret' },
          ]}
          onDone={() => setFresh(null)}
        />
      )}
      {calls && <KeyCallsModal apiKey={calls} onClose={() => setCalls(null)} />}
    </Card>
  );
}
