'use client';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Skeleton, Space } from 'antd';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useState } from 'react';
import { apiGet } from '@/lib/api/client';

export type CaptchaHandle = { captchaId: string | null; refresh: () => void };

type Props = { value?: string; onChange?: (value: string) => void };

/**
 * The image captcha: an SVG from /api/captcha beside the answer field. The
 * parent reads the captcha id through the ref and refreshes after a failure.
 */
export const CaptchaField = forwardRef<CaptchaHandle, Props>(function CaptchaField({ value, onChange }, ref) {
  const [captcha, setCaptcha] = useState<{ captchaId: string; svg: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setCaptcha(null);
    setFailed(false);
    apiGet<{ captchaId: string; svg: string }>('/captcha', undefined, { noErrorModal: true }).then(setCaptcha, () => setFailed(true));
  }, []);
  useEffect(load, [load]);
  // A new image makes the typed answer meaningless; clear it (but never on the first load).
  const refresh = useCallback(() => {
    load();
    if (value) onChange?.('');
  }, [load, value, onChange]);
  useImperativeHandle(ref, () => ({ captchaId: captcha?.captchaId ?? null, refresh }), [captcha, refresh]);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input value={value} onChange={(e) => onChange?.(e.target.value)} placeholder="图形验证码" maxLength={6} autoComplete="off" aria-label="图形验证码" />
      <button type="button" className="captcha-image" onClick={refresh} title="看不清？换一张" aria-label="换一张图形验证码">
        {captcha ? (
          <span dangerouslySetInnerHTML={{ __html: captcha.svg }} data-testid="captcha-image" />
        ) : failed ? (
          <span className="captcha-failed">加载失败，点击重试</span>
        ) : (
          <Skeleton.Button active size="small" />
        )}
      </button>
      <Button icon={<ReloadOutlined />} onClick={refresh} aria-label="刷新图形验证码" />
    </Space.Compact>
  );
});
