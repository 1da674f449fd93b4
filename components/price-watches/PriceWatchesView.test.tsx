// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { PriceWatch } from '@/lib/api/price-watches';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { antdConfirmation } from '@/tests/kits/antd-confirm';
import { apiWrapper, ok, startApiServer } from '@/tests/kits/render-with-api';
import { PriceWatchesView } from './PriceWatchesView';

vi.mock('next/navigation', () => ({
  usePathname: () => '/member/buyer/priceWatches/1',
  useRouter: () => ({ push() {}, replace() {}, refresh() {}, prefetch() {} }),
}));

const units = [
  { id: 1, code: 'g', name: '克', kind: 'mass' },
  { id: 2, code: 'mL', name: '毫升', kind: 'volume' },
];

const server = startApiServer({ handlers: [http.get('*/api/unit', () => ok(units))] });

function watch(overrides: Partial<PriceWatch> = {}): PriceWatch {
  return {
    id: 3,
    cas: '64-17-5',
    name: 'Ethanol',
    nameZh: '乙醇',
    minPurityPercent: 99.5,
    packSize: 500,
    unitCode: 'mL',
    targetCents: 4_500,
    lowestNowCents: 5_200,
    matchingNow: 2,
    alerts: 1,
    createdAt: '2026-11-24T03:00:00.000Z',
    ...overrides,
  };
}

const page = (list: PriceWatch[]) => ok({ list, total: list.length, page: 1, pageSize: 10 });

describe('PriceWatchesView', () => {
  it('lists a watch with its terms and today’s offers, and cancels it after confirming', async () => {
    let list = [watch()];
    const deleted: unknown[] = [];
    server.use(
      http.get('*/api/price_watches', () => page(list)),
      http.post('*/api/price_watch_delete', async ({ request }) => {
        deleted.push(await request.json());
        list = [];
        return ok({ deleted: true });
      }),
    );
    render(<PriceWatchesView page={1} />, { wrapper: apiWrapper() });
    const row = (await screen.findByText('乙醇')).closest('tr')!;
    for (const text of ['64-17-5', '≥ 99.5%', '500 mL', '¥45.00', '¥52.00', '2 个', '1 次']) expect(row.textContent).toContain(text);

    fireEvent.click(within(row).getByRole('button', { name: '取消提醒' }));
    const confirm = await antdConfirmation('取消这个价格提醒？');
    expect(confirm.textContent).toContain('乙醇（64-17-5） 500 mL');
    fireEvent.click(within(confirm).getByRole('button', { name: '取消提醒' }));
    await waitFor(() => expect(deleted).toEqual([{ id: 3 }]));
    expect(await screen.findByText('还没有价格提醒。')).toBeTruthy();
  });

  it('with none yet, explains where following starts; a target needs a pack, a pack its unit, before anything is sent', async () => {
    server.use(
      http.get('*/api/price_watches', () => page([])),
      http.post('*/api/price_watch', () => HttpResponse.error()),
    );
    render(<PriceWatchesView page={1} initialCas="64-17-5" />, { wrapper: apiWrapper() });
    expect(await screen.findByText(/在商品页点「降价\/到货提醒」/)).toBeTruthy();
    expect((screen.getByLabelText('CAS 号') as HTMLInputElement).value).toBe('64-17-5');
    fireEvent.change(screen.getByLabelText('目标价'), { target: { value: '30.5' } });
    fireEvent.click(screen.getByRole('button', { name: '添加提醒' }));
    expect(await screen.findByText('填写目标价时请同时填写包装（目标价按每包装计）')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('包装规格'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: '添加提醒' }));
    expect(await screen.findByText('请选择包装单位')).toBeTruthy();
  });

  it('adds a watch by CAS with a pack and a target in yuan sent as cents, then lists it', async () => {
    let list: PriceWatch[] = [];
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/price_watches', () => page(list)),
      http.post('*/api/price_watch', async ({ request }) => {
        sent.push(await request.json());
        list = [watch({ minPurityPercent: null, packSize: 500, unitCode: 'g', targetCents: 3_050 })];
        return ok(list[0]);
      }),
    );
    render(<PriceWatchesView page={1} />, { wrapper: apiWrapper() });
    fireEvent.change(await screen.findByLabelText('CAS 号'), { target: { value: ' 64-17-5 ' } });
    fireEvent.change(screen.getByLabelText('包装规格'), { target: { value: '500' } });
    fireEvent.mouseDown(screen.getByLabelText('包装单位'));
    fireEvent.click(await screen.findByTitle('g'));
    fireEvent.change(screen.getByLabelText('目标价'), { target: { value: '30.5' } });
    fireEvent.click(screen.getByRole('button', { name: '添加提醒' }));
    await waitFor(() => expect(sent).toEqual([{ cas: '64-17-5', minPurityPercent: null, packSize: 500, unitCode: 'g', targetCents: 3_050 }]));
    expect(await screen.findByText('¥30.50')).toBeTruthy();
  });

  it('shows the server’s field messages beside their fields, and any other refusal above the list', async () => {
    let answer = HttpResponse.json({ code: ErrorCode.PRICE_WATCH_INVALID, msg: '目录中没有这个 CAS 号', data: { fields: { cas: '目录中没有这个 CAS 号' } } });
    server.use(
      http.get('*/api/price_watches', () => page([])),
      http.post('*/api/price_watch', () => answer),
    );
    render(<PriceWatchesView page={1} />, { wrapper: apiWrapper() });
    fireEvent.change(await screen.findByLabelText('CAS 号'), { target: { value: '1-23-4' } });
    fireEvent.click(screen.getByRole('button', { name: '添加提醒' }));
    const casItem = (await screen.findByText('目录中没有这个 CAS 号')).closest('.ant-form-item')!;
    expect(within(casItem as HTMLElement).getByLabelText('CAS 号')).toBeTruthy();

    answer = HttpResponse.json({
      code: ErrorCode.VALIDATION_FAILED,
      msg: '最低纯度须为 0 到 100 之间的数',
      data: { fields: [{ field: 'minPurityPercent', message: '最低纯度须为 0 到 100 之间的数' }] },
    });
    fireEvent.change(screen.getByLabelText('CAS 号'), { target: { value: '64-17-5' } });
    fireEvent.click(screen.getByRole('button', { name: '添加提醒' }));
    const purityItem = (await screen.findByText('最低纯度须为 0 到 100 之间的数')).closest('.ant-form-item')!;
    expect(within(purityItem as HTMLElement).getByLabelText('纯度 ≥')).toBeTruthy();

    answer = HttpResponse.json({ code: ErrorCode.PRICE_WATCH_DUPLICATE, msg: '已经关注过同样的条件', data: { id: 3 } });
    fireEvent.click(screen.getByRole('button', { name: '添加提醒' }));
    expect(await screen.findByTestId('price-watch-error')).toHaveProperty('textContent', '已经关注过同样的条件');
  });
});
