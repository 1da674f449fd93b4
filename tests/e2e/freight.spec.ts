import { expect, test } from '@playwright/test';
import { isDangerousGoods } from '@/lib/server/regulated/service';
import { listOffer } from '@/tests/kits/goods';
import { freshSellerAccount, memberPage, SIZES, withE2eDb } from './harness';
import { SHOTS } from './views';

/**
 * Issue 29: a seller sets a freight template (a zone for 华南 with first and
 * further kilogram fees, no free shipping); a buyer sees that freight on the
 * product page for the province they choose, and the checkout charges and
 * explains exactly it before the order is placed. At 1280 and 390 px.
 */

/**
 * A catalog substance nobody sells and on no list (no hazardous surcharge), a
 * different one per page size: its product page has not been rendered and
 * cached yet, so the offer written below shows on it.
 */
async function quietSubstance(skip: number): Promise<{ id: number; cas: string }> {
  const rows = await withE2eDb((db) =>
    db
      .selectFrom('substances')
      .select(['id', 'cas'])
      .where('cas', 'is not', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('goods').select('goods.id').whereRef('goods.substanceId', '=', 'substances.id'))))
      .orderBy('id', 'desc')
      .limit(200)
      .execute(),
  );
  const plain = rows.filter((r) => !isDangerousGoods(r.cas));
  return { id: plain[skip]!.id, cas: plain[skip]!.cas! };
}

/** SHORTCUT: 3 kg packs on shelf for the seller, written directly (publishing and review have their own tests). */
function listKgPacks(sellerId: number, cas: string, priceCents: number): Promise<number> {
  return withE2eDb((db) => listOffer(db, sellerId, cas, { size: 3, unit: 'kg', cents: priceCents, stock: 50, leadTimeDays: 0 }));
}

for (const [index, size] of SIZES.entries()) {
  test(`freight at ${size.width} px: the seller’s template on the product page and in checkout`, async ({ browser }) => {
    test.setTimeout(180_000);
    const seller = await freshSellerAccount('e2e_freight', 'Seller12345');
    const price = 90_000 + size.width;
    const substance = await quietSubstance(10 + index);
    const goodsId = await listKgPacks(seller.id, substance.cas, price);

    const page = await memberPage(browser, size, seller.username, 'Seller12345');
    await page.goto('/member/seller/freight');
    const form = page.getByTestId('freight-rules');
    await expect(form).toContainText('当前为平台默认模板');
    await form.getByRole('switch').first().click();
    await form.getByRole('button', { name: '添加区域' }).click();
    const zone = form.getByTestId('freight-zone').first();
    await zone.getByLabel('区域名称').fill('华南');
    await zone.getByLabel('区域 1 省份').click();
    await page.keyboard.type('广东');
    await page.locator('.ant-select-item-option').filter({ hasText: '广东省' }).click();
    await page.keyboard.press('Escape');
    await expect(zone.locator('.ant-select-selection-item')).toContainText('广东省');
    await zone.getByLabel('首重 1 kg（元）').fill('6');
    await zone.getByLabel('续重每 kg（元）').fill('2');
    await zone.getByLabel('运输天数').fill('2');
    await form.getByRole('button', { name: '保存运费模板' }).click();
    await expect(page.getByText('运费模板已保存')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/freight-rules-${size.width}.png`, fullPage: true });

    // A buyer looks at the product page for Guangdong: one 3 kg pack is ¥6 + 2 × ¥2 = ¥10; elsewhere the default zone's ¥15.
    const buyer = await memberPage(browser, size, 'demo_buyer', 'Buyer12345');
    await buyer.goto(`/products/${substance.cas}.html`);
    await buyer.getByLabel('运费与送达至').selectOption({ label: '广东省' });
    const row = buyer.getByTestId('offer-row').filter({ hasText: `¥${(price / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}` });
    await expect(row).toContainText('运费 ¥10.00');
    await buyer.getByLabel('运费与送达至').selectOption({ label: '上海市' });
    await expect(row).toContainText('运费 ¥15.00');
    await buyer.screenshot({ path: `${SHOTS}/freight-product-${size.width}.png`, fullPage: false });

    // The checkout charges the template to the buyer's own address and says how.
    await row.getByRole('button', { name: /加购/ }).click();
    await expect(buyer.getByText(/已加入购物车/)).toBeVisible();
    const cartItemId = await withE2eDb(async (db) => {
      const item = await db
        .selectFrom('cartItems')
        .innerJoin('members', 'members.id', 'cartItems.memberId')
        .select('cartItems.id')
        .where('members.username', '=', 'demo_buyer')
        .where('cartItems.goodsId', '=', goodsId)
        .executeTakeFirstOrThrow();
      return item.id;
    });
    await buyer.goto(`/member/buyer/createOrder?cart=${cartItemId}`);
    const group = buyer.getByTestId('checkout-group').filter({ hasText: '3 kg' });
    await expect(group.getByTestId('shipping-note')).toContainText('按卖家运费模板');
    await buyer.screenshot({ path: `${SHOTS}/freight-checkout-${size.width}.png`, fullPage: true });
    await withE2eDb((db) => db.deleteFrom('cartItems').where('id', '=', cartItemId).execute());
    await page.context().close();
    await buyer.context().close();
  });
}
