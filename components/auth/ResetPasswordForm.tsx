'use client';
import { Alert, Button, Card, Form, Result } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { apiPost, type ApiError } from '@/lib/api/client';
import { NewPasswordFields } from './NewPasswordFields';
import { PhoneCodeFields, useCaptchaRef } from './PhoneCodeFields';

type Notice = { type: 'success' | 'error'; text: string };

/** Forgotten password: phone, captcha, SMS code, new password. */
export function ResetPasswordForm() {
  const [form] = Form.useForm();
  const captchaRef = useCaptchaRef();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <Card className="auth-card">
        <Result status="success" title="密码已重置" subTitle="所有设备上的登录已退出，请用新密码登录" extra={<Link href="/login"><Button type="primary">去登录</Button></Link>} />
      </Card>
    );
  }
  const submit = async (values: { phone: string; smsCode: string; password: string }) => {
    setBusy(true);
    try {
      await apiPost('/forget_password', { phone: values.phone, smsCode: values.smsCode, password: values.password }, { noErrorModal: true });
      setDone(true);
    } catch (e) {
      setNotice({ type: 'error', text: (e as ApiError).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="auth-card" title="找回密码">
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <PhoneCodeFields form={form} purpose="forget" captchaRef={captchaRef} onNotice={setNotice} />
        <NewPasswordFields name="password" label="新密码" />
        {notice && <Alert type={notice.type} showIcon message={notice.text} style={{ marginBottom: 16 }} role={notice.type === 'error' ? 'alert' : 'status'} />}
        <Button type="primary" htmlType="submit" block loading={busy}>重置密码</Button>
      </Form>
      <div className="auth-links">
        <Link href="/login">返回登录</Link>
      </div>
    </Card>
  );
}
