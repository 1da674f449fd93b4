import { sellerNames } from '@/lib/server/account/service';
import { drawsOfOrders } from '@/lib/server/certificates/allowances';
import { approvedCertificateKinds, unmetRequirements } from '@/lib/server/certificates/queries';
import { permitStandingOf } from '@/lib/server/certificates/permit-draws';
import { formatPermitQuantity } from '@/lib/shared/permit-quantity';
import { buyerRequirementsOf, permitNeedsOf, type PermitLine } from './permit-needs';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { allExpressCompanies } from '@/lib/server/express/service';
import { organisationNames } from '@/lib/server/organisations/service';
import { fundSummaries } from '@/lib/server/funds/order-funds';
import { askedForQuotations, inquiryNumbersOf } from '@/lib/server/inquiry/queries';
import { packsCovering } from '@/lib/shared/units';
import { voucherSummaries } from '@/lib/server/voucher/service';
import type { CertificateKind } from '@/lib/shared/certificates';
import { lotsByIds, type Lot } from '@/lib/server/goods/lots';
import { hazardsByCas, lineSheetsOf, type LineHazard, type LineSheets } from './line-safety';
import * as repo from './repo';
import { invoiceRequestOpen, owesOnTerms } from './terms-state';
import { TERMS_KIND_LABELS, termsSentence } from '@/lib/server/credit/terms';
import { chinaToday } from '@/lib/shared/china-day';
import type { OrderLineRow, OrderRow } from './repo';
import { DeliverySnapshot, InvoiceSnapshot, type Order } from '@/lib/contracts/orders/schema';
import { AUTO_RECEIVE_DAYS, nextOrderStatus, ORDER_STATUS_LABELS, type OrderAction } from './transitions';

/*
 * The order as the API shows it to one of its two parties. Another member's
 * order answers exactly like a missing one (5101): numbers leak nothing.
 */

export const orderNotFound = () => new AppError(ErrorCode.ORDER_NOT_FOUND, '订单不存在');

export type Party = 'buyer' | 'seller';

/** The seller sees an order once it was released to them (submitted, or approved by the buyer's organisation), also after it ends. */
const releasedToSeller = (row: OrderRow) => row.status !== 'created' && (row.releasedAt ?? null) !== null;

/** The order and the caller's side of it, or 5101. A seller never sees a buyer's unsubmitted draft. */
export async function orderForParty(db: Db, memberId: number, orderNo: string, only?: Party): Promise<{ row: OrderRow; party: Party }> {
  const row = await repo.findOrderByNo(db, orderNo);
  if (!row) throw orderNotFound();
  if (row.buyerId === memberId && only !== 'seller') return { row, party: 'buyer' };
  if (row.sellerId === memberId && only !== 'buyer' && releasedToSeller(row)) return { row, party: 'seller' };
  throw orderNotFound();
}

export type RegulatedLine = {
  cas: string;
  reason: string;
  message: string;
  anyOf: CertificateKind[];
  met: boolean;
  permits: string[];
  permitShort: boolean;
};

/** How much of the permits' standing an order shows: none (the seller's view), what remains, or also what this order would draw. */
export type PermitView = 'hidden' | 'remaining' | 'to_draw';

/**
 * The regulated-substance gate: for each line on a list that asks something
 * of buyers, what it asks, whether the buyer's approved, unexpired
 * certificates meet it today and, for the buyer, how the permits' quantities
 * stand (decision 0154).
 */
export async function regulatedRequirements(db: Db, buyerId: number, lines: PermitLine[], view: PermitView = 'hidden'): Promise<RegulatedLine[]> {
  const controlled = [...new Set(lines.map((l) => l.cas).filter((c): c is string => !!c))].map((cas) => ({ cas, requirements: buyerRequirementsOf(cas) }));
  if (!controlled.some((c) => c.requirements.length > 0)) return [];
  const held = await approvedCertificateKinds(db, buyerId);
  const standing = view === 'hidden' ? null : await permitStandingOf(db, buyerId, view === 'to_draw' ? await permitNeedsOf(db, lines) : null);
  const out: RegulatedLine[] = [];
  for (const { cas, requirements } of controlled) {
    const unmet = new Set(unmetRequirements(requirements, held).map((r) => r.reason));
    for (const r of unmetRequirements(requirements, new Set())) {
      const { permits, short } = standing?.(cas, r) ?? { permits: [], short: false };
      out.push({ cas, reason: r.reason, message: r.message, anyOf: r.anyOf, met: !unmet.has(r.reason), permits, permitShort: short });
    }
  }
  return out;
}

