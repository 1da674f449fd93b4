// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { apiWrapper, startApiServer } from '@/tests/kits/render-with-api';
import { CARRIERS, saleOrder } from './fixtures.test-data';
import { lotsToSend, ShipDialog } from './ShipDialog';
import { carriersFor, defaultCarrierId, normalizeTrackingNo, trackingNoProblem } from './shipping';

describe('trackingNoProblem', () => {
  it('accepts 8–30 letters or digits, in any case and with spaces around', () => {
    expect(trackingNoProblem('SF1234567890')).toBeNull();
    expect(trackingNoProblem('  sf12345678 ')).toBeNull();
    expect(trackingNoProblem('1'.repeat(30))).toBeNull();
    expect(normalizeTrackingNo(' sf1234567890 ')).toBe('SF1234567890');
  });
  it('refuses empty, short, long and punctuated numbers with a reason', () => {
    expect(trackingNoProblem('  ')).toBe('请填写物流单号');
    expect(trackingNoProblem('SF12345')).toBe('物流单号应为 8–30 位字母或数字');
    expect(trackingNoProblem('1'.repeat(31))).toBe('物流单号应为 8–30 位字母或数字');
    expect(trackingNoProblem('SF-1234-5678')).toBe('物流单号只能包含字母和数字');
    expect(trackingNoProblem('顺丰12345678')).toBe('物流单号只能包含字母和数字');
  });
});

describe('carriersFor', () => {
  it('offers every carrier for ordinary goods, with no note', () => {
    const choice = carriersFor(saleOrder({ expressCompany: { id: 1, name: '顺丰速运', dangerousGoods: false } }), CARRIERS);
    expect(choice.carriers.map((c) => c.id)).toEqual([1, 2, 9]);
    expect(choice.note).toBeNull();
  });
  it('offers only licensed carriers for dangerous goods and says how many were left out', () => {
    const choice = carriersFor(saleOrder(), CARRIERS);
    expect(choice.carriers.map((c) => c.id)).toEqual([9]);
    expect(choice.note).toContain('危险货物道路运输资质');
    expect(choice.note).toContain('已隐藏 2 家普通快递');
  });
  it('says so when no licensed carrier exists at all', () => {
    const choice = carriersFor(saleOrder(), CARRIERS.slice(0, 2));
    expect(choice.carriers).toEqual([]);
    expect(choice.note).toContain('没有这样的快递公司');
  });
  it('preselects the shipment carrier, else the buyer’s choice, only when offered', () => {
    expect(defaultCarrierId(saleOrder(), [CARRIERS[2]!])).toBe(9);
    expect(defaultCarrierId(saleOrder({ expressCompany: { id: 1, name: '顺丰速运', dangerousGoods: false } }), [CARRIERS[2]!])).toBeUndefined();
    const shipment = {
      expressCompanyId: 2,
      expressCompanyName: '中通快递',
      trackingNo: 'ZT12345678',
      trackingUrl: null,
      dispatchedAt: '2026-11-24T03:00:00.000Z',
    };
    expect(defaultCarrierId(saleOrder({ shipment, expressCompany: null }), CARRIERS)).toBe(2);
  });
});

const server = startApiServer();

const Wrapper = apiWrapper();

