'use client';
import { Alert, Button, Result, Segmented, Steps } from 'antd';
import { useState } from 'react';
import { storeSession, type SignedIn } from '@/lib/api/auth';
import type { MemberInfo } from '@/lib/api/member';
import { AccountLoginForm } from './AccountLoginForm';
import { EmailBindingForm } from './EmailBindingForm';
import { SmsCodeForm } from './SmsCodeForm';
import { call } from '@/lib/api/client';
import { bindPhoneContract } from '@/lib/contracts/auth/calls';

/**
 * The login page's "绑定账号": verify the account with its password, then
 * bind an email or a new phone number to it; either then works as a
 * sign-in name.
 */
export function BindAccountPanel({ onFinish }: { onFinish: () => void }) {
  const [signedIn, setSignedIn] = useState<SignedIn | null>(null);
  const [bound, setBound] = useState<MemberInfo | null>(null);
  const [what, setWhat] = useState<'email' | 'phone'>('email');
  const step = bound ? 2 : signedIn ? 1 : 0;
  return (
    <>
      <Steps size="small" current={step} items={[{ title: '验证账号' }, { title: '绑定邮箱或手机' }, { title: '完成' }]} style={{ marginBottom: 24 }} />
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
          <Alert type="info" showIcon message={`已验证账号 ${signedIn.member.username}，请选择要绑定的邮箱或手机号`} style={{ marginBottom: 16 }} />
          <Segmented
            block
            value={what}
            onChange={(v) => setWhat(v as 'email' | 'phone')}
            options={[
              { value: 'email', label: '绑定邮箱' },
              { value: 'phone', label: '绑定手机' },
            ]}
            style={{ marginBottom: 16 }}
          />
          {what === 'email' ? (
            <EmailBindingForm onBound={setBound} />
          ) : (
            // Registration codes go only to numbers no account holds: exactly what a new binding needs.
            <SmsCodeForm
              purpose="register"
              submitLabel="绑定手机号"
              onSubmit={async (phone, smsCode) => setBound(await call(bindPhoneContract, { phone, smsCode }, { noErrorModal: true }))}
            />
          )}
        </>
      )}
      {step === 2 && bound && (
        <Result
          status="success"
          title={what === 'email' ? '邮箱绑定成功' : '手机号绑定成功'}
          subTitle={`今后可用 ${what === 'email' ? bound.email : bound.phone} 登录`}
          extra={
            <Button type="primary" onClick={onFinish}>
              进入会员中心
            </Button>
          }
        />
      )}
    </>
  );
}
