'use client';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DeliveryChoices, type DeliveryChoice } from '@/components/account/DeliveryChoices';
import { useHasSession } from '@/components/layout/session';
import { useUnits } from '@/lib/api/catalog';
import { ApiError } from '@/lib/api/client';
import { useCreateInquiry, type Inquiry } from '@/lib/api/inquiry';
import { useMemberInfo } from '@/lib/api/member';
import { normalizeCas } from '@/lib/shared/cas';
import { normalizePhone } from '@/lib/shared/identity';
import { clearDraft, loadDraft, saveDraft, sessionStore, type InquiryDraft } from './draft';
import { QUICK_INQUIRY_EVENT, type InquiryPrefill } from './prefill';
import { numberRange } from '@/components/form/number-rules';

type Values = Required<Omit<InquiryDraft, 'quantity'>> & { quantity: number | null };

const FORM_NAME = 'quick-inquiry';
const EMPTY: Values = { cas: '', productName: '', quantity: null, unitCode: 'g', purity: '', note: '', contactName: '', contactPhone: '' };

export type QuickInquiryFormProps = {
  /** The product page passes its product, so the buyer only adds quantity and contact. */
  presetCas?: string;
  presetName?: string;
  title?: string;
  /** The product page lets a signed-in buyer attach a receipt address and invoice details. */
  withDelivery?: boolean;
  /** A list's 询价 that was pressed before the form loaded (a public page loads it then). */
  prefill?: InquiryPrefill;
};

/**
 * 快速询价: product (name or CAS), quantity and unit, purity, note and
 * contact. Sending needs a signed-in buyer; a visitor may type first, signs
 * in through the link, and finds the form as they left it.
 */
