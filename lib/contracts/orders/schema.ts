import { z } from 'zod';
import { centsField, flagField, intField, withDateRange } from '@/lib/contracts/fields';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';
import { amountCents, idempotencyKey } from '@/lib/contracts/fields';
import { MAX_PACKS } from '@/lib/shared/cart-limits';

/*
 * The orders area's API contract (docs/orders-api.md). Order
 * numbers ("DD20261124000012") are what every call takes: they are what
 * people read out and what the pages link by.
 */

export const ORDER_STATUSES = [
  'created',
  'pending_approval',
  'submitted',
  'negotiating',
  'paid',
  'dispatched',
  'received',
  'completed',
  'cancelled',
  'refunded',
] as const;

/** The list tabs: `all`, one state, or `unpaid` (submitted + negotiating) and `closed` (cancelled + refunded). */
export const ORDER_TABS = ['all', 'created', 'unpaid', 'paid', 'dispatched', 'received', 'completed', 'closed'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const orderNo = z
  .string({ message: '缺少订单号' })
  .trim()
  .regex(/^DD\d{14}$/, '订单号格式不正确');

const cartQuantity = intField('数量', { min: 1, max: MAX_PACKS });

/* ---------- cart ---------- */

export const CartAddInput = z.object({
  goodsId: recordId('商品不存在'),
  quantity: cartQuantity.default(1).describe('件数（包装数），加到购物车里已有的数量上'),
});
export const CartUpdateInput = z.object({ id: recordId('购物车中没有这件商品'), quantity: cartQuantity });
export const CartDeleteInput = z.object({ ids: z.array(recordId('购物车中没有这件商品')).min(1, '请选择要删除的商品').max(200) });

/** A line's GHS label as carts, orders and contracts show it (dangerous goods). */
export const LineHazardSchema = z
  .object({
    pictograms: z.array(z.string()).describe('GHS 象形图代码'),
    signalWord: z.string().nullable().describe('信号词：危险 / 警告'),
    hazards: z.array(z.string()).describe('危险说明：代码与中文'),
  })
  .nullable()
  .describe('物质的 GHS 标签；无标签为 null');

export const CartLineSchema = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  cas: z.string().nullable(),
  productName: z.string(),
  productNameZh: z.string().nullable(),
  purity: z.string(),
  packSize: z.number(),
  unitCode: z.string(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  amountCents: z.number().int(),
  stock: z.number().int(),
  available: z.boolean().describe('仍在售且库存足够'),
  unavailableReason: z.string().nullable(),
  hazard: LineHazardSchema,
});
export const CartSchema = z.object({ lines: z.array(CartLineSchema), count: z.number().int().describe('购物车角标：件数合计') });

/* ---------- create and submit ---------- */

export const OrderGroupChoice = z.object({
  sellerId: recordId('卖家不存在'),
  expressCompanyId: recordId('请选择配送方式').optional().describe('配送方式（快递公司）；不填为平台按商品选择的默认方式'),
  voucherId: recordId('优惠券不存在').optional(),
  buyerNote: z.string().trim().max(200, '备注不能超过 200 个字').optional(),
});

/** A buyer's own reference printed on the contract and the invoice request: up to 40 visible characters, or none. */
function PurchaseReference(label: string) {
  return z
    .string()
    .trim()
    .max(40, `${label}最多 40 个字符`)
    .regex(/^[^\u0000-\u001f\u007f]*$/, `${label}不能含控制字符`)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null))
    .describe(`${label}（财务要求时填写，印在合同与开票申请上）`);
}