/** Orders the buyer has yet to pay for: their permit needs are shown against what remains. */
const UNPAID = new Set<OrderRow['status']>(['created', 'pending_approval', 'submitted', 'negotiating']);

const ACTIONS_SHOWN: OrderAction[] = ['submit', 'pay', 'cancel', 'propose_price', 'dispatch', 'update_tracking', 'receive', 'refund'];

function actionsFor(row: OrderRow, party: Party): string[] {
  const out: string[] = ACTIONS_SHOWN.filter(
    (a) => nextOrderStatus(row.status, a, a === 'pay' ? 'system' : party) !== null && (a !== 'pay' || party === 'buyer'),
  );
  // On terms (decision 0160): the seller ships it unpaid, the buyer pays what it owes after dispatch.
  if (party === 'seller' && row.status === 'submitted' && row.creditLineId) out.push('dispatch');
  if (party === 'buyer' && owesOnTerms(row)) out.push('pay');
  // Without invoice details on the order the buyer picks saved ones when asking (order_invoice_request).
  if (party === 'buyer' && invoiceRequestOpen(row) && row.invoiceStatus === 'none') out.push('request_invoice');
  if (party === 'seller' && row.invoiceStatus === 'requested') out.push('issue_invoice');
  return out;
}

/** The payment terms the order was placed on, and what it owes on them (decision 0160). */
function termsView(row: OrderRow): Order['terms'] {
  if (!row.termsKind || row.termsDays === null || row.termsDays === undefined) return null;
  const owedCents = owesOnTerms(row) ? Number(row.payableCents) - Number(row.paidCents) : 0;
  return {
    kind: row.termsKind,
    kindLabel: TERMS_KIND_LABELS[row.termsKind],
    days: row.termsDays,
    sentence: termsSentence(row.termsKind, row.termsDays),
    dueOn: row.dueOn ?? null,
    owedCents,
    overdue: owedCents > 0 && !!row.dueOn && row.dueOn < chinaToday(),
  };
}

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * 86_400_000).toISOString();
}

type Lookups = {
  names: Map<number, string>;
  organisations: Map<number, string>;
  funds: Map<number, { id: number; code: string; name: string }>;
  express: Map<number, { id: number; name: string; dangerousGoods: boolean; trackingUrlTemplate: string | null }>;
  regulated: Map<number, RegulatedLine[]>;
  vouchers: Map<number, { id: number; title: string; faceValueCents: number }>;
  asked: Map<number, { quantity: number; unitCode: string }>;
  lots: Map<number, Lot>;
  sheets: LineSheets;
  hazards: Map<string, LineHazard>;
};

function shippedLot(row: OrderRow, line: OrderLineRow, look: Lookups) {
  const lot = line.lotId === null ? undefined : look.lots.get(line.lotId);
  if (!lot) return null;
  return {
    lotNumber: lot.lotNumber,
    coaUrl: lot.coaUploadId ? `/order-coa/${row.orderNo}/${line.lineNo}` : null,
    coaRevision: lot.coaRevision,
    coaRevisedAt: lot.coaRevisedAt,
    recalledAt: lot.recalledAt,
    recallReason: lot.recallReason,
  };
}

/** For a line from a quotation: what the buyer asked for, and how many packs cover it (null when the units do not convert). */
function asked(line: OrderLineRow, look: Lookups) {
  const found = line.quotationId === null ? undefined : look.asked.get(line.quotationId);
  if (!found) return null;
  return { ...found, coveringPacks: packsCovering(found.quantity, found.unitCode, Number(line.packSize), line.unitCode) };
}

