'use client';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { apiPost, type ApiError } from '@/lib/api/client';
import type { MemberInfo } from '@/lib/api/member';
import { PhoneCodeFields, useCaptchaRef } from './PhoneCodeFields';

type Notice = { type: 'success' | 'error'; text: string };

/** A new phone number + captcha + SMS code: binds the number to the signed-in member. */
export function PhoneBindingForm({ onBound }: { onBound: (member: MemberInfo) => void }) {
  const [form] = Form.useForm();
  const captchaRef = useCaptchaRef();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (values: { phone: string; smsCode: string }) => {
    setBusy(true);
    try {
      onBound(await apiPost<MemberInfo>('/bind_phone', { phone: values.phone, smsCode: values.smsCode }, { noErrorModal: true }));
    } catch (e) {
      setNotice({ type: 'error', text: (e as ApiError).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
      {/* Registration codes go only to numbers no account holds: exactly what a new binding needs. */}
      <PhoneCodeFields form={form} purpose="register" captchaRef={captchaRef} onNotice={setNotice} />
      {notice && <Alert type={notice.type} showIcon message={notice.text} style={{ marginBottom: 16 }} role={notice.type === 'error' ? 'alert' : 'status'} />}
      <Button type="primary" htmlType="submit" block loading={busy}>绑定手机号</Button>
    </Form>
  );
}
