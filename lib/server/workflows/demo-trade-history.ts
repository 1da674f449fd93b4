import { importMembers, memberIdsByUsername } from '@/lib/server/account/service';
import { importAddressIfNone } from '@/lib/server/address/service';
import { substanceIdsByCas } from '@/lib/server/catalog/service';
import type { Db } from '@/lib/server/core/db';
import { creditOpeningBalance } from '@/lib/server/demo/money';
import { atMoment, realNow } from '@/lib/server/demo/shifted-clock';
import { enabledExpressCompanies } from '@/lib/server/express/service';
import { sellerOnShelfGoods } from '@/lib/server/goods/queries';
import { createQuotationStep } from '@/lib/server/inquiry/quotes';
import { CreateInquiryBody, CreateQuotationBody } from '@/lib/contracts/inquiry/schema';
import { createInquiry } from '@/lib/server/inquiry/service';
import { importInvoiceInfoIfNone } from '@/lib/server/invoice/service';
import { markMessagesRead } from '@/lib/server/notifications/service';
import { addToCart } from '@/lib/server/orders/cart';
import { CancelOrderInput, CreateOrderInput, InvoiceIssueInput, InvoiceRequestInput, UpdateExpressInput } from '@/lib/contracts/orders/schema';
import { RatingInput, RatingReplyInput } from '@/lib/contracts/trust/schema';
import { rateOrder, replyToRating } from '@/lib/server/trust/ratings';
import { confirmReceive } from './order-after-sale';
import { updateExpress } from './order-fulfilment';
import { issueOrderInvoice, requestOrderInvoice } from './order-invoices';
import { payOrder } from './order-payment';
import { cancelOrder, createOrders, submitOrder } from './orders';

/*
 * DEMO ONLY (the local demo's loader, scripts/db-setup.ts; never production,
 * never the API tests' servers): half a year of trade between a demo research
 * group and two demo sellers, so the sellers' measured performance, ratings
 * and quotation times show real figures on the product pages, the seller
 * pages and the quotation comparison. Made with the real workflows (cart →
 * order → deposit payment → dispatch → receipt → invoice → rating), each run
 * at its moment on a shifted clock (lib/server/demo/shifted-clock.ts), so the
 * money, the ledger and the events are those of real orders. 北方精细化工
 * keeps its promises; 岭南生化 ships late now and then, cancelled an order
 * and invoices slowly. Added once: skipped when the demo group exists.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const BUYER = { username: 'demo_lab', password: 'Buyer12345', phone: '13300133000' };

/** What the group buys, in turn, of what each seller has in stock: staples no permit or filing is needed for. */
const STAPLES = ['50-78-2', '64-17-5', '67-56-1', '64-19-7', '7647-14-5', '1310-73-2', '7732-18-5', '71-43-2'];

type PlannedOrder = {
  daysAgo: number;
  /** Hours from payment to dispatch (the promise is the goods' lead time, in-stock goods one day). */
  shipAfterHours?: number;
  /** The seller cancels the submitted order instead (out of stock). */
  cancelledBySeller?: boolean;
  invoiceAfterHours?: number;
  rating?: { quality: number; delivery: number; service: number; comment: string | null; reply?: string };
};

const PLAN: Record<string, PlannedOrder[]> = {
  demo_seller2: [
    { daysAgo: 168, shipAfterHours: 6, invoiceAfterHours: 20, rating: { quality: 5, delivery: 5, service: 5, comment: '包装严实，COA 随货，第二天就发了。' } },
    { daysAgo: 151, shipAfterHours: 20, invoiceAfterHours: 26, rating: { quality: 5, delivery: 5, service: 4, comment: null } },
    { daysAgo: 133, shipAfterHours: 5, invoiceAfterHours: 18 },
    {
      daysAgo: 110,
      shipAfterHours: 100,
      rating: { quality: 4, delivery: 3, service: 4, comment: '这次晚了两天才发货，客服提前打电话说明了。', reply: '抱歉，当周仓库盘点，已改进排班。' },
    },
    { daysAgo: 88, shipAfterHours: 8, invoiceAfterHours: 22, rating: { quality: 5, delivery: 5, service: 5, comment: '纯度与 COA 一致。' } },
    { daysAgo: 61, shipAfterHours: 4, invoiceAfterHours: 15 },
    { daysAgo: 39, shipAfterHours: 18, rating: { quality: 5, delivery: 4, service: 5, comment: null } },
    { daysAgo: 17, shipAfterHours: 7, invoiceAfterHours: 20, rating: { quality: 5, delivery: 5, service: 5, comment: '老供应商，放心。' } },
  ],
  demo_seller3: [
    { daysAgo: 172, shipAfterHours: 30, invoiceAfterHours: 96, rating: { quality: 4, delivery: 4, service: 3, comment: '货没问题，发票催了几次。' } },
    {
      daysAgo: 147,
      shipAfterHours: 110,
      rating: { quality: 4, delivery: 2, service: 3, comment: '比承诺的货期晚了三天。', reply: '抱歉，物流爆仓，已加急处理。' },
    },
    { daysAgo: 126, cancelledBySeller: true },
    { daysAgo: 119, shipAfterHours: 20, invoiceAfterHours: 70, rating: { quality: 4, delivery: 4, service: 4, comment: null } },
    { daysAgo: 97, shipAfterHours: 90, invoiceAfterHours: 120 },
    { daysAgo: 74, shipAfterHours: 22, rating: { quality: 3, delivery: 4, service: 3, comment: '外包装有破损，内瓶完好。' } },
    { daysAgo: 52, shipAfterHours: 26, invoiceAfterHours: 60, rating: { quality: 4, delivery: 4, service: 4, comment: null } },
    { daysAgo: 24, shipAfterHours: 100, invoiceAfterHours: 80 },
  ],
};

