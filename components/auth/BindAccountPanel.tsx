'use client';
import { Alert, Button, Result, Steps } from 'antd';
import { useState } from 'react';
import { storeSession, type SignedIn } from '@/lib/api/auth';
import type { MemberInfo } from '@/lib/api/member';
import { AccountLoginForm } from './AccountLoginForm';
import { EmailBindingForm } from './EmailBindingForm';

/**
 * The login page's "绑定账号": sign in with the account, then bind an email
 * to it, so the email works as a sign-in name from then on. (A phone number
 * is bound at registration, where it is required.)
 */
export function BindAccountPanel({ onFinish }: { onFinish: () => void }) {
  const [signedIn, setSignedIn] = useState<SignedIn | null>(null);
  const [bound, setBound] = useState<MemberInfo | null>(null);
  const step = bound ? 2 : signedIn ? 1 : 0;
  return (
    <>
      <Steps size="small" current={step} items={[{ title: '验证账号' }, { title: '绑定邮箱' }, { title: '完成' }]} style={{ marginBottom: 24 }} />
      {step === 0 && (
        <AccountLoginForm
          onSignedIn={(s) => {
            storeSession(s);
            setSignedIn(s);
          }}
        />
      )}
      {step === 1 && signedIn && (
        <>
          <Alert type="info" showIcon message={`已验证账号 ${signedIn.member.username}，请填写要绑定的邮箱`} style={{ marginBottom: 16 }} />
          <EmailBindingForm onBound={setBound} />
        </>
      )}
      {step === 2 && bound && (
        <Result status="success" title="邮箱绑定成功" subTitle={`今后可用 ${bound.email} 登录`} extra={<Button type="primary" onClick={onFinish}>进入会员中心</Button>} />
      )}
    </>
  );
}
