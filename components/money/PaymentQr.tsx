'use client';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Result, Spin, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState, type ReactNode } from 'react';
import { formatYuan } from '@/lib/shared/format';

/** What a payment answer carries when the provider gives a code to scan (lib/contracts/payments/schema.ts). */
export type PaymentQrCode = { content: string; provider: string; appLabel: string };

/**
 * How long the page shows one code before asking for a fresh one. WeChat Pay's Native code_url and
 * Alipay's precreate qr_code stay valid for two hours; a page left open longer than a coffee break
 * should not offer a code the provider may already have closed, so it asks the provider again.
 */
export const QR_FRESH_MS = 15 * 60_000;

/** How often the page asks whether the payment arrived (the provider's notification settles it on the server). */
export const QR_POLL_MS = 3_000;

type Props = {
  qr: PaymentQrCode;
  amountCents: number;
  /** What is being paid, e.g. "订单 DD2026…" or "充值单 R000012". */
  subject: ReactNode;
  /** `failed`: the provider said the payment did not succeed; the parent learns it by polling. */
  state: 'waiting' | 'failed';
  /** Ask the provider for the code again (the same payment: nothing is charged twice). */
  onRefresh: () => Promise<unknown>;
  /** After a failure: start over (a new payment). */
  onRestart: () => void;
};

/** The code drawn as SVG in the browser (the same `qrcode` package and settings as the QR sign-in), as an <img> source. */
function useQrImage(content: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(content, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [content]);
  return src;
}

/**
 * A payment finished on a phone: the provider's QR code, the amount, which
 * app to scan with and a hint to keep the page open while the parent polls
 * the payment's state. A stale code (QR_FRESH_MS) and a failed payment each
 * get a clear state and a way on.
 */
export function PaymentQr({ qr, amountCents, subject, state, onRefresh, onRestart }: Props) {
  const src = useQrImage(qr.content);
  const [shownAt, setShownAt] = useState(() => Date.now());
  const [stale, setStale] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [refreshError, setRefreshError] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setStale(true), Math.max(0, shownAt + QR_FRESH_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [shownAt]);

  const refresh = async () => {
    setRefreshing(true);
    setRefreshError(null);
    try {
      await onRefresh();
      setStale(false);
      setShownAt(Date.now());
    } catch (e) {
      setRefreshError((e as Error).message);
    } finally {
      setRefreshing(false);
    }
  };

  if (state === 'failed') {
    return (
      <Result
        status="error"
        data-testid="payment-qr-failed"
        title="支付未成功，未扣款"
        subTitle={<>{subject} · 冻结的预存款（如有）已退回可用余额</>}
        extra={
          <Button type="primary" onClick={onRestart}>
            重新付款
          </Button>
        }
      />
    );
  }

  return (
    <Card size="small" className="payment-qr" data-testid="payment-qr" data-qr-content={qr.content} data-qr-state={stale ? 'stale' : 'waiting'}>
      <Flex vertical align="center" gap={12} style={{ textAlign: 'center' }}>
        <Typography.Text type="secondary">{subject}</Typography.Text>
        <div>
          应付{' '}
          <strong style={{ fontSize: 24, color: '#cf1322' }} data-testid="payment-qr-amount">
            {formatYuan(amountCents)}
          </strong>
        </div>
        <Typography.Text strong data-testid="payment-qr-app">
          请用{qr.appLabel}扫码支付
        </Typography.Text>
        <div className="payment-qr-code" style={{ position: 'relative', width: 240, maxWidth: '100%', aspectRatio: '1 / 1' }}>
          {src ? (
            // A data URL drawn in the browser: nothing for next/image to fetch or optimise.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={src} alt={`${qr.appLabel}付款二维码`} width={240} height={240} style={{ width: '100%', height: 'auto', opacity: stale ? 0.15 : 1 }} />
          ) : (
            <Spin style={{ marginTop: 100 }} />
          )}
          {stale && (
            <Flex vertical align="center" justify="center" gap={8} style={{ position: 'absolute', inset: 0 }} data-testid="payment-qr-stale">
              <span>二维码已过期</span>
              <Button type="primary" icon={<ReloadOutlined />} loading={refreshing} onClick={refresh}>
                重新获取二维码
              </Button>
            </Flex>
          )}
        </div>
        {!stale && (
          <Flex align="center" gap={8} data-testid="payment-qr-waiting">
            <Spin size="small" />
            <span>正在等待支付结果，支付完成后本页自动显示结果，请勿关闭本页面</span>
          </Flex>
        )}
        {refreshError && <Alert type="error" showIcon title={refreshError} />}
        {!stale && (
          <Button type="link" icon={<ReloadOutlined />} loading={refreshing} onClick={refresh} data-testid="payment-qr-refresh">
            二维码无法识别？重新获取二维码
          </Button>
        )}
      </Flex>
    </Card>
  );
}
