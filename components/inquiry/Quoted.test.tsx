// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InquiryDetail, Quotation } from '@/lib/api/rfq';
import { http } from 'msw';
import { shimJsdom } from '@/tests/jsdom-shims';
import { ok, startApiServer } from '@/tests/kits/render-with-api';
import { standing } from '@/components/trust/standing.test-data';
import { formatNormalized } from './price';
import { Quoted } from './Quoted';

beforeAll(() => shimJsdom());
afterEach(() => cleanup());

// The quoting sellers' figures (GET /api/seller_standings): 甲 measured, 乙 and 丙 new.
const asked: string[] = [];
startApiServer({
  onUnhandledRequest: 'bypass',
  handlers: [
    http.get('*/api/seller_standings', ({ request }) => {
      const ids = new URL(request.url).searchParams.get('sellerIds')!;
      asked.push(ids);
      return ok({
        list: ids
          .split(',')
          .map((id) =>
            id === '1'
              ? standing(1, { onTimeDispatch: { share: 0.92, basis: 25, late: 2, medianDelayHours: 10 } }, { count: 4, overall: 4.6 })
              : standing(Number(id)),
          ),
      });
    }),
  ],
});

const unit = (code: string) => ({ code, name: code });
function quotation(
  id: number,
  seller: string,
  priceCents: number,
  packSize: number,
  unitCode: string,
  perCents: number | null,
  extra: Partial<Quotation> = {},
): Quotation {
  return {
    id,
    inquiryId: 1,
    lineId: 10,
    seller: { id, name: seller, verified: id === 1, direct: false },
    priceCents,
    packSize,
    unit: unit(unitCode),
    normalizedPrice: perCents === null ? null : { cents: perCents, per: unitCode === 'mL' || unitCode === 'L' ? 'mL' : 'g' },
    purity: '≥99.5%',
    inStock: id !== 2,
    leadTimeDays: id === 2 ? 7 : 0,
    validUntil: `2030-0${id}-01T00:00:00.000Z`,
    remarks: null,
    coa: id === 1 ? { id: 5, name: 'coa.pdf', url: '/files/5' } : null,
    goodsId: null,
    status: 'active',
    statusLabel: '有效',
    supersedesId: null,
    freightCents: null,
    cheapest: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

// 甲 ¥100 / 500 g = ¥0.20/g; 乙 ¥30 / 100 g = ¥0.30/g; 丙 ¥150 / 1 kg = ¥0.15/g (cheapest); 乙's earlier offer superseded.
const QUOTES = [
  quotation(1, '甲化学', 10_000, 500, 'g', 20),
  quotation(2, '乙试剂', 3_000, 100, 'g', 30),
  quotation(3, '丙化工', 15_000, 1, 'kg', 15, { cheapest: true }),
  quotation(4, '乙试剂', 4_000, 100, 'g', 40, { status: 'superseded', statusLabel: '已追加新报价' }),
];

function detail(over: Partial<InquiryDetail> = {}): InquiryDetail {
  return {
    id: 1,
    inquiryNo: 'XJ1',
    status: 'quoted',
    statusLabel: '已报价',
    viewer: 'buyer',
    buyer: { label: '王老师', contactName: '王老师', contactPhone: '13800138000' },
    area: '上海市',
    delivery: null,
    remarks: null,
    neededBy: null,
    deadline: '2030-01-01T00:00:00.000Z',
    attachments: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    allowedActions: ['accept', 'close', 'cancel'],
    lines: [
      {
        id: 10,
        lineNo: 1,
        substanceId: 7,
        cas: '64-17-5',
        productName: '乙醇',
        smiles: null,
        substanceKnown: true,
        quantity: 2,
        unit: unit('kg'),
        purity: null,
        packaging: null,
        accepted: false,
        acceptedQuotationId: null,
        quoteCount: 3,
        quotations: QUOTES,
        landed: [],
      },
    ],
    plans: [],
    ...over,
  };
}

const sellersInOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('formatNormalized', () => {
  it('prints per g, mL or piece with enough digits to compare', () => {
    expect(formatNormalized({ cents: 15, per: 'g' })).toBe('¥0.1500/g');
    expect(formatNormalized({ cents: 250, per: 'mL' })).toBe('¥2.50/mL');
    expect(formatNormalized({ cents: 0.35, per: 'g' })).toBe('¥0.003500/g');
    expect(formatNormalized({ cents: 120_000, per: 'piece' })).toBe('¥1200.00/件');
    expect(formatNormalized(null)).toBe('—');
  });
});

describe('Quoted', () => {
  it('shows every active quotation side by side, normalised per g, cheapest first and marked; history apart', () => {
    render(
      <App>
        <Quoted detail={detail()} onAccept={vi.fn()} />
      </App>,
    );
    expect(sellersInOrder()).toEqual([expect.stringContaining('丙化工'), expect.stringContaining('甲化学'), expect.stringContaining('乙试剂')]);
    const prices = screen.getAllByTestId('normalized-price').map((e) => e.textContent);
    expect(prices[0]).toContain('¥0.1500/g');
    expect(prices[0]).toContain('最低价');
    expect(prices[1]).toContain('¥0.2000/g');
    expect(prices.filter((p) => p?.includes('最低价'))).toHaveLength(1);
    // The per-pack price and the pack size are there too, and the verified badge.
    const first = screen.getAllByRole('row')[1]!;
    expect(first.textContent).toContain('1 kg');
    expect(screen.getAllByRole('row')[2]!.textContent).toContain('认证');
    // Superseded offers are history, not compared.
    expect(screen.getByText('报价历史（1）')).toBeTruthy();
  });

  it('with landed costs, ranks by goods plus freight per g asked, and shows what splitting across sellers costs', () => {
    const landed = (quotationId: number, goodsCents: number, freightCents: number) => ({
      quotationId,
      packs: 2,
      goodsCents,
      freightCents,
      freightNote: '按卖家运费模板',
      delivered: true,
      totalCents: goodsCents + freightCents,
      perBase: { cents: (goodsCents + freightCents) / 2000, per: 'g' as const },
    });
    const withLanded = detail({
      plans: [
        {
          kind: 'cheapest_per_line',
          sellers: ['甲化学', '乙试剂'],
          quotationIds: [1, 2],
          lines: 2,
          goodsCents: 30_000,
          freightCents: 9_500,
          totalCents: 39_500,
        },
        { kind: 'one_seller', sellers: ['丙化工'], quotationIds: [3], lines: 2, goodsCents: 36_000, freightCents: 0, totalCents: 36_000 },
      ],
    });
    // By landed cost the order turns round: 丙, cheapest per gram of pack, is last once its freight counts.
    withLanded.lines[0] = { ...withLanded.lines[0]!, landed: [landed(1, 20_000, 0), landed(2, 6_000, 1_500), landed(3, 30_000, 8_000)] };
    render(
      <App>
        <Quoted detail={withLanded} onAccept={vi.fn()} />
      </App>,
    );
    expect(sellersInOrder()).toEqual([expect.stringContaining('乙试剂'), expect.stringContaining('甲化学'), expect.stringContaining('丙化工')]);
    expect(screen.getAllByTestId('landed-price')[0]!.textContent).toContain('¥75.00');
    expect(screen.getAllByTestId('landed-price')[0]!.textContent).toContain('+ 运费 ¥15.00');
    const plans = screen.getAllByTestId('purchase-plan').map((p) => p.textContent);
    expect(plans[0]).toContain('分开采购（每行最低到手价，2 个卖家）');
    expect(plans[0]).toContain('2 个卖家各计一次运费');
    expect(plans[1]).toContain('全部从 丙化工 采购');
    expect(plans[1]).toContain('最省');
  });

  it('sorts by per-pack price and by lead time when the headers are clicked', () => {
    render(
      <App>
        <Quoted detail={detail()} onAccept={vi.fn()} />
      </App>,
    );
    fireEvent.click(screen.getAllByText('报价', { selector: '.ant-table-column-title' })[0]!);
    expect(sellersInOrder()).toEqual([expect.stringContaining('乙试剂'), expect.stringContaining('甲化学'), expect.stringContaining('丙化工')]);
    fireEvent.click(screen.getAllByText('货期', { selector: '.ant-table-column-title' })[0]!);
    expect(sellersInOrder()[2]).toContain('乙试剂');
  });

  it('accepts a quotation after confirming; an accepted line shows 待下单 and no more accept buttons', async () => {
    const onAccept = vi.fn().mockResolvedValue(undefined);
    const { rerender } = render(
      <App>
        <Quoted detail={detail()} onAccept={onAccept} />
      </App>,
    );
    fireEvent.click(within(screen.getAllByRole('row')[1]!).getByRole('button', { name: '采 纳' }));
    expect((await screen.findAllByText('采纳这条报价？')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '确认采纳' }));
    await waitFor(() => expect(onAccept).toHaveBeenCalledWith(expect.objectContaining({ id: 3 })));

    const accepted = detail({ status: 'accepted', statusLabel: '已采纳', allowedActions: ['close'] });
    accepted.lines[0] = {
      ...accepted.lines[0]!,
      accepted: true,
      acceptedQuotationId: 3,
      quotations: QUOTES.map((q) =>
        q.id === 3
          ? { ...q, status: 'accepted' as const, statusLabel: '已采纳' }
          : q.status === 'active'
            ? { ...q, status: 'lost' as const, statusLabel: '未采纳' }
            : q,
      ),
    };
    rerender(
      <App>
        <Quoted detail={accepted} onAccept={onAccept} />
      </App>,
    );
    expect(screen.getByText('待下单')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '采 纳' })).toBeNull();
    // The accepted quotation is ordered from here, at its price; once ordered the entry goes.
    expect(screen.getByRole('link', { name: /下\s*单/ }).getAttribute('href')).toBe('/member/buyer/createOrder?quotations=3');
    rerender(
      <App>
        <Quoted detail={{ ...accepted, status: 'ordered', statusLabel: '已下单' }} onAccept={onAccept} />
      </App>,
    );
    expect(screen.queryByRole('link', { name: /下\s*单/ })).toBeNull();
  });
  it('shows each quoting seller’s standing from one call, and links the seller to their page', async () => {
    asked.length = 0;
    render(
      <App>
        <Quoted detail={detail()} onAccept={vi.fn()} />
      </App>,
    );
    const first = await screen.findByText((_, el) => el?.getAttribute('data-testid') === 'seller-standing' && el.textContent!.includes('92%'));
    expect(first.textContent).toBe('准时发货 92%（25 单）；报价响应 数据不足；评分 ★ 4.6（4 条）');
    expect(screen.getAllByTestId('seller-standing').filter((e) => e.textContent!.startsWith('新卖家，数据不足'))).toHaveLength(2);
    expect(asked).toEqual(['1,2,3,4']);
    const link = screen.getByRole('link', { name: '甲化学' });
    expect(link.getAttribute('href')).toBe('/seller/1');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