export const CreateOrderInput = z
  .object({
    cartItemIds: z.array(recordId('购物车中没有这件商品')).max(200).optional().describe('从购物车下单：选中的购物车行'),
    quotationIds: z.array(recordId('报价不存在')).max(200).optional().describe('从已采纳的报价下单'),
    quotationQuantities: z
      .array(
        z.object({
          quotationId: recordId('报价不存在'),
          quantity: z.number({ message: '包装数须为 1–9999 的整数' }).int('包装数须为整数').min(1, '包装数至少为 1').max(9999, '包装数最多 9999'),
        }),
      )
      .max(200)
      .optional()
      .describe('从报价下单时买家改过的包装数；不填按覆盖询价数量的包装数（向上取整）'),
    addressId: recordId('请选择收货地址').optional().describe('收货地址；不填用默认地址'),
    invoiceInfoId: recordId('开票信息不存在').nullable().optional().describe('开票信息；null 为不开票；不填用默认开票信息'),
    groups: z.array(OrderGroupChoice).max(50).default([]).describe('按卖家分组的选择：配送方式、优惠券、备注'),
    preview: z.boolean().default(false).describe('true：只计算金额，不生成订单'),
    organisationId: recordId('组织不存在，或您不是它的成员').nullable().default(null).describe('为哪个组织采购（须是该组织的采购人）；null 为个人采购'),
    purchaseOrderNo: PurchaseReference('采购单号'),
    projectNo: PurchaseReference('项目编号'),
    fundId: recordId('经费卡不存在，或不属于这个组织').nullable().default(null).describe('以组织名义采购时使用的经费卡；提交时占用应付金额，付款时计入支出'),
    payOnTerms: flagField('账期付款')
      .default(false)
      .describe('true：按卖家给予该组织的账期（先票后款或月结）下单，卖家可未付款发货，到期前付清；每个卖家都须给予了账期且额度够用'),
  })
  .refine((v) => (v.cartItemIds?.length ?? 0) + (v.quotationIds?.length ?? 0) > 0, { message: '请选择要购买的商品', path: ['cartItemIds'] });

export const SubmitOrderInput = z.object({ orderNo });
export const OrderNoQuery = z.object({ orderNo });

