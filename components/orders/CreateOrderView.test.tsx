// @vitest-environment jsdom
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SignedInProvider } from '@/components/layout/session';
import type { CreateOrderBody, Order } from '@/lib/api/orders';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { apiWrapper, startApiServer } from '@/tests/kits/render-with-api';
import { CreateOrderView } from './CreateOrderView';

vi.mock('next/navigation', () => ({
  usePathname: () => '/member/buyer/createOrder',
  useRouter: () => ({ push() {}, replace() {}, refresh() {}, prefetch() {} }),
}));

const server = startApiServer();
beforeAll(() => {
  window.scrollTo = () => {};
});

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data });
const page = <T,>(list: T[]) => ok({ list, total: list.length, page: 1, pageSize: 20 });
const stamp = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' };
const ADDRESS = {
  id: 1,
  receiver: '王老师',
  phone: '13800138000',
  areaCodes: ['31', '3101', '310110'],
  areaLabel: '上海市 杨浦区',
  detail: '邯郸路 220 号',
  postcode: null,
  isDefault: true,
  ...stamp,
};
const COMPANIES = [
  { id: 1, name: '顺丰速运', code: 'SF', trackingUrlTemplate: null, dangerousGoods: false },
  { id: 2, name: '危化专运', code: 'WH', trackingUrlTemplate: null, dangerousGoods: true },
];

/** An order as create_order describes it, priced by the (stand-in) server from the choices sent. */
function order(sellerId: number, goodsCents: number, shippingCents: number, discountCents: number, extra: Partial<Order> = {}): Order {
  return {
    orderNo: `DD2026112400000${sellerId}`,
    status: 'created',
    statusLabel: '待确认',
    role: 'buyer',
    source: 'cart',
    inquiryNo: null,
    buyer: { id: 1, name: '王老师' },
    seller: { id: sellerId, name: sellerId === 7 ? '甲化学' : '乙试剂' },
    lines: [
      {
        lineNo: 1,
        goodsId: sellerId,
        quotationId: null,
        cas: '64-17-5',
        productName: `Product ${sellerId}`,
        productNameZh: null,
        purity: '99%',
        brand: null,
        packSize: 500,
        unitCode: 'g',
        lotNumber: null,
        coaUrl: null,
        shippedLot: null,
        sds: null,
        hazard: null,
        leadTimeDays: 0,
        unitPriceCents: goodsCents,
        quantity: 1,
        amountCents: goodsCents,
        asked: null,
      },
    ],
    delivery: { receiver: '王老师', phone: '13800138000', areaLabel: '上海市 杨浦区', detail: '邯郸路 220 号', postcode: null },
    invoice: null,
    buyerNote: null,
    organisation: null,
    purchaseOrderNo: null,
    projectNo: null,
    fund: null,
    terms: null,
    expressCompany: { id: 1, name: '顺丰速运', dangerousGoods: false },
    shipment: null,
    voucher: null,
    regulated: [],
    invoiceStatus: 'none',
    version: 1,
    cancelReason: null,
    refundReason: null,
    receiveMode: null,
    autoReceiveAt: null,
    actions: ['submit', 'cancel'],
    listGoodsCents: goodsCents,
    goodsCents,
    shippingCents,
    discountCents,
    payableCents: goodsCents + shippingCents - discountCents,
    shippingNote: null,
    paidCents: 0,
    dueCents: goodsCents + shippingCents - discountCents,
    commissionCents: null,
    sellerNetCents: null,
    createdAt: stamp.createdAt,
    submittedAt: null,
    paidAt: null,
    dispatchedAt: null,
    receivedAt: null,
    completedAt: null,
    cancelledAt: null,
    refundedAt: null,
    ...extra,
  };
}

