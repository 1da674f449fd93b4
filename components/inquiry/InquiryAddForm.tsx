'use client';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, DatePicker, Flex, Form, Input, InputNumber, Result, Row, Segmented, Select, Space, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { DeliveryChoices, type DeliveryChoice } from '@/components/account/DeliveryChoices';
import { fieldIssues } from '@/components/account/form-errors';
import { ApiError } from '@/lib/api/client';
import { useCreateInquiry, type Inquiry, type NewInquiry } from '@/lib/api/inquiry';
import { resolveFile, useInquiryForm, useResolve, type ResolveResult } from '@/lib/api/rfq';
import { normalizePhone } from '@/lib/shared/identity';
import { ListFileButton } from './ListFileButton';
import { FileUploadButton, uploadedIds } from './FileUploadButton';
import { ListInquiryMatrix, inquiryLinesOf, matrixRows, missingQuantity, type MatrixRow } from './ListInquiryMatrix';
import { SubstancePicker } from './SubstancePicker';
import { casRule } from '@/components/form/cas-rule';
import { numberRange } from '@/components/form/number-rules';

type LineValues = {
  productName?: string;
  cas?: string;
  smiles?: string;
  substanceCas?: string;
  quantity?: number | null;
  unitCode: string;
  purity?: string;
  packaging?: string;
};
type Values = { lines: LineValues[]; contactName: string; contactPhone: string; neededBy?: Dayjs | null; deadline?: Dayjs | null; remarks?: string };
type Mode = 'lines' | 'list';

const EMPTY_LINE: LineValues = { productName: '', cas: '', smiles: '', quantity: null, unitCode: 'g', purity: '', packaging: '' };

/** Server field errors ("lines.0.cas") onto the form's fields. */
function fieldErrors(e: ApiError): { name: (string | number)[]; errors: string[] }[] {
  return fieldIssues(e).map((f) => ({ name: f.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), errors: [f.message] }));
}

/**
 * 发布询价: one or more lines typed in (catalog autocomplete, or a CAS number /
 * SMILES for a substance not in the catalog), or a list pasted or uploaded and
 * resolved into an availability matrix; then contact, delivery, dates,
 * remarks and attachments, and one inquiry for all lines.
 */
