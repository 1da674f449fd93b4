import { kindLabel } from './certificates';
import { formatYuan } from './format';

/**
 * What an audit entry changed, as lines a person reads: each field whose
 * value differs between `before` and `after` (nested objects by dotted path),
 * with the old and new value as short text. Fields that stayed the same are
 * left out, so a long record shows only what the operator changed.
 */
export type AuditChange = { field: string; before: string; after: string };

const EMPTY = '—';

function text(value: unknown): string {
  if (value === undefined || value === null || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function walk(before: unknown, after: unknown, path: string, out: AuditChange[]): void {
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    // A whole record appearing or disappearing (create, delete) lists each of its fields.
    for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) walk(b[key], a[key], path ? `${path}.${key}` : key, out);
    return;
  }
  const was = text(before);
  const now = text(after);
  if (was !== now) out.push({ field: path || '值', before: was, after: now });
}

export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const out: AuditChange[] = [];
  walk(before, after, '', out);
  return out;
}

/** Chinese names of the actions the console writes; an action not listed shows as written. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'member.disable': '停用会员',
  'member.enable': '启用会员',
  'express.create': '新增快递公司',
  'express.update': '修改快递公司',
  'express.delete': '删除快递公司',
  'placement.create': '加入推荐列表',
  'placement.delete': '移出推荐列表',
  'placement.move': '调整推荐顺序',
  'direct_supplier.create': '设为厂家直供',
  'direct_supplier.delete': '取消厂家直供',
  'goods.approve': '商品审核通过',
  'goods.reject': '商品审核驳回',
  'certificate.approve': '证书审核通过',
  'certificate.reject': '证书审核驳回',
  'recharge.confirm': '确认线下充值',
  'recharge.reject': '驳回线下充值',
  'voucher_batch.create': '新建优惠券批次',
  'voucher.issue': '发放优惠券',
  'voucher.generate': '生成兑换码',
  'order_payment.confirm': '确认订单转账',
  'order_payment.reject': '驳回订单转账',
  'outbox.retry': '立即重发',
  'commission_rate.save': '设置佣金费率',
  'commission_rate.delete': '删除佣金费率',
  'payout_batch.prepare': '生成打款批次',
  'payout_batch.approve': '审批打款批次',
  'payout_batch.reject': '驳回打款批次',
  'payout_batch.send': '发送打款批次',
  'payout_batch.hand_paid': '批次已人工打款',
  'payout.hand_paid_result': '登记人工打款结果',
  'reconciliation_run.upload': '上传对账单',
  'reconciliation_item.resolve': '处理对账差异',
  'sds.request_update': '要求更新 SDS',
  'ghs_label.review': '审定 GHS 标签',
  'rating.hide_comment': '隐藏评价文字',
};

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  member: '会员',
  express_company: '快递公司',
  placement: '推荐列表',
  direct_supplier: '厂家直供',
  goods: '商品',
  certificate: '资质证书',
  recharge: '充值',
  voucher_batch: '优惠券批次',
  order_payment: '订单付款',
  outbox_item: '待发邮件/短信',
  commission_rate: '佣金费率',
  payout_batch: '打款批次',
  payout: '提现打款单',
  reconciliation_run: '对账批次',
  reconciliation_item: '对账差异',
  sds_update_request: 'SDS 更新要求',
  ghs_label: 'GHS 标签',
  seller_rating: '评价',
};

/** Field names of the console's entries as the log shows them; others show as written. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  status: '状态',
  sellerId: '卖家编号',
  comment: '评价文字',
  hidden: '已隐藏',
  revisedOn: '修订日期',
  pictograms: '象形图',
  signalWord: '信号词',
  hazardCodes: '危险说明',
  precautionCodes: '防范说明',
  disabledAt: '停用时间',
  disabledReason: '停用原因',
  name: '名称',
  code: '编码',
  trackingUrlTemplate: '查询网址',
  enabled: '启用',
  dangerousGoods: '危险品资质',
  sortOrder: '排序',
  createdAt: '创建时间',
  updatedAt: '修改时间',
  list: '列表',
  cas: 'CAS 号',
  label: '标签',
  promotionPriceCents: '促销价',
  note: '说明',
  startsAt: '开始时间',
  endsAt: '结束时间',
  position: '位置',
  seller: '卖家',
  substanceListed: '新物质上架',
  packSize: '包装规格',
  priceCents: '价格',
  purity: '纯度',
  brand: '品牌',
  submittedAt: '提交时间',
  amountCents: '金额',
  depositPartCents: '其中余额支付',
  faceValueCents: '面额',
  minOrderCents: '最低订单金额',
  orderNo: '订单号',
  title: '名称',
  scope: '适用范围',
  id: '编号',
  substanceId: '物质编号',
  validFrom: '生效日期',
  validUntil: '截止日期',
  count: '数量',
  memberId: '会员编号',
  organisationId: '组织编号',
  kind: '类型',
  number: '编号',
  holder: '持有人',
  revision: '版本',
  scopeId: '分类或卖家编号',
  rateBp: '费率（万分之）',
  totalCents: '合计金额',
  payouts: '打款单号',
  approvalsNeeded: '所需审批人数',
  complete: '审批完成',
  returnToQueue: '退回待打款队列',
  provider: '打款渠道',
  bankSerialNo: '银行流水号',
  settlementProvider: '支付渠道',
  day: '账单日',
  fileName: '文件名',
  lineCount: '明细笔数',
  matchedCount: '核对一致笔数',
  mismatchCount: '差异笔数',
  replacedRunId: '替换的对账批次',
  outcome: '差异类型',
  ourNo: '我方单号',
};

export const AUDIT_VALUE_LABELS: Record<string, string> = {
  active: '正常',
  disabled: '已停用',
  promotion: '促销',
  main: '主营产品',
  electronic_grade: '电子级',
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
  on_shelf: '已上架',
  off_shelf: '已下架',
  paid: '已到账',
  failed: '失败',
  expired: '已过期',
  settled: '已确认收款',
  refunded: '已退款',
  released: '已解冻',
  retrying: '重试中',
  dead: '已放弃',
  sending: '打款中',
  manual: '人工打款',
  open: '待处理',
  resolved: '已处理',
  missing_ours: '我方缺失',
  missing_file: '账单缺失',
  amount_differs: '金额不符',
  status_differs: '状态不符',
};

/** One line of an entry as the log shows it: the field's Chinese name, and each value in words (money in yuan). */
export type AuditLine = { field: string; label: string; before: string; after: string };

/** A nested field reads as its parts' names: "推荐列表 · 位置". */
export function auditFieldLabel(field: string): string {
  return field
    .split('.')
    .map((part) => AUDIT_FIELD_LABELS[part] ?? part)
    .join(' · ');
}

/** A value as a person reads it: amounts stored in cents (fields named …Cents) as ¥ yuan, certificate kinds and known codes in Chinese. */
export function auditValue(field: string, value: string): string {
  if (value === EMPTY) return value;
  if (field.endsWith('Cents') && /^-?\d+$/.test(value)) return formatYuan(Number(value));
  // A certificate's kind is a code of its own vocabulary.
  if (field === 'kind') return kindLabel(value);
  return AUDIT_VALUE_LABELS[value] ?? value;
}

export function auditLines(before: unknown, after: unknown): AuditLine[] {
  return auditChanges(before, after).map((c) => ({
    field: c.field,
    label: auditFieldLabel(c.field),
    before: auditValue(c.field, c.before),
    after: auditValue(c.field, c.after),
  }));
}
