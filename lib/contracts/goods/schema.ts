import { z } from 'zod';
import { GoodsSheetStatusSchema, PublicSheetSchema, SheetInput } from '@/lib/contracts/safety/schema';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';
import { dayField } from '@/lib/contracts/fields';

export const UnitSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['mass', 'volume', 'count']),
});

export const OfferSchema = z.object({
  goodsId: z.number().int(),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  packSize: z.number(),
  unit: z.object({ code: z.string(), name: z.string() }),
  purity: z.string(),
  brand: z.string().nullable().describe('卖家填写的品牌；null 表示未填'),
  priceCents: z.number().int().describe('价格，单位：分'),
  stock: z.number().int(),
  leadTimeDays: z.number().int(),
  coa: z.object({ lotNumber: z.string(), url: z.string() }).nullable().describe('在售批次的检验报告（COA，PDF）；null 表示卖家尚未上传，可询价时索取'),
  sds: z
    .object({ zh: PublicSheetSchema.nullable(), en: PublicSheetSchema.nullable() })
    .nullable()
    .describe('卖家的安全技术说明书（SDS，PDF）及修订日期；null 表示卖家未上传'),
});

/** The states a seller's list shows (a deleted offer is gone from every list). */
export const GOODS_STATUSES = ['pending', 'on_shelf', 'off_shelf', 'rejected'] as const;
export type ListedGoodsStatus = (typeof GOODS_STATUSES)[number];

export const GoodsListQuery = PageQuery.extend({
  status: z.enum(GOODS_STATUSES, { message: '商品状态应为 pending（待审核）、on_shelf（在售）、off_shelf（已下架）或 rejected（未通过）' }).default('on_shelf'),
  keyword: z.string().trim().max(100, '搜索词过长（不超过 100 个字）').optional().describe('按产品名称或 CAS 号筛选'),
});

/** One goods row as lists show it: the seller's own list and the operator's queue. */
const GoodsRowSchema = z.object({
  goodsId: z.number().int(),
  cas: z.string(),
  name: z.string(),
  packSize: z.number(),
  unitCode: z.string(),
  purity: z.string(),
  brand: z.string().nullable(),
  priceCents: z.number().int(),
  stock: z.number().int().describe('卖家填写的库存（件）'),
  reserved: z.number().int().describe('已提交、尚未付款的订单占用的件数；可售 = stock − reserved'),
  leadTimeDays: z.number().int(),
});

/** A licence the seller lacks to put goods on shelf (the certificates area's requirement with its sentence). */
export const MissingLicenceSchema = z.object({
  reason: z.string().describe('哪一项要求：在本平台销售、危险化学品'),
  anyOf: z.array(z.string()).describe('满足要求的证书种类（任一即可）'),
  message: z.string(),
});

export const SellerGoodsSchema = GoodsRowSchema.extend({
  status: z.enum(GOODS_STATUSES),
  reviewNote: z.string().nullable().describe('未通过审核的原因（rejected）'),
  newSubstance: z.boolean().describe('CAS 号不在目录中，随商品一起等待审核的新物质'),
  missingLicences: z.array(MissingLicenceSchema).describe('这种物质另需而卖家尚未具备的资质（如危险化学品经营许可证）；营业执照见 licences'),
  sds: GoodsSheetStatusSchema.describe('这种物质的 SDS：required 为危险化学品（无中文 SDS 不能上架）'),
  updatedAt: z.string(),
});

export const SellerGoodsPageSchema = pageSchema(SellerGoodsSchema).extend({
  counts: z.object({ pending: z.number().int(), onShelf: z.number().int(), offShelf: z.number().int(), rejected: z.number().int() }),
  licences: z
    .object({ missing: z.array(MissingLicenceSchema), uploadPath: z.string() })
    .describe('上架所需、卖家尚未具备的通用资质（营业执照）；missing 为空表示已具备'),
});

export const SupplierCertificateSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  kindLabel: z.string(),
  number: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'expired']),
  statusLabel: z.string(),
  validFrom: z.string(),
  validTo: z.string().nullable().describe('null：长期有效'),
  fileUrl: z.string(),
});

