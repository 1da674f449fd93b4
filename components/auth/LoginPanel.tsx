'use client';
import { App, Button, Card, Tabs } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useIsMobile } from '@/components/layout/viewport';
import { AccountLoginForm } from './AccountLoginForm';
import { BindAccountPanel } from './BindAccountPanel';
import type { LoginTab } from './login-tabs';
import { SmsCodeForm } from './SmsCodeForm';
import { call } from '@/lib/api/client';
import { QrLoginPanel } from './QrLoginPanel';
import { UpdatePasswordForm } from './UpdatePasswordForm';
import { useSignedIn } from './useSignedIn';
import { safeRedirect } from '@/lib/shared/redirect';
import { smsCodeLoginContract } from '@/lib/contracts/auth/calls';

const LOGIN_TAB_LABELS: [LoginTab, string][] = [
  ['account', '账号登录'],
  ['phone', '手机登录'],
  ['qr', '扫码登录'],
  ['bind', '绑定账号'],
  ['password', '修改密码'],
];

/** /login and its parts: account, phone (SMS), QR code, binding an account, changing the password. */
export function LoginPanel({ tab, redirect }: { tab: LoginTab; redirect: string | null }) {
  const router = useRouter();
  const { message } = App.useApp();
  const mobile = useIsMobile();
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
        // Five tabs do not fit 390 px: antd would fold the last ones (修改密码) into a "···" menu,
        // so phones get a wrapping grid of full-height buttons instead of the scrolling tab bar.
        renderTabBar={
          mobile
            ? () => (
                <div className="login-tabbar-mobile" role="tablist" aria-label="登录方式">
                  {LOGIN_TAB_LABELS.map(([key, label]) => (
                    <Button key={key} role="tab" aria-selected={tab === key} type={tab === key ? 'primary' : 'default'} onClick={() => go(key)}>
                      {label}
                    </Button>
                  ))}
                </div>
              )
            : undefined
        }
        items={[
          { key: 'account', label: '账号登录', children: <AccountLoginForm onSignedIn={onSignedIn} /> },
          {
            key: 'phone',
            label: '手机登录',
            children: (
              <SmsCodeForm
                purpose="login"
                submitLabel="登录"
                onSubmit={async (phone, smsCode) => onSignedIn(await call(smsCodeLoginContract, { phone, smsCode }, { noErrorModal: true }))}
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
