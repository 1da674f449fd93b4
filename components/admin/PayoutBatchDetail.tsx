'use client';
import { Alert, App, Button, Card, Checkbox, Descriptions, Empty, Flex, Input, Modal, Skeleton, Table, Tag } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { PAYOUT_STATUS_COLORS } from '@/components/payouts/PayoutHistory';
import type { ApiError } from '@/lib/api/client';
import { HandPaidResultDialog, type HandPaidChoice } from './HandPaidResultDialog';
import {
  approvePayoutBatch,
  batchFileUrl,
  markBatchHandPaid,
  rejectPayoutBatch,
  sendPayoutBatch,
  simulatePayoutOutcome,
  usePayoutBatch,
  type AdminPayout,
} from '@/lib/api/payouts';
import { formatYuan } from '@/lib/shared/format';
import { chinaDateTime } from './format';
import { useMemberInfo } from '@/lib/api/member';

const mono = (text: string) => (
  <span className="mono" style={{ whiteSpace: 'nowrap' }}>
    {text}
  </span>
);

/** Why this operator may not approve (four eyes: not their own batch, not twice); null when they may. The server checks it again. */
function approveBlocker(batch: { preparedBy: { id: number }; approvals: { operatorId: number }[] }, operatorId: number | undefined): string | null {
  if (operatorId === undefined) return null;
  if (batch.preparedBy.id === operatorId) return '这是你编制的批次，须由另一位运营人员批准';
  if (batch.approvals.some((a) => a.operatorId === operatorId)) return '你已批准过，须由另一位运营人员批准';
  return null;
}

/**
 * /admin/payouts/:batchNo — one batch: its lines and total, who prepared and
 * approved it; approve, reject (with a reason), send, the bank-transfer file.
 * While the development payout provider serves, each sending payout offers
 * "模拟到账 / 模拟失败": a signed notification posted through the real notify call.
 */
