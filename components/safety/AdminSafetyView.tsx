'use client';
import { App, Button, Flex, Input, Modal, Select, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { GhsLabelFields, type LabelDraft } from '@/components/goods/GhsLabelFields';
import { requestNewerSds, reviewGhsLabel, useGhsReview, useSdsAges, type GhsReviewPage, type SdsAgePage } from '@/lib/api/safety';
import type { Pictogram } from '@/lib/shared/ghs-pictograms';
import { GhsPictograms } from './GhsPictogram';

type Sheet = SdsAgePage['list'][number];
type Review = GhsReviewPage['list'][number];

const AGE_CHOICES = [
  { value: 0, label: '全部' },
  { value: 3, label: '修订超过 3 年' },
  { value: 5, label: '修订超过 5 年（建议复核）' },
];

function ageText(months: number): string {
  return months < 12 ? `${months} 个月` : `${Math.floor(months / 12)} 年 ${months % 12} 个月`;
}

/** Ask a seller for a newer SDS, with the reason they will read. */
function RequestDialog({ sheet, onClose, onDone }: { sheet: Sheet | null; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={sheet !== null}
      title={sheet ? `要求更新 SDS：${sheet.nameZh ?? sheet.name}（${sheet.sellerName}）` : ''}
      okText="发送要求"
      cancelText="取消"
      okButtonProps={{ disabled: note.trim().length === 0, loading: busy }}
      destroyOnHidden
      onCancel={onClose}
      afterClose={() => setNote('')}
      onOk={async () => {
        if (!sheet) return;
        setBusy(true);
        try {
          await requestNewerSds(sheet.sellerId, sheet.substanceId, note.trim());
          void message.success('已通知卖家');
          onClose();
          onDone();
        } finally {
          setBusy(false);
        }
      }}
    >
      <Typography.Paragraph type="secondary">卖家会在站内信和邮件中看到这段说明；上传更新的修订版后要求自动完成。</Typography.Paragraph>
      <Input.TextArea
        aria-label="更新原因"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={200}
        showCount
        rows={3}
        placeholder="如：修订已超过 5 年，请按 GB/T 16483 提供现行版本"
      />
    </Modal>
  );
}

function SheetAges() {
  const [years, setYears] = useState(0);
  const [page, setPage] = useState(1);
  const { data, isLoading, mutate } = useSdsAges(page, years > 0 ? years : null);
  const [asking, setAsking] = useState<Sheet | null>(null);
  const columns: TableColumnsType<Sheet> = [
    { title: '物质', key: 'name', render: (_, s) => `${s.nameZh ?? s.name}（${s.cas}）` },
    { title: '卖家', dataIndex: 'sellerName', key: 'seller' },
    {
      title: '修订日期',
      key: 'revised',
      render: (_, s) => (
        <span>
          {s.revisedOn} {s.ageMonths >= 60 && <Tag color="orange">超过 5 年</Tag>}
          <br />
          <Typography.Text type="secondary">距今 {ageText(s.ageMonths)}</Typography.Text>
        </span>
      ),
    },
    {
      title: '文件',
      key: 'file',
      render: (_, s) =>
        s.fileUrl ? (
          <a href={s.fileUrl} target="_blank" rel="noopener">
            查看
          </a>
        ) : (
          '—'
        ),
    },
    {
      title: '更新要求',
      key: 'request',
      render: (_, s) =>
        s.openRequest ? (
          <Typography.Text type="secondary">
            已于 {s.openRequest.requestedAt.slice(0, 10)} 要求：{s.openRequest.note}
          </Typography.Text>
        ) : (
          <Button size="small" onClick={() => setAsking(s)}>
            要求更新
          </Button>
        ),
    },
  ];
  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="修订时间"
          style={{ width: 220 }}
          value={years}
          options={AGE_CHOICES}
          onChange={(v) => {
            setYears(v);
            setPage(1);
          }}
        />
      </Flex>
      <Table<Sheet>
        rowKey={(s) => `${s.sellerId}:${s.substanceId}`}
        size="small"
        loading={isLoading}
        columns={columns}
        dataSource={data?.list ?? []}
        scroll={{ x: 760 }}
        locale={{ emptyText: years > 0 ? '没有这么旧的 SDS' : '卖家尚未上传 SDS' }}
        pagination={{ current: page, pageSize: 20, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        data-testid="sds-ages"
      />
      <RequestDialog sheet={asking} onClose={() => setAsking(null)} onDone={() => void mutate()} />
    </>
  );
}

/** Review a substance's label: start from the one shown, correct it, state the basis. */
function ReviewDialog({ item, onClose, onDone }: { item: Review | null; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const initial = (r: Review): LabelDraft => ({
    pictograms: r.label.pictograms.map((p) => p.code as Pictogram),
    signalWord: r.label.signalWord?.code ?? null,
    hazardCodes: r.label.hazards.map((h) => h.code),
    precautionCodes: r.label.precautions.map((p) => p.code),
  });
  const [draft, setDraft] = useState<LabelDraft | null>(null);
  const [basis, setBasis] = useState('');
  const [busy, setBusy] = useState(false);
  const shown = draft ?? (item ? initial(item) : null);
  return (
    <Modal
      open={item !== null}
      width={760}
      title={item ? `审定 GHS 标签：${item.nameZh ?? item.name}（${item.cas}）` : ''}
      okText="保存审定"
      cancelText="取消"
      okButtonProps={{ disabled: basis.trim().length === 0, loading: busy }}
      destroyOnHidden
      onCancel={onClose}
      afterClose={() => {
        setDraft(null);
        setBasis('');
      }}
      onOk={async () => {
        if (!item || !shown) return;
        setBusy(true);
        try {
          await reviewGhsLabel({ substanceId: item.substanceId, basis: basis.trim(), ...shown });
          void message.success('已审定');
          onClose();
          onDone();
        } finally {
          setBusy(false);
        }
      }}
    >
      {shown && <GhsLabelFields value={shown} onChange={setDraft} />}
      <Input
        style={{ marginTop: 12 }}
        aria-label="审定依据"
        value={basis}
        onChange={(e) => setBasis(e.target.value)}
        maxLength={120}
        placeholder="审定依据，如：据《危险化学品目录（2015版）实施指南》及两家供应商 SDS"
      />
    </Modal>
  );
}

function LabelReview() {
  const [disputedOnly, setDisputedOnly] = useState(true);
  const [page, setPage] = useState(1);
  const { data, isLoading, mutate } = useGhsReview(page, disputedOnly);
  const [reviewing, setReviewing] = useState<Review | null>(null);
  const columns: TableColumnsType<Review> = [
    { title: '物质', key: 'name', render: (_, r) => `${r.nameZh ?? r.name}（${r.cas}）` },
    {
      title: '现行标签',
      key: 'label',
      render: (_, r) => (
        <span>
          <GhsPictograms codes={r.label.pictograms.map((p) => p.code)} size={24} /> {r.label.signalWord?.text ?? '无信号词'}{' '}
          {r.label.hazards.map((h) => h.code).join(' ')}
          <br />
          <Typography.Text type="secondary">{r.label.basis}</Typography.Text>
          {r.label.disputed && <Tag color="orange">供应商不一致</Tag>}
          {r.label.reviewed && <Tag color="green">已审定</Tag>}
        </span>
      ),
    },
    {
      title: '各方填写与差异',
      key: 'claims',
      render: (_, r) => (
        <ul style={{ margin: 0, paddingLeft: 16 }} data-testid="ghs-claims">
          {r.claims.map((c) => (
            <li key={`${c.source}:${c.sellerId ?? 0}`}>
              {c.source === 'operator' ? '平台' : c.sellerName}：{c.differences.length === 0 ? '与现行一致' : c.differences.join('；')}
            </li>
          ))}
        </ul>
      ),
    },
    {
      title: '',
      key: 'actions',
      render: (_, r) => (
        <Button size="small" type="primary" onClick={() => setReviewing(r)}>
          审定
        </Button>
      ),
    },
  ];
  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="范围"
          style={{ width: 200 }}
          value={disputedOnly ? 'disputed' : 'all'}
          options={[
            { value: 'disputed', label: '只看有差异的' },
            { value: 'all', label: '全部已填写标签的物质' },
          ]}
          onChange={(v) => {
            setDisputedOnly(v === 'disputed');
            setPage(1);
          }}
        />
      </Flex>
      <Table<Review>
        rowKey="substanceId"
        size="small"
        loading={isLoading}
        columns={columns}
        dataSource={data?.list ?? []}
        scroll={{ x: 760 }}
        locale={{ emptyText: disputedOnly ? '各供应商填写的标签没有差异' : '还没有物质填写了 GHS 标签' }}
        pagination={{ current: page, pageSize: 20, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        data-testid="ghs-review"
      />
      <ReviewDialog item={reviewing} onClose={() => setReviewing(null)} onDone={() => void mutate()} />
    </>
  );
}

/** /admin/safety: SDS ages with update requests, and GHS labels to review. */
export function AdminSafetyView() {
  return (
    <section>
      <Typography.Title level={3}>安全数据</Typography.Title>
      <Tabs
        items={[
          { key: 'sds', label: 'SDS 时效', children: <SheetAges /> },
          { key: 'ghs', label: 'GHS 标签审核', children: <LabelReview /> },
        ]}
      />
    </section>
  );
}
