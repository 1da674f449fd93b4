import { z } from 'zod';
import { centsField, flagField, intField, positiveNumberField } from '@/lib/contracts/fields';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';
import { isChinaDay } from '@/lib/shared/china-day';
import { normalizeCas } from '@/lib/shared/cas';
import { normalizePhone } from '@/lib/shared/identity';

/*
 * The RFQ contract (询价与报价): every call's input and output. docs/rfq-api.md
 * says the same in prose; docs/state-machines.md has the two state machines.
 */

/** Optional form text: blank (or null) counts as not given. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过 ${max} 个字`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

const casField = z
  .string()
  .trim()
  .max(20)
  .optional()
  .nullable()
  .refine((v) => !v || normalizeCas(v) !== null, 'CAS 号不正确：格式如 64-17-5，末位为校验位')
  .transform((v) => (v ? (normalizeCas(v) as string) : undefined));

const quantityField = positiveNumberField('数量', 1_000_000);
const unitCodeField = z.string().trim().min(1, '请选择单位').max(20).describe('单位代码，取自 GET /api/unit，如 g、kg、mL、L');

/** A moment: an ISO 8601 date-time, or a day `YYYY-MM-DD` meaning the end of that day in China time (23:59:59 +08:00). */
const momentField = (label: string) =>
  z
    .string()
    .trim()
    // A day must exist (2026-13-45 would otherwise reach toISOString and throw).
    .refine((v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? isChinaDay(v) : !Number.isNaN(Date.parse(v))), `${label}应为有效的日期（YYYY-MM-DD）或 ISO 时间`)
    .transform((v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T23:59:59.999+08:00`).toISOString() : new Date(v).toISOString()));

// ---------------------------------------------------------------- statuses

/** Inquiry states (docs/state-machines.md). `partly_accepted`: some lines have an accepted quotation, not all. */
export const INQUIRY_STATUSES = ['open', 'quoted', 'partly_accepted', 'accepted', 'ordered', 'closed', 'cancelled', 'expired'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  open: '待报价',
  quoted: '已报价',
  partly_accepted: '部分采纳',
  accepted: '已采纳',
  ordered: '已下单',
  closed: '已关闭',
  cancelled: '已取消',
  expired: '已过期',
};

/** Quotation states (docs/state-machines.md). */
export const QUOTATION_STATUSES = ['active', 'superseded', 'cancelled', 'accepted', 'lost', 'expired'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = {
  active: '有效',
  superseded: '已追加新报价',
  cancelled: '已撤销',
  accepted: '已采纳',
  lost: '未采纳',
  expired: '已过期',
};

/** Buyer actions of POST /api/inquiry_change_status. */
export const INQUIRY_ACTIONS = ['accept', 'close', 'cancel'] as const;
export type InquiryAction = (typeof INQUIRY_ACTIONS)[number];

// ---------------------------------------------------------------- shared pieces

export const UnitRefSchema = z.object({ code: z.string(), name: z.string() });

export const AttachmentSchema = z.object({ id: z.number().int(), name: z.string(), url: z.string() });

/** A price brought to one gram or millilitre (per piece for counted units), for comparison. */
export const NormalizedPriceSchema = z
  .object({
    cents: z.number().describe('每 1 g、1 mL 或 1 件的价格（分，可带小数）'),
    per: z.enum(['g', 'mL', 'piece']),
  })
  .describe('折算单价：按 g、mL 或（计件单位）每件');

// ---------------------------------------------------------------- create_inquiry

export const InquiryLineInput = z
  .object({
    substanceId: recordId('产品编号不正确').optional().nullable().describe('目录中的产品 id（自动补全所选）；选填'),
    cas: casField.describe('CAS 号；目录中没有的有效 CAS 号也可询价'),
    productName: optionalText(100, '产品名称').describe('产品名称；不填时用目录中的名称'),
    smiles: optionalText(400, '结构式').describe('目录外产品的结构（SMILES），选填'),
    quantity: quantityField,
    unitCode: unitCodeField,
    purity: optionalText(40, '纯度要求').describe('纯度或等级要求，如 ≥99.5%、AR、SEMI G4'),
    packaging: optionalText(60, '包装要求').describe('包装要求，如 500 mL × 4 瓶、25 kg/桶'),
  })
  .refine((v) => v.substanceId != null || v.cas !== undefined || v.productName !== undefined || v.smiles !== undefined, {
    message: '请填写产品名称、CAS 号或结构式',
    path: ['productName'],
  });
export type InquiryLineInput = z.output<typeof InquiryLineInput>;

export const MAX_INQUIRY_LINES = 500;
export const MAX_ATTACHMENTS = 5;
export const DEFAULT_DEADLINE_DAYS = 7;
export const MAX_DEADLINE_DAYS = 90;

/**
 * POST /api/create_inquiry. Multi-line: `lines` (1–500). The quick inquiry
 * form's single-line body (cas, productName, quantity, unitCode, purity at the
 * top level, no `lines`) is still accepted and becomes one line.
 */
export const CreateInquiryBody = z
  .object({
    lines: z
      .array(InquiryLineInput)
      .min(1, '请至少填写一行')
      .max(MAX_INQUIRY_LINES, `一次询价最多 ${MAX_INQUIRY_LINES} 行`)
      .optional()
      .describe('询价明细（多行）；不填时按旧的单行字段提交'),
    // The single-line quick inquiry (kept as it was).
    cas: casField.describe('单行询价：CAS 号（无 lines 时使用）'),
    productName: optionalText(100, '产品名称').describe('单行询价：产品名称'),
    quantity: quantityField.optional().describe('单行询价：数量'),
    unitCode: unitCodeField.optional(),
    purity: optionalText(40, '纯度要求'),
    packaging: optionalText(60, '包装要求'),
    // The header.
    note: optionalText(500, '备注').describe('备注（remarks 的旧名）'),
    remarks: optionalText(500, '备注'),
    contactName: z.string().trim().min(1, '请填写联系人').max(30, '联系人不能超过 30 个字'),
    contactPhone: z
      .string()
      .trim()
      .min(1, '请填写联系电话')
      .refine((v) => normalizePhone(v) !== null, '请填写有效的手机号（11 位手机号，或带国家码的国际号码）')
      .transform((v) => normalizePhone(v) as string),
    addressId: recordId('收货地址编号不正确').optional().nullable().describe('收货地址 id（GET /api/transaction），须为本人的地址；选填'),
    invoiceInfoId: recordId('开票信息编号不正确').optional().nullable().describe('发票信息 id（GET /api/invoice_list），须为本人的；选填'),
    neededBy: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, '需求日期应为 YYYY-MM-DD')
      .optional()
      .nullable()
      .transform((v) => v || undefined)
      .describe('期望到货日期 YYYY-MM-DD；选填'),
    deadline: momentField('报价截止时间')
      .optional()
      .nullable()
      .transform((v) => v || undefined)
      .describe(`报价截止：日期（当天 24 点，北京时间）或 ISO 时间；默认 ${DEFAULT_DEADLINE_DAYS} 天后，最长 ${MAX_DEADLINE_DAYS} 天`),
    attachmentIds: z
      .array(recordId('附件编号不正确'))
      .max(MAX_ATTACHMENTS, `附件最多 ${MAX_ATTACHMENTS} 个`)
      .optional()
      .describe('附件：本人 POST /api/upload_file 得到的 id'),
  })
  .superRefine((v, ctx) => {
    if (v.lines) return;
    if (v.cas === undefined && v.productName === undefined) ctx.addIssue({ code: 'custom', message: '请填写产品名称或 CAS 号', path: ['productName'] });
    if (v.quantity === undefined) ctx.addIssue({ code: 'custom', message: '请填写数量', path: ['quantity'] });
    if (v.unitCode === undefined) ctx.addIssue({ code: 'custom', message: '请选择单位', path: ['unitCode'] });
  })
  .transform(({ lines, cas, productName, quantity, unitCode, purity, packaging, note, remarks, ...header }) => ({
    ...header,
    remarks: remarks ?? note,
    lines: lines ?? [
      { cas, productName, quantity: quantity as number, unitCode: unitCode as string, purity, packaging, substanceId: undefined, smiles: undefined },
    ],
  }));
export type NewInquiry = z.output<typeof CreateInquiryBody>;

export const InquiryLineSchema = z.object({
  id: z.number().int(),
  lineNo: z.number().int().describe('行号，从 1 起'),
  substanceId: z.number().int().nullable(),
  cas: z.string().nullable(),
  productName: z.string(),
  smiles: z.string().nullable(),
  substanceKnown: z.boolean().describe('是否为目录中的产品'),
  quantity: z.number(),
  unit: UnitRefSchema,
  purity: z.string().nullable(),
  packaging: z.string().nullable(),
});

/**
 * The answer of POST /api/create_inquiry: the quick inquiry's fields (those
 * of the first line at the top level, as before) plus the whole header and
 * every line.
 */
export const InquirySchema = z.object({
  id: z.number().int(),
  inquiryNo: z.string().describe('询价单号，如 XJ20250301000123'),
  cas: z.string().nullable().describe('第一行的 CAS 号'),
  productName: z.string().describe('第一行的产品名称'),
  substanceKnown: z.boolean().describe('第一行是否在产品目录中'),
  quantity: z.number(),
  unit: UnitRefSchema,
  purity: z.string().nullable(),
  note: z.string().nullable().describe('备注（同 remarks）'),
  remarks: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  delivery: z
    .object({
      addressId: z.number().int().nullable(),
      address: z.string().nullable().describe('收货地区与收货人，如“上海市 浦东新区 · 王老师”'),
      invoiceInfoId: z.number().int().nullable(),
      invoiceTitle: z.string().nullable().describe('发票抬头'),
    })
    .describe('询价附带的收货地址与发票信息'),
  neededBy: z.string().nullable(),
  deadline: z.string().describe('报价截止时间（ISO）'),
  attachments: z.array(AttachmentSchema),
  lineCount: z.number().int(),
  lines: z.array(InquiryLineSchema),
  status: z.enum(INQUIRY_STATUSES),
  createdAt: z.string(),
});

// ---------------------------------------------------------------- quotations

export const SellerRefSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('卖家（机构）名称'),
  verified: z.boolean().describe('已上传营业执照/许可证（认证）'),
  direct: z.boolean().describe('厂家直供'),
});

export const QuotationSchema = z.object({
  id: z.number().int(),
  inquiryId: z.number().int(),
  lineId: z.number().int(),
  seller: SellerRefSchema,
  priceCents: z.number().int().describe('每包装的价格（分，含税）'),
  packSize: z.number(),
  unit: UnitRefSchema,
  normalizedPrice: NormalizedPriceSchema.nullable(),
  purity: z.string().nullable(),
  inStock: z.boolean().describe('现货'),
  leadTimeDays: z.number().int().describe('货期（天）；现货为 0'),
  validUntil: z.string().describe('报价有效期至（ISO）'),
  remarks: z.string().nullable(),
  coa: AttachmentSchema.nullable().describe('检验报告（COA）'),
  goodsId: z.number().int().nullable().describe('报价所依据的在售商品'),
  status: z.enum(QUOTATION_STATUSES),
  statusLabel: z.string(),
  supersedesId: z.number().int().nullable().describe('追加报价所替代的上一条报价'),
  freightCents: z.number().int().nullable().describe('报价的运费（分）：0 为包邮；null 按卖家运费模板'),
  cheapest: z.boolean().describe('该行有效报价中折算单价最低（仅买家视图标记）'),
  createdAt: z.string(),
});
export type Quotation = z.infer<typeof QuotationSchema>;

const quotationFields = {
  priceCents: centsField('价格', { min: 1 }),
  packSize: positiveNumberField('包装规格', 1_000_000),
  unitCode: unitCodeField,
  purity: optionalText(40, '纯度'),
  inStock: flagField('现货').default(false).describe('现货'),
  leadTimeDays: intField('货期天数', { min: 0, max: 365 }).default(0),
  validUntil: momentField('报价有效期').describe('有效期至：日期（当天 24 点，北京时间）或 ISO 时间，须晚于现在，最长 90 天'),
  remarks: optionalText(500, '备注'),
  coaUploadId: recordId('COA 文件编号不正确').optional().nullable().describe('本人上传的检验报告（POST /api/upload_file，purpose=coa）'),
  goodsId: recordId('商品编号不正确').optional().nullable().describe('“从我的商品报价”：本人该产品的在售商品 id'),
  freightCents: centsField('运费', { min: 0 }).nullable().optional().describe('本报价的运费（分，含在成交订单中）：0 为包邮；不填按卖家的运费模板计算'),
  confirmUnusualPrice: flagField('价格已核对').default(false).describe('折合每克/毫升价格远离该产品在售价格时（错误 4014），卖家核对后置 true 再提交'),
};

/** POST /api/create_quotation: a seller's offer for one inquiry line. */
export const CreateQuotationBody = z.object({ lineId: recordId('询价明细编号不正确').describe('询价行 id'), ...quotationFields });
export type NewQuotation = z.output<typeof CreateQuotationBody>;

/** POST /api/append_quotation: a revised offer replacing the seller's active one (which becomes superseded). */
export const AppendQuotationBody = z.object({ quotationId: recordId('报价编号不正确').describe('当前有效的本人报价 id'), ...quotationFields });
export type AppendedQuotation = z.output<typeof AppendQuotationBody>;

/** POST /api/cancel_quote */
export const CancelQuoteBody = z.object({ quotationId: recordId('报价编号不正确') });

/** POST /api/inquiry_change_status */
export const InquiryChangeStatusBody = z
  .object({
    inquiryId: recordId('询价单编号不正确'),
    action: z.enum(INQUIRY_ACTIONS, { message: '操作应为 accept（采纳报价）、close（关闭）或 cancel（取消）' }),
    quotationId: recordId('报价编号不正确').optional().nullable().describe('action=accept 时必填：要采纳的报价'),
  })
  .refine((v) => v.action !== 'accept' || v.quotationId != null, { message: '采纳时请指定报价', path: ['quotationId'] });

// ---------------------------------------------------------------- detail

export const LandedSchema = z
  .object({
    quotationId: z.number().int(),
    packs: z.number().int().describe('覆盖需求的包装数（向上取整）'),
    goodsCents: z.number().int().describe('货款 = 单价 × 包装数'),
    freightCents: z.number().int().nullable().describe('运费：报价的运费，或按卖家运费模板到询价收货省份；不配送或无地址时为 null'),
    freightNote: z.string(),
    delivered: z.boolean().describe('卖家配送至询价的收货省份'),
    totalCents: z.number().int().describe('到手价 = 货款 + 运费'),
    perBase: z
      .object({ cents: z.number(), per: z.enum(['g', 'mL']) })
      .nullable()
      .describe('到手价折合每克/毫升（分）'),
  })
  .describe('买家视图：按到手价（货款 + 运费）比较');

export const PurchasePlanSchema = z.object({
  kind: z.enum(['cheapest_per_line', 'one_seller']).describe('cheapest_per_line：每行选到手价最低的报价；one_seller：全部从一位卖家购买'),
  sellers: z.array(z.string()),
  quotationIds: z.array(z.number().int()),
  lines: z.number().int(),
  goodsCents: z.number().int(),
  freightCents: z.number().int().describe('每位卖家的运费各计一次（同一卖家的行合并计算）'),
  totalCents: z.number().int(),
});

export const InquiryDetailLineSchema = InquiryLineSchema.extend({
  accepted: z.boolean().describe('该行已采纳某条报价（待下单）'),
  acceptedQuotationId: z.number().int().nullable().describe('买家视图：已采纳的报价；卖家视图：仅当采纳的是本人报价'),
  quoteCount: z.number().int().describe('该行有效与已采纳报价的条数（各卖家合计，不含历史）'),
  quotations: z.array(QuotationSchema).describe('买家：该行全部报价（含历史）；卖家：仅本人的报价（含历史）'),
  landed: z.array(LandedSchema).describe('买家视图：有效与已采纳报价的到手价；卖家视图为空'),
});

export const InquiryDetailSchema = z.object({
  id: z.number().int(),
  inquiryNo: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  statusLabel: z.string(),
  viewer: z.enum(['buyer', 'seller']).describe('本次按谁的视角回答'),
  buyer: z
    .object({
      label: z.string().describe('卖家视角为“王老师”式掩码'),
      contactName: z.string().nullable().describe('仅买家本人可见（有订单后对成交卖家可见）'),
      contactPhone: z.string().nullable(),
    })
    .describe('询价人'),
  area: z.string().nullable().describe('收货地区（省市），不含详细地址'),
  delivery: z.object({ address: z.string().nullable(), invoiceTitle: z.string().nullable() }).nullable().describe('收货地址与发票抬头：仅买家本人可见'),
  remarks: z.string().nullable(),
  neededBy: z.string().nullable(),
  deadline: z.string(),
  attachments: z.array(AttachmentSchema),
  createdAt: z.string(),
  lines: z.array(InquiryDetailLineSchema),
  allowedActions: z.array(z.enum(INQUIRY_ACTIONS)).describe('买家此刻可做的操作'),
  plans: z.array(PurchasePlanSchema).describe('买家视图：分开采购（每行最低到手价）与从一位卖家采购的总价比较；无收货地址时为空'),
});
export type InquiryDetail = z.infer<typeof InquiryDetailSchema>;

export const InquiryDetailQuery = z.object({ id: recordId('询价单编号不正确').describe('询价单 id') });

// ---------------------------------------------------------------- lists

/** One inquiry line in a list (public zone, seller tabs). */
export const LineSummarySchema = z.object({
  lineId: z.number().int(),
  substanceId: z.number().int().nullable(),
  cas: z.string().nullable(),
  productName: z.string(),
  quantity: z.number(),
  unit: UnitRefSchema,
  purity: z.string().nullable(),
  packaging: z.string().nullable(),
  quoteCount: z.number().int(),
  accepted: z.boolean(),
});

/** GET /api/inquiry_index: the public inquiry zone (open inquiries, buyer masked). */
export const InquiryIndexQuery = PageQuery.extend({
  keyword: z.string().trim().max(100).optional().describe('CAS 号或产品名称（含其中一部分）'),
});

export const PublicInquirySchema = z.object({
  id: z.number().int(),
  inquiryNo: z.string(),
  buyer: z.string().describe('“王老师”式掩码'),
  area: z.string().nullable().describe('收货省份/城市'),
  status: z.enum(INQUIRY_STATUSES),
  createdAt: z.string(),
  deadline: z.string(),
  lineCount: z.number().int(),
  quoteCount: z.number().int().describe('各行有效报价合计'),
  lines: z.array(LineSummarySchema).describe('前 5 行（lineCount 为总行数）'),
  own: z.boolean().describe('是否为当前登录者本人的询价（本人不能报价）'),
});
export const PublicInquiryPageSchema = pageSchema(PublicInquirySchema);

/** GET /api/inquiries: the buyer's own inquiries by status tab. */
export const BUYER_TABS = ['all', ...INQUIRY_STATUSES] as const;
export const BuyerInquiriesQuery = PageQuery.extend({
  status: z.enum(BUYER_TABS, { message: '状态应为 all 或询价单状态之一' }).default('all'),
  keyword: z.string().trim().max(100).optional().describe('单号、CAS 号或产品名称'),
});

export const BuyerInquirySchema = z.object({
  id: z.number().int(),
  inquiryNo: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  statusLabel: z.string(),
  createdAt: z.string(),
  deadline: z.string(),
  neededBy: z.string().nullable(),
  lineCount: z.number().int(),
  quoteCount: z.number().int(),
  acceptedLineCount: z.number().int(),
  lines: z.array(LineSummarySchema).describe('前 5 行'),
});
export const BuyerInquiryPageSchema = pageSchema(BuyerInquirySchema).extend({
  counts: z.record(z.string(), z.number().int()).describe('各状态的询价单数（含 all），用于页签角标'),
});

/** Seller tabs. GET /api/not_quote: lines waiting for the seller's quotation. */
export const SellerListQuery = PageQuery.extend({
  keyword: z.string().trim().max(100).optional().describe('CAS 号、产品名称或询价单号'),
});

export const SellerLineSchema = LineSummarySchema.extend({
  inquiryId: z.number().int(),
  inquiryNo: z.string(),
  buyer: z.string().describe('掩码'),
  area: z.string().nullable(),
  createdAt: z.string(),
  deadline: z.string(),
  onShelfGoodsCount: z.number().int().describe('本人该产品的在售商品数（可“从我的商品报价”）'),
});
export const SellerLinePageSchema = pageSchema(SellerLineSchema);

/** GET /api/quoted, /api/add_quote (won), /api/lost_list, /api/cancel_list: the seller's own quotations. */
/** The inquiry a seller-side item belongs to, as a seller sees it. */
export const InquiryRefFields = {
  inquiryId: z.number().int(),
  inquiryNo: z.string(),
  inquiryStatus: z.enum(INQUIRY_STATUSES),
  buyer: z.string().describe('掩码'),
  area: z.string().nullable(),
  deadline: z.string(),
};

export const SellerQuotationSchema = z.object({
  quotation: QuotationSchema,
  line: LineSummarySchema,
  ...InquiryRefFields,
});
export const SellerQuotationPageSchema = pageSchema(SellerQuotationSchema);

// ---------------------------------------------------------------- dialogs and forms

/** GET /api/add_quotation: what the quote dialog needs for one line. */
export const AddQuotationQuery = z.object({ lineId: recordId('询价明细编号不正确').describe('询价行 id') });

export const MyGoodsSchema = z.object({
  goodsId: z.number().int(),
  packSize: z.number(),
  unit: UnitRefSchema,
  purity: z.string(),
  priceCents: z.number().int(),
  stock: z.number().int(),
  leadTimeDays: z.number().int(),
  coaUploadId: z.number().int().nullable(),
  lotNumber: z.string().nullable(),
});

export const QuoteAllowanceSchema = z.object({ limit: z.number().int(), remaining: z.number().int() }).describe('24 小时内可报价行数（含追加）：上限与剩余');

export const AddQuotationSchema = z.object({
  ...InquiryRefFields,
  neededBy: z.string().nullable(),
  remarks: z.string().nullable(),
  line: InquiryLineSchema,
  myQuotation: QuotationSchema.nullable().describe('本人在该行的有效报价：有则应追加（append_quotation）而非新报价'),
  myGoods: z.array(MyGoodsSchema).describe('本人该产品的在售商品（“从我的商品报价”）'),
  units: z.array(UnitRefSchema).describe('可换算为询价单位的包装单位（同为质量或同为体积；计数单位须与询价相同）'),
  allowance: QuoteAllowanceSchema,
  canQuote: z.boolean(),
  reason: z.string().nullable().describe('不能报价时的原因'),
  defaultValidUntil: z.string().describe('默认有效期（14 天后）'),
});

/** GET /api/add_inquiry: what the inquiry form needs. */
export const AddInquiryQuery = z.object({
  cas: z.string().trim().max(20).optional().describe('预填的 CAS 号（产品页、列表的“询价”）'),
});

export const AddInquirySchema = z.object({
  contactName: z.string(),
  contactPhone: z.string(),
  addresses: z.array(z.object({ id: z.number().int(), label: z.string(), isDefault: z.boolean() })),
  invoiceInfos: z.array(z.object({ id: z.number().int(), title: z.string(), isDefault: z.boolean() })),
  units: z.array(UnitRefSchema.extend({ kind: z.enum(['mass', 'volume', 'count']) })),
  prefill: z.object({ substanceId: z.number().int().nullable(), cas: z.string(), productName: z.string().nullable() }).nullable(),
  limits: z.object({
    maxLines: z.number().int(),
    maxAttachments: z.number().int(),
    defaultDeadlineDays: z.number().int(),
    maxDeadlineDays: z.number().int(),
    inquiriesPerHour: z.number().int(),
  }),
});

// ---------------------------------------------------------------- list inquiry (designed call)

export const MAX_RESOLVE_LINES = 500;

/** POST /api/inquiry_resolve: a pasted list. `text`: one line per row, "CAS或名称或SMILES [数量][单位]", separated by tab, comma or spaces. */
export const ResolveBody = z
  .object({
    text: z.string().max(200_000).optional().describe('粘贴的清单：每行一个 CAS 号、名称或 SMILES，可跟数量与单位，如“64-17-5 500 mL”或“67-64-1,2,L”'),
    lines: z
      .array(
        z.object({
          query: z.string().trim().min(1).max(400),
          quantity: quantityField.optional().nullable(),
          unitCode: z.string().trim().max(20).optional().nullable(),
        }),
      )
      .max(MAX_RESOLVE_LINES)
      .optional()
      .describe('已拆分的行（与 text 二选一）'),
  })
  .refine((v) => v.text !== undefined || v.lines !== undefined, { message: '请粘贴清单或提供 lines', path: ['text'] });

/** POST /api/inquiry_resolve_file: the same from an uploaded .xlsx or .csv (multipart, field `file`; columns: 查询 / 数量 / 单位). */
export const ResolveFileBody = z.object({ file: z.instanceof(File, { message: '请上传 .xlsx 或 .csv 文件' }) });

export const ResolvedLineSchema = z.object({
  row: z.number().int().describe('行号（从 1 起）'),
  query: z.string(),
  kind: z.enum(['cas', 'name', 'smiles']).describe('按什么识别'),
  quantity: z.number().nullable(),
  unitCode: z.string().nullable(),
  found: z.boolean(),
  casValid: z.boolean().nullable().describe('kind=cas：CAS 校验位是否正确'),
  substance: z.object({ id: z.number().int(), cas: z.string(), name: z.string(), nameZh: z.string().nullable(), formula: z.string().nullable() }).nullable(),
  offerCount: z.number().int().describe('在售报价数'),
  lowestPrice: NormalizedPriceSchema.nullable().describe('在售商品中最低的折算单价'),
  regulated: z.array(z.object({ key: z.string(), name: z.string() })).describe('所在管制名录（易制毒、易制爆、剧毒、危化品）'),
  problem: z.string().nullable().describe('无法识别时的原因'),
});

export const ResolveResultSchema = z.object({
  lines: z.array(ResolvedLineSchema),
  total: z.number().int(),
  found: z.number().int(),
  notFound: z.number().int(),
});
export type ResolveResult = z.infer<typeof ResolveResultSchema>;
