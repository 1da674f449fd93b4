'use client';
import { Flex, Form, Input, Radio } from 'antd';
import type { Rule } from 'antd/es/form';
import { useInvoiceCategories } from '@/lib/api/catalog';
import { invoiceRows, type InvoiceInfo } from '@/lib/api/invoices';
import { normalizeContactPhone, PHONE_HINT } from '@/lib/shared/address-rules';
import {
  BANK_ACCOUNT_HINT,
  EMAIL_HINT,
  INVOICE_FIELD_LABELS,
  invoiceFieldsFor,
  isValidBankAccount,
  isValidInvoiceEmail,
  isValidTaxNumber,
  TAX_NUMBER_HINT,
  TITLE_MAX,
  TITLE_MIN,
  type InvoiceField,
} from '@/lib/shared/invoice-rules';
import { MemberRowFormFooter, useMemberRowSave } from './member-row-form';

type Values = { categoryId?: number; title: string; isDefault: boolean } & Partial<Record<InvoiceField, string>>;

const FIELDS = ['categoryId', 'title', 'taxNumber', 'bankName', 'bankAccount', 'registeredAddress', 'registeredPhone', 'email', 'isDefault'] as const;

const formatRule = (valid: (v: string) => boolean, message: string): Rule => ({
  validator: (_, v?: string) => (!v?.trim() || valid(v) ? Promise.resolve() : Promise.reject(new Error(message))),
});

/** How each optional field is typed and checked, in form order. */
const FIELD_INPUTS: Record<InvoiceField, { placeholder?: string; max: number; rule?: Rule; inputMode?: 'numeric' | 'tel' | 'email' }> = {
  taxNumber: { placeholder: '18 位统一社会信用代码', max: 18, rule: formatRule(isValidTaxNumber, TAX_NUMBER_HINT) },
  bankName: { placeholder: '如：中国工商银行广州天河支行', max: 60 },
  bankAccount: { max: 40, rule: formatRule(isValidBankAccount, BANK_ACCOUNT_HINT), inputMode: 'numeric' },
  registeredAddress: { placeholder: '营业执照上的注册地址', max: 120 },
  registeredPhone: { placeholder: '如：020-12345678', max: 30, rule: formatRule((v) => normalizeContactPhone(v) !== null, PHONE_HINT), inputMode: 'tel' },
  email: { placeholder: '电子发票将发送到这里', max: 100, rule: formatRule(isValidInvoiceEmail, EMAIL_HINT), inputMode: 'email' },
};

type InvoiceFormProps = {
  invoice?: InvoiceInfo;
  onSaved: (invoice: InvoiceInfo) => void;
  onCancel?: () => void;
};

/**
 * Invoice details for one invoice category. The fields follow the category:
 * a special VAT invoice asks for the buyer's full tax registration, an
 * e-invoice for the mail address it goes to; the rules are the API's own.
 */
export function InvoiceForm({ invoice, onSaved, onCancel }: InvoiceFormProps) {
  const [form] = Form.useForm<Values>();
  const categories = useInvoiceCategories().data ?? [];
  const { save, failure, busy } = useMemberRowSave(invoiceRows, form, FIELDS, invoice, onSaved);
  const categoryId = Form.useWatch('categoryId', form);
  const { shown, required } = invoiceFieldsFor(categories.find((c) => c.id === categoryId)?.code);

  const submit = (values: Values) => {
    // Only what this category shows is sent; fields of another category stay in the form, unsent.
    const body = {
      categoryId: values.categoryId as number,
      title: values.title,
      isDefault: values.isDefault,
      ...Object.fromEntries(shown.map((field) => [field, values[field]?.trim() || null])),
    };
    return save(body);
  };

  const initialValues: Values = invoice
    ? {
        categoryId: invoice.category.id,
        title: invoice.title,
        isDefault: invoice.isDefault,
        ...Object.fromEntries(Object.keys(FIELD_INPUTS).map((f) => [f, invoice[f as InvoiceField] ?? ''])),
      }
    : { categoryId: categories[0]?.id, title: '', isDefault: false };

  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit} initialValues={initialValues}>
      <Form.Item name="categoryId" label="发票类型" rules={[{ required: true, message: '请选择发票类型' }]}>
        <Radio.Group style={{ width: '100%' }}>
          <Flex vertical gap={6}>
            {categories.map((c) => (
              <Radio key={c.id} value={c.id}>
                {c.name}
                <div className="muted" style={{ fontSize: 12 }}>
                  {c.description}
                </div>
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="title"
        label="发票抬头"
        rules={[
          { required: true, whitespace: true, message: '请填写发票抬头' },
          { min: TITLE_MIN, message: `发票抬头至少 ${TITLE_MIN} 个字` },
          { max: TITLE_MAX, message: `发票抬头不能超过 ${TITLE_MAX} 个字` },
        ]}
      >
        <Input maxLength={TITLE_MAX} placeholder="单位全称或个人姓名" />
      </Form.Item>
      {shown.map((field) => {
        const input = FIELD_INPUTS[field];
        const isRequired = required.includes(field);
        const rules: Rule[] = [
          ...(isRequired ? [{ required: true, whitespace: true, message: `请填写${INVOICE_FIELD_LABELS[field]}` }] : []),
          ...(input.rule ? [input.rule] : []),
        ];
        return (
          <Form.Item key={field} name={field} label={isRequired ? INVOICE_FIELD_LABELS[field] : `${INVOICE_FIELD_LABELS[field]}（选填）`} rules={rules}>
            <Input
              maxLength={input.max}
              placeholder={input.placeholder}
              inputMode={input.inputMode}
              style={field === 'taxNumber' ? { textTransform: 'uppercase' } : undefined}
            />
          </Form.Item>
        );
      })}
      <MemberRowFormFooter row={invoice} defaultLabel="设为默认开票信息" saveLabel="保存开票信息" failure={failure} busy={busy} onCancel={onCancel} />
    </Form>
  );
}