export const OrderLineSchema = z.object({
  lineNo: z.number().int(),
  goodsId: z.number().int().nullable(),
  quotationId: z.number().int().nullable(),
  cas: z.string().nullable(),
  productName: z.string(),
  productNameZh: z.string().nullable(),
  purity: z.string().nullable(),
  brand: z.string().nullable(),
  packSize: z.number(),
  unitCode: z.string(),
  lotNumber: z.string().nullable().describe('下单时商品标明的在售批号'),
  coaUrl: z.string().nullable(),
  shippedLot: z
    .object({
      lotNumber: z.string(),
      coaUrl: z.string().nullable().describe('该批次检验报告的下载地址（买卖双方）；卖家未上传时为 null'),
      coaRevision: z.number().int().describe('COA 修订次数（0 为首版）'),
      coaRevisedAt: z.string().nullable(),
      recalledAt: z.string().nullable().describe('卖家召回该批次的时间；null 为未召回'),
      recallReason: z.string().nullable(),
    })
    .nullable()
    .describe('卖家发货时记录的实际批次；未发货或发货时未记录为 null'),
  sds: z
    .object({
      revisedOn: z.string().describe('卖家现行中文 SDS 的修订日期'),
      url: z.string().describe('下载地址（买卖双方）'),
      enUrl: z.string().nullable().describe('英文 SDS；卖家未提供为 null'),
    })
    .nullable()
    .describe('卖家这种物质的安全技术说明书（SDS）；卖家未提供为 null'),
  hazard: LineHazardSchema,
  leadTimeDays: z.number().int(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  amountCents: z.number().int(),
  asked: z
    .object({
      quantity: z.number(),
      unitCode: z.string(),
      coveringPacks: z.number().int().nullable().describe('覆盖需求所需的包装数（向上取整）；单位无法换算时为 null'),
    })
    .nullable()
    .describe('来自报价的行：询价时的需求数量与单位'),
});

export const DeliverySnapshot = z.object({
  receiver: z.string(),
  phone: z.string(),
  areaLabel: z.string(),
  detail: z.string(),
  postcode: z.string().nullable(),
});

export const InvoiceSnapshot = z.object({
  categoryCode: z.string(),
  categoryName: z.string(),
  title: z.string(),
  taxNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  registeredAddress: z.string().nullable(),
  registeredPhone: z.string().nullable(),
  email: z.string().nullable(),
});

export const OrderTotals = z.object({
  listGoodsCents: z.number().int().describe('按报价/标价的货款'),
  goodsCents: z.number().int().describe('货款（议价成交后为成交价）'),
  shippingCents: z.number().int(),
  discountCents: z.number().int().describe('优惠券抵扣'),
  payableCents: z.number().int().describe('应付 = 货款 + 运费 − 优惠'),
  shippingNote: z.string().nullable().describe('运费怎么算的：卖家报价的运费或卖家运费模板（区域、首重续重、包邮、危险品附加）与预计送达'),
  paidCents: z.number().int(),
  dueCents: z.number().int().describe('尚需支付'),
  commissionCents: z.number().int().nullable().describe('平台佣金（付款时按费率计算，只向卖家显示；买家看到 null）'),
  sellerNetCents: z.number().int().nullable().describe('卖家实得 = 货款 + 运费 − 平台佣金（只向卖家显示）'),
});

export const OrderSchema = OrderTotals.extend({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  role: z.enum(['buyer', 'seller']).describe('调用者在这张订单里的身份'),
  source: z.enum(['cart', 'quotation']),
  inquiryNo: z.string().nullable(),
  buyer: z.object({ id: z.number().int(), name: z.string() }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  lines: z.array(OrderLineSchema),
  delivery: DeliverySnapshot,
  invoice: InvoiceSnapshot.nullable(),
  buyerNote: z.string().nullable(),
  organisation: z.object({ id: z.number().int(), name: z.string() }).nullable().describe('为哪个组织采购；null 为个人采购'),
  purchaseOrderNo: z.string().nullable().describe('买家的采购单号'),
  projectNo: z.string().nullable().describe('买家的项目编号（如经费卡号）'),
  fund: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable().describe('使用的经费卡（仅买家可见）；null 为未指定'),
  terms: z
    .object({
      kind: z.enum(['invoice_first', 'monthly']),
      kindLabel: z.string(),
      days: z.number().int(),
      sentence: z.string().describe('如「先票后款，发货后 30 天内付款」'),
      dueOn: z.string().nullable().describe('应付日（北京时间，含当天）；发货时确定，之前为 null'),
      owedCents: z.number().int().describe('已发货尚未付的金额'),
      overdue: z.boolean(),
    })
    .nullable()
    .describe('账期（卖家给予组织的付款条件）；null 为先付款后发货'),
  expressCompany: z.object({ id: z.number().int(), name: z.string(), dangerousGoods: z.boolean() }).nullable().describe('买家选择的配送方式'),
  shipment: z
    .object({
      expressCompanyId: z.number().int(),
      expressCompanyName: z.string(),
      trackingNo: z.string(),
      trackingUrl: z.string().nullable(),
      dispatchedAt: z.string(),
    })
    .nullable(),
  voucher: z.object({ id: z.number().int(), title: z.string(), faceValueCents: z.number().int() }).nullable(),
  regulated: z
    .array(
      z.object({
        cas: z.string(),
        reason: z.string(),
        message: z.string(),
        met: z.boolean(),
        permits: z
          .array(z.string())
          .describe('买家可用于该品种的许可证及剩余数量，如“易制毒化学品购买备案证明 （沪）… 剩余 1.5 kg / 共 2 kg，本单需要 1.83 kg”；不限量的证书只列编号'),
        permitShort: z.boolean().describe('未付款订单：没有一张许可证的剩余数量够本单，付款将被拒绝'),
      }),
    )
    .describe('管制品要求及买家是否满足'),
  invoiceStatus: z.enum(['none', 'requested', 'issued']),
  version: z.number().int(),
  cancelReason: z.string().nullable(),
  refundReason: z.string().nullable(),
  receiveMode: z.enum(['buyer', 'auto']).nullable(),
  autoReceiveAt: z.string().nullable().describe('已发货时：到这一刻未确认收货则自动确认'),
  actions: z
    .array(z.string())
    .describe('调用者此刻可做的操作：submit、pay、cancel、propose_price、dispatch、update_tracking、receive、refund、request_invoice、issue_invoice'),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  dispatchedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderEventSchema = z.object({
  action: z.string(),
  actionLabel: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  note: z.string().nullable(),
  actor: z.enum(['buyer', 'seller', 'system', 'operator', 'approver']),
  createdAt: z.string(),
});
export const OrderDetailSchema = OrderSchema.extend({ events: z.array(OrderEventSchema) });

export const CreateOrderResultSchema = z.object({
  preview: z.boolean(),
  orders: z.array(OrderSchema.partial({ orderNo: true }).describe('preview 时没有订单号')),
  totals: OrderTotals.pick({ goodsCents: true, shippingCents: true, discountCents: true, payableCents: true }),
});

/* ---------- lists and exports ---------- */

const orderFilterShape = {
  status: z.enum(ORDER_TABS, { message: '订单状态不正确' }).default('all'),
  keyword: z.string().trim().max(60, '关键词不能超过 60 个字').optional().describe('订单号、CAS 号或品名'),
};
/** The list filters without paging: order_list and order_sell page them, the exports take them all. */
export const OrderFilterQuery = withDateRange(z.object(orderFilterShape));
export const OrderListQuery = withDateRange(PageQuery.extend(orderFilterShape));
export type OrderListQuery = z.output<typeof OrderListQuery>;
export const OrderPageSchema = pageSchema(OrderSchema).extend({ counts: z.record(z.string(), z.number().int()).describe('各标签的订单数') });

/* ---------- payment ---------- */

export const PaymentInput = z.object({
  orderNo,
  idempotencyKey,
  voucherId: recordId('优惠券不存在').optional().describe('尚未用券的订单可在收银台用券'),
  depositCents: centsField('预存款支付金额').default(0).describe('用预存款支付的金额（分）'),
  transferCents: centsField('银行转账金额').default(0).describe('银行转账支付的金额（分），须附转账凭证'),
  proofUploadId: recordId('请上传转账凭证').optional(),
  payerName: z.string().trim().max(60).optional(),
});

export const OrderPaymentSchema = z.object({
  id: z.number().int(),
  method: z.enum(['voucher', 'deposit', 'transfer', 'online']),
  methodLabel: z.string(),
  amountCents: z.number().int(),
  status: z.enum(['pending', 'settled', 'rejected', 'refunded', 'released']),
  statusLabel: z.string(),
  proofUrl: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});

export const DuePayInfoSchema = z.object({
  order: OrderSchema,
  payments: z.array(OrderPaymentSchema),
  depositBalanceCents: z.number().int(),
  usableVouchers: z.array(
    z.object({ id: z.number().int(), title: z.string(), faceValueCents: z.number().int(), minOrderCents: z.number().int(), validUntil: z.string() }),
  ),
  pendingTransferCents: z.number().int(),
  bankAccount: z.object({ accountName: z.string(), bankName: z.string(), accountNo: z.string() }).nullable(),
  blockedBy: z.array(z.object({ cas: z.string(), reason: z.string(), message: z.string() })).describe('未满足的管制品资质；非空时不能付款'),
  certificateUploadPath: z.string(),
});

export const PaymentResultSchema = z.object({
  order: OrderSchema,
  payments: z.array(OrderPaymentSchema),
  repeated: z.boolean().describe('同一幂等键的重复请求：没有再次扣款'),
});

export const ConfirmOrderPaymentQuery = z.object({
  paymentId: recordId('付款记录不存在'),
  decision: z.enum(['confirm', 'reject'], { message: '请选择确认或驳回' }),
  reason: z.string().trim().max(200).optional(),
});

/* ---------- fulfilment ---------- */

/** A lot number as labels print it: letters, digits and - _ / . (1–40). */
export const lotNumberField = z
  .string({ message: '请填写批号' })
  .trim()
  .min(1, '请填写批号')
  .max(40, '批号不能超过 40 个字符')
  .regex(/^[A-Za-z0-9][A-Za-z0-9\-_/.]*$/, '批号只能包含字母、数字和 - _ / .')
  // One lot whatever the case it is typed in: a recall must reach every buyer of it.
  .transform((v) => v.toUpperCase());

export const ShippedLotInput = z.object({
  lineNo: intField('订单行号', { min: 1, max: 10_000 }),
  lotNumber: lotNumberField,
  coaUploadId: recordId('COA 文件编号不正确')
    .optional()
    .nullable()
    .describe('这一批次的检验报告：本人 POST /api/upload_file（purpose=coa）得到的 id；不填沿用该批次已有的 COA'),
});

export const UpdateExpressInput = z.object({
  orderNo,
  expressCompanyId: recordId('请选择快递公司'),
  trackingNo: z
    .string({ message: '请填写物流单号' })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{8,30}$/, '物流单号应为 8–30 位字母或数字')),
  lots: z
    .array(ShippedLotInput)
    .max(200)
    .optional()
    .describe('各行实际发出的批号（及 COA）。发货时不填的行沿用下单时商品的批号与 COA（商品没有批号则不记录）；更正已发货订单时只改所列的行'),
});

export const ConfirmReceiveInput = z.object({ orderNo });
export const CancelOrderInput = z.object({ orderNo, reason: z.string().trim().min(2, '请填写取消原因').max(200, '原因不能超过 200 个字') });
export const RefundOrderInput = z.object({ orderNo, reason: z.string().trim().min(2, '请填写退款原因').max(200, '原因不能超过 200 个字') });

export const TrackingEventSchema = z.object({ at: z.string(), status: z.string(), description: z.string(), location: z.string().nullable() });
export const ShipInfoSchema = z.object({
  orderNo: z.string(),
  expressCompanyName: z.string(),
  trackingNo: z.string(),
  trackingUrl: z.string().nullable(),
  provider: z.string().describe('物流信息来源；development 为开发环境模拟数据'),
  simulated: z.boolean(),
  delivered: z.boolean(),
  events: z.array(TrackingEventSchema).describe('由新到旧'),
});

/* ---------- negotiation (议价) ---------- */

export const PjOrderInput = z.object({
  orderNo,
  action: z.enum(['propose', 'accept', 'reject', 'withdraw'], { message: '议价操作不正确' }),
  goodsCents: amountCents.optional().describe('propose：提议的货款总额（分）'),
  note: z.string().trim().max(200, '留言不能超过 200 个字').optional(),
});

export const NegotiationSchema = z.object({
  id: z.number().int(),
  party: z.enum(['buyer', 'seller']),
  goodsCents: z.number().int(),
  note: z.string().nullable(),
  status: z.enum(['open', 'accepted', 'rejected', 'countered', 'withdrawn']),
  statusLabel: z.string(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export const PaijiaSchema = z.object({
  order: OrderSchema,
  negotiations: z.array(NegotiationSchema),
  open: NegotiationSchema.nullable(),
  yourTurn: z.boolean().describe('有待调用者答复的议价'),
});

/* ---------- order invoices ---------- */

export const InvoiceRequestInput = z.object({ orderNo, invoiceInfoId: recordId('请选择开票信息').optional() });
export const InvoiceIssueInput = z.object({
  orderNo,
  invoiceNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{8,20}$/, '发票号码应为 8–20 位数字或字母'),
  uploadId: recordId('请上传发票 PDF').optional(),
});

/* ---------- re-order ---------- */

export const ReorderInput = z.object({
  orderNo,
  lineNos: z
    .array(intField('订单行号', { min: 1, max: 10_000 }))
    .max(200)
    .optional()
    .describe('只放回这些行号的商品；不填为整张订单'),
});

export const ReorderLineSchema = z.object({
  lineNo: z.number().int(),
  productName: z.string(),
  quantity: z.number().int().describe('放回购物车的件数（与原订单相同）'),
  added: z.boolean(),
  reason: z.string().nullable().describe('没有放回的原因（已下架、库存不足、来自报价等）'),
  previousUnitPriceCents: z.number().int().describe('原订单的单价'),
  unitPriceCents: z.number().int().nullable().describe('商品今天的价格；没有在售商品时为 null'),
  differenceCents: z.number().int().nullable().describe('今天的价格减原单价（每件）'),
});

export const ReorderResultSchema = z.object({
  lines: z.array(ReorderLineSchema),
  added: z.number().int(),
  cart: CartSchema,
});
