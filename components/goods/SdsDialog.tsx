'use client';
import { App, Button, Divider, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { attachGoodsLabel, attachGoodsSds, type GoodsSheetStatus } from '@/lib/api/safety';
import type { Pictogram } from '@/lib/shared/ghs-pictograms';
import { EMPTY_LABEL_DRAFT, GhsLabelFields, type LabelDraft } from './GhsLabelFields';
import { CurrentSds, EMPTY_SDS_DRAFT, SdsFields, sheetInputOf, type SdsDraft } from './SdsFields';

/**
 * A goods row's SDS state: what blocks the shelf, what the operator asked for,
 * or the current revision. Goods on shelf before the SDS rule stay on sale
 * (decision 0156): for them the missing sheet is a task, not a block.
 */
export function SdsTag({ sds, onShelf = false }: { sds: GoodsSheetStatus; onShelf?: boolean }) {
  if (sds.request)
    return (
      <Tag color="red" title={sds.request.note} data-testid="goods-sds-tag">
        平台要求更新 SDS
      </Tag>
    );
  if (sds.required && !sds.zh)
    return onShelf ? (
      <Tag color="orange" title="危险化学品须附中文 SDS：在售的可继续销售，但下架后没有 SDS 不能重新上架" data-testid="goods-sds-tag">
        缺 SDS，请补传
      </Tag>
    ) : (
      <Tag color="orange" title="危险化学品须附中文 SDS 才能上架" data-testid="goods-sds-tag">
        缺 SDS，不能上架
      </Tag>
    );
  if (sds.zh)
    return (
      <Tag data-testid="goods-sds-tag" title={sds.en ? '另有英文版' : undefined}>
        SDS {sds.zh.revisedOn}
      </Tag>
    );
  return null;
}

function labelDraftOf(sds: GoodsSheetStatus): LabelDraft {
  return sds.label ? { ...sds.label, pictograms: sds.label.pictograms as Pictogram[] } : EMPTY_LABEL_DRAFT;
}

const sameLabel = (a: LabelDraft, b: LabelDraft) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Upload a (newer) SDS for one row's substance (every pack of it uses the
 * sheet), and enter or correct the GHS label it gives.
 */
export function SdsButton({ goodsId, sds, onDone }: { goodsId: number; sds: GoodsSheetStatus; onDone: () => void }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<SdsDraft>(EMPTY_SDS_DRAFT);
  const [label, setLabel] = useState<LabelDraft>(labelDraftOf(sds));
  // Touched: an empty label the seller chose ("not classified") is saved too, unlike fields left alone.
  const [labelTouched, setLabelTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const editLabel = (next: LabelDraft) => {
    setLabel(next);
    setLabelTouched(true);
  };
  const save = async () => {
    const input = sheetInputOf(draft);
    const labelChanged = labelTouched && (sds.label === null || !sameLabel(label, labelDraftOf(sds)));
    if (!input && !labelChanged) {
      void message.warning(sds.zh ? '没有要保存的修改' : '请先上传中文 SDS（PDF）');
      return;
    }
    setSaving(true);
    try {
      if (input) await attachGoodsSds({ goodsId, ...input });
      if (labelChanged) await attachGoodsLabel({ goodsId, ...label });
      void message.success('已保存');
      setOpen(false);
      setDraft(EMPTY_SDS_DRAFT);
      onDone();
    } catch {
      // The client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button
        type="link"
        size="small"
        onClick={() => {
          setLabel(labelDraftOf(sds));
          setLabelTouched(false);
          setOpen(true);
        }}
      >
        SDS / 标签
      </Button>
      <Modal
        title="安全技术说明书（SDS）与 GHS 标签"
        width={720}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={save}
        okText="保存"
        cancelText="取消"
        confirmLoading={saving}
        destroyOnHidden
      >
        <CurrentSds sds={sds} />
        <SdsFields value={draft} onChange={setDraft} />
        <Divider />
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          GHS 标签
        </Typography.Title>
        <GhsLabelFields value={label} onChange={editLabel} />
        <Button size="small" style={{ marginTop: 8 }} onClick={() => editLabel(EMPTY_LABEL_DRAFT)}>
          按 SDS 不属于危险分类（清空标签）
        </Button>
      </Modal>
    </>
  );
}
