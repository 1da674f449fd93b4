import { memberIdsByUsername } from '@/lib/server/account/service';
import { importAddressIfNone } from '@/lib/server/address/service';
import { substanceIdsByCas } from '@/lib/server/catalog/service';
import type { Db } from '@/lib/server/core/db';
import { sellerOnShelfGoods } from '@/lib/server/goods/queries';
import { importInvoiceInfoIfNone } from '@/lib/server/invoice/service';
import { CreateOrderInput } from '@/lib/contracts/orders/schema';
import { addToCart } from '@/lib/server/orders/cart';
import { countOrganisationOrders } from '@/lib/server/orders/queries';
import { createFund } from '@/lib/server/funds/service';
import { setApprovalRules } from '@/lib/server/organisations/approvals';
import { organisationIdNamed, verifiedDetailsOf } from '@/lib/server/organisations/service';
import { saveCreditLine } from '@/lib/server/credit/service';
import { createOrders, submitOrder } from './orders';

/*
 * DEMO ONLY (scripts/db-setup.ts, the local demo): the demo research group
 * (王老师课题组, seeded with the demo accounts) gets approval rules, a fund
 * (经费卡 with ¥50,000), 先票后款 terms from demo_seller when the PI is verified, and one order of its student, charged to the fund, waiting for the PI's approval, so a visitor signed in
 * as demo_buyer finds the approval queue working. Made once, through the real
 * workflows.
 */

const GROUP = '王老师课题组';
const SELLERS = ['demo_seller2', 'demo_seller', 'demo_seller3'];
/** Staples no permit is needed for: ethanol, aspirin, sodium chloride, water. */
const STAPLES = ['64-17-5', '50-78-2', '7647-14-5', '7732-18-5'];
/** Above the demo rule's ¥500: the order waits for the PI. */
const ORDER_CENTS = 60_000;

export async function seedDemoOrganisationOrder(db: Db): Promise<string | null> {
  const ids = await memberIdsByUsername(db, ['demo_buyer', 'demo_student', ...SELLERS]);
  const [piId, studentId] = [ids.get('demo_buyer'), ids.get('demo_student')];
  if (!piId || !studentId) return null;
  const organisationId = await organisationIdNamed(db, piId, GROUP);
  if (organisationId === null || (await countOrganisationOrders(db, organisationId, 'all')) > 0) return null;

  await setApprovalRules(db, piId, {
    organisationId,
    approveEveryOrder: false,
    approvalAboveCents: 50_000,
    approveRegulated: true,
    secondApprovalAboveCents: 500_000,
    requireFund: false,
  });
  const fund = await createFund(db, piId, {
    organisationId,
    code: 'NSFC-22178001',
    name: '国自然面上项目（2025–2028）',
    validFrom: '2025-01-01',
    validUntil: '2028-12-31',
    budgetCents: 5_000_000,
    chargerIds: null,
  });
  // 先票后款 from the first demo seller, when the group's PI holds an approved licence (decision 0160).
  const termsSeller = ids.get('demo_seller');
  if (termsSeller && (await verifiedDetailsOf(db, organisationId)).length > 0)
    await saveCreditLine(db, termsSeller, { organisationId, kind: 'invoice_first', days: 30, limitCents: 2_000_000, note: '演示：课题组老客户' });
  await importAddressIfNone(db, studentId, {
    receiver: '小李',
    phone: '13400134000',
    areaCodes: ['31', '3101', '310110'],
    detail: '邯郸路 220 号化学楼 305 室',
    postcode: '200433',
  });
  await importInvoiceInfoIfNone(db, studentId, { categoryCode: 'e_normal', title: '王老师课题组', email: 'demo_student@example.com' });

  const goods = await stapleWorth(db, ids);
  if (!goods) return null;
  const quantity = Math.ceil(ORDER_CENTS / Number(goods.priceCents));
  const cart = await addToCart(db, studentId, { goodsId: goods.id, quantity });
  const line = cart.lines.find((l) => l.goodsId === goods.id)!;
  const made = await createOrders(
    db,
    studentId,
    CreateOrderInput.parse({ cartItemIds: [line.id], organisationId, fundId: fund.id, purchaseOrderNo: 'PO-2026-118', projectNo: 'NSFC-22178001' }),
  );
  const order = await submitOrder(db, studentId, made.orders[0]!.orderNo!);
  return order.status === 'pending_approval' ? order.orderNo : null;
}

/** The first staple a demo seller has in stock enough for an order above the rule's amount. */
async function stapleWorth(db: Db, ids: Map<string, number>) {
  const substances = await substanceIdsByCas(db);
  for (const username of SELLERS) {
    const sellerId = ids.get(username);
    if (!sellerId) continue;
    for (const cas of STAPLES) {
      const id = substances.get(cas);
      if (id === undefined) continue;
      const found = (await sellerOnShelfGoods(db, sellerId, id)).find((g) => Number(g.stock) * Number(g.priceCents) > ORDER_CENTS && Number(g.priceCents) > 0);
      if (found) return found;
    }
  }
  return undefined;
}
