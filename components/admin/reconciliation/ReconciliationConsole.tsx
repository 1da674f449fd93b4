'use client';
import { App, Button, Card, Flex, Input, Modal, Segmented, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import {
  resolveMismatch,
  useReconciliationItems,
  useReconciliationRuns,
  type ItemFilter,
  type ReconciliationItem,
  type ReconciliationRun,
} from '@/lib/api/reconciliation';
import { RESOLUTION_NOTE_MAX } from '@/lib/contracts/reconciliation/schema';
import { formatYuan } from '@/lib/shared/format';
import { useIsMobile } from '@/components/layout/viewport';
import { chinaDateTime } from '../format';
import { SettlementUpload } from './SettlementUpload';

const OUTCOME_COLORS: Record<ReconciliationItem['outcome'], string> = {
  missing_ours: 'red',
  missing_file: 'volcano',
  amount_differs: 'orange',
  status_differs: 'gold',
};
const OUTCOMES = [
  { value: '', label: '全部类型' },
  { value: 'missing_ours', label: '我方缺失' },
  { value: 'missing_file', label: '账单缺失' },
  { value: 'amount_differs', label: '金额不符' },
  { value: 'status_differs', label: '状态不符' },
];
const money = (cents: number | null) => (cents === null ? '—' : formatYuan(cents));
const mono = (text: string | null) => <span className="mono">{text ?? '—'}</span>;

/**
 * /admin/reconciliation — the payment provider's settlement files against our
 * records: upload a day's file, see the runs, and resolve each mismatch with
 * a note (who and when are kept, and the operators' log records it).
 */
export function ReconciliationConsole({ devProvider }: { devProvider: boolean }) {
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const [runPage, setRunPage] = useState(1);
  const runs = useReconciliationRuns(runPage);
  const [status, setStatus] = useState<'open' | 'resolved' | 'all'>('open');
  const [outcome, setOutcome] = useState('');
  const [runId, setRunId] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const filter: ItemFilter = {
    page,
    ...(status === 'all' ? {} : { status }),
    ...(outcome ? { outcome: outcome as ReconciliationItem['outcome'] } : {}),
    ...(runId ? { runId } : {}),
  };
  const items = useReconciliationItems(filter);
  const [resolving, setResolving] = useState<ReconciliationItem | null>(null);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);

  const refresh = () => Promise.all([runs.mutate(), items.mutate()]);

  const saveResolution = async () => {
    if (!resolving) return;
    setSaving(true);
    try {
      await resolveMismatch(resolving.id, note);
      message.success(`差异 #${resolving.id} 已处理`);
      setResolving(null);
      setNote('');
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      setSaving(false);
      await refresh();
    }
  };

  const runColumns: ColumnsType<ReconciliationRun> = [
    { title: '批次', dataIndex: 'id', width: 70, render: (id: number) => `#${id}` },
    { title: '账单日', dataIndex: 'day', width: 110 },
    { title: '渠道', dataIndex: 'providerLabel', width: 120 },
    { title: '文件', dataIndex: 'fileName', ellipsis: true },
    { title: '笔数', dataIndex: 'lineCount', width: 70 },
    { title: '一致', dataIndex: 'matchedCount', width: 70 },
    { title: '差异（待处理）', key: 'mismatch', width: 120, render: (_, r) => `${r.mismatchCount}（${r.openCount}）` },
    { title: '手续费', dataIndex: 'feeCents', width: 100, render: money },
    { title: '上传人', key: 'by', width: 110, render: (_, r) => r.uploadedBy.name },
    { title: '上传时间', dataIndex: 'createdAt', width: 140, render: chinaDateTime },
    { title: '状态', key: 'status', width: 130, render: (_, r) => <Tag color={r.status === 'current' ? 'green' : 'default'}>{r.statusLabel}</Tag> },
    { title: '', key: 'view', width: 90, render: (_, r) => viewRun(r) },
  ];

  const viewRun = (r: ReconciliationRun) => (
    <Button
      size="small"
      type="link"
      onClick={() => {
        setRunId(r.id);
        setStatus('all');
        setPage(1);
      }}
    >
      看差异
    </Button>
  );

  // A phone gets one column per row: everything a person needs to decide, without sideways scrolling.
  const phoneRunColumns: ColumnsType<ReconciliationRun> = [
    {
      title: '对账批次',
      key: 'run',
      render: (_, r) => (
        <div>
          <div>
            #{r.id} {r.day} {r.providerLabel} <Tag color={r.status === 'current' ? 'green' : 'default'}>{r.statusLabel}</Tag>
          </div>
          <Typography.Text type="secondary">
            {r.lineCount} 笔，一致 {r.matchedCount}，差异 {r.mismatchCount}（待处理 {r.openCount}）· {r.uploadedBy.name}
          </Typography.Text>
          <div>{viewRun(r)}</div>
        </div>
      ),
    },
  ];

  const itemColumns: ColumnsType<ReconciliationItem> = [
    { title: '编号', dataIndex: 'id', width: 70, render: (id: number) => `#${id}` },
    { title: '账单日', key: 'day', width: 150, render: (_, i) => `${i.day} ${i.providerLabel}` },
    {
      title: '差异',
      dataIndex: 'outcome',
      width: 110,
      render: (_, i) => <Tag color={OUTCOME_COLORS[i.outcome]}>{OUTCOMES.find((o) => o.value === i.outcome)?.label}</Tag>,
    },
    { title: '类型', dataIndex: 'kindLabel', width: 60 },
    { title: '我方单号', dataIndex: 'ourNo', width: 160, render: mono },
    { title: '渠道流水号', dataIndex: 'providerNo', width: 170, render: mono },
    { title: '账单金额', dataIndex: 'fileAmountCents', width: 110, render: money },
    { title: '我方金额', dataIndex: 'ourAmountCents', width: 110, render: money },
    { title: '说明', dataIndex: 'detail', width: 280 },
    // The action stays in view while the wide table scrolls.
    { title: '处理', key: 'resolution', width: 240, fixed: 'right', render: (_, i) => resolution(i) },
  ];

  const phoneItemColumns: ColumnsType<ReconciliationItem> = [
    {
      title: '差异',
      key: 'item',
      render: (_, i) => (
        <div>
          <div>
            <Tag color={OUTCOME_COLORS[i.outcome]}>{OUTCOMES.find((o) => o.value === i.outcome)?.label}</Tag>
            {i.kindLabel} {mono(i.ourNo)}
          </div>
          <div>{i.detail}</div>
          <Typography.Text type="secondary">
            #{i.id} · {i.day} {i.providerLabel}
          </Typography.Text>
          <div style={{ marginTop: 4 }}>{resolution(i)}</div>
        </div>
      ),
    },
  ];

  function resolution(i: ReconciliationItem) {
    return i.status === 'open' ? (
      <Button size="small" onClick={() => setResolving(i)}>
        处理
      </Button>
    ) : (
      <div>
        <Tag color={i.status === 'resolved' ? 'green' : 'default'}>{i.statusLabel}</Tag>
        {i.resolvedBy ? (
          <Typography.Text type="secondary">
            {i.resolvedBy.name} · {chinaDateTime(i.resolvedAt)}
          </Typography.Text>
        ) : null}
        {i.note ? <div>{i.note}</div> : null}
      </div>
    );
  }

  const counts = items.data?.counts;
  return (
    <div className="admin-page">
      <Typography.Title level={4}>对账</Typography.Title>
      <Flex vertical gap={16}>
        <SettlementUpload devProvider={devProvider} onDone={(r) => void refresh().then(() => setRunId(r.run.id))} />
        <Card title="对账批次" size="small">
          <Table<ReconciliationRun>
            rowKey="id"
            size="small"
            columns={mobile ? phoneRunColumns : runColumns}
            dataSource={runs.data?.list}
            loading={runs.isLoading}
            scroll={mobile ? undefined : { x: 1200 }}
            locale={{ emptyText: '还没有上传过对账单' }}
            pagination={{ current: runPage, pageSize: 10, total: runs.data?.total ?? 0, showSizeChanger: false, onChange: setRunPage }}
          />
        </Card>
        <Card title={runId ? `对账差异（批次 #${runId}）` : '对账差异'} size="small">
          <Flex wrap gap={8} align="center" className="admin-toolbar" style={{ marginBottom: 12 }}>
            <Segmented<'open' | 'resolved' | 'all'>
              value={status}
              onChange={(v) => {
                setStatus(v);
                setPage(1);
              }}
              options={[
                { value: 'open', label: `待处理${counts ? ` (${counts.open})` : ''}` },
                { value: 'resolved', label: `已处理${counts ? ` (${counts.resolved})` : ''}` },
                { value: 'all', label: '全部' },
              ]}
            />
            <Select aria-label="差异类型" value={outcome} onChange={(v) => (setOutcome(v), setPage(1))} options={OUTCOMES} style={{ width: 140 }} />
            {runId ? (
              <Button size="small" onClick={() => (setRunId(undefined), setPage(1))}>
                看全部批次
              </Button>
            ) : null}
          </Flex>
          <Table<ReconciliationItem>
            rowKey="id"
            size="small"
            columns={mobile ? phoneItemColumns : itemColumns}
            dataSource={items.data?.list}
            loading={items.isLoading}
            scroll={mobile ? undefined : { x: 1500 }}
            locale={{ emptyText: status === 'open' ? '没有待处理的差异' : '没有差异' }}
            pagination={{
              current: page,
              pageSize: 20,
              total: items.data?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total: number) => `共 ${total} 条`,
              onChange: setPage,
            }}
          />
        </Card>
      </Flex>
      <Modal
        title={resolving ? `处理差异 #${resolving.id}（${resolving.ourNo}）` : ''}
        open={resolving !== null}
        okText="确认处理"
        cancelText="取消"
        confirmLoading={saving}
        okButtonProps={{ disabled: note.trim().length < 2 }}
        onOk={() => void saveResolution()}
        onCancel={() => setResolving(null)}
      >
        <Typography.Paragraph>{resolving?.detail}</Typography.Paragraph>
        <Input.TextArea
          aria-label="处理说明"
          rows={4}
          value={note}
          maxLength={RESOLUTION_NOTE_MAX}
          showCount
          placeholder="怎么处理的（必填）：如“已向渠道查询，补发通知后入账”"
          onChange={(e) => setNote(e.target.value)}
        />
      </Modal>
    </div>
  );
}