function toOrder(row: OrderRow, lines: OrderLineRow[], party: Party, look: Lookups): Order {
  const carrier = row.expressCompanyId ? look.express.get(row.expressCompanyId) : undefined;
  const shipper = row.shipExpressCompanyId ? look.express.get(row.shipExpressCompanyId) : undefined;
  const payable = Number(row.payableCents);
  const paid = Number(row.paidCents);
  return {
    orderNo: row.orderNo,
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
    role: party,
    source: row.source,
    inquiryNo: null,
    buyer: { id: row.buyerId, name: look.names.get(row.buyerId) ?? '' },
    seller: { id: row.sellerId, name: look.names.get(row.sellerId) ?? '' },
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      goodsId: l.goodsId,
      quotationId: l.quotationId,
      cas: l.cas,
      productName: l.productName,
      productNameZh: l.productNameZh,
      purity: l.purity,
      brand: l.brand,
      packSize: Number(l.packSize),
      unitCode: l.unitCode,
      lotNumber: l.lotNumber,
      coaUrl: l.goodsId && l.coaUploadId ? `/coa/${l.goodsId}` : null,
      shippedLot: shippedLot(row, l, look),
      sds: look.sheets.linkFor(row, l),
      hazard: (l.cas && look.hazards.get(l.cas)) || null,
      leadTimeDays: l.leadTimeDays,
      unitPriceCents: Number(l.unitPriceCents),
      quantity: l.quantity,
      amountCents: Number(l.amountCents),
      asked: asked(l, look),
    })),
    delivery: DeliverySnapshot.parse(JSON.parse(row.deliveryJson)),
    invoice: row.invoiceJson ? InvoiceSnapshot.parse(JSON.parse(row.invoiceJson)) : null,
    buyerNote: row.buyerNote,
    organisation: row.organisationId ? { id: row.organisationId, name: look.organisations.get(row.organisationId) ?? '' } : null,
    // The fund is the buyer's organisation's own bookkeeping; the seller sees the project number the buyer chose to print.
    fund: party === 'buyer' && row.fundId ? (look.funds.get(row.fundId) ?? null) : null,
    terms: termsView(row),
    purchaseOrderNo: row.purchaseOrderNo ?? null,
    projectNo: row.projectNo ?? null,
    expressCompany: carrier ? { id: carrier.id, name: carrier.name, dangerousGoods: carrier.dangerousGoods } : null,
    shipment:
      shipper && row.trackingNo && row.dispatchedAt
        ? {
            expressCompanyId: shipper.id,
            expressCompanyName: shipper.name,
            trackingNo: row.trackingNo,
            trackingUrl: shipper.trackingUrlTemplate ? shipper.trackingUrlTemplate.replace('{no}', encodeURIComponent(row.trackingNo)) : null,
            dispatchedAt: row.dispatchedAt,
          }
        : null,
    voucher: row.voucherId ? (look.vouchers.get(row.voucherId) ?? null) : null,
    regulated: (look.regulated.get(row.id) ?? []).map(({ cas, reason, message, met, permits, permitShort }) => ({
      cas,
      reason,
      message,
      met,
      permits,
      permitShort,
    })),
    invoiceStatus: row.invoiceStatus,
    version: row.version,
    cancelReason: row.cancelReason,
    refundReason: row.refundReason,
    receiveMode: row.receiveMode,
    autoReceiveAt: row.status === 'dispatched' && row.dispatchedAt ? addDays(row.dispatchedAt, AUTO_RECEIVE_DAYS) : null,
    actions: actionsFor(row, party),
    listGoodsCents: Number(row.listGoodsCents),
    goodsCents: Number(row.goodsCents),
    shippingCents: Number(row.shippingCents),
    shippingNote: row.shippingNote ?? null,
    discountCents: Number(row.discountCents),
    payableCents: payable,
    paidCents: paid,
    dueCents: ['submitted', 'negotiating', 'created', 'pending_approval'].includes(row.status) || owesOnTerms(row) ? Math.max(0, payable - paid) : 0,
    commissionCents: party === 'seller' && row.paidAt ? Number(row.commissionCents) : null,
    sellerNetCents: party === 'seller' && row.paidAt ? Number(row.goodsCents) + Number(row.shippingCents) - Number(row.commissionCents) : null,
    createdAt: row.createdAt,
    submittedAt: row.submittedAt,
    paidAt: row.paidAt,
    dispatchedAt: row.dispatchedAt,
    receivedAt: row.receivedAt,
    completedAt: row.completedAt,
    cancelledAt: row.cancelledAt,
    refundedAt: row.refundedAt,
  };
}

