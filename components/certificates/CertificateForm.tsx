'use client';
import { UploadOutlined } from '@ant-design/icons';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Form, Input, InputNumber, Select, Upload } from 'antd';
import { useState } from 'react';
import { showSaveFailure } from '@/components/account/form-errors';
import { useStoreCertificate, type Certificate } from '@/lib/api/certificates';
import { type ApiError, upload } from '@/lib/api/client';
import {
  CERTIFICATE_KINDS,
  holderLabel,
  isOpenEnded,
  isRealNameKind,
  kindsOfScope,
  normalizeNumber,
  numberLabel,
  numberProblem,
  type CertificateKind,
  type CertificateScope,
} from '@/lib/shared/certificates';
import { uploadFileContract } from '@/lib/contracts/account/calls';
import { QUANTITY_KINDS } from '@/lib/contracts/certificates/schema';
import { casRule } from '@/components/form/cas-rule';
import { numberRange } from '@/components/form/number-rules';

/** A stored allowance back in the unit a permit most likely writes it in. */
function rowOf(a: Certificate['allowances'][number]): AllowanceRow {
  if (a.base === 'mL')
    return a.quantity >= 1000 ? { cas: a.cas, quantity: a.quantity / 1000, unitCode: 'L' } : { cas: a.cas, quantity: a.quantity, unitCode: 'mL' };
  if (a.quantity >= 1_000_000) return { cas: a.cas, quantity: a.quantity / 1_000_000, unitCode: 't' };
  return a.quantity >= 1000 ? { cas: a.cas, quantity: a.quantity / 1000, unitCode: 'kg' } : { cas: a.cas, quantity: a.quantity, unitCode: 'g' };
}

type AllowanceRow = { cas: string; quantity: number | null; unitCode: 'kg' | 'g' | 't' | 'L' | 'mL' };
type Values = { kind: CertificateKind; number: string; holder: string; validFrom: string; validTo: string; longTerm: boolean; allowances: AllowanceRow[] };
type UploadedFile = { id: number; name: string };
const EMPTY_ROW: AllowanceRow = { cas: '', quantity: null, unitCode: 'kg' };

// A refused file (uploadId) has no field of its own: its message goes to the notice above the buttons.
const FIELDS = ['kind', 'number', 'holder', 'validFrom', 'validTo', 'allowances'] as const;

type Props = {
  scope: CertificateScope;
  /** The kinds this section offers (a section may show part of its scope); all of the scope's by default. */
  kinds?: CertificateKind[];
  /** The certificate being replaced; none for a new one. */
  certificate?: Certificate;
  onSaved: (certificate: Certificate) => void;
  onCancel: () => void;
};

/**
 * One certificate, new or replaced: kind, number (checked as the API checks
 * it), holder, validity and the scanned file. Saving always sends it to
 * review again; what the server refuses lands under its field.
 */
