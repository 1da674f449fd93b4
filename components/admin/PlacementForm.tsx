'use client';
import { Alert, Button, DatePicker, Form, Input, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { showSaveFailure } from '@/components/account/form-errors';
import { usePlacementCreate, type PlacementListName } from '@/lib/api/admin';
import { normalizeCas } from '@/lib/shared/cas';
import { numberRange } from '@/components/form/number-rules';

type Values = { cas: string; label?: string; priceYuan?: number | null; note?: string; period?: [Dayjs | null, Dayjs | null] | null };
/** The API fields this form has an input for; a refusal of the price or the period shows above as a notice. */
const FIELDS = ['cas', 'label', 'note'] as const;

/** Adds a product (by CAS number) at the end of one list; what each list asks for differs a little. */
export function PlacementForm({ list, onAdded }: { list: PlacementListName; onAdded: () => void }) {
  const [form] = Form.useForm<Values>();
  const create = usePlacementCreate();
  const [failure, setFailure] = useState<string | null>(null);
  const promotion = list === 'promotion';
  const grade = list === 'electronic_grade';

  const submit = async (v: Values) => {
    setFailure(null);
    try {
      await create.execute({
        list,
        cas: v.cas.trim(),
        label: v.label?.trim() || null,
        promotionPriceCents: promotion && v.priceYuan ? Math.round(v.priceYuan * 100) : null,
        note: v.note?.trim() || null,
        startsAt: v.period?.[0]?.toISOString(),
        endsAt: v.period?.[1]?.toISOString() ?? null,
      });
      form.resetFields();
      onAdded();
    } catch (error) {
      setFailure(showSaveFailure(form, error, FIELDS));
    }
  };

  return (
    <Form<Values> form={form} layout="inline" requiredMark={false} onFinish={submit} className="admin-toolbar" style={{ rowGap: 8 }}>
      <Form.Item
        name="cas"
        rules={[
          { required: true, whitespace: true, message: '请填写 CAS 号' },
          { validator: async (_, v: string) => (!v || normalizeCas(v) ? undefined : Promise.reject(new Error('CAS 号不正确：格式如 64-17-5'))) },
        ]}
      >
        <Input placeholder="CAS 号，如 64-17-5" maxLength={20} style={{ width: 170 }} aria-label="CAS 号" />
      </Form.Item>
      <Form.Item name="label" rules={grade ? [{ required: true, whitespace: true, message: '请填写等级，如 SEMI G4' }] : []}>
        <Input
          placeholder={grade ? '等级，如 SEMI G4、6N' : promotion ? '标签，如 限时 8.5 折' : '标签（可不填）'}
          maxLength={20}
          style={{ width: 170 }}
          aria-label="标签"
        />
      </Form.Item>
      {promotion && (
        <Form.Item name="priceYuan" rules={[numberRange('促销价', 0.01, 10_000_000)]}>
          <InputNumber placeholder="促销价（元）" precision={2} style={{ width: 140 }} aria-label="促销价（元）" />
        </Form.Item>
      )}
      {promotion && (
        <Form.Item name="period">
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowEmpty={[true, true]} placeholder={['立即开始', '长期']} />
        </Form.Item>
      )}
      <Form.Item name="note">
        <Input placeholder="说明（可不填）" maxLength={200} style={{ width: 200 }} aria-label="说明" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isMutating}>
          加入列表
        </Button>
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} style={{ width: '100%' }} />}
    </Form>
  );
}