export function InquiryAddForm() {
  const params = useSearchParams();
  const prefillCas = params.get('cas') ?? undefined;
  const [form] = Form.useForm<Values>();
  const setup = useInquiryForm(prefillCas);
  const units = setup.data?.units ?? [{ code: 'g', name: '克', kind: 'mass' as const }];
  const unitOptions = units.map((u) => ({ value: u.code, label: `${u.name}（${u.code}）` }));
  const create = useCreateInquiry();
  const resolve = useResolve();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'list' ? 'list' : 'lines');
  const [delivery, setDelivery] = useState<DeliveryChoice>({ addressId: null, invoiceInfoId: null });
  const [attachments, setAttachments] = useState<UploadFile[]>([]);
  const [pasted, setPasted] = useState('');
  const [rows, setRows] = useState<MatrixRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<Inquiry | null>(null);

  // Contact and the prefilled product, once the form data arrives (never over what was typed).
  useEffect(() => {
    const data = setup.data;
    if (!data) return;
    const now = form.getFieldsValue();
    form.setFieldsValue({ contactName: now.contactName || data.contactName, contactPhone: now.contactPhone || data.contactPhone });
    if (data.prefill && !now.lines?.[0]?.productName && !now.lines?.[0]?.cas)
      form.setFieldValue(['lines', 0], { ...EMPTY_LINE, ...now.lines?.[0], cas: data.prefill.cas, productName: data.prefill.productName ?? '' });
  }, [form, setup.data]);

  const onResolved = (result: ResolveResult) => {
    setRows(matrixRows(result, 'g'));
    setError(null);
  };
  const runResolve = async () => {
    if (!pasted.trim()) return setError('请先粘贴清单：每行一个 CAS 号、名称或 SMILES，可跟数量和单位');
    try {
      onResolved(await resolve.execute({ text: pasted }));
    } catch (e) {
      setError((e as ApiError).message);
    }
  };

  const submit = async (values: Values) => {
    setError(null);
    let lines: NewInquiry['lines'];
    if (mode === 'list') {
      if (!rows || rows.filter((r) => r.included).length === 0) return setError('请先识别清单，并至少保留一行');
      const missing = missingQuantity(rows);
      if (missing.length) return setError(`第 ${missing.join('、')} 行的数量须大于 0，且不超过 1,000,000`);
      lines = inquiryLinesOf(rows);
    } else {
      lines = values.lines.map((l) => ({
        productName: l.productName || undefined,
        cas: l.cas || undefined,
        smiles: l.smiles || undefined,
        quantity: l.quantity ?? 0,
        unitCode: l.unitCode,
        purity: l.purity || undefined,
        packaging: l.packaging || undefined,
      }));
    }
    const uploaded = uploadedIds(attachments);
    try {
      const inquiry = await create.execute({
        lines,
        contactName: values.contactName,
        contactPhone: values.contactPhone,
        remarks: values.remarks || undefined,
        neededBy: values.neededBy ? values.neededBy.format('YYYY-MM-DD') : undefined,
        deadline: values.deadline ? values.deadline.format('YYYY-MM-DD') : undefined,
        attachmentIds: uploaded,
        addressId: delivery.addressId,
        invoiceInfoId: delivery.invoiceInfoId,
      });
      setSent(inquiry);
      window.scrollTo({ top: 0 });
    } catch (e) {
      const failure = e instanceof ApiError ? e : new ApiError(-1, '提交失败，请稍后重试');
      setError(failure.message);
      if (mode === 'lines') form.setFields(fieldErrors(failure) as Parameters<typeof form.setFields>[0]);
    }
  };

  if (sent)
    return (
      <Card>
        <Result
          status="success"
          title={`询价已发布，询价单号 ${sent.inquiryNo}`}
          subTitle={`共 ${sent.lineCount} 行，报价截止 ${dayjs(sent.deadline).format('YYYY-MM-DD')}。卖家报价后会通知你。`}
          extra={
            <Flex gap={8} wrap justify="center">
              <Link href={`/member/buyer/inquiryManage/all/1?id=${sent.id}`}>
                <Button type="primary">查看询价单</Button>
              </Link>
              <Button
                onClick={() => {
                  setSent(null);
                  setRows(null);
                  setPasted('');
                  setAttachments([]);
                  form.setFieldsValue({ lines: [EMPTY_LINE], remarks: '', neededBy: null, deadline: null });
                }}
              >
                再发一张
              </Button>
            </Flex>
          }
        />
      </Card>
    );

  return (
    <Card title="发布询价" data-testid="inquiry-add">
      <Segmented<Mode>
        block
        value={mode}
        onChange={setMode}
        options={[
          { value: 'lines', label: '逐行填写' },
          { value: 'list', label: '清单询价' },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Form<Values>
        form={form}
        name="inquiry-add"
        layout="vertical"
        requiredMark={false}
        initialValues={{ lines: [EMPTY_LINE], contactName: '', contactPhone: '' }}
        onFinish={submit}
        onFinishFailed={() => setError('请检查标红的项')}
        onValuesChange={() => setError(null)}
        scrollToFirstError
      >
        {mode === 'lines' ? (
          <Form.List name="lines">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Card
                    key={field.key}
                    size="small"
                    title={`第 ${index + 1} 行`}
                    style={{ marginBottom: 12 }}
                    data-testid="inquiry-line"
                    extra={
                      fields.length > 1 && (
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          onClick={() => remove(field.name)}
                          aria-label={`删除第 ${index + 1} 行`}
                          style={{ minHeight: 40 }}
                        />
                      )
                    }
                  >
                    <Row gutter={12}>
                      <Col xs={24} md={12}>
                        <Form.Item
                          name={[field.name, 'productName']}
                          label="产品"
                          dependencies={[
                            ['lines', field.name, 'cas'],
                            ['lines', field.name, 'smiles'],
                          ]}
                          rules={[
                            {
                              validator: (_, v: string) => {
                                const line = form.getFieldValue(['lines', field.name]) as LineValues;
                                return v || line?.cas || line?.smiles ? Promise.resolve() : Promise.reject(new Error('请填写产品名称、CAS 号或结构式'));
                              },
                            },
                          ]}
                        >
                          <SubstancePicker onPick={(s) => form.setFieldValue(['lines', field.name, 'cas'], s.cas)} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={12}>
                        <Form.Item name={[field.name, 'cas']} label="CAS 号" rules={[casRule]}>
                          <Input maxLength={20} className="mono" placeholder="目录外的产品可直接填 CAS 号" />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={12}>
                        <Form.Item label="数量" required>
                          <Space.Compact style={{ width: '100%' }}>
                            <Form.Item
                              name={[field.name, 'quantity']}
                              noStyle
                              rules={[{ required: true, message: '请填写数量' }, numberRange('数量', 0.001, 1_000_000)]}
                            >
                              <InputNumber placeholder="数量" style={{ width: '60%' }} aria-label={`第 ${index + 1} 行数量`} />
                            </Form.Item>
                            <Form.Item name={[field.name, 'unitCode']} noStyle>
                              <Select options={unitOptions} style={{ width: '40%' }} aria-label={`第 ${index + 1} 行单位`} />
                            </Form.Item>
                          </Space.Compact>
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={6}>
                        <Form.Item name={[field.name, 'purity']} label="纯度要求">
                          <Input maxLength={40} placeholder="如 ≥99.5%、AR" />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={6}>
                        <Form.Item name={[field.name, 'packaging']} label="包装要求">
                          <Input maxLength={60} placeholder="如 500 mL × 4 瓶" />
                        </Form.Item>
                      </Col>
                      <Col xs={24}>
                        <Form.Item name={[field.name, 'smiles']} label="结构式 SMILES（目录外产品，选填）">
                          <Input maxLength={400} className="mono" placeholder="如 CCO" />
                        </Form.Item>
                      </Col>
                    </Row>
                  </Card>
                ))}
                <Button
                  type="dashed"
                  block
                  icon={<PlusOutlined />}
                  onClick={() => add(EMPTY_LINE)}
                  style={{ marginBottom: 16, minHeight: 40 }}
                  disabled={fields.length >= 50}
                >
                  再加一行
                </Button>
              </>
            )}
          </Form.List>
        ) : (
          <div style={{ marginBottom: 16 }}>
            <Form.Item
              label="粘贴清单"
              extra="每行一个 CAS 号、名称或 SMILES，可跟数量与单位，如“64-17-5 500 mL”；最多 500 行。也可上传 .xlsx / .csv（列：查询、数量、单位）。"
            >
              <Input.TextArea
                rows={6}
                value={pasted}
                onChange={(e) => setPasted(e.target.value)}
                placeholder={'64-17-5 500 mL\n67-64-1, 2, L\n7732-18-5 1 kg'}
                aria-label="粘贴清单"
                className="mono"
              />
            </Form.Item>
            <Flex gap={8} wrap>
              <Button type="primary" ghost onClick={runResolve} loading={resolve.isMutating} style={{ minHeight: 40 }}>
                识别清单
              </Button>
              <ListFileButton read={async (file) => onResolved(await resolveFile(file))} onError={setError} />
            </Flex>
            {rows && (
              <div style={{ marginTop: 16 }}>
                <ListInquiryMatrix rows={rows} units={units} onChange={setRows} />
              </div>
            )}
          </div>
        )}

        <Card size="small" title="联系与配送" style={{ marginBottom: 16 }}>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item name="contactName" label="联系人" rules={[{ required: true, whitespace: true, message: '请填写联系人' }]}>
                <Input maxLength={30} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="contactPhone"
                label="联系电话"
                rules={[
                  { required: true, message: '请填写联系电话' },
                  { validator: (_, v: string) => (!v || normalizePhone(v) ? Promise.resolve() : Promise.reject(new Error('请填写有效的手机号'))) },
                ]}
              >
                <Input maxLength={20} inputMode="tel" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="neededBy" label="期望到货日期">
                <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} placeholder="选填" inputReadOnly />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="deadline"
                label="报价截止日期"
                extra={`默认 ${setup.data?.limits.defaultDeadlineDays ?? 7} 天后，最长 ${setup.data?.limits.maxDeadlineDays ?? 90} 天`}
              >
                <DatePicker
                  style={{ width: '100%' }}
                  disabledDate={(d) => d.isBefore(dayjs(), 'day') || d.isAfter(dayjs().add(setup.data?.limits.maxDeadlineDays ?? 90, 'day'))}
                  placeholder="选填"
                  inputReadOnly
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label="收货地址与发票">
            <DeliveryChoices onChange={setDelivery} />
          </Form.Item>
          <Form.Item name="remarks" label="备注">
            <Input.TextArea maxLength={500} rows={3} placeholder="资质要求、交期、付款方式等（选填）" />
          </Form.Item>
          <Form.Item label="附件" extra={`最多 ${setup.data?.limits.maxAttachments ?? 5} 个，如技术要求、MSDS`}>
            <FileUploadButton
              label="添加附件"
              maxCount={setup.data?.limits.maxAttachments ?? 5}
              files={attachments}
              onFiles={setAttachments}
              onError={setError}
            />
          </Form.Item>
        </Card>
        {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" size="large" block loading={create.isMutating}>
          {mode === 'list' && rows ? `发送询价（${rows.filter((r) => r.included).length} 行）` : '发送询价'}
        </Button>
      </Form>
    </Card>
  );
}
