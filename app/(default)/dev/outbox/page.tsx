import { Alert, Card, Empty, Space, Tag } from 'antd';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { devOutboxEnabled } from '@/lib/server/auth/providers';
import { outbox } from '@/lib/server/auth/repo';
import { db } from '@/lib/server/core/db';

export const metadata: Metadata = { title: '开发发件箱', robots: { index: false } };

/** Development only: the SMS and mails the outbox providers kept. Absent in production. */
export default async function DevOutboxPage() {
  if (!devOutboxEnabled()) notFound();
  const messages = await outbox(db(), 50);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <h1 className="page-title">开发发件箱</h1>
      <Alert
        type="warning"
        showIcon
        message="仅供本地演示与测试"
        description="没有配置短信网关和邮件服务器时，验证码短信和邮件不会真正发出，而是保存在这里。生产环境中此页面与对应接口不可用。"
      />
      {messages.length === 0 && <Empty description="还没有消息" />}
      {messages.map((m) => (
        <Card
          key={m.id}
          size="small"
          title={
            <Space>
              <Tag color={m.channel === 'sms' ? 'blue' : 'purple'}>{m.channel === 'sms' ? '短信' : '邮件'}</Tag>
              <span className="mono">{m.recipient}</span>
            </Space>
          }
          extra={new Date(m.createdAt).toLocaleString('zh-CN')}
        >
          {m.channel === 'email' && (
            <p>
              <strong>{m.subject}</strong>
            </p>
          )}
          <p style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="outbox-body">
            {m.body}
          </p>
        </Card>
      ))}
    </Space>
  );
}