/** Many orders of one party as the API shows them, with one query per kind of lookup. */
export async function ordersView(db: Db, rows: OrderRow[], partyOf: (row: OrderRow) => Party): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await repo.linesOf(db, ids);
  const [names, organisations, express, vouchers, inquiryNos, askedFor, lots] = await Promise.all([
    sellerNames(
      db,
      rows.flatMap((r) => [r.buyerId, r.sellerId]),
    ),
    organisationNames(
      db,
      rows.flatMap((r) => (r.organisationId ? [r.organisationId] : [])),
    ),
    allExpressCompanies(db),
    voucherSummaries(
      db,
      rows.map((r) => r.voucherId).filter((v): v is number => v !== null),
    ),
    inquiryNumbersOf(
      db,
      rows.map((r) => r.inquiryId).filter((v): v is number => v !== null),
    ),
    askedForQuotations(
      db,
      lines.map((l) => l.quotationId).filter((v): v is number => v !== null),
    ),
    lotsByIds(
      db,
      lines.map((l) => l.lotId).filter((v): v is number => v !== null),
    ),
  ]);
  const linesByOrder = new Map<number, OrderLineRow[]>();
  for (const l of lines) linesByOrder.set(l.orderId, [...(linesByOrder.get(l.orderId) ?? []), l]);
  const regulated = new Map<number, RegulatedLine[]>();
  const drawn = await drawsOfOrders(db, ids);
  for (const row of rows) {
    const draws = drawn.get(row.id) ?? [];
    const view: PermitView = partyOf(row) !== 'buyer' ? 'hidden' : UNPAID.has(row.status) && draws.length === 0 ? 'to_draw' : 'remaining';
    const lines = await regulatedRequirements(db, row.buyerId, linesByOrder.get(row.id) ?? [], view);
    // An unpaid order that drew already (a payment under way or failed): what it holds, given back if it is cancelled.
    const held = view === 'remaining' && UNPAID.has(row.status) ? draws.filter((d) => !d.returned) : [];
    regulated.set(
      row.id,
      lines.map((l) => {
        const mine = held.filter((d) => d.cas === l.cas);
        return mine.length === 0
          ? l
          : {
              ...l,
              permits: mine.map(
                (d) => `${d.kindLabel} ${d.permitNumber} 本单已占用 ${formatPermitQuantity(d.quantity, d.base)}（付款完成前保留，取消订单即退回）`,
              ),
            };
      }),
    );
  }
  const [sheets, funds, hazards] = await Promise.all([
    lineSheetsOf(db, rows, lines),
    fundSummaries(
      db,
      rows.flatMap((r) => (r.fundId ? [r.fundId] : [])),
    ),
    hazardsByCas(
      db,
      lines.flatMap((l) => (l.cas ? [l.cas] : [])),
    ),
  ]);
  const look: Lookups = {
    names,
    organisations,
    funds,
    express: new Map(express.map((c) => [c.id, c])),
    regulated,
    vouchers,
    asked: askedFor,
    lots,
    sheets,
    hazards,
  };
  return rows.map((row) => {
    const order = toOrder(row, linesByOrder.get(row.id) ?? [], partyOf(row), look);
    return row.inquiryId ? { ...order, inquiryNo: inquiryNos.get(row.inquiryId) ?? null } : order;
  });
}

export async function orderView(db: Db, row: OrderRow, party: Party): Promise<Order> {
  return (await ordersView(db, [row], () => party))[0]!;
}
