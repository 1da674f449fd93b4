// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Paijia } from '@/lib/api/orders';
import { saleOrder } from '@/components/sales/fixtures.test-data';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { apiWrapper, startApiServer } from '@/tests/kits/render-with-api';
import { NegotiationDialog } from './NegotiationDialog';

const server = startApiServer();

const Wrapper = apiWrapper();

const order = saleOrder({ status: 'negotiating', statusLabel: '议价中', actions: ['propose_price', 'cancel'] });
const buyerOffer = {
  id: 4,
  party: 'buyer' as const,
  goodsCents: 8_000,
  note: '量大从优',
  status: 'open' as const,
  statusLabel: '待答复',
  createdAt: '2026-11-24T03:00:00.000Z',
  respondedAt: null,
};

function paijia(overrides: Partial<Paijia> = {}): Paijia {
  return { order, negotiations: [buyerOffer], open: buyerOffer, yourTurn: true, ...overrides };
}

describe('NegotiationDialog', () => {
  it('answers the buyer’s open proposal: accept as is, or counter with a goods total in yuan sent as cents', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/paijia', () => HttpResponse.json({ code: 0, msg: 'ok', data: paijia() })),
      http.post('*/api/pj_order', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: 0, msg: 'ok', data: paijia() });
      }),
    );
    const onDone = vi.fn();
    render(<NegotiationDialog orderNo={order.orderNo} onClose={() => {}} onChanged={onDone} />, { wrapper: Wrapper });
    expect(await screen.findByText('留言：量大从优')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /接受 ¥80\.00/ }));
    await waitFor(() => expect(sent).toEqual([{ orderNo: order.orderNo, action: 'accept' }]));

    fireEvent.change(screen.getByLabelText('还价：货款总额（元）'), { target: { value: '85.5' } });
    fireEvent.click(screen.getByRole('button', { name: /还\s*价/ }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ orderNo: order.orderNo, action: 'propose', goodsCents: 8_550 });
    expect(onDone).toHaveBeenCalledTimes(2);
  });

  it('while the seller’s own offer waits, offers only to withdraw it, and shows a refusal', async () => {
    const own = { ...buyerOffer, id: 5, party: 'seller' as const, goodsCents: 8_800, note: null };
    server.use(
      http.get('*/api/paijia', () => HttpResponse.json({ code: 0, msg: 'ok', data: paijia({ negotiations: [buyerOffer, own], open: own, yourTurn: false }) })),
      http.post('*/api/pj_order', () => HttpResponse.json({ code: ErrorCode.ORDER_PAYMENT_INVALID, msg: '买家已经答复了这次议价', data: null })),
    );
    render(<NegotiationDialog orderNo={order.orderNo} onClose={() => {}} onChanged={() => {}} />, { wrapper: Wrapper });
    expect(await screen.findByText('等待买家答复我方的报价')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /接受/ })).toBeNull();
    expect(screen.queryByLabelText(/货款总额/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /撤\s*回/ }));
    expect(await screen.findByTestId('negotiation-error')).toHaveProperty('textContent', '买家已经答复了这次议价');
  });

  it('as the buyer: proposes a goods total with a note, then waits for the seller and may withdraw', async () => {
    const buyerOrder = { ...order, role: 'buyer' as const };
    const mineOpen = { ...buyerOffer, goodsCents: 7_000, note: '批量采购' };
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/paijia', () =>
        HttpResponse.json({ code: 0, msg: 'ok', data: paijia({ order: buyerOrder, negotiations: [], open: null, yourTurn: false }) }),
      ),
      http.post('*/api/pj_order', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: 0, msg: 'ok', data: paijia({ order: buyerOrder, negotiations: [mineOpen], open: mineOpen, yourTurn: false }) });
      }),
    );
    render(<NegotiationDialog orderNo={order.orderNo} onClose={() => {}} onChanged={() => {}} />, { wrapper: Wrapper });
    expect(await screen.findByText('还没有议价记录')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('提议的货款总额（元）'), { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText('议价留言'), { target: { value: ' 批量采购 ' } });
    fireEvent.click(screen.getByRole('button', { name: '发出议价' }));
    await waitFor(() => expect(sent).toEqual([{ orderNo: order.orderNo, action: 'propose', goodsCents: 7_000, note: '批量采购' }]));
    expect(await screen.findByText('等待卖家答复我方的报价')).toBeTruthy();
    expect(screen.getByTestId('negotiation').textContent).toContain('你提议的货款 ¥70.00 正在等待对方答复');
    expect(screen.getByRole('button', { name: /撤\s*回/ })).toBeTruthy();
    expect(screen.queryByLabelText(/货款总额/)).toBeNull();
  });
});
