import { z } from 'zod';
import { defineContract } from '@/lib/contracts/contract';
import {
  AdminBatchQuery,
  AdminPayoutPageSchema,
  AdminPayoutQuery,
  BatchDetailSchema,
  BatchNoInput,
  BatchPageSchema,
  BatchPrepareInput,
  BatchRejectInput,
  BatchSchema,
  BatchSendSchema,
  DevPayoutNotificationInput,
  DevPayoutNotificationSchema,
  HandPaidResultInput,
  MemberPayoutListQuery,
  PayoutNoInput,
  PayoutNotifyResultSchema,
  PayoutOverviewSchema,
  PayoutPageSchema,
  PayoutScheduleInput,
  PayoutScheduleSchema,
  PayoutSchema,
  SellerPayoutInput,
  WithdrawalInput,
} from './schema';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Members: what may be withdrawn, asking for it, the history. Sellers: payouts to collecting accounts and the schedule.

export const payoutOverviewContract = defineContract({
  operationId: 'payoutOverview',
  method: 'GET',
  path: '/api/member/payout_overview',
  summary: '提现概览：可提现、结算期内、冻结金额，已认证的收款户名；卖家另有自动提现设置',
  tag: 'Payouts',
  auth: 'member',
  response: PayoutOverviewSchema,
});

export const payoutListContract = defineContract({
  operationId: 'payoutList',
  method: 'POST',
  path: '/api/member/payout_list',
  summary: '我的提现记录（新的在前，分页；含状态与失败原因）',
  tag: 'Payouts',
  auth: 'member',
  body: MemberPayoutListQuery,
  response: PayoutPageSchema,
});

export const sellerPayoutRequestContract = defineContract({
  operationId: 'sellerPayoutRequest',
  method: 'POST',
  path: '/api/seller/payout_request',
  summary: '卖家申请货款提现到本人的收款账户（户名须与已认证企业名称一致；金额冻结；请求头 Idempotency-Key 必填，重复只生效一次）',
  tag: 'Payouts',
  auth: 'seller',
  body: SellerPayoutInput,
  response: PayoutSchema,
  idempotent: true,
});

export const withdrawalRequestContract = defineContract({
  operationId: 'withdrawalRequest',
  method: 'POST',
  path: '/api/member/withdrawal_request',
  summary: '提现预存款到银行账户（户名须与已认证企业名称一致；金额冻结；请求头 Idempotency-Key 必填，重复只生效一次）',
  tag: 'Payouts',
  auth: 'member',
  body: WithdrawalInput,
  response: PayoutSchema,
  idempotent: true,
});

export const payoutCancelContract = defineContract({
  operationId: 'payoutCancel',
  method: 'POST',
  path: '/api/member/payout_cancel',
  summary: '撤销尚未编入打款批次的提现（冻结金额退回可用余额）',
  tag: 'Payouts',
  auth: 'member',
  body: PayoutNoInput,
  response: PayoutSchema,
});

export const payoutScheduleContract = defineContract({
  operationId: 'payoutSchedule',
  method: 'GET',
  path: '/api/seller/payout_schedule',
  summary: '卖家的自动提现设置',
  tag: 'Payouts',
  auth: 'seller',
  response: PayoutScheduleSchema,
});

export const payoutScheduleSetContract = defineContract({
  operationId: 'payoutScheduleSet',
  method: 'POST',
  path: '/api/seller/payout_schedule_set',
  summary: '设置自动提现：每周、每月或可提现金额达到某值时，提现全部可提现金额到所选收款账户（每期一次）；off 关闭',
  tag: 'Payouts',
  auth: 'seller',
  body: PayoutScheduleInput,
  response: PayoutScheduleSchema,
});

// The payout provider's signed notification (not our browser signature).

export const payoutNotifyContract = defineContract({
  operationId: 'payoutNotify',
  method: 'POST',
  path: '/api/payout/notify',
  summary: '打款机构的打款结果通知（验签；成功则资金出平台，失败则退回可用余额；重复通知只处理一次）',
  tag: 'Payouts',
  auth: 'public',
  response: PayoutNotifyResultSchema,
  providerNotification: { contentTypes: ['application/json'] },
});

// Operators.

export const adminPayoutsContract = defineContract({
  operationId: 'adminPayouts',
  method: 'GET',
  path: '/api/admin/payouts',
  summary: '运营：提现单列表（按状态、类型、单号或户名筛选，分页）',
  tag: 'Admin',
  auth: 'operator',
  query: AdminPayoutQuery,
  response: AdminPayoutPageSchema,
});