function answerCheckout(bodies: CreateOrderBody[], refuse?: (body: CreateOrderBody) => { code: number; msg: string } | null) {
  server.use(
    http.get('*/api/transaction', () => page([ADDRESS])),
    http.get('*/api/invoice_list', () => page([])),
    http.get('*/api/express_company', () => ok(COMPANIES)),
    http.post('*/api/member/voucher/index', () =>
      ok({
        ...JSON.parse(
          JSON.stringify({
            list: [
              {
                id: 9,
                code: 'V9',
                title: '无门槛5元',
                faceValueCents: 500,
                minOrderCents: 0,
                validFrom: '2025-01-01',
                validUntil: '2030-01-01',
                scope: '全场',
                status: 'usable',
                statusLabel: '可用',
                usedAt: null,
                orderReference: null,
              },
            ],
          }),
        ),
        total: 1,
        page: 1,
        pageSize: 50,
        counts: { usable: 1, used: 0, expired: 0 },
      }),
    ),
    http.post('*/api/create_order', async ({ request }) => {
      const body = (await request.json()) as CreateOrderBody;
      bodies.push(body);
      const refused = refuse?.(body);
      if (refused) return HttpResponse.json({ ...refused, data: null });
      const choice = (sellerId: number) => body.groups?.find((g) => g.sellerId === sellerId);
      // Seller 8's goods are dangerous: its default carrier is the licensed one.
      const orders = [7, 8].map((s) => {
        const carrier = COMPANIES.find((c) => c.id === (choice(s)?.expressCompanyId ?? (s === 8 ? 2 : 1)))!;
        return order(s, s === 7 ? 10_000 : 60_000, carrier.dangerousGoods ? 8_000 : s === 7 ? 1_500 : 0, choice(s)?.voucherId ? 500 : 0, {
          expressCompany: { id: carrier.id, name: carrier.name, dangerousGoods: carrier.dangerousGoods },
        });
      });
      const sum = (k: 'goodsCents' | 'shippingCents' | 'discountCents' | 'payableCents') => orders.reduce((t, o) => t + o[k], 0);
      return ok({
        preview: body.preview,
        orders: body.preview ? orders.map(({ orderNo: _drop, ...rest }) => rest) : orders,
        totals: { goodsCents: sum('goodsCents'), shippingCents: sum('shippingCents'), discountCents: sum('discountCents'), payableCents: sum('payableCents') },
      });
    }),
  );
}

function SignedIn({ children }: { children: ReactNode }) {
  return <SignedInProvider signedIn>{children}</SignedInProvider>;
}
const wrapper = apiWrapper({ inner: SignedIn });

async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  // The open dropdown's option whose text starts with the wanted one (a carrier's label carries a tag after its name).
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) =>
      o.textContent?.trim().startsWith(option),
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

