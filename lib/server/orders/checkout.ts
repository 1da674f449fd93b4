import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { getAddress, listAddresses } from '@/lib/server/address/service';
import { nowIso, type Db } from '@/lib/server/core/db';
import type { CreditTermsKind } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { enabledExpressCompanies } from '@/lib/server/express/service';
import { offersForPurchase } from '@/lib/server/goods/queries';
import { sellerNames } from '@/lib/server/account/service';
import { provinceName, provinceOf, rulesOf } from '@/lib/server/freight/service';
import { acceptedQuotationsOf } from '@/lib/server/inquiry/queries';
import type { FreightRules } from '@/lib/contracts/freight/schema';
import { deliveredBy, groupFreight, shippingGrams } from '@/lib/shared/freight';
import { packsCovering } from '@/lib/shared/units';
import { getInvoiceInfo, listInvoiceInfos } from '@/lib/server/invoice/service';
// Aliased: the hooks lint rule reads any `use…` call as a React hook.
import { useVoucher as spendVoucher, voucherUsableFor } from '@/lib/server/voucher/service';
import { offerUnavailable } from './cart';
import { orderReference } from './ledger-keys';
import { orderNumber } from './numbers';
import { chooseCarrier, isDangerousGoods, payableCents } from './pricing';
import * as repo from './repo';
import type { OrderLineRow } from './repo';
import type { CreateOrderInput, InvoiceSnapshot, DeliverySnapshot } from '@/lib/contracts/orders/schema';

/*
 * Checkout: from cart lines or accepted quotations to one order per seller,
 * priced on the server. `preview` runs the same pricing without writing, so
 * the createOrder page shows exactly what the order will say.
 */

/** An order line before it is written, with where it came from (the cart line to empty, the inquiry to mark ordered). */
export type DraftLine = Omit<OrderLineRow, 'id' | 'orderId' | 'lineNo' | 'amountCents' | 'lotId'> & {
  sellerId: number;
  inquiryId: number | null;
  cartItemId: number | null;
  /** Freight the seller quoted with the quotation (0: 包邮); null: the seller's template applies. */
  quotedFreightCents: number | null;
};

export type DraftOrder = {
  sellerId: number;
  lines: DraftLine[];
  inquiryId: number | null;
  source: 'cart' | 'quotation';
  expressCompanyId: number;
  goodsCents: number;
  shippingCents: number;
  /** How the freight was reached, in words (the seller's template or quotation). */
  shippingNote: string;
  /** The latest expected arrival (YYYY-MM-DD), or null when the transit time is unknown (quoted freight only). */
  deliveredBy: string | null;
  discountCents: number;
  payableCents: number;
  voucherId: number | null;
  buyerNote: string | null;
};

type Input = z.output<typeof CreateOrderInput>;

/** Goods bought without the cart: the lines of a procurement system's OrderRequest (PunchOut; decision 0165). */
export type DirectLine = { goodsId: number; quantity: number };

async function cartLines(db: Db, buyerId: number, ids: number[]): Promise<DraftLine[]> {
  const items = await repo.cartItemsByIds(db, buyerId, ids);
  if (items.length !== new Set(ids).size) throw new AppError(ErrorCode.CART_ITEM_NOT_FOUND, '购物车中没有所选的商品，请刷新购物车');
  return offerLines(
    db,
    buyerId,
    items.map((item) => ({ goodsId: item.goodsId, quantity: item.quantity, cartItemId: item.id })),
  );
}

async function offerLines(db: Db, buyerId: number, items: (DirectLine & { cartItemId: number | null })[]): Promise<DraftLine[]> {
  if (items.length === 0) return [];
  const offers = new Map(
    (
      await offersForPurchase(
        db,
        items.map((i) => i.goodsId),
      )
    ).map((o) => [o.id, o]),
  );
  return items.map((item) => {
    const offer = offers.get(item.goodsId);
    const reason = offerUnavailable(offer, item.quantity);
    if (!offer || reason)
      throw new AppError(
        ErrorCode.OFFER_UNAVAILABLE,
        `「${offer?.nameZh ?? offer?.name ?? '商品'}」${reason}${item.cartItemId === null ? '' : '，请从购物车删除或修改数量'}`,
        {
          goodsId: item.goodsId,
        },
      );
    if (offer.sellerId === buyerId) throw new AppError(ErrorCode.OWN_GOODS, '不能购买自己发布的商品', { goodsId: offer.id });
    return {
      sellerId: offer.sellerId,
      goodsId: offer.id,
      quotationId: null,
      inquiryId: null,
      cartItemId: item.cartItemId,
      quotedFreightCents: null,
      substanceId: offer.substanceId,
      cas: offer.cas,
      productName: offer.name,
      productNameZh: offer.nameZh,
      purity: offer.purity,
      brand: offer.brand ?? null,
      packSize: Number(offer.packSize),
      unitCode: offer.unitCode,
      lotNumber: offer.lotNumber,
      coaUploadId: offer.coaUploadId,
      leadTimeDays: offer.leadTimeDays,
      unitPriceCents: Number(offer.priceCents),
      quantity: item.quantity,
    };
  });
}