export function PayoutBatchDetail({ batchNo }: { batchNo: string }) {
  const { message, modal } = App.useApp();
  const { data, error, isLoading, mutate } = usePayoutBatch(batchNo);
  const me = useMemberInfo(true).data;
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [returnToQueue, setReturnToQueue] = useState(true);
  const [handPaid, setHandPaid] = useState<HandPaidChoice | null>(null);

  const act = async (name: string, work: () => Promise<unknown>, done: string) => {
    setBusy(name);
    try {
      await work();
      message.success(done);
      await mutate();
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      setBusy(null);
    }
  };

  if (error)
    return (
      <Card>
        <Empty description={error.message} />
      </Card>
    );
  if (isLoading || !data)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  const blocker = approveBlocker(data, me?.id);

  const columns = [
    { title: '提现单号', dataIndex: 'payoutNo', render: mono },
    { title: '会员', render: (_: unknown, p: AdminPayout) => `${p.member.name || p.member.account}（${p.member.account}）` },
    { title: '类型', dataIndex: 'purposeLabel' },
    {
      title: '收款账户',
      render: (_: unknown, p: AdminPayout) => `${p.account.holder} · ${p.account.bankName} ${p.account.branch ?? ''} ${p.account.maskedNumber}`,
    },
    { title: '金额', dataIndex: 'amountCents', align: 'right' as const, render: (v: number) => mono(formatYuan(v)) },
    {
      title: '状态',
      render: (_: unknown, p: AdminPayout) => (
        <>
          <Tag color={PAYOUT_STATUS_COLORS[p.status]} data-testid="batch-payout-status">
            {p.statusLabel}
          </Tag>
          {p.failureReason && <div style={{ color: '#cf1322', fontSize: 12 }}>{p.failureReason}</div>}
        </>
      ),
    },
    ...(data.payouts.some((p) => p.handPaid)
      ? [
          {
            title: '人工打款结果',
            render: (_: unknown, p: AdminPayout) =>
              p.handPaid && p.status === 'sending' ? (
                <Flex gap={4} wrap>
                  <Button size="small" type="primary" onClick={() => setHandPaid({ payout: p, outcome: 'paid' })}>
                    登记到账
                  </Button>
                  <Button size="small" danger onClick={() => setHandPaid({ payout: p, outcome: 'failed' })}>
                    登记失败
                  </Button>
                </Flex>
              ) : (
                p.providerTransferNo && (
                  <span className="mono" title="网银交易流水号">
                    {p.providerTransferNo}
                  </span>
                )
              ),
          },
        ]
      : []),
    ...(data.devProvider
      ? [
          {
            title: '开发环境模拟',
            render: (_: unknown, p: AdminPayout) =>
              p.status === 'sending' &&
              !p.handPaid && (
                <Flex gap={4} wrap>
                  <Button
                    size="small"
                    loading={busy === `ok-${p.id}`}
                    onClick={() => act(`ok-${p.id}`, () => simulatePayoutOutcome(p.payoutNo, 'success'), `${p.payoutNo} 模拟到账`)}
                  >
                    模拟到账
                  </Button>
                  <Button
                    size="small"
                    danger
                    loading={busy === `fail-${p.id}`}
                    onClick={() => act(`fail-${p.id}`, () => simulatePayoutOutcome(p.payoutNo, 'failure'), `${p.payoutNo} 模拟失败，金额已退回`)}
                  >
                    模拟失败
                  </Button>
                </Flex>
              ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16} data-testid="payout-batch">
      <Card
        title={
          <Flex gap={8} align="center" wrap>
            <Link href="/admin/payouts">提现打款</Link> / <span className="mono">{data.batchNo}</span>
            <Tag data-testid="batch-status">{data.statusLabel}</Tag>
          </Flex>
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
          <Descriptions.Item label="笔数">{data.payoutCount}</Descriptions.Item>
          <Descriptions.Item label="合计">{mono(formatYuan(data.totalCents))}</Descriptions.Item>
          <Descriptions.Item label="审批">
            {data.approvals.length} / {data.approvalsNeeded}
            {data.approvals.length > 0 && `（${data.approvals.map((a) => a.name).join('、')}）`}
          </Descriptions.Item>
          <Descriptions.Item label="编制人">{data.preparedBy.name}</Descriptions.Item>
          <Descriptions.Item label="编制时间">{chinaDateTime(data.createdAt)}</Descriptions.Item>
          {data.rejectReason && <Descriptions.Item label="驳回原因">{data.rejectReason}</Descriptions.Item>}
        </Descriptions>
        {data.approvalsNeeded > 1 && data.status === 'pending' && (
          <Alert type="info" showIcon style={{ margin: '12px 0' }} message="合计超过 ¥50,000.00，须两位不同的运营人员批准；编制人和收款人本人不能批准。" />
        )}
        <Flex gap={8} wrap style={{ marginTop: 12 }}>
          {data.status === 'pending' && (
            <>
              <Button
                type="primary"
                loading={busy === 'approve'}
                disabled={blocker !== null}
                title={blocker ?? undefined}
                onClick={() => act('approve', () => approvePayoutBatch(batchNo), '已批准')}
              >
                批准
              </Button>
              {blocker && (
                <span className="muted" data-testid="approve-blocker" style={{ alignSelf: 'center' }}>
                  {blocker}
                </span>
              )}
              <Button danger onClick={() => setRejecting(true)}>
                驳回
              </Button>
            </>
          )}
          {data.status === 'approved' && data.providerAvailable && (
            <Button type="primary" loading={busy === 'send'} onClick={() => act('send', () => sendPayoutBatch(batchNo), '已提交打款，等待打款机构通知结果')}>
              发送打款
            </Button>
          )}
          {data.status === 'approved' && (
            <Button
              loading={busy === 'hand'}
              onClick={() =>
                modal.confirm({
                  title: '确认已在网银按文件付款？',
                  content: '请先下载本批次的银行批量代付文件，在企业网银上传并完成付款。确认后本批次不能再经打款机构发送，须按网银回单逐笔登记到账或失败。',
                  okText: '已在网银付款',
                  cancelText: '取消',
                  onOk: () => act('hand', () => markBatchHandPaid(batchNo), '已标为人工打款，请逐笔登记结果'),
                })
              }
            >
              已在网银付款（人工打款）
            </Button>
          )}
          {(data.status === 'approved' || data.status === 'sent') && (
            <Button href={batchFileUrl(batchNo)} download>
              下载银行批量代付文件（.xlsx）
            </Button>
          )}
        </Flex>
        {data.status === 'approved' && !data.providerAvailable && (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 12 }}
            title="未开通自动打款：请下载银行批量代付文件，在企业网银上传付款后点“已在网银付款”，再按网银回单逐笔登记到账或失败。"
          />
        )}
        {data.devProvider && (
          <p style={{ color: '#d46b08', fontSize: 13, marginBottom: 0 }}>当前为开发环境模拟打款：不会真实转账，结果由“模拟到账 / 模拟失败”产生签名通知。</p>
        )}
      </Card>
      <Card title="明细">
        <Table<AdminPayout>
          rowKey="id"
          dataSource={data.payouts}
          columns={columns}
          pagination={false}
          scroll={{ x: 1100 }}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>
                合计 {data.payoutCount} 笔
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {mono(formatYuan(data.totalCents))}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </Card>
      <HandPaidResultDialog choice={handPaid} onClose={() => setHandPaid(null)} onDone={() => mutate()} />
      <Modal
        open={rejecting}
        title={`驳回批次 ${batchNo}`}
        okText="驳回"
        okButtonProps={{ danger: true, loading: busy === 'reject' }}
        cancelText="取消"
        onCancel={() => setRejecting(false)}
        onOk={async () => {
          if (reason.trim().length < 2) return void message.error('请填写驳回原因（至少 2 个字）');
          await act(
            'reject',
            () => rejectPayoutBatch(batchNo, reason.trim(), returnToQueue),
            returnToQueue ? '已驳回，提现单退回待审核' : '已驳回，金额已退回会员',
          );
          setRejecting(false);
          setReason('');
        }}
      >
        <Input.TextArea
          aria-label="驳回原因"
          rows={3}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="如：收款账户户名需核实"
        />
        <Checkbox style={{ marginTop: 12 }} checked={returnToQueue} onChange={(e) => setReturnToQueue(e.target.checked)}>
          提现单退回待审核（可编入下一批次）；不勾选则驳回提现单，冻结金额退回会员并告知原因
        </Checkbox>
      </Modal>
    </Flex>
  );
}
