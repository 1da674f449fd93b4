'use client';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Upload, type UploadFile } from 'antd';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { z } from 'zod';
import { type ApiError, call, upload } from '@/lib/api/client';
import type { ProfileSchema } from '@/lib/contracts/account/schema';
import { isValidCreditCode } from '@/lib/shared/credit-code';
import { profileUpdateContract, uploadFileContract } from '@/lib/contracts/account/calls';

type Profile = z.infer<typeof ProfileSchema>;
type Values = { realName: string; organisationName?: string; creditCode?: string; address?: string };

const MAX_MB = 10;

/** ImproveInfo/edit: a person's or an organisation's profile; organisations add credit code and licence. */
export function ImproveInfoForm({ profile }: { profile: Profile }) {
  const router = useRouter();
  const company = profile.kind === 'company';
  const [licence, setLicence] = useState<{ id: number; name: string } | null>(profile.licence);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const files: UploadFile[] = licence ? [{ uid: String(licence.id), name: licence.name, status: 'done' }] : [];

  const submit = async (values: Values) => {
    if (company && !licence) {
      setError('机构注册须上传营业执照或经营许可证');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await call(profileUpdateContract, { ...values, licenceUploadId: licence?.id ?? null }, { noErrorModal: true });
      router.push('/member/account/improveInfo');
      router.refresh();
    } catch (e) {
      setError((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={company ? '完善机构资料' : '完善个人资料'}>
      <Form<Values>
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{
          realName: profile.realName,
          organisationName: profile.organisationName ?? '',
          creditCode: profile.creditCode ?? '',
          address: profile.address ?? '',
        }}
        style={{ maxWidth: 560 }}
      >
        <Form.Item name="realName" label="联系人姓名" rules={[{ required: true, message: '请填写联系人姓名' }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="organisationName"
          label={company ? '机构名称' : '所在单位（学校、研究所等，选填）'}
          rules={company ? [{ required: true, message: '请填写机构名称' }] : []}
        >
          <Input maxLength={100} />
        </Form.Item>
        {company && (
          <Form.Item
            name="creditCode"
            label="统一社会信用代码"
            rules={[
              { required: true, message: '请填写统一社会信用代码' },
              {
                validator: (_, v: string) =>
                  !v || isValidCreditCode(v) ? Promise.resolve() : Promise.reject(new Error('统一社会信用代码不正确：应为 18 位，末位为校验码')),
              },
            ]}
          >
            <Input maxLength={18} style={{ textTransform: 'uppercase' }} className="mono" />
          </Form.Item>
        )}
        <Form.Item name="address" label="地址（选填）">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label={company ? '营业执照 / 危化品经营许可证' : '证件（选填）'} extra={`PDF、PNG 或 JPG，不超过 ${MAX_MB} MB`}>
          <Upload
            accept=".pdf,.png,.jpg,.jpeg"
            maxCount={1}
            fileList={files}
            onRemove={() => setLicence(null)}
            customRequest={async ({ file, onSuccess, onError }) => {
              const form = new FormData();
              form.append('file', file as File);
              form.append('purpose', 'licence');
              try {
                const uploaded = await upload(uploadFileContract, form, { noErrorModal: true });
                setLicence({ id: uploaded.id, name: uploaded.name });
                setError(null);
                onSuccess?.(uploaded);
              } catch (e) {
                setError((e as ApiError).message);
                onError?.(e as Error);
              }
            }}
          >
            <Button icon={<UploadOutlined />}>{licence ? '重新上传' : '选择文件'}</Button>
          </Upload>
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={busy}>
          保存
        </Button>
      </Form>
    </Card>
  );
}
