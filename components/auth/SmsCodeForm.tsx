'use client';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import type { SmsPurpose } from '@/lib/api/auth';
import type { ApiError } from '@/lib/api/client';
import { PhoneCodeFields, useCaptchaRef } from './PhoneCodeFields';

type Notice = { type: 'success' | 'error'; text: string };

type Props = {
  purpose: SmsPurpose;
  submitLabel: string;
  /** What the phone and its code are for; a failure's message is shown under the form. */
  onSubmit: (phone: string, smsCode: string) => Promise<void>;
};

/** Phone, captcha, SMS code and one button: SMS sign-in and phone binding. */
export function SmsCodeForm({ purpose, submitLabel, onSubmit }: Props) {
  const [form] = Form.useForm();
  const captchaRef = useCaptchaRef();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (values: { phone: string; smsCode: string }) => {
    setBusy(true);
    try {
      await onSubmit(values.phone, values.smsCode);
    } catch (e) {
      setNotice({ type: 'error', text: (e as ApiError).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
      <PhoneCodeFields form={form} purpose={purpose} captchaRef={captchaRef} onNotice={setNotice} />
      {notice && <Alert type={notice.type} showIcon message={notice.text} style={{ marginBottom: 16 }} role={notice.type === 'error' ? 'alert' : 'status'} />}
      <Button type="primary" htmlType="submit" block loading={busy}>{submitLabel}</Button>
    </Form>
  );
}
