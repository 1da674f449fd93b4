'use client';
import { Button, Card, Checkbox, DatePicker, Empty, Input, Result, Select, Space, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { reviewGoodsBatch, useReviewQueue, type ReviewBatchResult, type ReviewItem, type ReviewQueueFilter } from '@/lib/api/goods';
import { ReviewCard } from './ReviewCard';
import { describeItems, ReviewDecisionModal, ReviewReport, type Decision } from './ReviewDecision';
import { movedCursor, reviewKeyAction } from './review-keys';

const PAGE_SIZES = [20, 50, 100];

type Asking = { decision: Decision; items: ReviewItem[] };
type Report = { decision: Decision; result: ReviewBatchResult; items: ReviewItem[] };

/**
 * /admin/goods: goods items waiting for review, oldest first, searched and
 * filtered; select several (or use the keys) and decide them with one
 * confirmation. Every pack is still decided and audited on its own on the
 * server, which reports a result per row.
 */
export function GoodsReview() {
  const [filter, setFilter] = useState<ReviewQueueFilter>({ page: 1, pageSize: PAGE_SIZES[0]! });
  const { data, error, isLoading, mutate } = useReviewQueue(filter);
  const list = data?.list;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [cursor, setCursor] = useState(0);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);

  // A new page or filter starts a new selection, with the cursor on its first row.
  useEffect(() => {
    setSelected(new Set());
    setCursor(0);
  }, [list]);

  const change = (next: Partial<ReviewQueueFilter>) => setFilter((f) => ({ ...f, ...next, page: next.page ?? 1 }));
  const toggle = (goodsId: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(goodsId);
      else next.delete(goodsId);
      return next;
    });
  const chosen = (list ?? []).filter((i) => selected.has(i.goodsId));
  /** The selection, or else the row under the cursor. */
  const targets = useCallback(() => {
    const rows = list ?? [];
    const picked = rows.filter((i) => selected.has(i.goodsId));
    return picked.length > 0 ? picked : rows[cursor] ? [rows[cursor]] : [];
  }, [list, selected, cursor]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (asking) return;
      const action = reviewKeyAction(event);
      const rows = list ?? [];
      if (!action || rows.length === 0) return;
      event.preventDefault();
      if (action === 'next' || action === 'previous') {
        const next = movedCursor(cursor, action, rows.length);
        setCursor(next);
        document.querySelector(`[data-review-index="${next}"]`)?.scrollIntoView({ block: 'nearest' });
      } else if (action === 'toggle') {
        const row = rows[cursor];
        if (row) toggle(row.goodsId, !selected.has(row.goodsId));
      } else {
        const items = targets();
        if (items.length > 0) setAsking({ decision: action, items });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [asking, list, cursor, selected, targets]);

  const decide = async (reason: string) => {
    if (!asking) return;
    setBusy(true);
    try {
      const result = await reviewGoodsBatch(asking.items, asking.decision, reason);
      setReport({ decision: asking.decision, result, items: asking.items });
      setAsking(null);
      void mutate();
    } catch {
      // The client has shown the server's message; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };

  if (error?.code === 3012) return <Result status="403" title="仅运营人员可以审核商品" />;
  const allOnPage = (list?.length ?? 0) > 0 && chosen.length === list?.length;
  const onDays = (days: [Dayjs | null, Dayjs | null] | null) =>
    change({ submittedFrom: days?.[0]?.format('YYYY-MM-DD'), submittedTo: days?.[1]?.format('YYYY-MM-DD') });
  return (
    <Card title={`商品审核${data ? `（待审核 ${data.total} 项）` : ''}`}>
      <div className="admin-toolbar" data-testid="review-filters">
        <Input.Search
          allowClear
          placeholder="CAS 号、产品名称或卖家"
          aria-label="搜索待审核商品"
          style={{ width: 240 }}
          maxLength={100}
          onSearch={(v) => change({ keyword: v.trim() || undefined })}
        />
        <Select
          aria-label="卖家"
          showSearch
          optionFilterProp="label"
          style={{ width: 220 }}
          value={filter.sellerId ?? 0}
          onChange={(id) => change({ sellerId: id || undefined })}
          options={[{ value: 0, label: '全部卖家' }, ...(data?.sellers ?? []).map((s) => ({ value: s.id, label: `${s.name}（${s.pending}）` }))]}
        />
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          placeholder={['提交开始日期', '提交结束日期']}
          aria-label="提交日期"
          onChange={onDays}
          style={{ width: 260 }}
        />
        <Select
          aria-label="每页项数"
          style={{ width: 120 }}
          value={filter.pageSize}
          onChange={(pageSize) => change({ pageSize })}
          options={PAGE_SIZES.map((n) => ({ value: n, label: `每页 ${n} 项` }))}
        />
      </div>
      <div className="review-batchbar" data-testid="review-batchbar">
        <Checkbox
          checked={allOnPage}
          indeterminate={chosen.length > 0 && !allOnPage}
          disabled={!list?.length}
          onChange={(e) => setSelected(new Set(e.target.checked ? (list ?? []).map((i) => i.goodsId) : []))}
        >
          全选本页
        </Checkbox>
        <span>{chosen.length > 0 ? `已选 ${describeItems(chosen)}` : '未选择'}</span>
        <Space wrap>
          <Button type="primary" disabled={chosen.length === 0} onClick={() => setAsking({ decision: 'approve', items: chosen })}>
            批量通过
          </Button>
          <Button danger disabled={chosen.length === 0} onClick={() => setAsking({ decision: 'reject', items: chosen })}>
            批量驳回
          </Button>
        </Space>
        <Typography.Text type="secondary" className="review-keys-hint">
          快捷键：j/k 或 ↑/↓ 移动，x 选中，a 通过，r 驳回（作用于所选各项，未选时作用于当前项）
        </Typography.Text>
      </div>
      {report && <ReviewReport {...report} onClose={() => setReport(null)} />}
      {isLoading && !data ? (
        <Spin />
      ) : list && list.length > 0 ? (
        list.map((item, index) => (
          <ReviewCard
            key={item.goodsId}
            item={item}
            index={index}
            focused={index === cursor}
            selected={selected.has(item.goodsId)}
            onSelect={(on) => toggle(item.goodsId, on)}
            onFocus={() => setCursor(index)}
            onDecide={(decision) => setAsking({ decision, items: [item] })}
          />
        ))
      ) : (
        <Empty
          description={filter.keyword || filter.sellerId || filter.submittedFrom || filter.submittedTo ? '没有符合条件的待审核商品' : '没有待审核的商品'}
        />
      )}
      {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="项" onPage={(page) => change({ page })} />}
      {asking && <ReviewDecisionModal {...asking} busy={busy} onConfirm={(reason) => void decide(reason)} onCancel={() => setAsking(null)} />}
    </Card>
  );
}