async function quotationLines(db: Db, buyerId: number, ids: number[], chosen: Input['quotationQuantities'] = []): Promise<DraftLine[]> {
  const unique = [...new Set(ids)];
  const rows = await acceptedQuotationsOf(db, buyerId, unique);
  const ordered = new Map((await repo.ordersWithQuotations(db, unique)).map((o) => [o.quotationId, o.orderNo]));
  return unique.map((id) => {
    const q = rows.find((r) => r.id === id);
    if (!q || q.status !== 'accepted') throw new AppError(ErrorCode.ORDER_QUOTATION_INVALID, '只能用本人已采纳的报价下单', { quotationId: id });
    const existing = ordered.get(id);
    if (existing) throw new AppError(ErrorCode.ORDER_QUOTATION_INVALID, `这条报价已生成订单 ${existing}`, { quotationId: id });
    // Enough packs to cover what was asked, in whatever unit the seller quoted; the buyer may change it.
    const packs =
      chosen.find((c) => c.quotationId === id)?.quantity ?? packsCovering(Number(q.lineQuantity), q.lineUnitCode, Number(q.packSize), q.unitCode) ?? 1;
    return {
      sellerId: q.sellerId,
      goodsId: q.goodsId,
      quotationId: q.id,
      inquiryId: q.inquiryId,
      cartItemId: null,
      quotedFreightCents: q.freightCents ?? null,
      substanceId: q.substanceId,
      cas: q.cas,
      // The catalog's names, as an order from the cart has them: the inquiry line's name is already
      // bilingual ("硫酸 Sulfuric acid"), and with the Chinese name beside it would print it twice.
      ...(q.substanceName ? { productName: q.substanceName, productNameZh: q.nameZh } : { productName: q.productName, productNameZh: null }),
      purity: q.purity,
      brand: q.brand ?? null,
      packSize: Number(q.packSize),
      unitCode: q.unitCode,
      lotNumber: null,
      coaUploadId: q.coaUploadId,
      leadTimeDays: q.leadTimeDays,
      unitPriceCents: Number(q.priceCents),
      quantity: packs,
    };
  });
}

async function deliveryOf(
  db: Db,
  buyerId: number,
  addressId: number | undefined,
): Promise<{ snapshot: z.infer<typeof DeliverySnapshot>; province: string | null }> {
  let address;
  if (addressId !== undefined) {
    address = await getAddress(db, buyerId, addressId).catch(() => undefined);
  } else {
    address = (await listAddresses(db, buyerId, { page: 1, pageSize: 1 })).list[0];
  }
  if (!address) throw new AppError(ErrorCode.ORDER_ADDRESS_REQUIRED, addressId ? '收货地址不存在，请重新选择' : '请先添加收货地址');
  return {
    snapshot: { receiver: address.receiver, phone: address.phone, areaLabel: address.areaLabel, detail: address.detail, postcode: address.postcode },
    province: provinceOf(address.areaCodes),
  };
}

/** The invoice details as an order snapshots them: the chosen ones, the default ones (undefined), or none (null). */
export async function invoiceOf(db: Db, buyerId: number, invoiceInfoId: number | null | undefined): Promise<z.infer<typeof InvoiceSnapshot> | null> {
  if (invoiceInfoId === null) return null;
  const info =
    invoiceInfoId === undefined ? (await listInvoiceInfos(db, buyerId, { page: 1, pageSize: 1 })).list[0] : await getInvoiceInfo(db, buyerId, invoiceInfoId);
  if (!info) return null;
  return {
    categoryCode: info.category.code,
    categoryName: info.category.name,
    title: info.title,
    taxNumber: info.taxNumber,
    bankName: info.bankName,
    bankAccount: info.bankAccount,
    registeredAddress: info.registeredAddress,
    registeredPhone: info.registeredPhone,
    email: info.email,
  };
}

/**
 * The freight of one seller's lines (lib/shared/freight.ts `groupFreight`):
 * quoted freight as quoted, the rest by the seller's template to the
 * address's province, refused where the seller does not deliver. Never a
 * platform constant.
 */
