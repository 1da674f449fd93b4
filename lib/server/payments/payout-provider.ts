import { config, devProvidersEnabled, type Config } from '@/lib/server/core/config';
import { paymentSettingProblems } from '@/lib/server/core/payment-settings';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { alipayPayoutProvider } from './alipay/payout-provider';
import { devPayoutProvider } from './dev-payout-provider';
import type { RawNotification } from './provider';

/*
 * The payout provider interface: money out of the platform to a bank account
 * (a seller's payout, a buyer's withdrawal, a refund of a bank transfer).
 * `sendTransfer` asks for one transfer under our payout number (the
 * provider's idempotency key: asking again with the same number never pays
 * twice); its outcome arrives later as a signed notification, which
 * `verifyNotification` turns into a `PayoutNotification` (or null when it
 * does not check out). The payouts area owns the records and settles them.
 * Implementations: the development payout provider (moves nothing), Alipay
 * (alipay.fund.trans.uni.transfer to a bank card or corporate account).
 */

export type PayoutAccount = {
  holder: string;
  /** Our bank code (lib/shared/collecting-accounts.ts BANKS). */
  bankCode: string;
  bankName: string;
  branch: string;
  accountNumber: string;
  accountType: 'personal' | 'corporate';
};

export type PayoutRequest = { payoutNo: string; amountCents: number; account: PayoutAccount; memo: string };

export type PayoutResult = { accepted: boolean; providerTransferNo?: string; message?: string };

export type PayoutNotification = {
  payoutNo: string;
  /** The amount the provider says it transferred: compare with the payout's before settling. */
  amountCents: number;
  outcome: 'success' | 'failure';
  providerTransferNo: string;
  /** Why it failed (the bank refused it, returned it), in words for people. */
  reason?: string;
};

export interface PayoutProvider {
  readonly name: string;
  sendTransfer(request: PayoutRequest): Promise<PayoutResult>;
  verifyNotification(raw: RawNotification): Promise<PayoutNotification | null>;
}

/**
 * The configured payout provider (PAYOUT_PROVIDER). The development one serves
 * only where the development payment provider may; none, or a real one missing
 * a key, is 7592.
 */
export function payoutProvider(settings: Config = config()): PayoutProvider {
  const unavailable = (why = '暂未开通自动打款，请按银行转账文件人工付款') => new AppError(ErrorCode.PAYOUT_UNAVAILABLE, why);
  if (settings.payoutProvider === 'dev' && devProvidersEnabled(settings)) return devPayoutProvider;
  if (settings.payoutProvider === 'alipay') {
    const problems = paymentSettingProblems({ ...settings, paymentProvider: 'none' }, settings.publicBaseUrl);
    if (problems.length > 0) throw unavailable(`打款配置不完整，暂不可用（${problems.join('；')}）`);
    return alipayPayoutProvider(settings.alipay);
  }
  throw unavailable();
}

/** Whether the development payout provider serves here (the console then offers its labelled simulation). */
export function devPayoutProviderActive(settings: Config = config()): boolean {
  return settings.payoutProvider === 'dev' && devProvidersEnabled(settings);
}

/** Whether a payout provider serves here (else batches are paid by hand from the bank-transfer file). */
export function payoutProviderAvailable(settings: Config = config()): boolean {
  try {
    payoutProvider(settings);
    return true;
  } catch {
    return false;
  }
}
