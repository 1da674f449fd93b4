'use client';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { sendSmsCode, type SmsPurpose } from '@/lib/api/auth';
import type { ApiError } from '@/lib/api/client';

type Props = {
  purpose: SmsPurpose;
  /** Reads and checks the phone and captcha fields; null when they are not filled in yet. */
  collect: () => Promise<{ phone: string; captchaId: string; captchaCode: string } | null>;
  onSent: (sentTo: string) => void;
  onError: (error: ApiError) => void;
};

/** "获取验证码", then a countdown until another code may be sent (60 s, or what the server says). */
export function SmsCodeButton({ purpose, collect, onSent, onError }: Props) {
  const [waitSeconds, setWaitSeconds] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);

  const send = async () => {
    const input = await collect();
    if (!input) return;
    setSending(true);
    try {
      const sent = await sendSmsCode(purpose, input.phone, input);
      setWaitSeconds(sent.retryAfterSeconds);
      onSent(sent.sentTo);
    } catch (error) {
      const apiError = error as ApiError;
      const retry = (apiError.data as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
      if (retry) setWaitSeconds(retry);
      onError(apiError);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={send} loading={sending} disabled={waitSeconds > 0} style={{ minWidth: 120 }}>
      {waitSeconds > 0 ? `${waitSeconds} 秒后重发` : '获取验证码'}
    </Button>
  );
}
