'use client';
import { Input, Space, Typography } from 'antd';
import type { GoodsSheetStatus, SheetDraft } from '@/lib/api/safety';
import { CoaUploadButton, type UploadedCoa } from './CoaUploadButton';

export type SdsDraft = { zh: UploadedCoa | null; en: UploadedCoa | null; revisedOn: string; enRevisedOn: string };

export const EMPTY_SDS_DRAFT: SdsDraft = { zh: null, en: null, revisedOn: '', enRevisedOn: '' };

/** The draft as the API takes it, or null when nothing was uploaded (the goods keep their current sheet). */
export function sheetInputOf(draft: SdsDraft): SheetDraft | null {
  if (!draft.zh && !draft.en) return null;
  return {
    zhUploadId: draft.zh?.id ?? null,
    enUploadId: draft.en?.id ?? null,
    revisedOn: draft.zh ? draft.revisedOn : draft.enRevisedOn || draft.revisedOn,
    enRevisedOn: draft.en ? draft.enRevisedOn || null : null,
  };
}

/** What the seller has now: each sheet's revision date, the operator's request, and whether the substance needs one to go on shelf. */
export function CurrentSds({ sds }: { sds: GoodsSheetStatus | undefined }) {
  if (!sds) return null;
  return (
    <div data-testid="current-sds" style={{ marginBottom: 8 }}>
      {sds.zh ? (
        <Typography.Text>
          现行中文 SDS：{sds.zh.revisedOn} 修订
          {sds.en ? `；英文版 ${sds.en.revisedOn} 修订` : '；无英文版'}
        </Typography.Text>
      ) : sds.required ? (
        <Typography.Text type="warning">该物质属危险化学品，须上传中文 SDS 才能上架</Typography.Text>
      ) : (
        <Typography.Text type="secondary">尚未上传 SDS（非危险化学品可不上传）</Typography.Text>
      )}
      {sds.request && (
        <div>
          <Typography.Text type="danger">平台要求更新 SDS：{sds.request.note}</Typography.Text>
        </div>
      )}
    </div>
  );
}

/** Chinese and English SDS (PDF) and the revision date the sheet states. */
export function SdsFields({ value, onChange }: { value: SdsDraft; onChange: (draft: SdsDraft) => void }) {
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Space wrap>
        <span>中文 SDS</span>
        <CoaUploadButton purpose="sds" label="上传中文 SDS（PDF）" value={value.zh} onChange={(zh) => onChange({ ...value, zh })} />
      </Space>
      <Space wrap>
        <span>英文 SDS（可选）</span>
        <CoaUploadButton purpose="sds" label="上传英文 SDS（PDF）" value={value.en} onChange={(en) => onChange({ ...value, en })} />
        {value.en && (
          <Input
            type="date"
            style={{ width: 170 }}
            value={value.enRevisedOn}
            onChange={(e) => onChange({ ...value, enRevisedOn: e.target.value })}
            aria-label="英文 SDS 修订日期"
            placeholder="英文版修订日期"
          />
        )}
      </Space>
      <Space wrap>
        <label htmlFor="sds-revised-on">中文版修订日期</label>
        <Input
          id="sds-revised-on"
          type="date"
          style={{ width: 170 }}
          value={value.revisedOn}
          onChange={(e) => onChange({ ...value, revisedOn: e.target.value })}
          aria-label="SDS 修订日期"
        />
        <Typography.Text type="secondary">按说明书第 16 部分或封面上的修订日期填写；英文版日期不同时另填，上传后 7 天内可更正</Typography.Text>
      </Space>
    </Space>
  );
}
