'use client';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Col,
  DatePicker,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  type UploadFile,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { fieldIssues } from '@/components/account/form-errors';
import { useIsMobile } from '@/components/layout/viewport';
import { ApiError } from '@/lib/api/client';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { useAppendQuotation, useCreateQuotation, useQuoteDialog, type Quotation } from '@/lib/api/rfq';
import { formatYuan } from '@/lib/shared/format';
import { FileUploadButton, uploadedIds } from './FileUploadButton';
import { dayOf, formatNormalized } from './price';
import { CasNumber } from '@/components/layout/IdNumber';
import { numberRange } from '@/components/form/number-rules';

type Values = {
  goodsId?: number | null;
  priceYuan: number | null;
  packSize: number | null;
  unitCode: string;
  purity?: string;
  inStock: boolean;
  leadTimeDays: number;
  validUntil: Dayjs | null;
  remarks?: string;
  freightYuan?: number | null;
  confirmUnusualPrice?: boolean;
};

/** The API's field names → the dialog's (the price is typed in yuan). */
const FORM_FIELD_OF: Record<string, keyof Values> = {
  priceCents: 'priceYuan',
  packSize: 'packSize',
  unitCode: 'unitCode',
  validUntil: 'validUntil',
  leadTimeDays: 'leadTimeDays',
  purity: 'purity',
  remarks: 'remarks',
  freightCents: 'freightYuan',
};

/**
 * 报价 / 追加报价 for one inquiry line. With an active quotation of the seller
 * on the line, the dialog appends (a revised offer superseding it); "从我的商品报价"
 * fills the fields from one of the seller's on-shelf goods.
 */
