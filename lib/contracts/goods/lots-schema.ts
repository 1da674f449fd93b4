import { z } from 'zod';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';

/* Lots (批次) a seller shipped: list, revise the COA, recall (decision 0152). */

export const SellerLotsQuery = PageQuery.extend({
  keyword: z.string().trim().max(60).optional().describe('批号、品名或 CAS 号'),
});

export const LotSchema = z.object({
  id: z.number().int(),
  lotNumber: z.string(),
  cas: z.string().nullable(),
  productName: z.string(),
  coaUrl: z.string().nullable().describe('当前 COA（卖家本人可打开）'),
  coaRevision: z.number().int(),
  coaRevisedAt: z.string().nullable(),
  recalledAt: z.string().nullable(),
  recallReason: z.string().nullable(),
  createdAt: z.string(),
  orders: z.number().int().describe('发出该批次的订单数'),
  buyers: z.number().int().describe('收到该批次的买家数'),
});
export type Lot = z.infer<typeof LotSchema>;
export const LotPageSchema = pageSchema(LotSchema);

export const ReviseLotCoaInput = z.object({
  lotId: recordId('批次不存在'),
  coaUploadId: recordId('请上传新的 COA 文件').describe('本人 POST /api/upload_file（purpose=coa）得到的 id'),
  note: z.string().trim().max(200, '说明不能超过 200 个字').optional().describe('修订说明，随通知发给买家'),
});

export const RecallLotInput = z.object({
  lotId: recordId('批次不存在'),
  reason: z.string({ message: '请填写召回原因' }).trim().min(4, '请写明召回原因（至少 4 个字）').max(300, '召回原因不能超过 300 个字'),
});

export const LotChangeResultSchema = z.object({
  lot: LotSchema,
  notifiedBuyers: z.number().int().describe('已通知的买家数（站内信，有邮箱的同时发邮件）'),
});
