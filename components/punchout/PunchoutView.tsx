'use client';
import { App, Button, Card, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { OneTimeSecretModal } from '@/components/integration/OneTimeSecretModal';
import { beijingTime } from '@/components/money/MoneyText';
import { revokePunchoutConnection, usePunchoutConnections, useRefreshPunchoutConnections, type PunchoutConnection } from '@/lib/api/punchout';
import { accountLabel } from '@/lib/shared/member-types';
import { CreateConnectionModal } from './CreateConnectionModal';

/** /member/account/punchout — the procurement systems connected to the organisations the member owns: connect, read, stop. */
export function PunchoutView() {
  const { message, modal } = App.useApp();
  const { data, error, isLoading } = usePunchoutConnections();
  const refresh = useRefreshPunchoutConnections();
  const [creating, setCreating] = useState(false);
  const [fresh, setFresh] = useState<{ name: string; sharedSecret: string } | null>(null);

  const confirmRevoke = (connection: PunchoutConnection) =>
    modal.confirm({
      title: `停用「${connection.name}」的 PunchOut 连接？`,
      content: '停用后，这个采购系统的 PunchOut 与订单请求立即被拒绝，且不能恢复；需要时请重新接入。',
      okText: '停用',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await revokePunchoutConnection(connection.id);
          void message.success(`「${connection.name}」已停用`);
          await refresh();
        } catch (e) {
          void message.error((e as Error).message);
        }
      },
    });

  const organisations = data?.organisations ?? [];
  return (
    <Card
      title="PunchOut 采购系统"
      extra={
        <Button type="primary" disabled={organisations.length === 0} onClick={() => setCreating(true)}>
          接入采购系统
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        贵单位的电子采购系统（如 SAP Ariba、Coupa、学校采购平台）可以用 cXML PunchOut 1.2 接入：采购人从采购系统进入 ChemMart 选购，购物车送回采购系统审批，
        审批后发来的订单自动成为本组织的订单并保留采购单号。请把下面的地址、凭据与共享密钥交给采购系统的管理员。
      </Typography.Paragraph>
      {data && (
        <Typography.Paragraph>
          接收地址：
          <Typography.Text code copyable={{ text: data.endpoint, tooltips: ['复制地址', '已复制'] }}>
            {data.endpoint}
          </Typography.Text>
        </Typography.Paragraph>
      )}
      {error && !data ? (
        <Empty description={error.message} />
      ) : isLoading && !data ? (
        <Skeleton active />
      ) : !data || data.list.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={organisations.length === 0 ? '只有组织负责人可以为组织接入采购系统' : '还没有接入的采购系统'}
        />
      ) : (
        <List
          itemLayout="vertical"
          dataSource={data.list}
          renderItem={(connection) => (
            <List.Item
              data-testid="punchout-connection"
              actions={
                connection.revokedAt === null
                  ? [
                      <Button key="revoke" size="small" danger onClick={() => confirmRevoke(connection)}>
                        停用
                      </Button>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={
                  <Space size={6} wrap>
                    <span>{connection.name}</span>
                    {connection.revokedAt === null ? <Tag color="success">有效</Tag> : <Tag>已停用</Tag>}
                    <Tag>{connection.organisationName}</Tag>
                  </Space>
                }
                description={
                  <>
                    <div>
                      凭据：<Typography.Text code>{`${connection.fromDomain} / ${connection.fromIdentity}`}</Typography.Text>
                    </div>
                    <div>默认采购人：{accountLabel(connection.actingMember.displayName, connection.actingMember.username)}</div>
                    <div>
                      接入于 {beijingTime(connection.createdAt).slice(0, 16)}
                      {' · '}
                      {connection.lastUsedAt ? `最近使用 ${beijingTime(connection.lastUsedAt).slice(0, 16)}` : '从未使用'}
                      {connection.revokedAt && ` · 停用于 ${beijingTime(connection.revokedAt).slice(0, 16)}`}
                    </div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      {creating && (
        <CreateConnectionModal
          organisations={organisations}
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
          title={`「${fresh.name}」已接入`}
          warning="共享密钥只显示这一次，此后页面上再也看不到它。请现在复制给采购系统的管理员（填在 Sender 凭据的 SharedSecret 中）；丢失后只能停用并重新接入。"
          lines={[{ label: '共享密钥', value: fresh.sharedSecret, testId: 'fresh-punchout-secret' }]}
          doneText="我已保存共享密钥"
          onDone={() => setFresh(null)}
        />
      )}
    </Card>
  );
}
