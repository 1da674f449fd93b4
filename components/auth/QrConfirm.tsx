'use client';
import { Alert, Button, Card, Result } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { type ApiError, call } from '@/lib/api/client';
import { qrLoginConfirmContract } from '@/lib/contracts/auth/calls';

/** The phone's side of QR sign-in: a signed-in member confirms the desktop sign-in. */
export function QrConfirm({ ticket, signedIn }: { ticket: string; signedIn: boolean }) {
  const [state, setState] = useState<'ask' | 'done' | 'cancelled'>('ask');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!signedIn) {
    return (
      <Card className="auth-card">
        <Result
          status="info"
          title="请先在手机上登录"
          subTitle="登录后即可确认电脑端的扫码登录"
          extra={
            <Link href={`/login?redirect=${encodeURIComponent(`/login/qr/${ticket}`)}`}>
              <Button type="primary">去登录</Button>
            </Link>
          }
        />
      </Card>
    );
  }
  if (state === 'done')
    return (
      <Card className="auth-card">
        <Result status="success" title="已确认登录" subTitle="请回到电脑继续操作" />
      </Card>
    );
  if (state === 'cancelled')
    return (
      <Card className="auth-card">
        <Result status="info" title="已取消" subTitle="电脑端不会登录" />
      </Card>
    );
  const confirm = async () => {
    setBusy(true);
    try {
      await call(qrLoginConfirmContract, { ticket }, { noErrorModal: true });
      setState('done');
    } catch (e) {
      setError((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="auth-card">
      <Result
        status="warning"
        title="确认在电脑上登录 ChemMart？"
        subTitle="如果不是您本人在电脑上扫码，请点取消"
        extra={[
          <Button key="ok" type="primary" size="large" loading={busy} onClick={confirm}>
            确认登录
          </Button>,
          <Button key="no" size="large" onClick={() => setState('cancelled')}>
            取消
          </Button>,
        ]}
      />
      {error && <Alert type="error" showIcon message={error} role="alert" />}
    </Card>
  );
}
