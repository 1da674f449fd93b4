import { describe, expect, it } from 'vitest';
import { duration, figureLines, percent, score, standingSentence, standingSummary } from './standing-format';
import { standing } from './standing.test-data';

describe('figure formatting', () => {
  it('rounds shares to whole per cent, never showing 100% for a seller who missed any', () => {
    expect(percent(0.956)).toBe('96%');
    expect(percent(1)).toBe('100%');
    expect(percent(0.996)).toBe('99%');
    expect(percent(0)).toBe('0%');
  });

  it('says durations in minutes, hours or days', () => {
    expect(duration(0.4)).toBe('24 分钟');
    expect(duration(0.001)).toBe('1 分钟');
    expect(duration(3.46)).toBe('3.5 小时');
    expect(duration(47.9)).toBe('47.9 小时');
    expect(duration(60)).toBe('2.5 天');
    expect(score(4)).toBe('4.0');
  });
});

describe('figureLines', () => {
  it('gives each of the six figures its value, its basis and what more there is to say', () => {
    const lines = figureLines(
      standing(1, {
        onTimeDispatch: { share: 0.9, basis: 20, late: 2, medianDelayHours: 30 },
        quoteResponse: { medianHours: 5, basis: 12 },
        invoiceTurnaround: { medianHours: 72, basis: 6, waiting: 1 },
        sellerCancellations: { share: 0.05, basis: 20, count: 1 },
      }).figures,
    );
    expect(lines.map((l) => [l.label, l.value, l.basis, l.note])).toEqual([
      ['准时发货', '90%', '20 单', '迟发 2 单，迟发中位 30 小时'],
      ['报价响应', '5 小时', '12 次报价', null],
      ['询价回复率', null, '0 张询价', null],
      ['开票时效', '3 天', '6 张发票', '另有 1 张待开'],
      ['COA 覆盖', null, '0 个发货品项', null],
      ['卖家取消 / 退款', '5%', '20 单', '取消或退款 1 单'],
    ]);
  });

  it('says nothing of late orders when the share itself is withheld', () => {
    const [onTime] = figureLines(standing(1, { onTimeDispatch: { share: null, basis: 3, late: 1, medianDelayHours: null } }).figures);
    expect(onTime).toMatchObject({ value: null, basis: '3 单', note: null });
  });
});

describe('standingSummary', () => {
  it('marks a seller with no figure as new, and still shows their rating', () => {
    const s = standing(1, {}, { count: 2, overall: 4.5 });
    expect(standingSummary(s)).toMatchObject({ newSeller: true, rating: { value: '4.5', count: 2 } });
    expect(standingSentence(s)).toBe('新卖家，数据不足；评分 4.5（2 条评价）');
  });

  it('shows the figures it has and says 数据不足 for the others', () => {
    const s = standing(1, { onTimeDispatch: { share: 0.956, basis: 23, late: 1, medianDelayHours: null } });
    expect(standingSummary(s)).toEqual({
      newSeller: false,
      onTime: { value: '96%', basis: '23 单' },
      response: { value: null, basis: '0 次' },
      rating: { value: null, count: 0 },
    });
    expect(standingSentence(s)).toBe('准时发货 96%（23 单）；报价响应数据不足；暂无评价');
  });
});
