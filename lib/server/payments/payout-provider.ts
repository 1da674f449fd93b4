import { config, devProvidersEnabled, type Config } from '@/lib/server/core/config';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { devPayoutProvider } from './dev-payout-provider';

/*
 * The payout provider interface: money out of the platform to a bank account
 * (a seller's payout, a buyer's withdrawal, a refund of a bank transfer).
 * `sendTransfer` asks for one transfer under our payout number (the
 * provider's idempotency key: asking again with the same number never pays
 * twice); its outcome arrives later as a signed notification at
 * `POST /api/payout/notify`, which `verifyNotification` turns into a
 * `PayoutNotification` (null when it does not check out). The payouts area
 * owns the records and settles them (lib/server/workflows/payout-notification.ts).
 */

export type PayoutNotification = {
  payoutNo: string;
  /** The amount the provider says it transferred: compared with the payout's before settling. */
  amountCents: number;
  outcome: 'success' | 'failure';
  providerTransferNo: string;
  /** Why it failed (the bank refused or returned it), in words for people. */
  reason?: string;
};

export interface PayoutProvider {
  readonly name: string;
  sendTransfer(req: {
    payoutNo: string;
    amountCents: number;
    account: { holder: string; bankCode: string; bankName: string; branch: string | null; accountNumber: string; accountType: string };
    memo: string;
  }): Promise<{ accepted: boolean; providerTransferNo?: string; message?: string }>;
  verifyNotification(raw: { body: string; headers: Record<string, string>; contentType: string }): Promise<PayoutNotification | null>;
}

/**
 * The configured payout provider (PAYOUT_PROVIDER). The development one serves
 * only where the development payment provider may (isLocalDemo, or the
 * explicit loopback allowance); otherwise 7531: operators pay by the batch's
 * bank-transfer file.
 */
export function payoutProvider(settings: Config = config()): PayoutProvider {
  if (settings.payoutProvider === 'dev' && devProvidersEnabled(settings)) return devPayoutProvider;
  throw new AppError(ErrorCode.PAYOUT_PROVIDER_UNAVAILABLE, '暂未开通自动打款，请下载批次的银行转账文件人工付款');
}

/** Whether the development payout provider is the one serving (the batch page's simulation buttons). */
export function devPayoutProviderActive(settings: Config = config()): boolean {
  return settings.payoutProvider === 'dev' && devProvidersEnabled(settings);
}