function freightOf(group: DraftLine[], rules: FreightRules, province: string | null, sellerName: string, now: Date) {
  const name = province ? (provinceName(province) ?? '该地区') : '该地区';
  const freight = groupFreight(
    rules,
    group.map((l) => ({
      grams: shippingGrams(l.packSize, l.unitCode, l.quantity),
      goodsCents: l.unitPriceCents * l.quantity,
      dangerous: isDangerousGoods(l.cas),
      quotedFreightCents: l.quotedFreightCents,
    })),
    province,
    name,
  );
  if (!freight.delivered) {
    throw new AppError(ErrorCode.ORDER_NOT_DELIVERABLE, `「${sellerName}」不配送至${name}，请换一个收货地址，或从购物车移除该卖家的商品`, {
      sellerId: group[0]!.sellerId,
    });
  }
  const lead = Math.max(...group.map((l) => l.leadTimeDays));
  const arrival = freight.days === null ? null : deliveredBy(now, lead, freight.days);
  return { cents: freight.cents, note: arrival ? `${freight.note}；预计 ${arrival} 前送达` : freight.note, deliveredBy: arrival };
}

/** Groups lines by seller and prices each group: goods, the seller's freight, the voucher's discount (checked, not yet used). */
async function priceGroups(db: Db, buyerId: number, lines: DraftLine[], input: Input, province: string | null): Promise<DraftOrder[]> {
  const companies = await enabledExpressCompanies(db);
  const bySeller = new Map<number, DraftLine[]>();
  for (const line of lines) bySeller.set(line.sellerId, [...(bySeller.get(line.sellerId) ?? []), line]);
  const [rules, names] = await Promise.all([rulesOf(db, [...bySeller.keys()]), sellerNames(db, [...bySeller.keys()])]);
  const usedVouchers = new Set<number>();
  const orders: DraftOrder[] = [];
  const now = new Date();
  for (const [sellerId, group] of bySeller) {
    const choice = input.groups.find((g) => g.sellerId === sellerId);
    const goodsCents = group.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
    const carrier = chooseCarrier(
      companies,
      choice?.expressCompanyId,
      group.some((l) => isDangerousGoods(l.cas)),
    );
    const freight = freightOf(group, rules.get(sellerId)!, province, names.get(sellerId) || '卖家', now);
    let discountCents = 0;
    if (choice?.voucherId !== undefined) {
      if (usedVouchers.has(choice.voucherId)) throw new AppError(ErrorCode.VOUCHER_USED, '一张优惠券只能用于一个订单');
      const usable = await voucherUsableFor(db, buyerId, choice.voucherId, goodsCents);
      usedVouchers.add(choice.voucherId);
      discountCents = Math.min(usable.faceValueCents, goodsCents);
    }
    const quotationLine = group.find((l) => l.inquiryId !== null);
    orders.push({
      sellerId,
      lines: group,
      inquiryId: quotationLine?.inquiryId ?? null,
      source: quotationLine ? 'quotation' : 'cart',
      expressCompanyId: carrier.id,
      goodsCents,
      shippingCents: freight.cents,
      shippingNote: freight.note,
      deliveredBy: freight.deliveredBy,
      discountCents,
      payableCents: payableCents(goodsCents, freight.cents, discountCents),
      voucherId: choice?.voucherId ?? null,
      buyerNote: choice?.buyerNote?.trim() || null,
    });
  }
  return orders;
}

/** Whom the order is for and the buyer's references (the organisation checked by the workflow that places it). */
export type PurchaseReferences = { organisationId: number | null; fundId: number | null; purchaseOrderNo: string | null; projectNo: string | null };

export type Checkout = {
  drafts: DraftOrder[];
  /** Per seller, the payment terms the order is placed on (decision 0160); absent: paid before dispatch. */
  terms?: Map<number, { creditLineId: number; kind: CreditTermsKind; days: number }>;
  delivery: z.infer<typeof DeliverySnapshot>;
  invoice: z.infer<typeof InvoiceSnapshot> | null;
  references: PurchaseReferences;
};