describe('ShipDialog', () => {
  it('offers a dangerous-goods order only licensed carriers, checks the number before sending, and shows the server’s refusal', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/express_company', () => HttpResponse.json({ code: 0, msg: 'ok', data: CARRIERS })),
      http.post('*/api/update_express', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: ErrorCode.OFFER_UNAVAILABLE, msg: '该物流单号已用于另一张订单', data: null });
      }),
    );
    const onDone = vi.fn();
    render(<ShipDialog order={saleOrder()} onClose={() => {}} onDone={onDone} />, { wrapper: Wrapper });
    const dialog = await screen.findByTestId('ship-dialog');
    expect(await within(dialog).findByTestId('dangerous-goods-note')).toHaveProperty('textContent', expect.stringContaining('已隐藏 2 家普通快递'));
    // The buyer's licensed carrier is preselected; the ordinary ones are not in the list.
    expect(within(dialog).getByText('危险品专线（危险品资质）')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBe(1));
    expect(screen.queryByText('顺丰速运')).toBeNull();

    const input = within(dialog).getByPlaceholderText('8–30 位字母或数字');
    fireEvent.change(input, { target: { value: 'SF-12' } });
    fireEvent.click(screen.getByRole('button', { name: /确认发货/ }));
    expect(await within(dialog).findByText('物流单号只能包含字母和数字')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(input, { target: { value: ' dg12345678 ' } });
    fireEvent.click(screen.getByRole('button', { name: /确认发货/ }));
    expect(await within(dialog).findByTestId('ship-error')).toHaveProperty('textContent', '该物流单号已用于另一张订单');
    // The offer's lot at purchase is offered as the lot shipped, and sent with the number.
    expect(sent).toEqual([{ orderNo: 'DD20261124000012', expressCompanyId: 9, trackingNo: 'DG12345678', lots: [{ lineNo: 1, lotNumber: 'L2026' }] }]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('corrects a dispatched order’s number, starting from the current one', async () => {
    server.use(
      http.get('*/api/express_company', () => HttpResponse.json({ code: 0, msg: 'ok', data: CARRIERS })),
      http.post('*/api/update_express', async ({ request }) =>
        HttpResponse.json({ code: 0, msg: 'ok', data: { ...saleOrder(), ...((await request.json()) as object) } }),
      ),
    );
    const shipment = {
      expressCompanyId: 1,
      expressCompanyName: '顺丰速运',
      trackingNo: 'SF12345678',
      trackingUrl: null,
      dispatchedAt: '2026-11-24T03:00:00.000Z',
    };
    const onDone = vi.fn();
    const order = saleOrder({
      status: 'dispatched',
      statusLabel: '已发货',
      expressCompany: { id: 1, name: '顺丰速运', dangerousGoods: false },
      shipment,
      actions: ['update_tracking'],
    });
    render(<ShipDialog order={order} onClose={() => {}} onDone={onDone} />, { wrapper: Wrapper });
    const input = await screen.findByDisplayValue('SF12345678');
    expect(screen.queryByTestId('dangerous-goods-note')).toBeNull();
    fireEvent.change(input, { target: { value: 'SF87654321' } });
    fireEvent.click(screen.getByRole('button', { name: /保存单号/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]![0]).toMatchObject({ expressCompanyId: 1, trackingNo: 'SF87654321' });
  });
});

describe('lotsToSend', () => {
  const lot = { lotNumber: 'B-01', coaUrl: null, coaRevision: 0, coaRevisedAt: null, recalledAt: null, recallReason: null };
  it('at dispatch sends every line with a lot number, with its COA when one was attached', () => {
    expect(lotsToSend(saleOrder(), { 1: { lotNumber: ' B-02 ', coa: { id: 5, name: 'coa.pdf' } } }, false)).toEqual([
      { lineNo: 1, lotNumber: 'B-02', coaUploadId: 5 },
    ]);
    expect(lotsToSend(saleOrder(), { 1: { lotNumber: '', coa: null } }, false)).toEqual([]);
  });

  it('when correcting, only the lines whose lot changed or got a new COA', () => {
    const order = saleOrder({ status: 'dispatched' });
    order.lines = order.lines.map((l) => ({ ...l, shippedLot: lot }));
    expect(lotsToSend(order, { 1: { lotNumber: 'B-01', coa: null } }, true)).toEqual([]);
    expect(lotsToSend(order, { 1: { lotNumber: 'B-03', coa: null } }, true)).toEqual([{ lineNo: 1, lotNumber: 'B-03' }]);
  });
});
