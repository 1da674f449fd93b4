'use client';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import type { SignedIn } from '@/lib/api/auth';
import { apiPost, type ApiError } from '@/lib/api/client';
import { PhoneCodeFields, useCaptchaRef } from './PhoneCodeFields';

type Notice = { type: 'success' | 'error'; text: string };

export function PhoneLoginForm({ onSignedIn }: { onSignedIn: (s: SignedIn) => void }) {
  const [form] = Form.useForm();
  const captchaRef = useCaptchaRef();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (values: { phone: string; smsCode: string }) => {
    setBusy(true);
    try {
      onSignedIn(await apiPost<SignedIn>('/sms_code_login', { phone: values.phone, smsCode: values.smsCode }, { noErrorModal: true }));
    } catch (e) {
      setNotice({ type: 'error', text: (e as ApiError).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
      <PhoneCodeFields form={form} purpose="login" captchaRef={captchaRef} onNotice={setNotice} />
      {notice && <Alert type={notice.type} showIcon message={notice.text} style={{ marginBottom: 16 }} role={notice.type === 'error' ? 'alert' : 'status'} />}
      <Button type="primary" htmlType="submit" block loading={busy}>登录</Button>
    </Form>
  );
}