export function CertificateForm({ scope, kinds = kindsOfScope(scope), certificate, onSaved, onCancel }: Props) {
  const [form] = Form.useForm<Values>();
  const store = useStoreCertificate();
  const [file, setFile] = useState<UploadedFile | null>(certificate?.file ? { id: certificate.file.id, name: certificate.file.name } : null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const kind = Form.useWatch('kind', form);
  const longTerm = Form.useWatch('longTerm', form);
  const openEnded = kind ? isOpenEnded(kind) : false;

  const submit = async (values: Values) => {
    setFailure(null);
    if (!file) {
      setFileError('请上传证书文件（PDF、PNG 或 JPG）');
      return;
    }
    try {
      const saved = await store.execute({
        id: certificate?.id,
        scope,
        kind: values.kind,
        number: values.number,
        holder: values.holder,
        validFrom: values.validFrom,
        validTo: openEnded && values.longTerm ? null : values.validTo,
        uploadId: file.id,
        ...(QUANTITY_KINDS.includes(values.kind)
          ? {
              allowances: (values.allowances ?? [])
                .filter((a) => a.cas && a.quantity)
                .map((a) => ({ cas: a.cas, quantity: a.quantity!, unitCode: a.unitCode })),
            }
          : {}),
      });
      onSaved(saved);
    } catch (error) {
      setFailure(showSaveFailure(form, error, FIELDS));
    }
  };

  const chooseFile = async (chosen: File) => {
    setFileError(null);
    setUploading(true);
    try {
      const form = new FormData();
      form.append('file', chosen);
      form.append('purpose', 'certificate');
      const uploaded = await upload(uploadFileContract, form, { noErrorModal: true });
      setFile({ id: uploaded.id, name: uploaded.name });
    } catch (error) {
      setFileError((error as ApiError).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={
        certificate
          ? {
              kind: certificate.kind as CertificateKind,
              number: certificate.number,
              holder: certificate.holder,
              validFrom: certificate.validFrom,
              validTo: certificate.validTo ?? '',
              longTerm: certificate.validTo === null,
              allowances: certificate.allowances.length > 0 ? certificate.allowances.map(rowOf) : [EMPTY_ROW],
            }
          : { kind: kinds[0], number: '', holder: '', validFrom: '', validTo: '', longTerm: false, allowances: [EMPTY_ROW] }
      }
    >
      {certificate?.status === 'approved' && (
        <Alert type="warning" showIcon title="修改后证书将重新进入审核，审核通过前不能用于购买或上架。" style={{ marginBottom: 16 }} />
      )}
      <Form.Item name="kind" label="证书类型" rules={[{ required: true, message: '请选择证书类型' }]}>
        <Select options={kinds.map((k) => ({ value: k, label: CERTIFICATE_KINDS[k].label }))} />
      </Form.Item>
      <Form.Item
        name="number"
        label={numberLabel(kind ?? '')}
        rules={[
          { required: true, whitespace: true, message: '请填写证书编号' },
          {
            validator: (_, v: string) =>
              !v || !kind
                ? Promise.resolve()
                : numberProblem(kind, normalizeNumber(kind, v))
                  ? Promise.reject(new Error(numberProblem(kind, normalizeNumber(kind, v))!))
                  : Promise.resolve(),
          },
        ]}
      >
        <Input
          maxLength={60}
          autoComplete="off"
          placeholder={
            kind === 'business_licence' ? '18 位，如 91310000MA1FL0XX3K' : isRealNameKind(kind ?? '') ? '18 位，最后一位可为 X' : '按证书上的编号填写'
          }
        />
      </Form.Item>
      <Form.Item name="holder" label={holderLabel(kind ?? '')} rules={[{ required: true, whitespace: true, message: `请填写${holderLabel(kind ?? '')}` }]}>
        <Input maxLength={100} placeholder={isRealNameKind(kind ?? '') ? '与身份证上的姓名一致' : '与证书上的名称一致'} />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item name="validFrom" label="有效期开始" style={{ flex: '1 1 150px' }} rules={[{ required: true, message: '请填写有效期开始日期' }]}>
          <Input type="date" aria-label="有效期开始" />
        </Form.Item>
        <Form.Item
          name="validTo"
          label="有效期截止"
          style={{ flex: '1 1 150px' }}
          dependencies={['validFrom', 'longTerm']}
          rules={[
            { required: !(openEnded && longTerm), message: '请填写有效期截止日期' },
            ({ getFieldValue }) => ({
              validator: (_, v: string) =>
                v && getFieldValue('validFrom') && v <= getFieldValue('validFrom') && !(openEnded && longTerm)
                  ? Promise.reject(new Error('有效期截止日期应晚于开始日期'))
                  : Promise.resolve(),
            }),
          ]}
        >
          <Input type="date" aria-label="有效期截止" disabled={openEnded && longTerm} />
        </Form.Item>
      </Flex>
      {openEnded && (
        <Form.Item name="longTerm" valuePropName="checked" style={{ marginTop: -8 }}>
          <Checkbox>{isRealNameKind(kind ?? '') ? '长期有效（有效期限为“长期”）' : '长期有效（营业期限为“长期”）'}</Checkbox>
        </Form.Item>
      )}
      {kind && QUANTITY_KINDS.includes(kind) && (
        <Form.Item label="许可品种与数量" required extra="按许可证所列逐项填写；订单付款时按数量扣减，取消或退款时退回。">
          <Form.List
            name="allowances"
            rules={[
              {
                validator: async (_, rows?: AllowanceRow[]) => {
                  if (!rows?.length) throw new Error('请按许可证所列填写品种与数量（至少一项）');
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <Flex vertical gap={8}>
                {fields.map((field) => (
                  <Flex key={field.key} gap={8} align="start" wrap data-testid="allowance-row">
                    <Form.Item
                      name={[field.name, 'cas']}
                      rules={[{ required: true, message: '请填写 CAS 号' }, casRule]}
                      style={{ margin: 0, flex: '1 1 130px' }}
                    >
                      <Input placeholder="CAS 号，如 7664-93-9" aria-label="许可品种 CAS 号" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'quantity']}
                      rules={[{ required: true, message: '请填写数量' }, numberRange('数量', 0.001, 1_000_000_000)]}
                      style={{ margin: 0, flex: '1 1 90px' }}
                    >
                      <InputNumber placeholder="数量" aria-label="许可数量" style={{ width: '100%' }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'unitCode']} initialValue="kg" style={{ margin: 0, width: 80 }}>
                      <Select aria-label="许可数量单位" options={['kg', 't', 'g', 'L', 'mL'].map((u) => ({ value: u, label: u }))} />
                    </Form.Item>
                    <Button type="text" icon={<MinusCircleOutlined />} aria-label="删除这一品种" onClick={() => remove(field.name)} />
                  </Flex>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(EMPTY_ROW)} style={{ alignSelf: 'flex-start' }}>
                  添加品种
                </Button>
                <Form.ErrorList errors={errors} />
              </Flex>
            )}
          </Form.List>
        </Form.Item>
      )}
      <Form.Item
        label="证书文件"
        required
        validateStatus={fileError ? 'error' : undefined}
        help={fileError ?? '清晰的扫描件或照片：PDF、PNG 或 JPG，不超过 10 MB'}
      >
        <Flex gap={8} align="center" wrap>
          <Upload
            accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
            showUploadList={false}
            beforeUpload={(chosen) => {
              void chooseFile(chosen);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading}>
              {file ? '重新选择' : '选择文件'}
            </Button>
          </Upload>
          {file && <span className="certificate-file-name">{file.name}</span>}
        </Flex>
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" htmlType="submit" loading={store.isMutating} disabled={uploading}>
          提交审核
        </Button>
      </Flex>
    </Form>
  );
}