/** Everything an order needs, read and priced; nothing written. */
export async function prepareCheckout(db: Db, buyerId: number, input: Input, directLines: DirectLine[] = []): Promise<Checkout> {
  const lines = [
    ...(await offerLines(
      db,
      buyerId,
      directLines.map((l) => ({ ...l, cartItemId: null })),
    )),
    ...(await cartLines(db, buyerId, input.cartItemIds ?? [])),
    ...(await quotationLines(db, buyerId, input.quotationIds ?? [], input.quotationQuantities)),
  ];
  if (lines.length === 0) throw new AppError(ErrorCode.CART_EMPTY, '请选择要购买的商品');
  const [delivery, invoice] = await Promise.all([deliveryOf(db, buyerId, input.addressId), invoiceOf(db, buyerId, input.invoiceInfoId)]);
  return {
    drafts: await priceGroups(db, buyerId, lines, input, delivery.province),
    delivery: delivery.snapshot,
    invoice,
    references: {
      organisationId: input.organisationId ?? null,
      fundId: input.fundId ?? null,
      purchaseOrderNo: input.purchaseOrderNo ?? null,
      projectNo: input.projectNo ?? null,
    },
  };
}

/**
 * Writes one draft as an order in state `created`, inside the caller's
 * transaction: the lines as they are priced now, the address and invoice
 * details as they are now, the voucher used (once: a parallel order with the
 * same voucher fails here and rolls back whole). Returns the order's id.
 */
export async function writeOrder(trx: Db, buyerId: number, draft: DraftOrder, checkout: Checkout): Promise<number> {
  const at = nowIso();
  const id = await repo.insertOrder(trx, {
    orderNo: `tmp-${randomUUID()}`,
    buyerId,
    sellerId: draft.sellerId,
    status: 'created',
    source: draft.source,
    inquiryId: draft.inquiryId,
    listGoodsCents: draft.goodsCents,
    goodsCents: draft.goodsCents,
    shippingCents: draft.shippingCents,
    shippingNote: draft.shippingNote,
    discountCents: 0,
    payableCents: payableCents(draft.goodsCents, draft.shippingCents, 0),
    voucherId: null,
    expressCompanyId: draft.expressCompanyId,
    deliveryJson: JSON.stringify(checkout.delivery),
    invoiceJson: checkout.invoice ? JSON.stringify(checkout.invoice) : null,
    buyerNote: draft.buyerNote,
    organisationId: checkout.references.organisationId,
    fundId: checkout.references.fundId,
    creditLineId: checkout.terms?.get(draft.sellerId)?.creditLineId ?? null,
    termsKind: checkout.terms?.get(draft.sellerId)?.kind ?? null,
    termsDays: checkout.terms?.get(draft.sellerId)?.days ?? null,
    purchaseOrderNo: checkout.references.purchaseOrderNo,
    projectNo: checkout.references.projectNo,
    shipExpressCompanyId: null,
    trackingNo: null,
    receiveMode: null,
    cancelReason: null,
    refundReason: null,
    invoiceRequestedAt: null,
    invoiceNumber: null,
    invoiceUploadId: null,
    invoiceIssuedAt: null,
    createdAt: at,
    submittedAt: null,
    paidAt: null,
    dispatchedAt: null,
    receivedAt: null,
    completedAt: null,
    cancelledAt: null,
    refundedAt: null,
    updatedAt: at,
  });
  const orderNo = orderNumber(id, at);
  let discountCents = 0;
  if (draft.voucherId !== null) {
    const use = await spendVoucher(trx, buyerId, draft.voucherId, { orderReference: orderReference({ orderNo }), orderAmountCents: draft.goodsCents });
    discountCents = use.discountCents;
  }
  await trx
    .updateTable('orders')
    .set({ orderNo, voucherId: draft.voucherId, discountCents, payableCents: payableCents(draft.goodsCents, draft.shippingCents, discountCents) })
    .where('id', '=', id)
    .execute();
  await repo.insertLines(
    trx,
    draft.lines.map((l, i) => ({
      orderId: id,
      lineNo: i + 1,
      goodsId: l.goodsId,
      quotationId: l.quotationId,
      substanceId: l.substanceId,
      cas: l.cas,
      productName: l.productName,
      productNameZh: l.productNameZh,
      purity: l.purity,
      brand: l.brand,
      packSize: l.packSize,
      unitCode: l.unitCode,
      lotNumber: l.lotNumber,
      coaUploadId: l.coaUploadId,
      leadTimeDays: l.leadTimeDays,
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      amountCents: l.unitPriceCents * l.quantity,
    })),
  );
  await repo.insertEvent(trx, { orderId: id, actorId: buyerId, action: 'create', fromStatus: null, toStatus: 'created', note: null, createdAt: at });
  const cartItemIds = draft.lines.map((l) => l.cartItemId).filter((v): v is number => v !== null);
  await repo.deleteCartItems(trx, buyerId, cartItemIds);
  return id;
}
