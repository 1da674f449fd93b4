'use client';
import { EyeInvisibleOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Empty, Flex, Modal, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useModalLayout } from '@/components/account/modal-layout';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { collectingAccountRows, useRevealAccountNumber, type CollectingAccount } from '@/lib/api/collecting-accounts';
import { groupDigits, MAX_COLLECTING_ACCOUNTS_PER_MEMBER } from '@/lib/shared/collecting-accounts';
import { CollectingAccountForm } from './CollectingAccountForm';

const PAGE_SIZE = 10;

/** The number as shown: masked, until the owner asks for it (a call of its own); hidden again on a second click. */
function AccountNumber({ account }: { account: CollectingAccount }) {
  const reveal = useRevealAccountNumber();
  const [full, setFull] = useState<string | null>(null);
  const toggle = async () => setFull(full ? null : (await reveal.execute({ id: account.id })).accountNumber);
  return (
    <Flex align="center" gap={8} wrap>
      <span className="account-number" data-testid="account-number">
        {full ? groupDigits(full) : account.maskedNumber}
      </span>
      <Button size="small" type="link" icon={full ? <EyeInvisibleOutlined /> : <EyeOutlined />} loading={reveal.isMutating} onClick={toggle}>
        {full ? '隐藏' : '显示'}
      </Button>
    </Flex>
  );
}

function AccountCard({ account, onEdit, onChanged }: { account: CollectingAccount; onEdit: () => void; onChanged: () => Promise<unknown> }) {
  const { message } = App.useApp();
  const remove = collectingAccountRows.useDelete();
  const setDefault = collectingAccountRows.useSetDefault();
  return (
    <Card size="small" className="account-card" data-testid="account-card">
      <Flex justify="space-between" align="start" gap={8} wrap>
        <div>
          <Typography.Text strong>{account.bankName}</Typography.Text> <Tag>{account.accountTypeLabel}</Tag>
          {account.isDefault && <Tag color="blue">默认</Tag>}
        </div>
        <Flex gap={4} wrap>
          {!account.isDefault && (
            <Button
              size="small"
              loading={setDefault.isMutating}
              onClick={async () => {
                await setDefault.execute({ id: account.id });
                message.success('已设为默认');
                await onChanged();
              }}
            >
              设为默认
            </Button>
          )}
          <Button size="small" onClick={onEdit}>
            编辑
          </Button>
          <Popconfirm
            title="删除这个收款账户？"
            description={account.isDefault ? '它是默认账户，删除后最近修改的另一个账户成为默认。' : '删除后不可恢复。'}
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={async () => {
              await remove.execute({ id: account.id });
              message.success('已删除');
              await onChanged();
            }}
          >
            <Button size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
      <dl className="certificate-facts">
        <dt>开户名</dt>
        <dd>{account.holder}</dd>
        <dt>开户支行</dt>
        <dd>{account.branch}</dd>
        <dt>账号</dt>
        <dd>
          <AccountNumber account={account} />
        </dd>
      </dl>
    </Card>
  );
}

/** /member/seller/receiptAccount/:page — the seller's collecting accounts, with the add-account dialog. */
export function ReceiptAccountsView({ page }: { page: number }) {
  const { data, error, isLoading, mutate } = collectingAccountRows.useList(true, { page, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<CollectingAccount | 'new' | null>(null);
  const modalLayout = useModalLayout(560);
  const list = data?.list ?? [];
  const full = (data?.total ?? 0) >= MAX_COLLECTING_ACCOUNTS_PER_MEMBER;

  const saved = async () => {
    setEditing(null);
    await mutate();
  };

  return (
    <section className="receipt-accounts">
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          收款账户
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={full}
          title={full ? `最多 ${MAX_COLLECTING_ACCOUNTS_PER_MEMBER} 个` : undefined}
          onClick={() => setEditing('new')}
        >
          添加账户
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">货款结算到默认收款账户。账号只显示首尾四位，点“显示”查看完整账号。</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error.message} />}
      {isLoading && !data ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <Empty description="还没有收款账户">
          <Button type="primary" onClick={() => setEditing('new')}>
            添加第一个账户
          </Button>
        </Empty>
      ) : (
        <Flex vertical gap={12}>
          {list.map((a) => (
            <AccountCard key={a.id} account={a} onEdit={() => setEditing(a)} onChanged={mutate} />
          ))}
        </Flex>
      )}
      {data && <ResultsPagination page={page} pageSize={PAGE_SIZE} total={data.total} basePath="/member/seller/receiptAccount" />}
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '添加收款账户' : '编辑收款账户'}
        footer={null}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        {...modalLayout}
      >
        {editing !== null && <CollectingAccountForm account={editing === 'new' ? undefined : editing} onSaved={saved} onCancel={() => setEditing(null)} />}
      </Modal>
    </section>
  );
}
