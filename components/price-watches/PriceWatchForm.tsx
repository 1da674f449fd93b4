'use client';
import { Alert, Button, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useIsMobile } from '@/components/layout/viewport';
import { ApiError } from '@/lib/api/client';
import { useUnits } from '@/lib/api/catalog';
import { addPriceWatch, type PriceWatch, type PriceWatchDraft } from '@/lib/api/price-watches';
import { parseYuanToCents } from '@/lib/shared/money';
import { numberRange } from '@/components/form/number-rules';

export type WatchFormValues = { cas: string; minPurityPercent?: number | null; packSize?: number | null; unitCode?: string; targetYuan?: string };

/** The API's field names → this form's (the target is typed in yuan, sent in cents). */
const FORM_FIELD: Record<string, keyof WatchFormValues> = {
  cas: 'cas',
  minPurityPercent: 'minPurityPercent',
  packSize: 'packSize',
  unitCode: 'unitCode',
  targetCents: 'targetYuan',
};

/**
 * A refusal's field messages. The validation step names them as a list of
 * `{ field, message }`; the watch rules (unknown CAS, pack without unit) as an
 * object of field → message. Both are read.
 */
export function watchFieldErrors(error: unknown): { name: keyof WatchFormValues; errors: string[] }[] {
  if (!(error instanceof ApiError)) return [];
  const fields = (error.data as { fields?: unknown } | null)?.fields;
  const pairs: [string, string][] = Array.isArray(fields)
    ? fields.filter((f): f is { field: string; message: string } => typeof f?.field === 'string').map((f) => [f.field, f.message])
    : fields && typeof fields === 'object'
      ? Object.entries(fields as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string')
      : [];
  return pairs.flatMap(([field, message]) => {
    const name = FORM_FIELD[field.split('.')[0] ?? ''];
    return name ? [{ name, errors: [message] }] : [];
  });
}

/** The form's values as the API takes them; the yuan were checked by the form's rule. */
export function draftOf(values: WatchFormValues): PriceWatchDraft {
  const target = values.targetYuan?.trim() ? parseYuanToCents(values.targetYuan) : null;
  const hasPack = values.packSize !== null && values.packSize !== undefined;
  return {
    cas: values.cas.trim(),
    minPurityPercent: values.minPurityPercent ?? null,
    packSize: hasPack ? values.packSize! : null,
    unitCode: hasPack && values.unitCode ? values.unitCode : null,
    targetCents: target && target.ok ? target.cents : null,
  };
}

/**
 * Follow a CAS number from the member centre: optionally a lowest purity, a
 * pack, and a target price for that pack. Without a target the member is told
 * when an out-of-stock offer returns; with one, when a price reaches it.
 */
export function PriceWatchForm({ initialCas = '', onAdded }: { initialCas?: string; onAdded: (watch: PriceWatch) => void }) {
  const mobile = useIsMobile();
  const { data: units } = useUnits();
  const [form] = Form.useForm<WatchFormValues>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: WatchFormValues) => {
    setBusy(true);
    setFailure(null);
    try {
      const added = await addPriceWatch(draftOf(values));
      form.resetFields();
      onAdded(added);
    } catch (e) {
      const fieldErrors = watchFieldErrors(e);
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      else setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<WatchFormValues>
      form={form}
      layout={mobile ? 'vertical' : 'inline'}
      initialValues={{ cas: initialCas }}
      onFinish={submit}
      data-testid="price-watch-form"
      style={{ rowGap: 8 }}
    >
      <Form.Item name="cas" label="CAS 号" rules={[{ required: true, whitespace: true, message: '请填写 CAS 号' }]}>
        <Input placeholder="如 64-17-5" maxLength={20} style={{ width: mobile ? '100%' : 140 }} />
      </Form.Item>
      <Form.Item name="minPurityPercent" label="纯度 ≥" rules={[numberRange('纯度', 0, 100)]}>
        <InputNumber step={0.1} suffix="%" placeholder="不限" style={{ width: mobile ? '100%' : 110 }} />
      </Form.Item>
      <Form.Item label="包装" required={false}>
        <Space.Compact style={{ width: mobile ? '100%' : 190 }}>
          <Form.Item name="packSize" noStyle rules={[numberRange('包装规格', 0.001, 1_000_000)]}>
            <InputNumber aria-label="包装规格" placeholder="任意包装" style={{ width: '60%' }} />
          </Form.Item>
          <Form.Item
            name="unitCode"
            noStyle
            dependencies={['packSize']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, unit?: string) => (getFieldValue('packSize') != null && !unit ? Promise.reject(new Error('请选择包装单位')) : Promise.resolve()),
              }),
            ]}
          >
            <Select
              aria-label="包装单位"
              placeholder="单位"
              allowClear
              style={{ width: '40%' }}
              options={(units ?? []).map((u) => ({ value: u.code, label: u.code }))}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="targetYuan"
        label="目标价"
        dependencies={['packSize']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, text?: string) => {
              if (!text?.trim()) return Promise.resolve();
              const parsed = parseYuanToCents(text);
              if (!parsed.ok) return Promise.reject(new Error(parsed.message));
              if (getFieldValue('packSize') == null) return Promise.reject(new Error('填写目标价时请同时填写包装（目标价按每包装计）'));
              return Promise.resolve();
            },
          }),
        ]}
      >
        <Input prefix="¥" placeholder="每包装，选填" inputMode="decimal" style={{ width: mobile ? '100%' : 140 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} block={mobile}>
          添加提醒
        </Button>
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ width: '100%', margin: '4px 0 0', fontSize: 13 }}>
        不填目标价：缺货的报价重新有货时提醒；填目标价（须填包装）：该包装价格降到目标价或以下时提醒。提醒通过站内信和邮件发送，每次变动一次。
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} style={{ width: '100%', marginTop: 8 }} data-testid="price-watch-error" />}
    </Form>
  );
}
