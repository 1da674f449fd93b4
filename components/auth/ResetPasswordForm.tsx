'use client';
import { Button, Card, Form, Result } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { call } from '@/lib/api/client';
import { NewPasswordFields } from './NewPasswordFields';
import { NoticeAlert } from './NoticeAlert';
import { PhoneCodeFields, useCaptchaRef } from './PhoneCodeFields';
import { useNoticeSubmit } from './useSubmit';
import { forgetPasswordContract } from '@/lib/contracts/auth/calls';

/** Forgotten password: phone, captcha, SMS code, new password. */
export function ResetPasswordForm() {
  const [form] = Form.useForm();
  const captchaRef = useCaptchaRef();
  const [done, setDone] = useState(false);
  const { busy, notice, setNotice, run } = useNoticeSubmit(async (values: { phone: string; smsCode: string; password: string }) => {
    await call(forgetPasswordContract, { phone: values.phone, smsCode: values.smsCode, password: values.password }, { noErrorModal: true });
    setDone(true);
  });
  if (done) {
    return (
      <Card className="auth-card">
        <Result
          status="success"
          title="密码已重置"
          subTitle="所有设备上的登录已退出，请用新密码登录"
          extra={
            <Link href="/login">
              <Button type="primary">去登录</Button>
            </Link>
          }
        />
      </Card>
    );
  }
  return (
    <Card className="auth-card" title="找回密码">
      <Form form={form} layout="vertical" onFinish={run} requiredMark={false}>
        <PhoneCodeFields form={form} purpose="forget" captchaRef={captchaRef} onNotice={setNotice} />
        <NewPasswordFields name="password" label="新密码" />
        <NoticeAlert notice={notice} />
        <Button type="primary" htmlType="submit" block loading={busy}>
          重置密码
        </Button>
      </Form>
      <div className="auth-links">
        <Link href="/login">返回登录</Link>
      </div>
    </Card>
  );
}