/** Inquiries the group sends over the months (each a substance both sellers list): hours to each seller's first quotation, null for none. */
const INQUIRIES: { cas: string; daysAgo: number; quoteAfterHours: Record<string, number | null> }[] = [
  { cas: '108-88-3', daysAgo: 160, quoteAfterHours: { demo_seller2: 2, demo_seller3: 26 } },
  { cas: '7732-18-5', daysAgo: 140, quoteAfterHours: { demo_seller2: 4, demo_seller3: null } },
  { cas: '7664-93-9', daysAgo: 115, quoteAfterHours: { demo_seller2: 1.5, demo_seller3: 30 } },
  { cas: '71-43-2', daysAgo: 92, quoteAfterHours: { demo_seller2: 5, demo_seller3: 20 } },
  { cas: '108-88-3', daysAgo: 66, quoteAfterHours: { demo_seller2: 3, demo_seller3: null } },
  { cas: '7732-18-5', daysAgo: 33, quoteAfterHours: { demo_seller2: 2.5, demo_seller3: 44 } },
  { cas: '7664-93-9', daysAgo: 20, quoteAfterHours: { demo_seller2: 1, demo_seller3: 28 } },
];

/** Ten in the morning, Beijing time, `daysAgo` days before today. */
function morning(daysAgo: number): Date {
  const today = realNow();
  const at = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 2) - daysAgo * DAY_MS;
  return new Date(at);
}
const later = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR_MS);

export async function seedDemoTradeHistory(db: Db): Promise<number> {
  const sellers = await memberIdsByUsername(db, Object.keys(PLAN));
  if (sellers.size < Object.keys(PLAN).length) return 0;
  if ((await memberIdsByUsername(db, [BUYER.username])).size > 0) return 0;

  const buyerId = await atMoment(morning(190), async () => {
    await importMembers(db, [
      {
        username: BUYER.username,
        password: BUYER.password,
        phone: BUYER.phone,
        memberType: 'teacher',
        isBuyer: true,
        isSeller: false,
        displayName: '李老师课题组',
        companyName: null,
      },
    ]);
    const id = (await memberIdsByUsername(db, [BUYER.username])).get(BUYER.username)!;
    await importAddressIfNone(db, id, {
      receiver: '李老师',
      phone: BUYER.phone,
      areaCodes: ['12', '1201', '120104'],
      detail: '卫津路 94 号化学楼 210 室',
      postcode: '300071',
    });
    await importInvoiceInfoIfNone(db, id, { categoryCode: 'e_normal', title: '李老师课题组', email: 'demo_lab@example.com' });
    await db.transaction().execute((trx) => creditOpeningBalance(trx, id, 3_000_000, 'lab-opening'));
    return id;
  });

  const substances = await substanceIdsByCas(db);
  const orders = await tradeHistory(db, buyerId, sellers, substances);
  await inquiryHistory(db, buyerId, sellers, substances);
  // Half a year on, everyone has read the notices of that trade.
  await atMoment(morning(10), async () => {
    for (const memberId of [buyerId, ...sellers.values()]) await markMessagesRead(db, memberId, { all: true });
  });
  return orders;
}

type Ids = Map<string, number>;

