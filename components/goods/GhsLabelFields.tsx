'use client';
import { Checkbox, Radio, Select, Space, Typography } from 'antd';
import { GhsPictogram } from '@/components/safety/GhsPictogram';
import { GHS_EDITION, HAZARD_STATEMENTS, PICTOGRAM_CODES, PICTOGRAMS, PRECAUTIONARY_STATEMENTS, type Pictogram } from '@/lib/shared/ghs';

export type LabelDraft = { pictograms: Pictogram[]; signalWord: 'danger' | 'warning' | null; hazardCodes: string[]; precautionCodes: string[] };

export const EMPTY_LABEL_DRAFT: LabelDraft = { pictograms: [], signalWord: null, hazardCodes: [], precautionCodes: [] };

const options = (list: Record<string, string>) => Object.entries(list).map(([code, text]) => ({ value: code, label: `${code} ${text}` }));
const HAZARD_OPTIONS = options(HAZARD_STATEMENTS);
const PRECAUTION_OPTIONS = options(PRECAUTIONARY_STATEMENTS);

/**
 * The label as the SDS's section 2 gives it: pictograms, signal word, H and P
 * codes (combined ones typed as P301+P310). The server checks every code.
 */
export function GhsLabelFields({ value, onChange }: { value: LabelDraft; onChange: (draft: LabelDraft) => void }) {
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="ghs-label-fields">
      <Checkbox.Group
        value={value.pictograms}
        onChange={(pictograms) => onChange({ ...value, pictograms: pictograms as Pictogram[] })}
        aria-label="象形图"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
      >
        {PICTOGRAM_CODES.map((code) => (
          <Checkbox key={code} value={code} aria-label={`${code} ${PICTOGRAMS[code]}`}>
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              <GhsPictogram code={code} size={28} />
              {code}
            </span>
          </Checkbox>
        ))}
      </Checkbox.Group>
      <Radio.Group value={value.signalWord ?? 'none'} onChange={(e) => onChange({ ...value, signalWord: e.target.value === 'none' ? null : e.target.value })}>
        <Radio value="danger">危险</Radio>
        <Radio value="warning">警告</Radio>
        <Radio value="none">无信号词</Radio>
      </Radio.Group>
      <Select
        mode="tags"
        aria-label="危险说明（H 代码）"
        placeholder="危险说明，如 H314（可输入合并代码 H300+H310）"
        value={value.hazardCodes}
        onChange={(hazardCodes: string[]) => onChange({ ...value, hazardCodes })}
        options={HAZARD_OPTIONS}
        optionFilterProp="label"
        style={{ width: '100%' }}
      />
      <Select
        mode="tags"
        aria-label="防范说明（P 代码）"
        placeholder="防范说明，如 P280、P301+P330+P331"
        value={value.precautionCodes}
        onChange={(precautionCodes: string[]) => onChange({ ...value, precautionCodes })}
        options={PRECAUTION_OPTIONS}
        optionFilterProp="label"
        style={{ width: '100%' }}
      />
      <Typography.Text type="secondary">按本人 SDS 第 2 部分填写；代码按 {GHS_EDITION} 校验。</Typography.Text>
    </Space>
  );
}
