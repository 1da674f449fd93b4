'use client';
import { Alert, App, Button, Flex, Input, InputNumber, Modal, Popconfirm, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { QUANTITY_KINDS } from '@/lib/contracts/certificates/schema';
import { useState } from 'react';
import { useModalLayout } from '@/components/account/modal-layout';
import { useAdminCertificates, useReviewCertificate, type AdminCertificate } from '@/lib/api/certificates';
import { CERTIFICATE_STATUSES, SCOPE_LABELS, STATUS_LABELS, type CertificateStatus } from '@/lib/shared/certificates';
import { STATUS_COLORS } from './CertificatesView';

const PAGE_SIZE = 20;

/** Reject with the reason the member will read: required, 2–200 characters. */
function RejectDialog({ certificate, onClose, onDone }: { certificate: AdminCertificate | null; onClose: () => void; onDone: () => Promise<unknown> }) {
  const review = useReviewCertificate();
  const [reason, setReason] = useState('');
  const layout = useModalLayout(480);
  const tooShort = reason.trim().length < 2;
  return (
    <Modal
      open={certificate !== null}
      title={certificate ? `驳回：${certificate.kindLabel} · ${certificate.memberName || `账号 ${certificate.username}`}` : ''}
      okText="驳回"
      okButtonProps={{ danger: true, disabled: tooShort, loading: review.isMutating }}
      cancelText="取消"
      onCancel={onClose}
      afterClose={() => setReason('')}
      onOk={async () => {
        if (!certificate) return;
        await review.execute({ id: certificate.id, revision: certificate.revision, decision: 'reject', reason: reason.trim() });
        onClose();
        await onDone();
      }}
      {...layout}
    >
      <Typography.Paragraph type="secondary">会员会看到这段原因，请写明需要怎样改正。</Typography.Paragraph>
      <Input.TextArea
        aria-label="驳回原因"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={200}
        showCount
        rows={4}
        placeholder="如：证件照片模糊，请重新上传清晰的扫描件"
      />
    </Modal>
  );
}

/** /admin/certificates: the review queue (pending first by default) and the history, with the file of each. */
export function AdminCertificatesView() {
  const { message } = App.useApp();
  const [status, setStatus] = useState<CertificateStatus | undefined>('pending');
  const [memberId, setMemberId] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useAdminCertificates({ status, memberId, page, pageSize: PAGE_SIZE });
  const review = useReviewCertificate();
  const [rejecting, setRejecting] = useState<AdminCertificate | null>(null);

  const approve = async (c: AdminCertificate) => {
    await review.execute({ id: c.id, revision: c.revision, decision: 'approve' });
    message.success('已通过');
    await mutate();
  };

  const columns: TableColumnsType<AdminCertificate> = [
    {
      title: '会员',
      key: 'member',
      render: (_, c) => (
        <span>
          {c.memberName || c.username}
          <br />
          <Typography.Text type="secondary">
            {c.username} · #{c.memberId}
          </Typography.Text>
        </span>
      ),
    },
    {
      title: '证书',
      key: 'kind',
      render: (_, c) => (
        <span>
          {c.kindLabel}
          <br />
          <Typography.Text type="secondary">{SCOPE_LABELS[c.scope]}</Typography.Text>
        </span>
      ),
    },
    {
      title: '编号 / 持证单位（身份证为姓名）',
      key: 'number',
      render: (_, c) => (
        <span>
          {c.number}
          <br />
          {c.holder}
          {QUANTITY_KINDS.includes(c.kind) && !c.countsQuantities && (
            <Typography.Text type="warning" style={{ display: 'block', fontSize: 13 }} data-testid="allowance">
              未列品种与数量（启用数量核算前保存，不按数量核算）
            </Typography.Text>
          )}
          {c.allowances.map((a) => (
            <Typography.Text key={a.cas} type="secondary" style={{ display: 'block', fontSize: 13 }} data-testid="allowance">
              许可 {a.cas}：{a.label}
            </Typography.Text>
          ))}
        </span>
      ),
    },
    { title: '有效期', key: 'validity', render: (_, c) => `${c.validFrom} 至 ${c.validTo ?? '长期'}` },
    {
      title: '状态',
      key: 'status',
      render: (_, c) => (
        <span>
          <Tag color={STATUS_COLORS[c.status]}>{c.statusLabel}</Tag>
          {c.rejectReason && (
            <>
              <br />
              <Typography.Text type="secondary">{c.rejectReason}</Typography.Text>
            </>
          )}
        </span>
      ),
    },
    {
      title: '文件',
      key: 'file',
      render: (_, c) =>
        c.file ? (
          <a href={c.file.url} target="_blank" rel="noopener">
            {c.file.name}
          </a>
        ) : (
          '—'
        ),
    },
    {
      title: '审核',
      key: 'actions',
      render: (_, c) =>
        c.status === 'pending' ? (
          <Flex gap={4} wrap>
            <Popconfirm
              title="确认通过这份证书？"
              description="请先打开文件核对编号、持证单位和有效期。"
              okText="通过"
              cancelText="取消"
              onConfirm={() => approve(c)}
            >
              <Button size="small" type="primary">
                通过
              </Button>
            </Popconfirm>
            <Button size="small" danger onClick={() => setRejecting(c)}>
              驳回
            </Button>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{c.reviewedAt ? `已于 ${c.reviewedAt.slice(0, 10)} 审核` : '—'}</Typography.Text>
        ),
    },
  ];

  return (
    <section>
      <Typography.Title level={3}>证书审核</Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="状态"
          style={{ width: 140 }}
          allowClear
          placeholder="全部状态"
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={CERTIFICATE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <InputNumber
          aria-label="会员编号"
          style={{ width: 160 }}
          min={1}
          placeholder="会员编号"
          value={memberId}
          onChange={(v) => {
            setMemberId(v ?? undefined);
            setPage(1);
          }}
        />
      </Flex>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 12 }} />}
      <Table<AdminCertificate>
        rowKey="id"
        size="small"
        loading={isLoading}
        columns={columns}
        dataSource={data?.list ?? []}
        scroll={{ x: 900 }}
        locale={{ emptyText: status === 'pending' ? '没有待审核的证书' : '没有符合条件的证书' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage, showTotal: (n) => `共 ${n} 份` }}
      />
      <RejectDialog certificate={rejecting} onClose={() => setRejecting(null)} onDone={mutate} />
    </section>
  );
}
