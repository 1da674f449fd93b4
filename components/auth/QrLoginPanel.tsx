'use client';
import { Alert, Button, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SignedIn } from '@/lib/api/auth';
import { type ApiError, call } from '@/lib/api/client';
import { qrLoginCreateContract, qrLoginStatusContract } from '@/lib/contracts/auth/calls';

type Ticket = { ticket: string; pollToken: string; confirmUrl: string; qrSvg: string; expiresAt: string };

const POLL_MS = 2000;

/** Desktop QR sign-in: show a fresh ticket, poll until a signed-in phone confirms it, then sign in here. */
export function QrLoginPanel({ onSignedIn }: { onSignedIn: (s: SignedIn) => void }) {
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [expired, setExpired] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signedInRef = useRef(onSignedIn);
  signedInRef.current = onSignedIn;

  const refresh = useCallback(() => {
    setTicket(null);
    setExpired(false);
    setError(null);
    call(qrLoginCreateContract, {}, { noErrorModal: true }).then(setTicket, (e: ApiError) => setError(e.message));
  }, []);
  useEffect(refresh, [refresh]);

  useEffect(() => {
    if (!ticket || expired) return;
    let stopped = false;
    const poll = async () => {
      try {
        const status = await call(qrLoginStatusContract, { pollToken: ticket.pollToken }, { noErrorModal: true });
        if (stopped) return;
        if (status.status === 'confirmed' && status.signedIn) signedInRef.current(status.signedIn);
        else if (status.status === 'expired') setExpired(true);
        else timer = setTimeout(poll, POLL_MS);
      } catch (e) {
        if (!stopped) setError((e as ApiError).message);
      }
    };
    let timer = setTimeout(poll, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [ticket, expired]);

  return (
    <div className="qr-login">
      <div className="qr-login__code" data-testid="qr-code" data-confirm-url={ticket?.confirmUrl ?? ''}>
        {ticket ? <span dangerouslySetInnerHTML={{ __html: ticket.qrSvg }} /> : <Spin />}
        {expired && (
          <div className="qr-login__overlay">
            <p>二维码已过期</p>
            <Button type="primary" onClick={refresh}>
              刷新二维码
            </Button>
          </div>
        )}
      </div>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 12 }}>
        请用已登录 ChemMart 的手机扫描二维码，并在手机上确认登录（2 分钟内有效）
      </Typography.Paragraph>
      {error && (
        <Alert
          type="error"
          showIcon
          message={error}
          action={
            <Button size="small" onClick={refresh}>
              刷新
            </Button>
          }
          role="alert"
        />
      )}
    </div>
  );
}
