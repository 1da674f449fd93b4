// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import PriceWatchDialog from './PriceWatchDialog';
import { PriceWatchButton } from './PriceWatchButton';
import { describeWatch, readWatchForm, serverFieldErrors } from './watch-form';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
const addPriceWatch = vi.fn();
vi.mock('@/components/public/public-api', () => ({ addPriceWatch: (input: unknown) => addPriceWatch(input) }));

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods: open and close as a browser would, with the close event.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(() => {
  cleanup();
  push.mockReset();
  addPriceWatch.mockReset();
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const fields = (over: Partial<Parameters<typeof readWatchForm>[1]> = {}) => ({ minPurity: '', packSize: '', unitCode: 'g', targetYuan: '', ...over });

describe('readWatchForm', () => {
  it('sends nulls for what was left empty, and the pack with its unit', () => {
    expect(readWatchForm('64-17-5', fields())).toEqual({
      ok: true,
      input: { cas: '64-17-5', minPurityPercent: null, packSize: null, unitCode: null, targetCents: null },
    });
    expect(readWatchForm('64-17-5', fields({ minPurity: '99.5%', packSize: '500', unitCode: 'mL', targetYuan: '120.5' }))).toEqual({
      ok: true,
      input: { cas: '64-17-5', minPurityPercent: 99.5, packSize: 500, unitCode: 'mL', targetCents: 12_050 },
    });
  });

  it('refuses a target price without a pack, and numbers out of range, beside their fields', () => {
    expect(readWatchForm('64-17-5', fields({ targetYuan: '100' }))).toEqual({
      ok: false,
      errors: { packSize: '填写目标价时请同时填写包装（目标价按每包装计）' },
    });
    const read = readWatchForm('64-17-5', fields({ minPurity: '120', packSize: '-1', targetYuan: '1.234' }));
    expect(read.ok).toBe(false);
    expect(Object.keys(!read.ok ? read.errors : {}).sort()).toEqual(['minPurity', 'packSize', 'targetYuan']);
  });

  it('reads the fields a refusal names, in either shape the server answers', () => {
    expect(serverFieldErrors({ fields: { packSize: 'a', cas: 'b' } })).toEqual({ packSize: 'a' });
    expect(serverFieldErrors({ fields: [{ field: 'targetCents', message: 'c' }] })).toEqual({ targetYuan: 'c' });
    expect(serverFieldErrors(null)).toEqual({});
  });

  it('says what is followed in words', () => {
    expect(describeWatch({ cas: 'x', minPurityPercent: 99, packSize: 500, unitCode: 'g', targetCents: 12_000 })).toBe(
      '纯度 ≥ 99% · 500 g · 有货且不高于 ¥120.00 时提醒',
    );
    expect(describeWatch({ cas: 'x', minPurityPercent: null, packSize: null, unitCode: null, targetCents: null })).toBe(
      '任意纯度 · 任意包装 · 缺货的报价重新有货时提醒',
    );
  });
});

describe('PriceWatchButton', () => {
  it('sends a visitor without a session to sign in, back to this page with the dialog asked for', () => {
    window.history.pushState({}, '', '/products/64-17-5.html');
    render(<PriceWatchButton cas="64-17-5" productName="乙醇" />);
    fireEvent.click(screen.getByRole('button', { name: '降价/到货提醒' }));
    expect(push).toHaveBeenCalledWith('/login?redirect=%2Fproducts%2F64-17-5.html%23price-watch');
  });
});

describe('PriceWatchDialog', () => {
  const open = () => render(<PriceWatchDialog cas="64-17-5" productName="乙醇" onClose={vi.fn()} />);

  it('follows with the terms given and links to the member list of follows', async () => {
    addPriceWatch.mockResolvedValue({ id: 1 });
    open();
    const dialog = screen.getByRole('dialog', { name: '降价/到货提醒' });
    fireEvent.change(screen.getByLabelText('包装规格'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('包装单位'), { target: { value: 'mL' } });
    fireEvent.change(screen.getByLabelText(/目标价/), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: '关注' }));
    expect(await screen.findByText('已关注，降价或到货时站内信和邮件通知您')).toBeTruthy();
    expect(addPriceWatch).toHaveBeenCalledWith({ cas: '64-17-5', minPurityPercent: null, packSize: 500, unitCode: 'mL', targetCents: 3_000 });
    expect(screen.getByRole('link', { name: '查看我的关注' }).getAttribute('href')).toBe('/member/buyer/priceWatches/1');
    expect(dialog.textContent).toContain('500 mL · 有货且不高于 ¥30.00 时提醒');
  });

  it('says a field error before sending, and the server’s refusal beside its field', async () => {
    open();
    fireEvent.change(screen.getByLabelText(/目标价/), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: '关注' }));
    expect(screen.getByText('填写目标价时请同时填写包装（目标价按每包装计）')).toBeTruthy();
    expect(screen.getByLabelText('包装规格').getAttribute('aria-invalid')).toBe('true');
    expect(addPriceWatch).not.toHaveBeenCalled();

    addPriceWatch.mockRejectedValue(Object.assign(new Error('不认识的单位「mg」'), { data: { fields: { unitCode: '不认识的单位「mg」' } } }));
    fireEvent.change(screen.getByLabelText('包装规格'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: '关注' }));
    await waitFor(() => expect(screen.getByTestId('price-watch-status').textContent).toBe('不认识的单位「mg」'));
    expect(screen.getAllByText('不认识的单位「mg」')).toHaveLength(2);
  });
});
