// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '@/lib/api/catalog';
import { standing } from '@/components/trust/standing.test-data';
import { OfferTable } from './OfferTable';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
const quoteFreight = vi.fn(async (_ids: number[], province?: string) => ({ province: province ? { code: province, name: '江苏省' } : null, offers: [] }));
vi.mock('@/components/public/public-api', () => ({ quoteFreight }));

type Offer = ProductDetail['offers'][number];

function offer(goodsId: number, over: Partial<Offer>): Offer {
  return {
    goodsId,
    seller: { id: 1, name: `卖家${goodsId}` },
    packSize: 500,
    unit: { code: 'g', name: '克' },
    purity: 'AR',
    brand: null,
    priceCents: 10_000,
    stock: 5,
    leadTimeDays: 2,
    coa: null,
    sds: null,
    ...over,
  };
}

// Per gram: #1 ¥0.50 (¥50 / 100 g), #2 ¥0.20 (¥200 / 1 kg), #3 ¥1.00 (¥25 / 25 g).
const OFFERS = [
  offer(1, { packSize: 100, priceCents: 5_000, brand: '甲' }),
  offer(2, { packSize: 1, unit: { code: 'kg', name: '千克' }, priceCents: 20_000, brand: '乙' }),
  offer(3, { packSize: 25, priceCents: 2_500, brand: '甲', stock: 0 }),
];

const sellersInOrder = () => screen.getAllByTestId('offer-row').map((row) => row.querySelector('[data-cell="seller"]')!.textContent);

afterEach(() => {
  cleanup();
  push.mockReset();
  quoteFreight.mockClear();
  localStorage.clear();
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('OfferTable', () => {
  it('lists the cheapest per gram first, and sorts by price both ways from the header', () => {
    render(<OfferTable offers={OFFERS} />);
    expect(sellersInOrder()).toEqual(['卖家2', '卖家1', '卖家3']);
    const price = screen.getByRole('button', { name: /价格/ });
    fireEvent.click(price);
    expect(sellersInOrder()).toEqual(['卖家3', '卖家1', '卖家2']);
    expect(price.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(price);
    expect(sellersInOrder()).toEqual(['卖家2', '卖家1', '卖家3']);
    expect(price.closest('th')!.getAttribute('aria-sort')).toBe('descending');
  });

  it('narrows the offers to one brand', () => {
    render(<OfferTable offers={OFFERS} />);
    const filter = screen.getByRole('combobox', { name: '按品牌筛选报价' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['全部品牌（3）', '甲（2）', '乙（1）']);
    fireEvent.change(filter, { target: { value: '甲' } });
    expect(sellersInOrder()).toEqual(['卖家1', '卖家3']);
  });

  it('offers 加购 only for offers in stock, and sends a visitor without a session to sign in and back', () => {
    window.history.pushState({}, '', '/products/64-17-5.html');
    render(<OfferTable offers={OFFERS} />);
    const buttons = screen.getAllByRole('button', { name: /^加购 / });
    expect(buttons).toHaveLength(2);
    expect(screen.getByText('需订货，请询价')).toBeTruthy();
    fireEvent.click(buttons[0]!);
    expect(push).toHaveBeenCalledWith('/login?redirect=%2Fproducts%2F64-17-5.html');
  });

  it('says so when there is no offer', () => {
    render(<OfferTable offers={[]} />);
    expect(screen.getByText('暂无在售报价')).toBeTruthy();
    expect(screen.queryByTestId('offer-table')).toBeNull();
  });

  it('links each seller’s SDS with its revision date, and shows none where the seller gave none', () => {
    render(
      <OfferTable
        offers={[
          offer(1, { sds: { zh: { revisedOn: '2026-03-01', url: '/sds/1/9' }, en: { revisedOn: '2026-03-01', url: '/sds/1/9?lang=en' } } }),
          offer(2, {}),
        ]}
      />,
    );
    const links = screen.getAllByTestId('offer-sds');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/sds/1/9', '/sds/1/9?lang=en']);
    expect(links[0]!.getAttribute('aria-label')).toBe('卖家1 的中文安全技术说明书（SDS，2026-03-01 修订）');
    expect(links[0]!.textContent).toContain('2026-03-01 修订');
    const rows = screen.getAllByTestId('offer-row');
    expect(within(rows.find((r) => r.textContent?.includes('卖家2'))!).queryByTestId('offer-sds')).toBeNull();
  });
  it('shows each seller’s standing under a link to their page, and sorts by rating and on-time share, unmeasured last', () => {
    const offers = [offer(1, { seller: { id: 11, name: '甲' } }), offer(2, { seller: { id: 12, name: '乙' } }), offer(3, { seller: { id: 13, name: '丙' } })];
    const standings = {
      11: standing(11, { onTimeDispatch: { share: 0.8, basis: 10, late: 2, medianDelayHours: 20 } }, { count: 3, overall: 4.8 }),
      12: standing(
        12,
        { onTimeDispatch: { share: 0.95, basis: 40, late: 2, medianDelayHours: 5 }, quoteResponse: { medianHours: 3.5, basis: 8 } },
        { count: 9, overall: 4.1 },
      ),
      13: standing(13),
    };
    render(<OfferTable offers={offers} standings={standings} />);
    const row = (name: string) => screen.getAllByTestId('offer-row').find((r) => r.querySelector('[data-cell="seller"] a')!.textContent === name)!;
    expect(within(row('乙')).getByRole('link', { name: '乙' }).getAttribute('href')).toBe('/seller/12');
    expect(within(row('乙')).getByTestId('seller-standing').textContent).toBe('准时发货 95%（40 单）；报价响应 3.5 小时（8 次）；评分 ★ 4.1（9 条）');
    expect(within(row('甲')).getByTestId('seller-standing').textContent).toContain('报价响应 数据不足');
    expect(within(row('丙')).getByTestId('seller-standing').textContent).toBe('新卖家，数据不足；暂无评价');

    const names = () => screen.getAllByTestId('offer-row').map((r) => r.querySelector('[data-cell="seller"] a')!.textContent);
    const sort = screen.getByRole('combobox', { name: '排序' });
    fireEvent.change(sort, { target: { value: 'rating' } });
    expect(names()).toEqual(['甲', '乙', '丙']);
    fireEvent.change(sort, { target: { value: 'onTime' } });
    expect(names()).toEqual(['乙', '甲', '丙']);
    expect(within(sort).getByRole('option', { selected: true }).textContent).toBe('准时发货率从高到低');
  });

  it('offers no sorting by the sellers’ figures when the page has none', () => {
    render(<OfferTable offers={OFFERS} />);
    const options = within(screen.getByRole('combobox', { name: '排序' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['单价从低到高', '价格从低到高']);
  });

  it('asks freight after load only of a signed-in visitor or one who chose a province before', async () => {
    const provinces = [{ code: '32', name: '江苏省' }];
    render(<OfferTable offers={OFFERS} provinces={provinces} />);
    expect(screen.getByRole('combobox', { name: '运费与送达至' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(quoteFreight).not.toHaveBeenCalled();
    cleanup();

    localStorage.setItem('chemmart:freight-province', '32');
    render(<OfferTable offers={OFFERS} provinces={provinces} />);
    await waitFor(() => expect(quoteFreight).toHaveBeenCalledWith([1, 2, 3], '32'));
    cleanup();
    localStorage.clear();
    quoteFreight.mockClear();

    document.cookie = 'token=abc; path=/';
    render(<OfferTable offers={OFFERS} provinces={provinces} />);
    await waitFor(() => expect(quoteFreight).toHaveBeenCalledWith([1, 2, 3], undefined));
  });
});
