import { z } from 'zod';
import type { AlipaySettings } from '@/lib/server/core/payment-settings';
import { centsToYuanText, yuanTextToCents } from '../amounts';
import type { PayoutNotification, PayoutProvider } from '../payout-provider';
import { ALIPAY_PROVIDER_NAME, alipayClient, refusalOf, succeeded } from './client';

/*
 * Alipay transfers to bank accounts (单笔转账到银行卡,
 * alipay.fund.trans.uni.transfer with TRANS_BANKCARD_NO_PWD). Our payout
 * number is `out_biz_no`, Alipay's idempotency key. The outcome arrives as the
 * open-platform message alipay.fund.trans.order.changed, posted to the
 * application gateway (应用网关) configured in the Alipay console and signed
 * like every notification (RSA2); a transfer the bank returns later (退票,
 * status REFUND) is a failure too.
 */

const TransferChange = z.object({
  out_biz_no: z.string(),
  order_id: z.string(),
  status: z.string(),
  trans_amount: z.string(),
  fail_reason: z.string().optional(),
  error_code: z.string().optional(),
});

export function alipayPayoutProvider(settings: AlipaySettings): PayoutProvider {
  const client = alipayClient(settings);
  return {
    name: ALIPAY_PROVIDER_NAME,

    async sendTransfer(request) {
      const { account } = request;
      const answer = await client.exec('alipay.fund.trans.uni.transfer', {
        bizContent: {
          out_biz_no: request.payoutNo,
          trans_amount: centsToYuanText(request.amountCents),
          product_code: 'TRANS_BANKCARD_NO_PWD',
          biz_scene: 'DIRECT_TRANSFER',
          order_title: request.memo.slice(0, 128),
          remark: request.memo.slice(0, 200),
          payee_info: {
            identity_type: 'BANKCARD_ACCOUNT',
            identity: account.accountNumber,
            name: account.holder,
            bankcard_ext_info: {
              // 1: corporate (对公), 2: personal (对私).
              account_type: account.accountType === 'corporate' ? '1' : '2',
              inst_name: account.bankName,
              inst_branch_name: account.branch,
              bank_code: account.bankCode,
            },
          },
        },
      });
      if (!succeeded(answer) || answer.status === 'FAIL') return { accepted: false, message: refusalOf(answer) || String(answer.fail_reason ?? '') };
      return { accepted: true, providerTransferNo: String(answer.order_id ?? ''), message: String(answer.status ?? '') };
    },

    async verifyNotification(raw): Promise<PayoutNotification | null> {
      const params = client.verifiedForm(raw);
      if (!params || params.msg_method !== 'alipay.fund.trans.order.changed' || !params.biz_content) return null;
      let change: z.infer<typeof TransferChange>;
      try {
        change = TransferChange.parse(JSON.parse(params.biz_content));
      } catch {
        return null;
      }
      const amountCents = yuanTextToCents(change.trans_amount);
      const outcome = change.status === 'SUCCESS' ? 'success' : ['FAIL', 'REFUND'].includes(change.status) ? 'failure' : null;
      if (amountCents === null || !outcome) return null;
      const reason = outcome === 'failure' ? change.fail_reason || (change.status === 'REFUND' ? '银行退票' : change.error_code) || '转账失败' : undefined;
      return { payoutNo: change.out_biz_no, amountCents, outcome, providerTransferNo: change.order_id, ...(reason ? { reason } : {}) };
    },
  };
}
