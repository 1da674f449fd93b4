'use client';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Skeleton, Space } from 'antd';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type {} from 'altcha/types/react';
import { call } from '@/lib/api/client';
import { captchaContract } from '@/lib/contracts/auth/calls';

export type CaptchaHandle = { captchaId: string | null; refresh: () => void };

type Props = { value?: string; onChange?: (value: string) => void };
type Captcha = { captchaId: string; challenge: unknown };

/** Loads the widget (a web component, browser-only) from our own bundle, with its Chinese texts. */
let widgetLoaded: Promise<unknown> | null = null;
function loadWidget() {
  // @ts-expect-error the translation modules register themselves and ship no types of their own
  widgetLoaded ??= import('altcha').then(() => import('altcha/i18n/zh-cn'));
  return widgetLoaded;
}

/**
 * The captcha: an ALTCHA proof of work. The challenge comes from /api/captcha
 * (a signed call, so the widget does not fetch it itself); ticking "我不是机器人"
 * makes the browser solve it in a worker, well under a second. The field's value
 * is the widget's payload; the parent reads the captcha id through the ref and
 * refreshes after a failure (each challenge is spent once).
 */
export const CaptchaField = forwardRef<CaptchaHandle, Props>(function CaptchaField({ value, onChange }, ref) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const widgetRef = useRef<HTMLElement | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const load = useCallback(() => {
    setCaptcha(null);
    setFailed(false);
    Promise.all([call(captchaContract, undefined, { noErrorModal: true }), loadWidget()]).then(
      ([next]) => setCaptcha(next),
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget || !captcha) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (detail.state === 'verified' && detail.payload) onChangeRef.current?.(detail.payload);
      // Expired or failed: the old solution is worthless. (Not while verifying: an empty value
      // then would flash "please complete the check" at a person who just did.)
      else if (detail.state === 'expired' || detail.state === 'error' || detail.state === 'unverified') onChangeRef.current?.('');
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [captcha]);

  // A new challenge makes the old solution worthless; clear it (but never on the first load).
  const refresh = useCallback(() => {
    load();
    if (value) onChange?.('');
  }, [load, value, onChange]);
  useImperativeHandle(ref, () => ({ captchaId: captcha?.captchaId ?? null, refresh }), [captcha, refresh]);

  return (
    <Space.Compact style={{ width: '100%' }} className="captcha-field">
      {captcha ? (
        // A fresh element per challenge: the widget keeps its solved state otherwise.
        <div key={captcha.captchaId} style={{ flex: 1 }}>
          <altcha-widget
            ref={widgetRef}
            challenge={JSON.stringify(captcha.challenge)}
            language="zh-cn"
            configuration={JSON.stringify({ hideFooter: true, hideLogo: true, minDuration: 200 })}
            data-testid="captcha-widget"
            style={{ '--altcha-max-width': '100%' }}
          />
        </div>
      ) : failed ? (
        <Button onClick={load} danger style={{ flex: 1 }}>
          人机验证加载失败，点击重试
        </Button>
      ) : (
        <Skeleton.Input active block />
      )}
      <Button icon={<ReloadOutlined />} onClick={refresh} aria-label="重新进行人机验证" title="重新验证" />
    </Space.Compact>
  );
});
