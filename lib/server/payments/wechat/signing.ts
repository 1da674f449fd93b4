import { createDecipheriv, createPrivateKey, createPublicKey, createSign, createVerify, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';

/*
 * WeChat Pay API v3 signatures (pay.weixin.qq.com/doc/v3/merchant/4012365336):
 * - our requests: SHA256-with-RSA over "METHOD\nURL\ntimestamp\nnonce\nbody\n"
 *   with the merchant API private key, in the header
 *   `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"`;
 * - its answers and notifications: SHA256-with-RSA over "timestamp\nnonce\nbody\n"
 *   in `Wechatpay-Signature`, with WeChat Pay's public key (or platform
 *   certificate) named by `Wechatpay-Serial`;
 * - a notification's `resource`: AEAD_AES_256_GCM under the APIv3 key.
 * The national-crypto (SM2/SM3/SM4) variant is not implemented.
 */

export const WECHATPAY_AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

/** How far a signed timestamp may be from our clock: replays of older notifications are refused. */
export const WECHATPAY_MAX_SKEW_SECONDS = 300;

export function privateKeyOf(pem: string): KeyObject {
  return createPrivateKey(pem);
}

/** WeChat Pay's public key PEM, or a platform certificate PEM (its public key is taken). */
export function publicKeyOf(pem: string): KeyObject {
  return pem.includes('BEGIN CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
}

export type MerchantKey = { mchId: string; serial: string; privateKey: KeyObject };

/** The Authorization header of one request; `url` is the path with its query string, as sent. */
export function authorizationHeader(
  merchant: MerchantKey,
  request: { method: string; url: string; body: string },
  at = { timestamp: String(Math.floor(Date.now() / 1000)), nonce: randomBytes(16).toString('hex') },
): string {
  const message = `${request.method}\n${request.url}\n${at.timestamp}\n${at.nonce}\n${request.body}\n`;
  const signature = createSign('RSA-SHA256').update(message).sign(merchant.privateKey, 'base64');
  return `${WECHATPAY_AUTH_SCHEMA} mchid="${merchant.mchId}",nonce_str="${at.nonce}",signature="${signature}",timestamp="${at.timestamp}",serial_no="${merchant.serial}"`;
}

export type PlatformKey = { serial: string; publicKey: KeyObject };

/**
 * Whether an answer or notification was signed by WeChat Pay: the key it
 * names is ours to trust, the timestamp is fresh, and the signature covers
 * exactly these bytes. Headers are looked up in lower case.
 */
export function verifyWechatSignature(platform: PlatformKey, headers: Record<string, string>, body: string, nowSeconds = Date.now() / 1000): boolean {
  const timestamp = headers['wechatpay-timestamp'];
  const nonce = headers['wechatpay-nonce'];
  const signature = headers['wechatpay-signature'];
  const serial = headers['wechatpay-serial'];
  if (!timestamp || !nonce || !signature || serial !== platform.serial) return false;
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > WECHATPAY_MAX_SKEW_SECONDS) return false;
  try {
    return createVerify('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).verify(platform.publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

export type EncryptedResource = { algorithm: string; ciphertext: string; associated_data?: string; nonce: string };

/** The notification's resource decrypted (AES-256-GCM, the APIv3 key); null when it does not authenticate. */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): string | null {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') return null;
  try {
    const data = Buffer.from(resource.ciphertext, 'base64');
    if (data.length < 17) return null;
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
