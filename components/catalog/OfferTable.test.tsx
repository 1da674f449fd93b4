// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '@/lib/api/catalog';
import { OfferTable } from './OfferTable';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

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
});