export const adminPayoutBatchPrepareContract = defineContract({
  operationId: 'adminPayoutBatchPrepare',
  method: 'POST',
  path: '/api/admin/payout_batch_prepare',
  summary: '运营：把选中的（或全部）待审核提现单编成打款批次',
  tag: 'Admin',
  auth: 'operator',
  body: BatchPrepareInput,
  response: BatchSchema,
});

export const adminPayoutBatchesContract = defineContract({
  operationId: 'adminPayoutBatches',
  method: 'GET',
  path: '/api/admin/payout_batches',
  summary: '运营：打款批次列表',
  tag: 'Admin',
  auth: 'operator',
  query: AdminBatchQuery,
  response: BatchPageSchema,
});

export const adminPayoutBatchContract = defineContract({
  operationId: 'adminPayoutBatch',
  method: 'GET',
  path: '/api/admin/payout_batch',
  summary: '运营：打款批次详情（明细与合计、审批人）',
  tag: 'Admin',
  auth: 'operator',
  query: BatchNoInput,
  response: BatchDetailSchema,
});

export const adminPayoutBatchApproveContract = defineContract({
  operationId: 'adminPayoutBatchApprove',
  method: 'POST',
  path: '/api/admin/payout_batch_approve',
  summary: '运营：批准打款批次（超过限额须两位不同运营批准；不能批准自己编制或含自己收款的批次）',
  tag: 'Admin',
  auth: 'operator',
  body: BatchNoInput,
  response: BatchSchema,
});

export const adminPayoutBatchRejectContract = defineContract({
  operationId: 'adminPayoutBatchReject',
  method: 'POST',
  path: '/api/admin/payout_batch_reject',
  summary: '运营：驳回打款批次（须填原因；提现单退回待审核，或驳回并退回会员可用余额）',
  tag: 'Admin',
  auth: 'operator',
  body: BatchRejectInput,
  response: BatchSchema,
});

export const adminPayoutBatchSendContract = defineContract({
  operationId: 'adminPayoutBatchSend',
  method: 'POST',
  path: '/api/admin/payout_batch_send',
  summary: '运营：通过打款机构发送已批准的批次（结果以打款机构的签名通知为准）',
  tag: 'Admin',
  auth: 'operator',
  body: BatchNoInput,
  response: BatchSendSchema,
});

export const adminPayoutBatchHandPaidContract = defineContract({
  operationId: 'adminPayoutBatchHandPaid',
  method: 'POST',
  path: '/api/admin/payout_batch_hand_paid',
  summary: '运营：已按银行批量代付文件在网银付款：已批准的批次标为已提交打款（人工），之后逐笔登记到账或失败',
  tag: 'Admin',
  auth: 'operator',
  body: BatchNoInput,
  response: BatchSchema,
});

export const adminPayoutHandPaidResultContract = defineContract({
  operationId: 'adminPayoutHandPaidResult',
  method: 'POST',
  path: '/api/admin/payout_hand_paid_result',
  summary:
    '运营：登记人工打款的一笔结果：到账（须填网银交易流水号，资金出平台）或失败（须填原因，冻结金额退回会员）；同一结果重复登记只生效一次；不能登记打给自己的款项',
  tag: 'Admin',
  auth: 'operator',
  body: HandPaidResultInput,
  response: PayoutNotifyResultSchema,
});

export const adminPayoutBatchFileContract = defineContract({
  operationId: 'adminPayoutBatchFile',
  method: 'GET',
  path: '/api/admin/payout_batch_file',
  summary: '运营：已批准批次的银行批量代付文件（.xlsx：序号、收款账号、收款户名、收款银行、开户行、金额、用途）',
  tag: 'Admin',
  auth: 'operator',
  query: BatchNoInput,
  response: z.unknown().describe('文件内容（不是信封）'),
  file: { contentType: XLSX_TYPE },
});

export const adminDevPayoutNotificationContract = defineContract({
  operationId: 'adminDevPayoutNotification',
  method: 'POST',
  path: '/api/admin/payout_dev_notification',
  summary: '开发环境模拟：取得模拟打款机构对某笔打款的签名通知（到账或失败），页面原样提交到 /api/payout/notify；生产环境不可用',
  tag: 'Admin',
  auth: 'operator',
  body: DevPayoutNotificationInput,
  response: DevPayoutNotificationSchema,
});