const goodsId = recordId('商品编号无效');
const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label}过长（不超过 ${max} 个字）`).default('');

/** Limits a spreadsheet row and the form share. */
export const GOODS_LIMITS = { packSizeMax: 1_000_000, priceCentsMax: 1_000_000_000, stockMax: 1_000_000_000, leadTimeDaysMax: 365 } as const;

/** One pack size of an offer: its own price and stock. */
export const PackInput = z.object({
  packSize: z
    .number({ message: '包装规格必须是数字' })
    .positive('包装规格必须大于 0')
    .max(GOODS_LIMITS.packSizeMax, '包装规格过大')
    .refine((n) => Math.round(n * 1000) === n * 1000, '包装规格最多 3 位小数'),
  unitCode: z.string({ message: '请选择单位' }).trim().min(1, '请选择单位').max(20, '单位无效'),
  priceCents: z
    .number({ message: '价格必须是数字' })
    .int('价格最多到分')
    .positive('价格必须大于 0')
    .max(GOODS_LIMITS.priceCentsMax, '价格过高（不超过 1000 万元）')
    .describe('价格，单位：分'),
  stock: z.number({ message: '库存必须是数字' }).int('库存必须是整数').min(0, '库存不能为负数').max(GOODS_LIMITS.stockMax, '库存过大'),
});

/** What the seller states about the substance and the offer, shared by every pack size. */
export const OfferInput = z.object({
  cas: z.string({ message: '请填写 CAS 号' }).trim().min(1, '请填写 CAS 号').max(20, 'CAS 号过长'),
  name: optionalText('产品名称', 200).describe('CAS 号不在目录中时必填：新物质的名称'),
  formula: optionalText('分子式', 100),
  smiles: optionalText('SMILES', 800).describe('新物质的结构式；服务器用 RDKit 校验并规范化，计算 InChIKey'),
  purity: z.string({ message: '请填写纯度' }).trim().min(1, '请填写纯度').max(40, '纯度过长（不超过 40 个字）'),
  brand: optionalText('品牌', 60),
  leadTimeDays: z.number({ message: '货期必须是数字' }).int('货期必须是整数天').min(0, '货期不能为负数').max(GOODS_LIMITS.leadTimeDaysMax, '货期不超过 365 天'),
  storageConditions: optionalText('储存条件', 200),
  lotNumber: optionalText('批号', 60),
  coaUploadId: recordId('COA 文件无效').nullable().default(null).describe('批次的检验报告：POST /api/upload_file（purpose=coa）返回的 id'),
  sds: SheetInput.nullable().optional().describe('这种物质的安全技术说明书（SDS）：危险化学品上架必需；也可随后用 POST /api/goods_sds 上传'),
});

export const CreateGoodsInput = OfferInput.extend({
  packs: z.array(PackInput).min(1, '请至少添加一个包装规格').max(20, '一次最多 20 个包装规格'),
});

export const UpdateGoodsInput = OfferInput.extend({ goodsId }).extend(PackInput.shape);

export const GoodsIdInput = z.object({ goodsId });
export const GoodsStatusInput = z.object({
  goodsId,
  action: z.enum(['put_on', 'take_off'], { message: '操作应为 put_on（上架）或 take_off（下架）' }),
});

export const CreatedGoodsSchema = z.object({ goodsIds: z.array(z.number().int()), status: z.literal('pending'), newSubstance: z.boolean() });

export const GoodsDetailSchema = z.object({
  goodsId: z.number().int(),
  status: z.enum(GOODS_STATUSES),
  reviewNote: z.string().nullable(),
  cas: z.string(),
  name: z.string(),
  formula: z.string().nullable(),
  smiles: z.string().nullable(),
  newSubstance: z.boolean(),
  purity: z.string(),
  brand: z.string(),
  leadTimeDays: z.number().int(),
  storageConditions: z.string(),
  lotNumber: z.string(),
  coa: z.object({ id: z.number().int(), name: z.string(), url: z.string() }).nullable(),
  packSize: z.number(),
  unitCode: z.string(),
  priceCents: z.number().int(),
  stock: z.number().int(),
  sds: GoodsSheetStatusSchema,
});

export const GoodsChangeSchema = z.object({ goodsId: z.number().int(), status: z.enum([...GOODS_STATUSES, 'deleted']), cas: z.string() });

export const CasLookupQuery = z.object({ cas: z.string().trim().min(1, '请填写 CAS 号').max(20, 'CAS 号过长') });
export const CasLookupSchema = z.object({
  cas: z.string(),
  known: z.boolean().describe('false：目录中没有这个 CAS 号，须填写名称（及分子式、SMILES），随商品一起审核'),
  name: z.string().nullable(),
  nameZh: z.string().nullable(),
  formula: z.string().nullable(),
  molecularWeight: z.number().nullable(),
  smiles: z.string().nullable(),
  svg: z.string().nullable().describe('结构图（SVG）'),
  sdsRequired: z.boolean().describe('危险化学品：没有中文 SDS 不能上架'),
  sds: GoodsSheetStatusSchema.nullable().describe('本人这种物质现行的 SDS（一份用于所有包装，发布时无须再传）；目录外的物质为 null'),
});

/** Narrows the operator's review queue: a keyword, one seller, the days the goods were submitted (Beijing time). */
export const ReviewQueueQuery = PageQuery.extend({
  keyword: z.string().trim().max(100, '搜索词过长（不超过 100 个字）').optional().describe('CAS 号、产品名称或卖家名称（公司名、显示名、用户名）'),
  sellerId: recordId('卖家编号无效').optional().describe('只看这位卖家的商品'),
  submittedFrom: dayField('提交开始日期').describe('提交日期不早于（北京时间，含当天），YYYY-MM-DD'),
  submittedTo: dayField('提交结束日期').describe('提交日期不晚于（北京时间，含当天），YYYY-MM-DD'),
}).refine((q) => !q.submittedFrom || !q.submittedTo || q.submittedFrom <= q.submittedTo, { message: '开始日期不能晚于结束日期', path: ['submittedFrom'] });
export type ReviewQueueQuery = z.infer<typeof ReviewQueueQuery>;

/** One pack size of a goods item under review: approving or rejecting the item decides each. */
export const ReviewPackSchema = z.object({
  goodsId: z.number().int(),
  packSize: z.number(),
  unitCode: z.string(),
  priceCents: z.number().int(),
  stock: z.number().int(),
  submittedAt: z.string().describe('这个包装规格最后提交（修改）的时间；审核时原样带回'),
});

/** The operator's review: pending goods items, each with all its pack sizes and the substance a seller proposed, if any. */
export const ReviewQueueSchema = pageSchema(
  GoodsRowSchema.omit({ packSize: true, unitCode: true, priceCents: true, stock: true, reserved: true }).extend({
    goodsId: z.number().int().describe('第一个包装规格的商品编号（这一项的标识）'),
    seller: z.object({ id: z.number().int(), name: z.string() }),
    storageConditions: z.string().nullable(),
    lotNumber: z.string().nullable(),
    hasCoa: z.boolean().describe('卖家为在售批次上传了 COA'),
    submittedAt: z.string().describe('最早提交的包装规格的时间（队列按它排序，最早的在前）'),
    packs: z.array(ReviewPackSchema).describe('同一卖家、同一物质、同一纯度和品牌的全部待审核包装规格：一次审核决定全部'),
    sellerCertificates: z.array(SupplierCertificateSchema).describe('卖家的供应商资质（营业执照、危险化学品经营许可证等），含状态与有效期'),
    missingLicences: z.array(MissingLicenceSchema).describe('上架这件商品卖家尚缺的资质；不为空时审核通过会被拒绝（7310）'),
    sds: z
      .object({
        missing: z.boolean().describe('危险化学品而卖家没有中文 SDS：审核通过会被拒绝（7621）'),
        revisedOn: z.string().nullable(),
        hasEnglish: z.boolean(),
      })
      .describe('卖家这种物质的 SDS'),
    newSubstance: z
      .object({
        name: z.string(),
        formula: z.string().nullable(),
        smiles: z.string().nullable(),
        inchikey: z.string().nullable().describe('由 RDKit 从 SMILES 计算'),
        molecularWeight: z.number().nullable(),
        svg: z.string().nullable(),
      })
      .nullable()
      .describe('CAS 号不在目录中：卖家提交的新物质；通过后进入目录，可按名称和结构搜索'),
  }),
).extend({
  sellers: z
    .array(z.object({ id: z.number().int(), name: z.string(), pending: z.number().int() }))
    .describe('有待审核商品的卖家（筛选用），pending 为待审核包装规格数'),
});

const ReviewDecision = z.enum(['approve', 'reject'], { message: '审核结果应为 approve（通过）或 reject（驳回）' });
const RejectReason = z.string().trim().max(200, '驳回原因过长（不超过 200 个字）').default('');
const needsReason = (r: { decision: string; reason: string }) => r.decision === 'approve' || r.reason.length > 0;
const REASON_REQUIRED = { message: '驳回时请填写原因（卖家会在“未通过”中看到）', path: ['reason'] };

export const GoodsReviewInput = z
  .object({
    goodsId: recordId('商品编号无效'),
    decision: ReviewDecision,
    reason: RejectReason,
    submittedAt: z.string().max(40).optional().describe('审核队列中该商品的 submittedAt：商品在此之后被卖家修改过则拒绝，请刷新后再审'),
  })
  .refine(needsReason, REASON_REQUIRED);

export const GoodsReviewSchema = z.object({
  goodsId: z.number().int(),
  status: z.enum(['on_shelf', 'rejected']),
  substanceListed: z.boolean().describe('这次通过让新物质进入了目录'),
  cas: z.string(),
});

/** The most pack sizes one batch decides (a page of 100 items rarely holds more). */
export const REVIEW_BATCH_MAX = 500;

export const GoodsReviewBatchInput = z
  .object({
    decision: ReviewDecision,
    reason: RejectReason.describe('驳回原因，批量驳回的每一件共用'),
    items: z
      .array(
        z.object({
          goodsId: recordId('商品编号无效'),
          submittedAt: z.string({ message: '请带上审核队列中的 submittedAt' }).max(40).describe('审核队列中该包装规格的 submittedAt'),
        }),
      )
      .min(1, '请至少选择一件商品')
      .max(REVIEW_BATCH_MAX, `一次最多审核 ${REVIEW_BATCH_MAX} 个包装规格`)
      .refine((items) => new Set(items.map((i) => i.goodsId)).size === items.length, '同一件商品选了两次'),
  })
  .refine(needsReason, REASON_REQUIRED);

export const GoodsReviewBatchSchema = z.object({
  results: z
    .array(
      z.object({
        goodsId: z.number().int(),
        ok: z.boolean(),
        status: z.enum(['on_shelf', 'rejected']).nullable().describe('审核后的状态；未能审核时为 null'),
        substanceListed: z.boolean(),
        cas: z.string(),
        code: z.number().int().describe('0 成功；否则为单件审核会返回的错误码（7301、7302、7310 等）'),
        msg: z.string(),
      }),
    )
    .describe('每个包装规格的结果，顺序同 items'),
  succeeded: z.number().int(),
  failed: z.number().int(),
});

/** A spreadsheet import as the progress bar and the result view show it. */
export const ImportJobSchema = z.object({
  jobId: z.number().int(),
  fileName: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']).describe('queued 排队，running 导入中，done 完成，failed 失败'),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  acceptedRows: z.number().int().describe('已导入（待审核）的行'),
  rejectedRows: z.number().int(),
  percent: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  resuming: z.boolean().describe('导入中，但处理它的服务器已停止：另一台服务器将在十几秒内从上次保存的进度接着导入'),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  resultUrl: z.string().describe('全部行的结果（.xlsx）下载地址'),
});

export const ImportUploadInput = z.object({ file: z.instanceof(File, { message: '请选择要上传的 .xlsx 文件' }) });
export const ImportJobQuery = z.object({ jobId: recordId('导入任务编号无效') });
export const ImportJobPageSchema = pageSchema(ImportJobSchema);

export const ImportResultQuery = PageQuery.extend({
  jobId: recordId('导入任务编号无效'),
  outcome: z.enum(['accepted', 'rejected'], { message: '结果应为 accepted 或 rejected' }).optional(),
});

export const ImportResultSchema = pageSchema(
  z.object({
    rowNo: z.number().int().describe('表格中的行号'),
    cas: z.string().nullable(),
    name: z.string().nullable(),
    outcome: z.enum(['accepted', 'rejected']),
    reason: z.string().nullable(),
    goodsId: z.number().int().nullable(),
  }),
).extend({ job: ImportJobSchema });
