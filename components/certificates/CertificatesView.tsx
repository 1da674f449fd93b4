'use client';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Empty, Flex, Modal, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useModalLayout } from '@/components/account/modal-layout';
import { useCertificates, useDeleteCertificate, type Certificate } from '@/lib/api/certificates';
import { SCOPE_LABELS, type CertificateScope, type CertificateStatus } from '@/lib/shared/certificates';
import { CertificateForm } from './CertificateForm';

export const STATUS_COLORS: Record<CertificateStatus, string> = { pending: 'processing', approved: 'success', rejected: 'error', expired: 'default' };

const SCOPE_HINTS: Record<CertificateScope, string> = {
  buyer: '购买易制毒、易制爆、剧毒化学品时，须有对应的、审核通过且在有效期内的证书。',
  supplier: '商品上架须有审核通过的营业执照；销售危险化学品还须有危险化学品经营（或安全生产）许可证。',
};

function validity(c: Certificate): string {
  return `${c.validFrom} 至 ${c.validTo ?? '长期'}`;
}

function CertificateCard({ certificate, onEdit, onDelete }: { certificate: Certificate; onEdit: () => void; onDelete: () => Promise<unknown> }) {
  return (
    <Card size="small" className="certificate-card" data-testid="certificate-card">
      <Flex justify="space-between" align="start" gap={8} wrap>
        <div>
          <Typography.Text strong>{certificate.kindLabel}</Typography.Text> <Tag color={STATUS_COLORS[certificate.status]}>{certificate.statusLabel}</Tag>
        </div>
        <Flex gap={4} wrap>
          {certificate.file && (
            <Button size="small" type="link" href={certificate.file.url} target="_blank" rel="noopener">
              查看文件
            </Button>
          )}
          <Button size="small" onClick={onEdit}>
            {certificate.status === 'rejected' || certificate.status === 'expired' ? '重新提交' : '修改'}
          </Button>
          <Popconfirm
            title="删除这份证书？"
            description="删除后不可恢复，需要时请重新上传。"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={onDelete}
          >
            <Button size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
      <dl className="certificate-facts">
        <dt>编号</dt>
        <dd>{certificate.number}</dd>
        <dt>持证单位</dt>
        <dd>{certificate.holder}</dd>
        <dt>有效期</dt>
        <dd>{validity(certificate)}</dd>
      </dl>
      {certificate.status === 'rejected' && certificate.rejectReason && <Alert type="error" showIcon title={`未通过原因：${certificate.rejectReason}`} />}
      {certificate.status === 'expired' && <Alert type="warning" showIcon title="证书已过有效期，请上传新证书。" />}
    </Card>
  );
}

/** One section (购买资质 or 供应商资质): the member's certificates there, add, replace and delete. */
function CertificateSection({ scope }: { scope: CertificateScope }) {
  const { message } = App.useApp();
  const { data, error, isLoading, mutate } = useCertificates(scope);
  const remove = useDeleteCertificate(scope);
  const [editing, setEditing] = useState<Certificate | 'new' | null>(null);
  const modalLayout = useModalLayout(560);
  const list = data?.list ?? [];

  const saved = async () => {
    setEditing(null);
    message.success('已提交，等待平台审核');
    await mutate();
  };

  return (
    <section className="certificate-section" aria-label={SCOPE_LABELS[scope]}>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {SCOPE_LABELS[scope]}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          上传证书
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{SCOPE_HINTS[scope]}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error.message} />}
      {isLoading && !data ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <Empty description="还没有上传证书" />
      ) : (
        <Flex vertical gap={12}>
          {list.map((c) => (
            <CertificateCard
              key={c.id}
              certificate={c}
              onEdit={() => setEditing(c)}
              onDelete={async () => {
                await remove.execute({ id: c.id });
                message.success('已删除');
                await mutate();
              }}
            />
          ))}
        </Flex>
      )}
      <Modal
        open={editing !== null}
        title={editing === 'new' ? `上传${SCOPE_LABELS[scope]}证书` : '修改证书'}
        footer={null}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        {...modalLayout}
      >
        {editing !== null && (
          <CertificateForm scope={scope} certificate={editing === 'new' ? undefined : editing} onSaved={saved} onCancel={() => setEditing(null)} />
        )}
      </Modal>
    </section>
  );
}

/** /member/account/certificate: the buyer section for everyone, the supplier section for sellers. */
export function CertificatesView({ isSeller }: { isSeller: boolean }) {
  return (
    <Flex vertical gap={24} className="certificates-view">
      <CertificateSection scope="buyer" />
      {isSeller && <CertificateSection scope="supplier" />}
    </Flex>
  );
}