export function QuickInquiryForm({ presetCas, presetName, title = '快速询价', withDelivery = false, prefill }: QuickInquiryFormProps) {
  const [form] = Form.useForm<Values>();
  const pathname = usePathname();
  const signedIn = useHasSession();
  const member = useMemberInfo(signedIn).data;
  const units = useUnits().data ?? [];
  const create = useCreateInquiry();
  const [sent, setSent] = useState<Inquiry | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [delivery, setDelivery] = useState<DeliveryChoice>({ addressId: null, invoiceInfoId: null });
  const card = useRef<HTMLDivElement>(null);

  // What was typed before signing in comes back; the page's own product wins over a draft's.
  const applyPrefill = useCallback(
    ({ cas = '', productName = '', purity = '' }: InquiryPrefill) => {
      setSent(null);
      form.setFieldsValue({ cas, productName, purity });
      saveDraft(sessionStore(), pathname, form.getFieldsValue());
      card.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      window.setTimeout(() => document.getElementById(`${FORM_NAME}_quantity`)?.focus(), 300);
    },
    [form, pathname],
  );

  useEffect(() => {
    const draft = loadDraft(sessionStore(), pathname);
    const preset = presetCas || presetName ? { cas: presetCas ?? '', productName: presetName ?? '' } : {};
    form.setFieldsValue({ ...draft, ...preset });
    if (prefill) applyPrefill(prefill);
  }, [form, pathname, presetCas, presetName, prefill, applyPrefill]);

  // The signed-in buyer's own name and phone, unless already typed.
  useEffect(() => {
    if (!member) return;
    const { contactName, contactPhone } = form.getFieldsValue();
    form.setFieldsValue({ contactName: contactName || member.displayName, contactPhone: contactPhone || (member.phone ?? '') });
  }, [form, member]);

  // "询价" buttons of the lists on this page fill the product in.
  useEffect(() => {
    const onPrefill = (event: Event) => applyPrefill((event as CustomEvent<InquiryPrefill>).detail);
    window.addEventListener(QUICK_INQUIRY_EVENT, onPrefill);
    return () => window.removeEventListener(QUICK_INQUIRY_EVENT, onPrefill);
  }, [applyPrefill]);

  const submit = async (values: Values) => {
    setError(null);
    // Kept before sending: a dead session sends the browser to /login and back.
    saveDraft(sessionStore(), pathname, values);
    try {
      const inquiry = await create.execute({ ...values, quantity: values.quantity ?? 0, ...(withDelivery ? delivery : {}) });
      clearDraft(sessionStore(), pathname);
      setSent(inquiry);
      form.setFieldsValue({ cas: presetCas ?? '', productName: presetName ?? '', quantity: null, purity: '', note: '' });
    } catch (e) {
      const failure = e instanceof ApiError ? e : new ApiError(-1, '提交失败，请稍后重试');
      setError(failure.message);
      const fields = (failure.data as { fields?: { field: string; message: string }[] } | null)?.fields ?? [];
      form.setFields(fields.filter((f) => f.field in EMPTY).map((f) => ({ name: f.field as keyof Values, errors: [f.message] })));
    }
  };

  const loginHref = `/login?redirect=${encodeURIComponent(pathname)}`;
  const notBuyer = member !== undefined && !member.roles.buyer;
  const productRule = {
    validator: () =>
      form.getFieldValue('cas') || form.getFieldValue('productName') ? Promise.resolve() : Promise.reject(new Error('请填写产品名称或 CAS 号')),
  };

  return (
    <Card
      title={title}
      size="small"
      ref={card}
      data-testid="quick-inquiry"
      extra={
        <Link href="/member/buyer/inquiryAdd?mode=list" prefetch={false}>
          多个产品？清单询价
        </Link>
      }
    >
      <Form<Values>
        form={form}
        name={FORM_NAME}
        layout="vertical"
        requiredMark={false}
        initialValues={EMPTY}
        onFinish={submit}
        onValuesChange={(_, all) => saveDraft(sessionStore(), pathname, all)}
        size="middle"
      >
        <Form.Item name="productName" label="产品名称" dependencies={['cas']} rules={[productRule]} style={{ marginBottom: 12 }}>
          <Input maxLength={100} placeholder="如 乙醇" />
        </Form.Item>
        <Form.Item
          name="cas"
          label="CAS 号"
          style={{ marginBottom: 12 }}
          rules={[
            {
              validator: (_, v: string) =>
                !v || normalizeCas(v) ? Promise.resolve() : Promise.reject(new Error('CAS 号不正确：格式如 64-17-5，末位为校验位')),
            },
          ]}
        >
          <Input maxLength={20} placeholder="如 64-17-5（选填）" className="mono" />
        </Form.Item>
        <Form.Item label="数量" htmlFor={`${FORM_NAME}_quantity`} required style={{ marginBottom: 12 }}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="quantity" noStyle rules={[{ required: true, message: '请填写数量' }, numberRange('数量', 0.001, 1_000_000)]}>
              <InputNumber style={{ width: '60%' }} placeholder="数量" />
            </Form.Item>
            <Form.Item name="unitCode" noStyle>
              <Select aria-label="单位" style={{ width: '40%' }} options={units.map((u) => ({ value: u.code, label: `${u.name}（${u.code}）` }))} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="purity" label="纯度要求" style={{ marginBottom: 12 }}>
          <Input maxLength={40} placeholder="如 ≥99.5%、AR（选填）" />
        </Form.Item>
        <Form.Item name="note" label="备注" style={{ marginBottom: 12 }}>
          <Input.TextArea maxLength={500} rows={2} placeholder="包装、交期、发票等要求（选填）" />
        </Form.Item>
        <Form.Item name="contactName" label="联系人" rules={[{ required: true, whitespace: true, message: '请填写联系人' }]} style={{ marginBottom: 12 }}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="contactPhone"
          label="手机号"
          rules={[
            { required: true, message: '请填写联系电话' },
            { validator: (_, v: string) => (!v || normalizePhone(v) ? Promise.resolve() : Promise.reject(new Error('请填写有效的手机号'))) },
          ]}
        >
          <Input maxLength={20} inputMode="tel" />
        </Form.Item>
        {withDelivery && signedIn && (
          <Form.Item label="收货地址与发票" style={{ marginBottom: 12 }}>
            <DeliveryChoices onChange={setDelivery} />
          </Form.Item>
        )}
        {sent && (
          <Alert
            type="success"
            showIcon
            role="status"
            style={{ marginBottom: 12 }}
            title={`询价已提交，询价单号 ${sent.inquiryNo}`}
            description={`${sent.productName} ${sent.quantity} ${sent.unit.name}：卖家报价后会在会员中心的询价管理中显示。`}
          />
        )}
        {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />}
        {notBuyer && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title="询价需开通买家身份"
            description={
              <Link href="/member" prefetch={false}>
                去会员中心开通或升级为买卖双方
              </Link>
            }
          />
        )}
        {signedIn ? (
          <Button type="primary" htmlType="submit" block loading={create.isMutating} disabled={notBuyer}>
            提交询价
          </Button>
        ) : (
          <Alert
            type="info"
            showIcon
            title="登录后即可询价"
            description={
              <>
                已填写的内容会保留。
                <Link href={loginHref} prefetch={false}>
                  登录 / 注册
                </Link>
              </>
            }
          />
        )}
      </Form>
    </Card>
  );
}
