import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { INQUIRY_STATUS_LABELS, QUOTATION_STATUS_LABELS, type InquiryStatus, type QuotationStatus } from '@/lib/contracts/inquiry/schema';

/*
 * The two RFQ state machines, the one place that says which change is legal
 * (docs/state-machines.md has the same tables; transitions.test.ts keeps
 * them in step). Services ask `inquiryTransition` / `quotationTransition`
 * for the next state and write it with a conditional update on the state
 * they read (`where status in fromStates(...)`), so a concurrent change
 * makes the update miss instead of being overwritten.
 */

/** What happens to an inquiry. */
export type InquiryEvent = 'quote' | 'unquote' | 'accept_line' | 'accept_last_line' | 'order' | 'close' | 'cancel' | 'expire';

/** What happens to a quotation. */
export type QuotationEvent = 'append' | 'cancel' | 'accept' | 'lose' | 'expire';

export const INQUIRY_MACHINE: Record<InquiryEvent, { from: readonly InquiryStatus[]; to: InquiryStatus; says: string }> = {
  quote: { from: ['open'], to: 'quoted', says: '收到第一条报价（其后的报价不改变状态）' },
  unquote: { from: ['quoted'], to: 'open', says: '卖家撤销报价后，询价单已没有有效的报价' },
  accept_line: { from: ['quoted', 'partly_accepted'], to: 'partly_accepted', says: '买家采纳一行的报价，仍有未采纳的行' },
  accept_last_line: { from: ['quoted', 'partly_accepted'], to: 'accepted', says: '买家采纳报价，每一行都已采纳' },
  order: { from: ['partly_accepted', 'accepted'], to: 'ordered', says: '采纳的报价生成订单（订单功能）' },
  close: { from: ['open', 'quoted', 'partly_accepted', 'accepted'], to: 'closed', says: '买家关闭询价单（不再接受报价）' },
  cancel: { from: ['open', 'quoted'], to: 'cancelled', says: '买家取消询价单（尚未采纳任何报价）' },
  expire: { from: ['open', 'quoted'], to: 'expired', says: '报价截止时间已过且未采纳任何报价（读取时判定）' },
};

export const QUOTATION_MACHINE: Record<QuotationEvent, { from: readonly QuotationStatus[]; to: QuotationStatus; says: string }> = {
  append: { from: ['active'], to: 'superseded', says: '卖家追加报价，新报价取代本条' },
  cancel: { from: ['active'], to: 'cancelled', says: '卖家撤销报价，或买家取消询价单' },
  accept: { from: ['active'], to: 'accepted', says: '买家采纳本条报价' },
  lose: { from: ['active'], to: 'lost', says: '买家采纳了该行的其他报价，或关闭了询价单' },
  expire: { from: ['active'], to: 'expired', says: '报价有效期已过，或询价单已过期（读取时判定）' },
};

/** Statuses in which an inquiry still takes quotations (before its deadline). */
export const QUOTABLE_INQUIRY_STATUSES: readonly InquiryStatus[] = ['open', 'quoted', 'partly_accepted'];

const INQUIRY_ACTION_WORDS: Record<InquiryEvent, string> = {
  quote: '报价',
  unquote: '撤销报价',
  accept_line: '采纳报价',
  accept_last_line: '采纳报价',
  order: '下单',
  close: '关闭',
  cancel: '取消',
  expire: '过期',
};

const QUOTATION_ACTION_WORDS: Record<QuotationEvent, string> = {
  append: '追加',
  cancel: '撤销',
  accept: '采纳',
  lose: '设为未采纳',
  expire: '过期',
};

/** Refuses a quotation (new or appended) on an inquiry that no longer takes them. */
export function assertQuotable(status: InquiryStatus, deadline: string | null | undefined, now: string): void {
  if (status === 'expired' || (deadline && deadline <= now)) throw new AppError(ErrorCode.INQUIRY_EXPIRED, '询价单已过报价截止时间，不能报价');
  if (!QUOTABLE_INQUIRY_STATUSES.includes(status)) {
    throw new AppError(ErrorCode.INQUIRY_TRANSITION_INVALID, `询价单当前为“${INQUIRY_STATUS_LABELS[status]}”，不能报价`, { status, event: 'quote' });
  }
}

/** The state an inquiry goes to on `event`, or an error naming the current state (code 4004). */
export function inquiryTransition(from: InquiryStatus, event: InquiryEvent): InquiryStatus {
  const rule = INQUIRY_MACHINE[event];
  if (rule.from.includes(from)) return rule.to;
  if (from === 'expired') throw new AppError(ErrorCode.INQUIRY_EXPIRED, `询价单已过报价截止时间，不能${INQUIRY_ACTION_WORDS[event]}`);
  throw new AppError(ErrorCode.INQUIRY_TRANSITION_INVALID, `询价单当前为“${INQUIRY_STATUS_LABELS[from]}”，不能${INQUIRY_ACTION_WORDS[event]}`, {
    status: from,
    event,
  });
}

/** The state a quotation goes to on `event`, or an error naming the current state (code 4005, 4010 when expired). */
export function quotationTransition(from: QuotationStatus, event: QuotationEvent): QuotationStatus {
  const rule = QUOTATION_MACHINE[event];
  if (rule.from.includes(from)) return rule.to;
  if (from === 'expired') throw new AppError(ErrorCode.QUOTATION_EXPIRED, `报价已过有效期，不能${QUOTATION_ACTION_WORDS[event]}`);
  if (event === 'accept' && from === 'lost') {
    throw new AppError(ErrorCode.LINE_ALREADY_ACCEPTED, '该行已采纳其他报价，不能再采纳本条');
  }
  throw new AppError(ErrorCode.QUOTATION_TRANSITION_INVALID, `报价当前为“${QUOTATION_STATUS_LABELS[from]}”，不能${QUOTATION_ACTION_WORDS[event]}`, {
    status: from,
    event,
  });
}

export function canInquiry(from: InquiryStatus, event: InquiryEvent): boolean {
  return INQUIRY_MACHINE[event].from.includes(from);
}

/** Buyer actions the detail page offers in this state. */
export function allowedBuyerActions(status: InquiryStatus): ('accept' | 'close' | 'cancel')[] {
  const out: ('accept' | 'close' | 'cancel')[] = [];
  if (canInquiry(status, 'accept_line')) out.push('accept');
  if (canInquiry(status, 'close')) out.push('close');
  if (canInquiry(status, 'cancel')) out.push('cancel');
  return out;
}

/** An inquiry's status after a line is accepted: all lines accepted → accepted. */
export function acceptEvent(acceptedLines: number, totalLines: number): InquiryEvent {
  return acceptedLines >= totalLines ? 'accept_last_line' : 'accept_line';
}