export function QuoteModal({ lineId, open, onClose, onDone }: { lineId: number | null; open: boolean; onClose: () => void; onDone?: (q: Quotation) => void }) {
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const [form] = Form.useForm<Values>();
  const dialog = useQuoteDialog(open ? lineId : null);
  const create = useCreateQuotation();
  const append = useAppendQuotation();
  const [coa, setCoa] = useState<UploadFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  // Set once the server finds the price far from what the substance sells for (4014): the seller confirms it.
  const [unusualPrice, setUnusualPrice] = useState<string | null>(null);
  const data = dialog.data && dialog.data.line.id === lineId ? dialog.data : undefined;
  const mine = data?.myQuotation ?? null;

  useEffect(() => {
    if (!open || !data) return;
    setError(null);
    setUnusualPrice(null);
    setCoa([]);
    const m = data.myQuotation;
    form.setFieldsValue(
      m
        ? {
            goodsId: m.goodsId,
            priceYuan: m.priceCents / 100,
            packSize: m.packSize,
            unitCode: m.unit.code,
            purity: m.purity ?? '',
            inStock: m.inStock,
            leadTimeDays: m.leadTimeDays,
            validUntil: dayjs(data.defaultValidUntil),
            remarks: m.remarks ?? '',
            freightYuan: m.freightCents === null ? null : m.freightCents / 100,
          }
        : {
            goodsId: null,
            priceYuan: null,
            packSize: data.line.quantity,
            unitCode: data.line.unit.code,
            purity: data.line.purity ?? '',
            inStock: true,
            leadTimeDays: 0,
            validUntil: dayjs(data.defaultValidUntil),
            remarks: '',
            freightYuan: null,
          },
    );
  }, [open, data, form]);

  const fromGoods = (goodsId: number | null) => {
    const g = data?.myGoods.find((x) => x.goodsId === goodsId);
    if (!g) return form.setFieldValue('goodsId', null);
    form.setFieldsValue({
      goodsId,
      priceYuan: g.priceCents / 100,
      packSize: g.packSize,
      unitCode: g.unit.code,
      purity: g.purity,
      inStock: g.stock > 0,
      leadTimeDays: g.stock > 0 ? 0 : g.leadTimeDays,
    });
  };

  const submit = async (v: Values) => {
    setError(null);
    const [coaUploadId] = uploadedIds(coa);
    const goods = data?.myGoods.find((g) => g.goodsId === v.goodsId);
    const body = {
      priceCents: Math.round((v.priceYuan ?? 0) * 100),
      packSize: v.packSize ?? 0,
      unitCode: v.unitCode,
      purity: v.purity || undefined,
      inStock: v.inStock,
      leadTimeDays: v.inStock ? 0 : (v.leadTimeDays ?? 0),
      validUntil: (v.validUntil ?? dayjs()).format('YYYY-MM-DD'),
      remarks: v.remarks || undefined,
      coaUploadId: coaUploadId ?? goods?.coaUploadId ?? undefined,
      goodsId: v.goodsId ?? undefined,
      confirmUnusualPrice: unusualPrice !== null && v.confirmUnusualPrice === true,
      freightCents: typeof v.freightYuan === 'number' ? Math.round(v.freightYuan * 100) : null,
    };
    try {
      const q = mine ? await append.execute({ quotationId: mine.id, ...body }) : await create.execute({ lineId: lineId as number, ...body });
      message.success(mine ? '已追加报价，买家会收到通知' : '报价已提交，买家会收到通知');
      await dialog.mutate();
      onDone?.(q);
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '提交失败，请稍后重试');
      if (e instanceof ApiError && e.code === ErrorCode.QUOTATION_PRICE_UNUSUAL) setUnusualPrice(e.message);
      if (e instanceof ApiError)
        form.setFields(
          fieldIssues(e).flatMap((issue) => {
            const name = FORM_FIELD_OF[issue.field];
            return name ? [{ name, errors: [issue.message] }] : [];
          }),
        );
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={mine ? '追加报价' : '报价'}
      width={mobile ? '100%' : 720}
      style={mobile ? { top: 0, maxWidth: '100vw', padding: 0 } : undefined}
      footer={null}
      destroyOnHidden
    >
      {dialog.error ? (
        <Alert type="error" showIcon title={dialog.error.message} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <div data-testid="quote-modal">
          <Descriptions size="small" column={mobile ? 1 : 2} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="询价单">{data.inquiryNo}</Descriptions.Item>
            <Descriptions.Item label="询价人">
              {data.buyer}
              {data.area ? ` · ${data.area}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label="产品">
              {/* The item's content is a flex box, which drops a bare space between the name and the number. */}
              <span>
                {data.line.productName}
                {data.line.cas && (
                  <>
                    {' · CAS '}
                    <CasNumber cas={data.line.cas} />
                  </>
                )}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label="需求">
              {data.line.quantity} {data.line.unit.name}
              {data.line.purity ? ` · 纯度 ${data.line.purity}` : ''}
              {data.line.packaging ? ` · ${data.line.packaging}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label="报价截止">{dayOf(data.deadline)}</Descriptions.Item>
            {data.remarks && <Descriptions.Item label="买家备注">{data.remarks}</Descriptions.Item>}
          </Descriptions>
          {mine && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title={`你当前的报价：${formatYuan(mine.priceCents)} / ${mine.packSize} ${mine.unit.code}（${formatNormalized(mine.normalizedPrice)}）。追加后旧报价标记为“已追加新报价”，历史买卖双方可见。`}
            />
          )}
          {!data.canQuote ? (
            <Alert type="warning" showIcon title={data.reason ?? '该询价暂不能报价'} />
          ) : (
            <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit} name="quote">
              {data.myGoods.length > 0 && (
                <Form.Item name="goodsId" label="从我的商品报价">
                  <Select
                    allowClear
                    placeholder="选择一件在售商品，自动填写价格与规格"
                    onChange={(v: number | undefined) => fromGoods(v ?? null)}
                    options={data.myGoods.map((g) => ({
                      value: g.goodsId,
                      label: `${g.packSize} ${g.unit.code} · ${g.purity} · ${formatYuan(g.priceCents)}${g.stock > 0 ? ` · 库存 ${g.stock}` : ` · 货期 ${g.leadTimeDays} 天`}${g.lotNumber ? ` · 批号 ${g.lotNumber}` : ''}`,
                    }))}
                  />
                </Form.Item>
              )}
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <Form.Item
                    name="priceYuan"
                    label="价格（元，含税，每包装）"
                    rules={[{ required: true, message: '请填写价格' }, numberRange('价格', 0.01, 10_000_000)]}
                  >
                    <InputNumber precision={2} style={{ width: '100%' }} prefix="¥" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item label="包装规格" required>
                    <Space.Compact style={{ width: '100%' }}>
                      <Form.Item name="packSize" noStyle rules={[{ required: true, message: '请填写包装规格' }, numberRange('包装规格', 0.001, 1_000_000)]}>
                        <InputNumber style={{ width: '60%' }} aria-label="包装规格" />
                      </Form.Item>
                      <Form.Item name="unitCode" noStyle>
                        <Select
                          style={{ width: '40%' }}
                          aria-label="包装单位"
                          options={data.units.map((u) => ({ value: u.code, label: `${u.name}（${u.code}）` }))}
                        />
                      </Form.Item>
                    </Space.Compact>
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="purity" label="纯度">
                    <Input maxLength={40} placeholder="如 ≥99.5%" />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={6}>
                  <Form.Item name="inStock" label="现货" valuePropName="checked">
                    <Switch checkedChildren="现货" unCheckedChildren="期货" />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={6}>
                  <Form.Item noStyle dependencies={['inStock']}>
                    {() => (
                      <Form.Item name="leadTimeDays" label="货期（天）" rules={[numberRange('货期', 0, 365, { integer: true })]}>
                        <InputNumber precision={0} disabled={form.getFieldValue('inStock')} style={{ width: '100%' }} />
                      </Form.Item>
                    )}
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="validUntil" label="报价有效期至" rules={[{ required: true, message: '请选择有效期' }]}>
                    <DatePicker style={{ width: '100%' }} inputReadOnly disabledDate={(d) => d.isBefore(dayjs(), 'day') || d.isAfter(dayjs().add(90, 'day'))} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item
                    name="freightYuan"
                    label="运费（元，选填）"
                    extra="0 为包邮；不填按你的运费模板计算，买家下单前可见"
                    rules={[numberRange('运费', 0, 100_000)]}
                  >
                    <InputNumber precision={2} style={{ width: '100%' }} prefix="¥" placeholder="按运费模板" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item label="检验报告 COA（选填）">
                    <FileUploadButton label="上传 COA" accept=".pdf,.png,.jpg,.jpeg" maxCount={1} files={coa} onFiles={setCoa} onError={setError} />
                  </Form.Item>
                </Col>
                <Col xs={24}>
                  <Form.Item name="remarks" label="备注">
                    <Input.TextArea maxLength={500} rows={2} placeholder="品牌、包装、运输、开票等说明（选填）" />
                  </Form.Item>
                </Col>
              </Row>
              {unusualPrice && (
                <Form.Item name="confirmUnusualPrice" valuePropName="checked" style={{ marginBottom: 8 }}>
                  <Checkbox data-testid="confirm-unusual-price">价格已核对：包装规格、单位和价格无误，按此报价</Checkbox>
                </Form.Item>
              )}
              {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />}
              <p className="muted" style={{ marginBottom: 8 }}>
                24 小时内还可报价 {data.allowance.remaining} 行（上限 {data.allowance.limit} 行，含追加报价）
              </p>
              <Button type="primary" htmlType="submit" block size="large" loading={create.isMutating || append.isMutating}>
                {mine ? '提交追加报价' : '提交报价'}
              </Button>
            </Form>
          )}
        </div>
      )}
    </Modal>
  );
}
