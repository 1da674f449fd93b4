'use client';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Empty, Flex, Modal, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { Fragment, useState } from 'react';
import { useModalLayout } from '@/components/account/modal-layout';
import { useCertificates, useDeleteCertificate, type Certificate } from '@/lib/api/certificates';
import {
  holderLabel,
  isRealNameKind,
  kindsOfScope,
  SCOPE_LABELS,
  type CertificateKind,
  type CertificateScope,
  type CertificateStatus,
} from '@/lib/shared/certificates';
import { CertificateForm } from './CertificateForm';

export const STATUS_COLORS: Record<CertificateStatus, string> = { pending: 'processing', approved: 'success', rejected: 'error', expired: 'default' };

/*
 * The page's sections. A person's identity card is stored in the buyer scope (any member may hold it),
 * but it is no permit for regulated goods, so it has a section of its own and the 购买资质 section
 * lists and offers only the permits.
 */
type Section = 'realName' | CertificateScope;

const SECTIONS: Record<Section, { scope: CertificateScope; title: string; hint: string; kinds: CertificateKind[] }> = {
  realName: {
    scope: 'buyer',
    title: '实名认证',
    hint: '个人会员上传本人居民身份证（正反面），审核通过后，本人姓名即为已认证的收款户名，可将余额提现到本人名下的银行卡。身份证号码仅本人和审核人员可见。',
    kinds: kindsOfScope('buyer').filter(isRealNameKind),
  },
  buyer: {
    scope: 'buyer',
    title: SCOPE_LABELS.buyer,
    hint: '购买易制毒、易制爆、剧毒化学品时，须有对应的、审核通过且在有效期内的证书。',
    kinds: kindsOfScope('buyer').filter((k) => !isRealNameKind(k)),
  },
  supplier: {
    scope: 'supplier',
    title: SCOPE_LABELS.supplier,
    hint: '商品上架须有审核通过的营业执照；销售危险化学品还须有危险化学品经营（或安全生产）许可证。',
    kinds: kindsOfScope('supplier'),
  },
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
        <dt>{isRealNameKind(certificate.kind) ? '号码' : '编号'}</dt>
        <dd>{certificate.number}</dd>
        <dt>{holderLabel(certificate.kind)}</dt>
        <dd>{certificate.holder}</dd>
        <dt>有效期</dt>
        <dd>{validity(certificate)}</dd>
        {certificate.allowances.map((a) => (
          <Fragment key={a.cas}>
            <dt>许可 {a.cas}</dt>
            <dd data-testid="allowance">{a.label}</dd>
          </Fragment>
        ))}
      </dl>
      {certificate.status === 'rejected' && certificate.rejectReason && <Alert type="error" showIcon title={`未通过原因：${certificate.rejectReason}`} />}
      {certificate.status === 'expired' && <Alert type="warning" showIcon title="证书已过有效期，请上传新证书。" />}
    </Card>
  );
}

/** One section (实名认证, 购买资质 or 供应商资质): the member's certificates there, add, replace and delete. */
function CertificateSection({ section }: { section: Section }) {
  const { scope, title, hint, kinds } = SECTIONS[section];
  const { message } = App.useApp();
  const { data, error, isLoading, mutate } = useCertificates(scope);
  const remove = useDeleteCertificate(scope);
  const [editing, setEditing] = useState<Certificate | 'new' | null>(null);
  const modalLayout = useModalLayout(560);
  // Both buyer-scope sections read the same list (one request); each shows its own kinds.
  const list = (data?.list ?? []).filter((c) => (kinds as string[]).includes(c.kind));
  const realName = section === 'realName';

  const saved = async () => {
    setEditing(null);
    message.success('已提交，等待平台审核');
    await mutate();
  };

  return (
    <section className="certificate-section" aria-label={title} data-testid={`certificate-section-${section}`}>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {realName ? '上传身份证' : '上传证书'}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error.message} />}
      {isLoading && !data ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <Empty description={realName ? '尚未实名认证' : '还没有上传证书'} />
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
        title={editing === 'new' ? (realName ? '实名认证：上传居民身份证' : `上传${title}证书`) : '修改证书'}
        footer={null}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        {...modalLayout}
      >
        {editing !== null && (
          <CertificateForm
            scope={scope}
            kinds={kinds}
            certificate={editing === 'new' ? undefined : editing}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </section>
  );
}

/** /member/account/certificate: real-name verification and the buyer section for everyone, the supplier section for sellers. */
export function CertificatesView({ isSeller }: { isSeller: boolean }) {
  return (
    <Flex vertical gap={24} className="certificates-view">
      <CertificateSection section="realName" />
      <CertificateSection section="buyer" />
      {isSeller && <CertificateSection section="supplier" />}
    </Flex>
  );
}
