import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import type { AlipaySettings } from '@/lib/server/core/payment-settings';
import { providerFailed } from '../amounts';
import type { RawNotification } from '../provider';

/*
 * The Alipay open platform client shared by the payment and the payout
 * adapters: `alipay-sdk` in public-key mode (公钥模式) with RSA2, every answer's
 * signature checked (validateSign), and the signed asynchronous
 * notifications (form posts) verified with Alipay's public key.
 * Certificate mode (公钥证书) is not wired: it needs three certificate files.
 */

export const ALIPAY_PROVIDER_NAME = 'alipay';

const base64Body = (text: string) => Buffer.from(text.replace(/-----[^-]+-----|\s/g, ''), 'base64');

/** The application private key as PKCS#8 PEM, whether it came as PEM (PKCS#1 or #8) or the bare base64 Alipay's tool prints. */
export function alipayPrivateKeyPem(text: string): string {
  let key: KeyObject;
  if (text.includes('-----BEGIN')) key = createPrivateKey(text);
  else {
    try {
      key = createPrivateKey({ key: base64Body(text), format: 'der', type: 'pkcs8' });
    } catch {
      key = createPrivateKey({ key: base64Body(text), format: 'der', type: 'pkcs1' });
    }
  }
  return key.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** Alipay's public key as SPKI PEM, from PEM or bare base64. */
export function alipayPublicKeyPem(text: string): string {
  const key = text.includes('-----BEGIN') ? createPublicKey(text) : createPublicKey({ key: base64Body(text), format: 'der', type: 'spki' });
  return key.export({ type: 'spki', format: 'pem' }).toString();
}

export type AlipayClient = {
  sdk: AlipaySdk;
  appId: string;
  /** One gateway call, its answer's signature checked; a transport failure or a bad signature throws 7591. */
  exec(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** The signed parameters of a notification (form post), or null when its signature or app id does not check out. */
  verifiedForm(raw: RawNotification): Record<string, string> | null;
};

export function alipayClient(settings: AlipaySettings): AlipayClient {
  const sdk = new AlipaySdk({
    appId: settings.appId!,
    privateKey: alipayPrivateKeyPem(settings.privateKey!),
    keyType: 'PKCS8',
    alipayPublicKey: alipayPublicKeyPem(settings.alipayPublicKey!),
    gateway: settings.gateway,
    signType: 'RSA2',
    camelcase: false,
    timeout: 10_000,
  });
  return {
    sdk,
    appId: settings.appId!,
    async exec(method, params) {
      try {
        return (await sdk.exec(method, params, { validateSign: true })) as Record<string, unknown>;
      } catch (error) {
        throw providerFailed('支付宝', (error as Error).message.slice(0, 200));
      }
    },
    verifiedForm(raw) {
      if (!raw.contentType.toLowerCase().includes('application/x-www-form-urlencoded')) return null;
      const params = Object.fromEntries(new URLSearchParams(raw.body));
      if (!params.sign || params.app_id !== settings.appId) return null;
      // V2: the values as posted (already form-decoded here), never decoded a second time.
      return sdk.checkNotifySignV2(params) ? params : null;
    },
  };
}

/** An answer that says "done": code 10000. */
export const succeeded = (answer: Record<string, unknown>) => answer.code === '10000';

export const refusalOf = (answer: Record<string, unknown>) => `${String(answer.sub_code ?? answer.code ?? '')} ${String(answer.sub_msg ?? answer.msg ?? '')}`.trim();
