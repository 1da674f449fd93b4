/*
 * A seller's measured performance over a rolling window (issue 33, decision
 * 0157), computed from facts the orders, inquiry and goods areas hand over.
 * Pure: the scheduler gathers the facts and stores the result; tests build
 * histories by hand. Each figure says how many cases it rests on and is
 * withheld (null) below MIN_BASIS.
 */

export const WINDOW_DAYS = 180;
/** Below this many cases a figure is not shown ("数据不足"). */
export const MIN_BASIS = 5;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type OrderFact = {
  submittedAt: string | null;
  /** When the seller could ship: paid, or, on payment terms, handed to the seller (decision 0160). */
  shippableAt: string | null;
  dispatchedAt: string | null;
  /** The longest lead time the order's lines promised, in days (0: in stock). */
  leadTimeDays: number;
  /** Cancelled or refunded (wholly) before dispatch: nothing was due to ship. */
  endedUnshipped: boolean;
  /** The seller cancelled it, or refunded any of it. */
  cancelledOrRefundedBySeller: boolean;
  invoiceRequestedAt: string | null;
  invoiceIssuedAt: string | null;
};

export type ShippedLineFact = { dispatchedAt: string; hasCoa: boolean };

/** An inquiry the seller could have quoted (it lists the substance): when it was sent, when the seller first quoted, whether it still takes quotations. */
export type InquiryFact = { askedAt: string; firstQuotedAt: string | null; open: boolean };

export type SellerFacts = { orders: OrderFact[]; shippedLines: ShippedLineFact[]; inquiries: InquiryFact[] };

export type ShareFigure = { share: number | null; basis: number };
export type HoursFigure = { medianHours: number | null; basis: number };

export type SellerFigures = {
  windowDays: number;
  minBasis: number;
  /** Orders paid in the window that were due to ship: share shipped by the promised day; median lateness of the late ones. */
  onTimeDispatch: ShareFigure & { late: number; medianDelayHours: number | null };
  quoteResponse: HoursFigure;
  inquiriesAnswered: ShareFigure;
  invoiceTurnaround: HoursFigure & { waiting: number };
  coaCoverage: ShareFigure;
  sellerCancellations: ShareFigure & { count: number };
};

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const ms = (iso: string) => Date.parse(iso);
const hours = (fromIso: string, toIso: string) => (ms(toIso) - ms(fromIso)) / HOUR_MS;
const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

function share(hits: number, basis: number): number | null {
  return basis >= MIN_BASIS ? Math.round((hits / basis) * 1000) / 1000 : null;
}

function medianHours(values: number[]): number | null {
  return values.length >= MIN_BASIS ? oneDecimal(median(values)) : null;
}

/** When the order was due to ship: the time it could ship (paid, or released on terms) plus the promised lead time in days, in-stock goods counted as one day. */
export function dispatchDueAt(shippableAt: string, leadTimeDays: number): number {
  return ms(shippableAt) + Math.max(1, leadTimeDays) * DAY_MS;
}

export function sellerFigures(facts: SellerFacts, now: Date): SellerFigures {
  const since = now.getTime() - WINDOW_DAYS * DAY_MS;
  const inWindow = (iso: string | null): iso is string => iso !== null && ms(iso) >= since && ms(iso) <= now.getTime();

  const delays: number[] = [];
  for (const order of facts.orders) {
    if (!inWindow(order.shippableAt)) continue;
    const due = dispatchDueAt(order.shippableAt, order.leadTimeDays);
    if (order.dispatchedAt) delays.push((ms(order.dispatchedAt) - due) / HOUR_MS);
    // Not shipped and past its day counts as late by now; not yet due, or ended without shipping, is not counted.
    else if (!order.endedUnshipped && now.getTime() > due) delays.push((now.getTime() - due) / HOUR_MS);
  }
  const lateDelays = delays.filter((d) => d > 0);

  const quoted = facts.inquiries.filter((i) => inWindow(i.askedAt) && i.firstQuotedAt !== null);
  const answerable = facts.inquiries.filter((i) => inWindow(i.askedAt) && (i.firstQuotedAt !== null || !i.open));

  const requested = facts.orders.filter((o) => inWindow(o.invoiceRequestedAt));
  const issuedHours = requested.filter((o) => o.invoiceIssuedAt !== null).map((o) => hours(o.invoiceRequestedAt!, o.invoiceIssuedAt!));

  const shipped = facts.shippedLines.filter((l) => inWindow(l.dispatchedAt));
  const submitted = facts.orders.filter((o) => inWindow(o.submittedAt));
  const cancelled = submitted.filter((o) => o.cancelledOrRefundedBySeller).length;

  return {
    windowDays: WINDOW_DAYS,
    minBasis: MIN_BASIS,
    onTimeDispatch: {
      share: share(delays.length - lateDelays.length, delays.length),
      basis: delays.length,
      late: lateDelays.length,
      medianDelayHours: delays.length >= MIN_BASIS ? oneDecimal(median(lateDelays)) : null,
    },
    quoteResponse: { medianHours: medianHours(quoted.map((i) => hours(i.askedAt, i.firstQuotedAt!))), basis: quoted.length },
    inquiriesAnswered: { share: share(quoted.length, answerable.length), basis: answerable.length },
    invoiceTurnaround: { medianHours: medianHours(issuedHours), basis: issuedHours.length, waiting: requested.length - issuedHours.length },
    coaCoverage: { share: share(shipped.filter((l) => l.hasCoa).length, shipped.length), basis: shipped.length },
    sellerCancellations: { share: share(cancelled, submitted.length), basis: submitted.length, count: cancelled },
  };
}

/** A seller with no figure shown yet: "新卖家，数据不足". */
export function hasEnoughData(figures: SellerFigures): boolean {
  return [
    figures.onTimeDispatch.share,
    figures.quoteResponse.medianHours,
    figures.inquiriesAnswered.share,
    figures.invoiceTurnaround.medianHours,
    figures.coaCoverage.share,
    figures.sellerCancellations.share,
  ].some((v) => v !== null);
}
