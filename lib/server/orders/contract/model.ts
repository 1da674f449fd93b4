import { getMemberInfo } from '@/lib/server/account/service';
import { getProfile } from '@/lib/server/account/profile';
import { verifiedCertificatesOf, type VerifiedCertificate } from '@/lib/server/certificates/queries';
import type { Db } from '@/lib/server/core/db';
import { verifiedDetailsOf } from '@/lib/server/organisations/service';
import { restrictionsFor } from '@/lib/server/regulated/service';
import { isRealNameKind } from '@/lib/shared/certificates';
import { chinaToday } from '@/lib/shared/china-day';
import { formatYuan } from '@/lib/shared/format';
import type { Order } from '@/lib/contracts/orders/schema';
import { orderForParty, orderView } from '../views';
import { capitalYuan } from './numerals';

/*
 * The purchase contract (购销合同) of one order as plain data: the HTML view
 * and the PDF both render exactly this, so they cannot say different things.
 * Everything comes from the order's snapshots (lines, prices, address,
 * invoice) plus what the platform has verified about each party.
 */

export type ContractParty = {
  side: string;
  name: string;
  /** The unified social credit code: from the approved business licence when there is one, else as the member declared it. */
  creditCode: string | null;
  creditCodeVerified: boolean;
  /** Approved, unexpired certificates other than the business licence (hazardous-chemicals licences, purchase permits). */
  licences: VerifiedCertificate[];
  contact: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
};

export type ContractLine = {
  lineNo: number;
  cas: string;
  nameZh: string;
  name: string;
  purity: string;
  brand: string;
  pack: string;
  quantity: number;
  unitPrice: string;
  amount: string;
  /** The regulated lists the substance is on ("易制毒化学品（第二类）"); empty for an ordinary chemical. */
  lists: string[];
  /** The substance's GHS label in one line ("GHS05 危险 H314 H290"), or null without one. */
  ghs: string | null;
};

export type ContractClause = { title: string; text: string };

export type ContractModel = {
  title: string;
  orderNo: string;
  version: number;
  status: Order['status'];
  statusLabel: string;
  /** The contract date, a China date: when the buyer submitted the order (or created it, for a draft). */
  date: string;
  draft: boolean;
  buyer: ContractParty;
  seller: ContractParty;
  lines: ContractLine[];
  totals: { label: string; amount: string }[];
  payableCents: number;
  payableWords: string;
  delivery: { receiver: string; phone: string; address: string; postcode: string | null };
  carrier: string | null;
  shipment: string | null;
  invoice: string | null;
  buyerNote: string | null;
  /** Whom the buyer bought for and their own references (组织, 采购单号, 项目编号), or null when none. */
  references: string | null;
  clauses: ContractClause[];
};

const GROUP_NUMERALS: Record<string, string> = { '1': '第一类', '2': '第二类', '3': '第三类' };

function listsOf(cas: string | null): string[] {
  if (!cas) return [];
  try {
    return restrictionsFor(cas)
      .lists.filter((l) => l.onList)
      .map((l) => (l.key === 'precursor' && l.category ? `${l.name}（${GROUP_NUMERALS[l.category.trim()] ?? l.category}）` : l.name));
  } catch {
    return [];
  }
}

async function partyOf(db: Db, memberId: number, side: string, fallbackName: string): Promise<ContractParty> {
  const [member, profile, certificates] = await Promise.all([getMemberInfo(db, memberId), getProfile(db, memberId), verifiedCertificatesOf(db, memberId)]);
  const licence = certificates.find((c) => c.kind === 'business_licence');
  return {
    side,
    name: licence?.holder ?? profile.organisationName ?? member.companyName ?? (profile.realName || fallbackName),
    creditCode: licence?.number ?? profile.creditCode,
    creditCodeVerified: licence !== undefined,
    // A person's identity card is no licence, and its number is not the other party's to read.
    licences: certificates.filter((c) => c.kind !== 'business_licence' && !isRealNameKind(c.kind)),
    contact: profile.realName || member.displayName,
    phone: member.phone,
    email: member.email,
    address: profile.address,
  };
}

