'use client';
import { Alert, App, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Skeleton, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { fieldIssues } from '@/components/account/form-errors';
import { ApiError } from '@/lib/api/client';
import { useSaveFreightRules, useSellerFreightRules } from '@/lib/api/freight';
import type { FreightRules } from '@/lib/contracts/freight/schema';
import { formatYuan } from '@/lib/shared/format';
import { numberRange } from '@/components/form/number-rules';

type ZoneValues = { name: string; provinces: string[]; firstKgYuan: number; extraKgYuan: number; days: number; blocked: boolean };
type Values = { freeAbove: boolean; freeFromYuan: number | null; hazardousYuan: number; zones: ZoneValues[] };

const toValues = (r: FreightRules): Values => ({
  freeAbove: r.freeFromCents !== null,
  freeFromYuan: r.freeFromCents === null ? null : r.freeFromCents / 100,
  hazardousYuan: r.hazardousSurchargeCents / 100,
  zones: r.zones.map((z) => ({
    name: z.name,
    provinces: z.provinces,
    firstKgYuan: z.firstKgCents / 100,
    extraKgYuan: z.extraKgCents / 100,
    days: z.days,
    blocked: z.blocked,
  })),
});

const cents = (yuan: number | null | undefined) => Math.round((yuan ?? 0) * 100);

const toRules = (v: Values): FreightRules => ({
  freeFromCents: v.freeAbove ? cents(v.freeFromYuan) : null,
  hazardousSurchargeCents: cents(v.hazardousYuan),
  zones: v.zones.map((z, i) => ({
    name: z.name,
    provinces: i === v.zones.length - 1 ? [] : (z.provinces ?? []),
    firstKgCents: cents(z.firstKgYuan),
    extraKgCents: cents(z.extraKgYuan),
    days: z.days,
    blocked: z.blocked ?? false,
  })),
});

/** /member/seller/freight: zones of provinces with first and further kilogram fees, free shipping above an amount, a hazardous surcharge. */
export function FreightRulesForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { data, error, mutate } = useSellerFreightRules();
  const save = useSaveFreightRules();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (data) form.setFieldsValue(toValues(data.rules));
  }, [data, form]);

  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!data) return <Skeleton active />;
  const provinceOptions = data.provinces.map((p) => ({ value: p.code, label: p.name }));

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await mutate(await save.execute(toRules(values)), { revalidate: false });
      message.success('运费模板已保存，之后的订单按新模板计算运费');
    } catch (e) {
      setFailure(e instanceof ApiError ? e.message : '保存失败，请稍后重试');
      if (e instanceof ApiError)
        form.setFields(fieldIssues(e).map((i) => ({ name: i.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) as never, errors: [i.message] })));
    }
  };

  return (
    <Card title="运费模板" data-testid="freight-rules">
      <Typography.Paragraph className="muted">
        买家在商品页、购物车和下单页看到按本模板计算的运费与预计送达日期；报价时也可以单独报运费（包邮或金额）。已生成的订单不受修改影响。
        {data.isDefault && ' 你还没有设置，当前为平台默认模板：每单 ¥15，满 ¥500 包邮，危险品每单 ¥80。'}
      </Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark={false} name="freight">
        <Row gutter={12}>
          <Col xs={24} sm={8}>
            <Form.Item name="freeAbove" label="满额包邮" valuePropName="checked">
              <Switch checkedChildren="开启" unCheckedChildren="不包邮" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item noStyle dependencies={['freeAbove']}>
              {() => (
                <Form.Item
                  name="freeFromYuan"
                  label="货款满（元）包邮"
                  rules={[{ required: form.getFieldValue('freeAbove'), message: '请填写包邮金额' }, numberRange('包邮金额', 0, 1_000_000)]}
                >
                  <InputNumber precision={2} prefix="¥" style={{ width: '100%' }} disabled={!form.getFieldValue('freeAbove')} />
                </Form.Item>
              )}
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="hazardousYuan"
              label="危险品附加费（元/单）"
              extra="危险品订单不包邮"
              rules={[{ required: true, message: '请填写危险品附加费' }, numberRange('危险品附加费', 0, 100_000)]}
            >
              <InputNumber precision={2} prefix="¥" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.List name="zones">
          {(fields, { add, remove }) => (
            <Flex vertical gap={12}>
              {fields.map((field, index) => {
                const last = index === fields.length - 1;
                return (
                  <Card
                    key={field.key}
                    size="small"
                    data-testid="freight-zone"
                    title={last ? '其他地区（未列出的省份）' : `区域 ${index + 1}`}
                    extra={
                      !last && (
                        <Button type="link" danger onClick={() => remove(field.name)}>
                          删除区域
                        </Button>
                      )
                    }
                  >
                    <Row gutter={12}>
                      <Col xs={24} sm={8}>
                        <Form.Item name={[field.name, 'name']} label="区域名称" rules={[{ required: true, message: '请填写区域名称' }]}>
                          <Input maxLength={20} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} sm={16}>
                        {!last && (
                          <Form.Item name={[field.name, 'provinces']} label="省份" rules={[{ required: true, message: '请选择省份' }]}>
                            <Select
                              mode="multiple"
                              options={provinceOptions}
                              optionFilterProp="label"
                              placeholder="选择省份"
                              aria-label={`区域 ${index + 1} 省份`}
                            />
                          </Form.Item>
                        )}
                      </Col>
                      <Col xs={12} sm={6}>
                        <Form.Item
                          name={[field.name, 'firstKgYuan']}
                          label="首重 1 kg（元）"
                          rules={[{ required: true, message: '请填写首重运费' }, numberRange('首重运费', 0, 100_000)]}
                        >
                          <InputNumber precision={2} prefix="¥" style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                      <Col xs={12} sm={6}>
                        <Form.Item
                          name={[field.name, 'extraKgYuan']}
                          label="续重每 kg（元）"
                          rules={[{ required: true, message: '请填写续重运费' }, numberRange('续重运费', 0, 100_000)]}
                        >
                          <InputNumber precision={2} prefix="¥" style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                      <Col xs={12} sm={6}>
                        <Form.Item
                          name={[field.name, 'days']}
                          label="运输天数"
                          rules={[{ required: true, message: '请填写运输天数' }, numberRange('运输天数', 1, 30, { integer: true })]}
                        >
                          <InputNumber precision={0} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                      <Col xs={12} sm={6}>
                        <Form.Item name={[field.name, 'blocked']} label="不配送" valuePropName="checked">
                          <Switch />
                        </Form.Item>
                      </Col>
                    </Row>
                  </Card>
                );
              })}
              <Button
                onClick={() => add({ name: '', provinces: [], firstKgYuan: 10, extraKgYuan: 5, days: 3, blocked: false }, Math.max(0, fields.length - 1))}
                disabled={fields.length >= 12}
              >
                添加区域
              </Button>
            </Flex>
          )}
        </Form.List>
        {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: 12 }} />}
        <Flex gap={12} align="center" style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={save.isMutating}>
            保存运费模板
          </Button>
          {data.updatedAt && <span className="muted">上次保存 {new Date(data.updatedAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })}</span>}
          <span className="muted">
            例：首重 {formatYuan(1200)}、续重 {formatYuan(500)}，3.2 kg 运费为 {formatYuan(1200 + 3 * 500)}
          </span>
        </Flex>
      </Form>
    </Card>
  );
}