/** Each seller's planned orders, of the staples it has in stock in turn; how many were placed. */
async function tradeHistory(db: Db, buyerId: number, sellers: Ids, substances: Ids): Promise<number> {
  // A carrier that takes dangerous goods (ethanol among them) carries the rest too.
  const [express] = await enabledExpressCompanies(db, { dangerousGoods: true });
  if (!express) return 0;
  let orders = 0;
  for (const [username, plan] of Object.entries(PLAN)) {
    const sellerId = sellers.get(username)!;
    const stocked = [];
    for (const cas of STAPLES) {
      const [goods] = (await sellerOnShelfGoods(db, sellerId, substances.get(cas)!)).filter((g) => Number(g.stock) > 0);
      if (goods) stocked.push(goods);
    }
    if (stocked.length === 0) continue;
    for (const [index, step] of plan.entries()) {
      const goods = stocked[index % stocked.length]!;
      const placedAt = morning(step.daysAgo);
      const orderNo = await atMoment(placedAt, async () => {
        const cart = await addToCart(db, buyerId, { goodsId: goods.id, quantity: 1 });
        const line = cart.lines.find((l) => l.goodsId === goods.id)!;
        const made = await createOrders(db, buyerId, CreateOrderInput.parse({ cartItemIds: [line.id] }));
        const order = await submitOrder(db, buyerId, made.orders[0]!.orderNo!);
        if (step.cancelledBySeller) return order.orderNo;
        await payOrder(db, buyerId, {
          orderNo: order.orderNo,
          idempotencyKey: `demo-history-${username}-${index}`,
          depositCents: order.payableCents,
          transferCents: 0,
          onlineCents: 0,
        });
        return order.orderNo;
      });
      orders += 1;
      if (step.cancelledBySeller) {
        await atMoment(later(placedAt, 5), () => cancelOrder(db, sellerId, CancelOrderInput.parse({ orderNo, reason: '该批号库存已售罄，抱歉' })));
        continue;
      }
      const shippedAt = later(placedAt, step.shipAfterHours ?? 24);
      await atMoment(shippedAt, () =>
        updateExpress(
          db,
          sellerId,
          UpdateExpressInput.parse({ orderNo, expressCompanyId: express.id, trackingNo: `DG${String(placedAt.getTime()).slice(-10)}${index}` }),
        ),
      );
      const receivedAt = later(shippedAt, 46);
      await atMoment(receivedAt, () => confirmReceive(db, buyerId, orderNo));
      if (step.invoiceAfterHours !== undefined) {
        const askedAt = later(receivedAt, 2);
        await atMoment(askedAt, () => requestOrderInvoice(db, buyerId, InvoiceRequestInput.parse({ orderNo })));
        await atMoment(later(askedAt, step.invoiceAfterHours), () =>
          issueOrderInvoice(db, sellerId, InvoiceIssueInput.parse({ orderNo, invoiceNumber: `2${String(placedAt.getTime()).slice(-9)}${index}` })),
        );
      }
      if (step.rating) {
        const { reply, ...scores } = step.rating;
        const ratedAt = later(receivedAt, 20);
        await atMoment(ratedAt, () => rateOrder(db, buyerId, RatingInput.parse({ orderNo, ...scores })));
        if (reply) await atMoment(later(ratedAt, 6), () => replyToRating(db, sellerId, RatingReplyInput.parse({ orderNo, reply })));
      }
    }
  }

  return orders;
}

/** The group's inquiries, each quoted (or not) by each seller at its planned delay, from its cheapest pack on shelf. */
async function inquiryHistory(db: Db, buyerId: number, sellers: Ids, substances: Ids): Promise<void> {
  for (const inquiry of INQUIRIES) {
    const offers = new Map<string, Awaited<ReturnType<typeof sellerOnShelfGoods>>[number]>();
    for (const username of Object.keys(inquiry.quoteAfterHours)) {
      const [cheapest] = await sellerOnShelfGoods(db, sellers.get(username)!, substances.get(inquiry.cas)!);
      if (cheapest) offers.set(username, cheapest);
    }
    const [reference] = [...offers.values()];
    if (!reference) continue;
    const askedAt = morning(inquiry.daysAgo);
    const sent = await atMoment(askedAt, () =>
      createInquiry(
        db,
        buyerId,
        CreateInquiryBody.parse({
          contactName: '李老师',
          contactPhone: BUYER.phone,
          lines: [{ cas: inquiry.cas, quantity: Number(reference.packSize) * 4, unitCode: reference.unitCode, purity: reference.purity }],
        }),
      ),
    );
    for (const [username, hours] of Object.entries(inquiry.quoteAfterHours)) {
      const offer = offers.get(username);
      if (hours === null || !offer) continue;
      const at = later(askedAt, hours);
      // A little under the shelf price: the quantity asked is four packs.
      const quote = CreateQuotationBody.parse({
        lineId: sent.lines[0]!.id,
        priceCents: Math.round(Number(offer.priceCents) * 0.92),
        packSize: Number(offer.packSize),
        unitCode: offer.unitCode,
        purity: offer.purity,
        inStock: true,
        validUntil: later(at, 14 * 24).toISOString(),
      });
      await atMoment(at, () => db.transaction().execute((trx) => createQuotationStep(trx, sellers.get(username)!, quote)));
    }
  }
}
