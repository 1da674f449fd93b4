'use client';
import { App, Card, Tabs } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { AccountLoginForm } from './AccountLoginForm';
import { BindAccountPanel } from './BindAccountPanel';
import type { LoginTab } from './login-tabs';
import { SmsCodeForm } from './SmsCodeForm';
import { apiPost } from '@/lib/api/client';
import type { SignedIn } from '@/lib/api/auth';
import { QrLoginPanel } from './QrLoginPanel';
import { UpdatePasswordForm } from './UpdatePasswordForm';
import { useSignedIn } from './useSignedIn';
import { safeRedirect } from '@/lib/shared/redirect';


/** /login and its parts: account, phone (SMS), QR code, binding an account, changing the password. */
export function LoginPanel({ tab, redirect }: { tab: LoginTab; redirect: string | null }) {
  const router = useRouter();
  const { message } = App.useApp();
  const onSignedIn = useSignedIn(redirect);
  const go = (next: string) => {
    const params = new URLSearchParams({ tab: next, ...(redirect ? { redirect } : {}) });
    router.replace(`/login?${params}`);
  };
  return (
    <Card className="auth-card" title="登录 ChemMart">
      <Tabs
        activeKey={tab}
        onChange={go}
        destroyOnHidden
        items={[
          { key: 'account', label: '账号登录', children: <AccountLoginForm onSignedIn={onSignedIn} /> },
          {
            key: 'phone',
            label: '手机登录',
            children: (
              <SmsCodeForm
                purpose="login"
                submitLabel="登录"
                onSubmit={async (phone, smsCode) => onSignedIn(await apiPost<SignedIn>('/sms_code_login', { phone, smsCode }, { noErrorModal: true }))}
              />
            ),
          },
          { key: 'qr', label: '扫码登录', children: <QrLoginPanel onSignedIn={onSignedIn} /> },
          {
            key: 'bind',
            label: '绑定账号',
            children: (
              <BindAccountPanel
                onFinish={() => {
                  router.refresh();
                  router.replace(safeRedirect(redirect));
                }}
              />
            ),
          },
          {
            key: 'password',
            label: '修改密码',
            children: (
              <UpdatePasswordForm
                onDone={() => {
                  void message.success('密码已修改，请用新密码登录');
                  go('account');
                }}
              />
            ),
          },
        ]}
      />
      <div className="auth-links">
        <Link href="/register/selectType">没有账号？免费注册</Link>
        <Link href="/resetpassword">忘记密码</Link>
      </div>
    </Card>
  );
}
