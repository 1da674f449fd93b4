import type { ApiError } from '@/lib/api/client';
import type { CreateOrderBody, ExpressCompany } from '@/lib/api/orders';

/*
 * The createOrder form's state, kept apart from antd so it can be tested:
 * where the lines come from, the buyer's choices, the body sent to
 * create_order, and which part of the page a refusal belongs to.
 */

export type CheckoutSource = { cartItemIds: number[]; quotationIds: number[] };

export type GroupChoice = { expressCompanyId?: number; voucherId?: number; buyerNote?: string };

export type CheckoutChoices = {
  /** undefined until the address list answered; null: the buyer has none yet. */
  addressId: number | null | undefined;
  /** null: 不开发票. */
  invoiceInfoId: number | null | undefined;
  groups: Record<number, GroupChoice>;
  /** The seller whose choice changed last: a refusal of a shipping method or voucher belongs to it. */
  lastChangedSeller: number | null;
  /** Packs the buyer chose for lines from quotations, by quotation id (otherwise the server covers the asked quantity). */
  packs: Record<number, number>;
  /** Whom the buyer orders for (an organisation they purchase for) and their own references; null and '' for none. */
  organisationId: number | null;
  /** The organisation's fund (经费卡) the order is charged to; null for none. */
  fundId: number | null;
  /** On the payment terms sellers granted the organisation (decision 0160). */
  payOnTerms: boolean;
  purchaseOrderNo: string;
  projectNo: string;
};

export const EMPTY_CHOICES: CheckoutChoices = {
  addressId: undefined,
  invoiceInfoId: undefined,
  groups: {},
  lastChangedSeller: null,
  packs: {},
  organisationId: null,
  fundId: null,
  payOnTerms: false,
  purchaseOrderNo: '',
  projectNo: '',
};

export function choosePacks(choices: CheckoutChoices, quotationId: number, packs: number): CheckoutChoices {
  return { ...choices, packs: { ...choices.packs, [quotationId]: packs } };
}

/** "1,2,x,2" → [1, 2]: positive whole numbers, once each, at most 200. */
export function parseIds(raw: string | string[] | undefined | null): number[] {
  const text = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  const ids = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,12}$/.test(s))
    .map(Number)
    .filter((n) => n > 0);
  return [...new Set(ids)].slice(0, 200);
}

export function chooseForGroup(choices: CheckoutChoices, sellerId: number, change: Partial<GroupChoice>): CheckoutChoices {
  const current = choices.groups[sellerId] ?? {};
  return { ...choices, groups: { ...choices.groups, [sellerId]: { ...current, ...change } }, lastChangedSeller: sellerId };
}

/**
 * The body of create_order. `withNotes` false for a preview: the notes do
 * not change any amount, so typing one asks the server nothing.
 */
export function checkoutBody(source: CheckoutSource, choices: CheckoutChoices, preview: boolean): CreateOrderBody {
  const groups = Object.entries(choices.groups)
    .map(([sellerId, g]) => ({
      sellerId: Number(sellerId),
      ...(g.expressCompanyId !== undefined ? { expressCompanyId: g.expressCompanyId } : {}),
      ...(g.voucherId !== undefined ? { voucherId: g.voucherId } : {}),
      ...(!preview && g.buyerNote?.trim() ? { buyerNote: g.buyerNote.trim() } : {}),
    }))
    .filter((g) => Object.keys(g).length > 1);
  return {
    ...(source.cartItemIds.length ? { cartItemIds: source.cartItemIds } : {}),
    ...(source.quotationIds.length ? { quotationIds: source.quotationIds } : {}),
    ...(Object.keys(choices.packs).length
      ? { quotationQuantities: Object.entries(choices.packs).map(([quotationId, quantity]) => ({ quotationId: Number(quotationId), quantity })) }
      : {}),
    ...(typeof choices.addressId === 'number' ? { addressId: choices.addressId } : {}),
    ...(choices.invoiceInfoId !== undefined ? { invoiceInfoId: choices.invoiceInfoId } : {}),
    groups,
    preview,
    // The organisation is checked by the preview too (a member who is not its purchaser learns it before submitting); the references change no amount.
    ...(choices.organisationId !== null ? { organisationId: choices.organisationId } : {}),
    ...(choices.organisationId !== null && choices.fundId !== null ? { fundId: choices.fundId } : {}),
    ...(choices.organisationId !== null && choices.payOnTerms ? { payOnTerms: true } : {}),
    ...(!preview && choices.purchaseOrderNo.trim() ? { purchaseOrderNo: choices.purchaseOrderNo.trim() } : {}),
    ...(!preview && choices.projectNo.trim() ? { projectNo: choices.projectNo.trim() } : {}),
  };
}

const SHIPPING_REFUSED = 5119;
const VOUCHER_CODES = new Set([7010, 7011, 7012, 7013]);
const ADDRESS_REQUIRED = 5108;

export type ErrorPlace = { where: 'group'; sellerId: number } | { where: 'address' } | { where: 'page' };

/** Where a refusal of create_order is shown: on the seller's group, at the address, or above everything. */
export function placeOfError(error: Pick<ApiError, 'code' | 'message'>, choices: CheckoutChoices, companies: ExpressCompany[]): ErrorPlace {
  if (error.code === ADDRESS_REQUIRED) return { where: 'address' };
  if (error.code === SHIPPING_REFUSED) {
    // The message names the refused carrier: the group that chose it.
    const named = Object.entries(choices.groups).find(([, g]) => {
      const company = companies.find((c) => c.id === g.expressCompanyId);
      return company && error.message.includes(`「${company.name}」`);
    });
    if (named) return { where: 'group', sellerId: Number(named[0]) };
  }
  if ((error.code === SHIPPING_REFUSED || VOUCHER_CODES.has(error.code)) && choices.lastChangedSeller !== null) {
    return { where: 'group', sellerId: choices.lastChangedSeller };
  }
  return { where: 'page' };
}

export type UsableVoucher = { id: number; title: string; faceValueCents: number; minOrderCents: number; validUntil: string };

/** The vouchers a group may pick: its minimum met by the group's goods, not already picked by another group. */
export function vouchersForGroup(vouchers: UsableVoucher[], choices: CheckoutChoices, sellerId: number, goodsCents: number): UsableVoucher[] {
  const takenElsewhere = new Set(
    Object.entries(choices.groups)
      .filter(([id, g]) => Number(id) !== sellerId && g.voucherId !== undefined)
      .map(([, g]) => g.voucherId),
  );
  return vouchers.filter((v) => v.minOrderCents <= goodsCents && !takenElsewhere.has(v.id));
}
