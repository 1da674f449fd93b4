import type { z } from 'zod';
import type { SellerStandingSchema } from '@/lib/contracts/trust/schema';

/*
 * How a seller's measured standing reads, in one place: the offer list, the
 * seller page and the quotation comparison say the same words for the same
 * numbers. Pure (no React), so it is tested on its own.
 */

export type SellerStanding = z.infer<typeof SellerStandingSchema>;
export type SellerFigures = SellerStanding['figures'];

export const NOT_ENOUGH = '数据不足';
export const NEW_SELLER = '新卖家，数据不足';
/** Where each figure is explained (content/help/seller_performance.md). */
export const FIGURES_HELP_PATH = '/about_us/seller_performance';

/** 0.956 → "96%"; shares below 1 never read as 100% (0.996 → "99%"), so "100%" means none missed. */
export function percent(share: number): string {
  const rounded = Math.round(share * 100);
  return `${rounded === 100 && share < 1 ? 99 : rounded}%`;
}

/** Hours as a person says them: "45 分钟", "3.5 小时", from two days on "2.5 天". */
export function duration(hours: number): string {
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} 分钟`;
  if (hours < 48) return `${oneDecimal(hours)} 小时`;
  return `${oneDecimal(hours / 24)} 天`;
}

const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);

/** "4.6" from 4.6; one decimal always, so a list of scores lines up. */
export function score(value: number): string {
  return value.toFixed(1);
}

/** One figure as shown: its value, or null when withheld (fewer cases than the minimum), and what it rests on. */
export type FigureLine = {
  key: keyof Omit<SellerFigures, 'windowDays' | 'minBasis'>;
  label: string;
  value: string | null;
  basis: string;
  /** More about the figure (late orders' delay, invoices still waiting), when there is something to say. */
  note: string | null;
  /** What the figure measures, in a sentence (the seller page's tooltip and the help page say more). */
  means: string;
};

/** The six figures of the seller page, in the order the issue lists them. */
export function figureLines(f: SellerFigures): FigureLine[] {
  const { onTimeDispatch: onTime, quoteResponse, inquiriesAnswered, invoiceTurnaround: invoice, coaCoverage, sellerCancellations: cancels } = f;
  return [
    {
      key: 'onTimeDispatch',
      label: '准时发货',
      value: onTime.share === null ? null : percent(onTime.share),
      basis: `${onTime.basis} 单`,
      note:
        onTime.share !== null && onTime.late > 0
          ? `迟发 ${onTime.late} 单${onTime.medianDelayHours === null ? '' : `，迟发中位 ${duration(onTime.medianDelayHours)}`}`
          : null,
      means: '付款后在承诺货期内发货的订单比例',
    },
    {
      key: 'quoteResponse',
      label: '报价响应',
      value: quoteResponse.medianHours === null ? null : duration(quoteResponse.medianHours),
      basis: `${quoteResponse.basis} 次报价`,
      note: null,
      means: '询价发出到首次报价的时长中位数',
    },
    {
      key: 'inquiriesAnswered',
      label: '询价回复率',
      value: inquiriesAnswered.share === null ? null : percent(inquiriesAnswered.share),
      basis: `${inquiriesAnswered.basis} 张询价`,
      note: null,
      means: '发给该卖家的询价中报了价的比例',
    },
    {
      key: 'invoiceTurnaround',
      label: '开票时效',
      value: invoice.medianHours === null ? null : duration(invoice.medianHours),
      basis: `${invoice.basis} 张发票`,
      note: invoice.waiting > 0 ? `另有 ${invoice.waiting} 张待开` : null,
      means: '申请开票到开出的时长中位数',
    },
    {
      key: 'coaCoverage',
      label: 'COA 覆盖',
      value: coaCoverage.share === null ? null : percent(coaCoverage.share),
      basis: `${coaCoverage.basis} 个发货品项`,
      note: null,
      means: '发货品项中附有该批次检验报告（COA）的比例',
    },
    {
      key: 'sellerCancellations',
      label: '卖家取消 / 退款',
      value: cancels.share === null ? null : percent(cancels.share),
      basis: `${cancels.basis} 单`,
      note: cancels.share !== null && cancels.count > 0 ? `取消或退款 ${cancels.count} 单` : null,
      means: '卖家取消或退款（含部分退款）的订单比例，越低越好',
    },
  ];
}

/** The three things an offer shows of its seller: on-time share, quotation response and the rating. */
export type StandingSummary = {
  newSeller: boolean;
  onTime: { value: string | null; basis: string };
  response: { value: string | null; basis: string };
  rating: { value: string | null; count: number };
};

export function standingSummary(s: SellerStanding): StandingSummary {
  const { onTimeDispatch: onTime, quoteResponse } = s.figures;
  return {
    newSeller: !s.enoughData,
    onTime: { value: onTime.share === null ? null : percent(onTime.share), basis: `${onTime.basis} 单` },
    response: { value: quoteResponse.medianHours === null ? null : duration(quoteResponse.medianHours), basis: `${quoteResponse.basis} 次` },
    rating: { value: s.ratings.overall === null ? null : score(s.ratings.overall), count: s.ratings.count },
  };
}

/** A sentence for screen readers and titles: the summary in words. */
export function standingSentence(s: SellerStanding): string {
  const summary = standingSummary(s);
  const rating = summary.rating.value === null ? '暂无评价' : `评分 ${summary.rating.value}（${summary.rating.count} 条评价）`;
  if (summary.newSeller) return `${NEW_SELLER}；${rating}`;
  const onTime = summary.onTime.value === null ? `准时发货${NOT_ENOUGH}` : `准时发货 ${summary.onTime.value}（${summary.onTime.basis}）`;
  const response = summary.response.value === null ? `报价响应${NOT_ENOUGH}` : `报价响应中位 ${summary.response.value}`;
  return `${onTime}；${response}；${rating}`;
}
