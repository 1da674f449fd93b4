'use client';
import { Alert, Input, Modal } from 'antd';
import { useState } from 'react';
import type { ReviewBatchResult, ReviewItem } from '@/lib/api/goods';
import { CasNumber } from '@/components/layout/IdNumber';

export type Decision = 'approve' | 'reject';

const packCount = (items: ReviewItem[]) => items.reduce((n, i) => n + i.packs.length, 0);
export const describeItems = (items: ReviewItem[]) => `${items.length} 项（${packCount(items)} 个包装规格）`;

/** Confirms a decision before it is sent: approval names what goes on shelf, rejection asks for the one reason every seller reads. */
export function ReviewDecisionModal(props: {
  decision: Decision;
  items: ReviewItem[];
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const approve = props.decision === 'approve';
  const newSubstances = props.items.filter((i) => i.newSubstance).length;
  return (
    <Modal
      open
      title={approve ? `通过 ${describeItems(props.items)}并上架？` : `驳回 ${describeItems(props.items)}`}
      okText={approve ? '通过' : '驳回'}
      cancelText="取消"
      okButtonProps={{ danger: !approve, disabled: !approve && reason.trim().length === 0, loading: props.busy, autoFocus: approve }}
      onOk={() => props.onConfirm(reason.trim())}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <ul className="review-decision__items">
        {props.items.map((i) => (
          <li key={i.goodsId}>
            {i.name} <CasNumber cas={i.cas} /> · {i.seller.name} · {i.packs.map((p) => `${p.packSize} ${p.unitCode}`).join('、')}
          </li>
        ))}
      </ul>
      {approve && newSubstances > 0 && <p>其中 {newSubstances} 项是新物质，通过后进入目录，可被搜索到。</p>}
      {!approve && (
        <>
          <p>卖家会在“未通过”中看到原因（所选各项共用）：</p>
          <Input.TextArea
            autoFocus
            aria-label="驳回原因"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={200}
            showCount
            rows={3}
            placeholder="如：价格明显有误，请核对"
          />
        </>
      )}
    </Modal>
  );
}

/** What a decision did, row by row: the refusals stay on screen with their reasons until the next decision. */
export function ReviewReport({
  decision,
  result,
  items,
  onClose,
}: {
  decision: Decision;
  result: ReviewBatchResult;
  items: ReviewItem[];
  onClose: () => void;
}) {
  const packOf = new Map(items.flatMap((i) => i.packs.map((p) => [p.goodsId, `${i.name}（${i.cas}）${p.packSize} ${p.unitCode}`] as const)));
  const failures = result.results.filter((r) => !r.ok);
  const done = decision === 'approve' ? '通过并上架' : '驳回';
  return (
    <Alert
      data-testid="review-report"
      type={failures.length === 0 ? 'success' : result.succeeded === 0 ? 'error' : 'warning'}
      showIcon
      closable
      onClose={onClose}
      style={{ marginBottom: 12 }}
      title={`已${done} ${result.succeeded} 个包装规格${failures.length > 0 ? `，${failures.length} 个未能${done}` : ''}`}
      description={
        failures.length > 0 ? (
          <ul className="review-report__failures">
            {failures.map((f) => (
              <li key={f.goodsId}>
                {packOf.get(f.goodsId) ?? `商品 #${f.goodsId}`}：{f.msg}
              </li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