function clausesOf(order: Order, lines: ContractLine[], carrier: string | null): ContractClause[] {
  const regulated = lines.filter((l) => l.lists.length > 0);
  const clauses: ContractClause[] = [
    {
      title: '付款方式',
      text:
        '买方通过本平台付款，可使用平台预存款、优惠券、银行转账（上传转账凭证，经平台核实）或在线支付，可组合使用。' +
        (order.terms
          ? `本订单按卖方给予买方单位的账期执行：${order.terms.sentence}，卖方可先开具发票、未付款发货` +
            `${order.terms.dueOn ? `，应付日为 ${order.terms.dueOn}` : '，应付日自发货之日起算'}；逾期未付的，买方单位不能再以账期下单。` +
            '买方付款后，平台按买方确认收货的情况向卖方结算。'
          : '货款由平台代为保管，买方确认收货（或发货后按平台规则自动确认收货）后，平台向卖方结算。') +
        (order.paidAt ? `本订单已于 ${chinaToday(new Date(order.paidAt))} 付清 ${formatYuan(order.paidCents)}。` : ''),
    },
    {
      title: '交货与运输',
      text:
        `卖方按本合同所列收货信息发货${carrier ? `，承运方式：${carrier}` : ''}，运费按本合同所列金额由买方承担` +
        `${order.shippingNote ? `（${order.shippingNote}）` : ''}。` +
        '卖方发货后在平台填写物流单号；货物毁损、灭失的风险自买方签收时转移。',
    },
    {
      title: '质量要求',
      text:
        '货物的品名、CAS 号、纯度、包装规格以本合同所列为准。卖方对所供批次提供分析证书（COA），并保证货物与证书相符、在有效期内。' +
        '买方应在签收后 7 日内验收，对质量有异议的，凭检验结果通过平台提出售后申请。',
    },
  ];
  if (regulated.length > 0) {
    clauses.push({
      title: '危险化学品与管制品',
      text:
        `本合同第 ${regulated.map((l) => l.lineNo).join('、')} 项货物列入国家管制或危险化学品名录（${[...new Set(regulated.flatMap((l) => l.lists))].join('、')}）。` +
        '买方保证持有法律法规要求的购买许可或备案证明，并仅将货物用于合法用途，不得转售给无资质单位或个人；' +
        '卖方保证具备相应经营资质，按危险货物运输规定包装、标识并交由具备危险货物运输资质的承运方运输，随货提供安全技术说明书（SDS）。',
    });
  }
  clauses.push(
    { title: '争议解决', text: '因本合同发生的争议，双方应协商解决；协商不成的，可申请平台调解，或向卖方所在地人民法院提起诉讼。' },
    {
      title: '合同效力',
      // What really happens on the platform: the buyer confirms (确认提交) the order with this contract; the seller
      // has no accept step, and agrees by shipping under it (docs/state-machines.md, orders).
      text:
        `本合同依据订单 ${order.orderNo} 在本平台电子生成。买方在平台上对订单“确认提交”即视为买方签署，本合同自此成立；` +
        '卖方在平台上为本订单发货即视为卖方同意并签署本合同。' +
        `订单内容经议价等变更后以最新版本（第 ${order.version} 版）为准。`,
    },
  );
  return clauses;
}