// Each step waits for a debounced preview from the stand-in server; a busy 2-core machine needs the slack.
describe('CreateOrderView', { timeout: 60_000 }, () => {
  beforeAll(() => {
    document.cookie = 'token=t; path=/';
    configure({ asyncUtilTimeout: 15_000 });
  });

  it("shows the server's amounts, asks again after each choice, and sends every choice when submitting", async () => {
    const bodies: CreateOrderBody[] = [];
    answerCheckout(bodies);
    render(<CreateOrderView source={{ cartItemIds: [3, 4], quotationIds: [] }} />, { wrapper });
    expect((await screen.findAllByTestId('checkout-group')).length).toBe(2);
    // ¥100 + ¥600 goods, ¥15 parcel for the small order, ¥80 dangerous-goods carrier for the other: all from the server.
    await waitFor(() => expect(screen.getByTestId('payable').textContent).toBe('¥795.00'));
    expect(bodies[0]).toEqual({ cartItemIds: [3, 4], addressId: 1, invoiceInfoId: null, groups: [], preview: true });

    await chooseOption('甲化学 配送方式', '危化专运');
    await waitFor(() => expect(screen.getByTestId('payable').textContent).toBe('¥860.00'));
    expect(bodies.at(-1)!.groups).toEqual([{ sellerId: 7, expressCompanyId: 2 }]);

    await chooseOption('乙试剂 优惠券', '无门槛5元 · 减 ¥5.00');
    await waitFor(() => expect(screen.getByTestId('payable').textContent).toBe('¥855.00'));
    fireEvent.change(screen.getByLabelText('乙试剂 留言'), { target: { value: '周末不收货' } });

    const previews = bodies.length;
    fireEvent.click(screen.getByRole('button', { name: /提交订单/ }));
    expect(await screen.findByTestId('checkout-confirm')).toBeTruthy();
    expect(bodies.length).toBe(previews + 1);
    expect(bodies.at(-1)).toEqual({
      cartItemIds: [3, 4],
      addressId: 1,
      invoiceInfoId: null,
      groups: [
        { sellerId: 7, expressCompanyId: 2 },
        { sellerId: 8, voucherId: 9, buyerNote: '周末不收货' },
      ],
      preview: false,
    });
    expect(screen.getAllByTestId('created-order')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: /下载合同 PDF/ })[0]!.getAttribute('href')).toBe('/api/contract_pdf?orderNo=DD20261124000007');
  });

  it("shows a refused carrier on the seller's group, and keeps every choice when the submit fails", async () => {
    const bodies: CreateOrderBody[] = [];
    let failSubmit = true;
    answerCheckout(bodies, (body) => {
      if (body.groups?.some((g) => g.sellerId === 8 && g.expressCompanyId === 1))
        return { code: ErrorCode.ORDER_SHIPPING_METHOD_INVALID, msg: '订单含危险化学品，须由具备危险货物运输资质的承运商配送，「顺丰速运」不能承运' };
      if (!body.preview && failSubmit) return { code: ErrorCode.OFFER_UNAVAILABLE, msg: '「Product 8」库存仅 2 件，请从购物车删除或修改数量' };
      return null;
    });
    render(<CreateOrderView source={{ cartItemIds: [3, 4], quotationIds: [] }} />, { wrapper });
    await waitFor(() => expect(screen.getByTestId('payable').textContent).toBe('¥795.00'));

    await chooseOption('乙试剂 配送方式', '顺丰速运');
    const groups = screen.getAllByTestId('checkout-group');
    expect((await within(groups[1]!).findByTestId('group-error')).textContent).toContain('「顺丰速运」不能承运');
    expect(within(groups[0]!).queryByTestId('group-error')).toBeNull();
    expect((screen.getByRole('button', { name: /提交订单/ }) as HTMLButtonElement).disabled).toBe(true);

    await chooseOption('乙试剂 配送方式', '危化专运');
    await waitFor(() => expect(screen.queryByTestId('group-error')).toBeNull());
    fireEvent.change(screen.getByLabelText('甲化学 留言'), { target: { value: '加急' } });
    await waitFor(() => expect((screen.getByRole('button', { name: /提交订单/ }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: /提交订单/ }));
    expect((await screen.findByTestId('checkout-error')).textContent).toContain('库存仅 2 件');
    expect((screen.getByLabelText('甲化学 留言') as HTMLTextAreaElement).value).toBe('加急');

    failSubmit = false;
    await waitFor(() => expect((screen.getByRole('button', { name: /提交订单/ }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: /提交订单/ }));
    expect(await screen.findByTestId('checkout-confirm')).toBeTruthy();
    expect(bodies.at(-1)!.groups).toEqual([
      { sellerId: 7, buyerNote: '加急' },
      { sellerId: 8, expressCompanyId: 2 },
    ]);
  });

  it('confirms a created order with submit_order and then offers the cashier', async () => {
    answerCheckout([]);
    server.use(
      http.post('*/api/submit_order', async ({ request }) =>
        ok(
          order(7, 10_000, 1_500, 0, {
            orderNo: ((await request.json()) as { orderNo: string }).orderNo,
            status: 'submitted',
            statusLabel: '待付款',
            actions: ['pay', 'cancel', 'propose_price'],
          }),
        ),
      ),
    );
    render(<CreateOrderView source={{ cartItemIds: [3], quotationIds: [] }} />, { wrapper });
    await waitFor(() => expect((screen.getByRole('button', { name: /提交订单/ }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: /提交订单/ }));
    const first = (await screen.findAllByTestId('created-order'))[0]!;
    fireEvent.click(within(first).getByRole('button', { name: /确认提交/ }));
    const pay = await within(first).findByRole('link', { name: /去付款/ });
    expect(pay.getAttribute('href')).toBe('/payment?order=DD20261124000007');
  });
});