/** The contract of an order, for either of its parties (another member: 5101, as for the order itself). */
export async function contractModel(db: Db, memberId: number, orderNo: string): Promise<ContractModel> {
  const { row, party } = await orderForParty(db, memberId, orderNo);
  const order = await orderView(db, row, party);
  const [buyer, seller] = await Promise.all([
    partyOf(db, order.buyer.id, '买方（甲方）', order.buyer.name),
    partyOf(db, order.seller.id, '卖方（乙方）', order.seller.name),
  ]);
  const lines: ContractLine[] = order.lines.map((l) => ({
    lineNo: l.lineNo,
    cas: l.cas ?? '—',
    nameZh: l.productNameZh ?? '',
    name: l.productName,
    purity: l.purity ?? '—',
    brand: l.brand ?? '—',
    pack: `${l.packSize} ${l.unitCode}`,
    quantity: l.quantity,
    unitPrice: formatYuan(l.unitPriceCents),
    amount: formatYuan(l.amountCents),
    lists: listsOf(l.cas),
    ghs: l.hazard ? [...l.hazard.pictograms, l.hazard.signalWord ?? '', ...l.hazard.hazards.map((h) => h.split(' ')[0])].filter(Boolean).join(' ') : null,
  }));
  const carrier = order.expressCompany?.name ?? null;
  const totals = [
    { label: '货款', amount: formatYuan(order.goodsCents) },
    { label: '运费', amount: formatYuan(order.shippingCents) },
    { label: '优惠', amount: order.discountCents > 0 ? `-${formatYuan(order.discountCents)}` : formatYuan(0) },
    { label: '应付合计', amount: formatYuan(order.payableCents) },
  ];
  if (order.listGoodsCents !== order.goodsCents) totals.unshift({ label: '原价货款（议价前）', amount: formatYuan(order.listGoodsCents) });
  return {
    title: '化学品购销合同',
    orderNo: order.orderNo,
    version: order.version,
    status: order.status,
    statusLabel: order.statusLabel,
    date: chinaToday(new Date(order.submittedAt ?? order.createdAt)),
    draft: order.status === 'created',
    buyer,
    seller,
    lines,
    totals,
    payableCents: order.payableCents,
    payableWords: `人民币${capitalYuan(order.payableCents)}`,
    delivery: {
      receiver: order.delivery.receiver,
      phone: order.delivery.phone,
      address: `${order.delivery.areaLabel} ${order.delivery.detail}`,
      postcode: order.delivery.postcode,
    },
    carrier,
    shipment: order.shipment ? `${order.shipment.expressCompanyName} ${order.shipment.trackingNo}` : null,
    invoice: order.invoice
      ? `${order.invoice.categoryName}；抬头：${order.invoice.title}${order.invoice.taxNumber ? `；税号：${order.invoice.taxNumber}` : ''}`
      : null,
    buyerNote: order.buyerNote,
    references: purchaseReferencesText(order, order.organisation ? await verifiedDetailsOf(db, order.organisation.id) : []),
    clauses: clausesOf(order, lines, carrier),
  };
}

/** "采购单位：…（已核验：…）；采购单号：…；项目编号：…" from what the order carries and the organisation's verified certificates, or null. */
export function purchaseReferencesText(order: Pick<Order, 'organisation' | 'purchaseOrderNo' | 'projectNo'>, verified: string[] = []): string | null {
  const parts = [
    order.organisation ? `采购单位：${order.organisation.name}${verified.length > 0 ? `（已核验：${verified.join('，')}）` : ''}` : null,
    order.purchaseOrderNo ? `采购单号：${order.purchaseOrderNo}` : null,
    order.projectNo ? `项目编号：${order.projectNo}` : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join('；') : null;
}

/** Set across the pages of a contract that does not bind (a draft, a cancelled or refunded order). */
export function watermarkOf(model: ContractModel): string | null {
  if (model.status === 'created') return '草稿';
  if (model.status === 'cancelled' || model.status === 'refunded') return model.statusLabel;
  return null;
}

/** The line every page carries: what the contract was generated from, and the order's state. */
export function generatedLine(model: ContractModel): string {
  return `本合同依据订单 ${model.orderNo}（第 ${model.version} 版）生成 · 订单状态：${model.statusLabel}${model.draft ? ' · 草稿：买方尚未提交' : ''}`;
}
