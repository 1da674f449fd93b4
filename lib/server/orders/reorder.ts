import type { z } from 'zod';
import { inTransaction, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offersForPurchase } from '@/lib/server/goods/queries';
import { MAX_PACKS } from '@/lib/shared/cart-limits';
import type { ReorderInput, ReorderLineSchema, ReorderResultSchema } from '@/lib/contracts/orders/schema';
import { MAX_CART_LINES, offerUnavailable, readCart } from './cart';
import * as repo from './repo';
import { orderNotFound } from './views';

/*
 * 再次购买 (issue 30): a past order's lines back into the cart, each at the
 * offer's price today (the cart holds no prices), with the difference from
 * what was paid. Lines that cannot go back (delisted, out of stock, quoted
 * without an offer, the buyer's own goods) say why; the rest go in.
 */

type ReorderLine = z.input<typeof ReorderLineSchema>;
type Offer = Awaited<ReturnType<typeof offersForPurchase>>[number];

/**
 * Goods are edited in place: the offer behind an old line may now be another
 * pack, grade or even substance. Then it does not go back, and the buyer is
 * told what the offer is now.
 */
function changedSince(line: { substanceId: number | null; packSize: number; unitCode: string; purity: string | null }, offer: Offer): string | null {
  const same =
    line.substanceId === offer.substanceId &&
    Number(line.packSize) === Number(offer.packSize) &&
    line.unitCode === offer.unitCode &&
    (line.purity ?? '') === (offer.purity ?? '');
  return same ? null : `商品规格已变更（现为 ${Number(offer.packSize)} ${offer.unitCode}${offer.purity ? ` · ${offer.purity}` : ''}），请到商品页确认后购买`;
}

export async function reorder(db: Db, buyerId: number, input: z.output<typeof ReorderInput>): Promise<z.input<typeof ReorderResultSchema>> {
  const order = await repo.findOrderByNo(db, input.orderNo);
  if (!order || order.buyerId !== buyerId) throw orderNotFound();
  const all = await repo.linesOf(db, [order.id]);
  const wanted = input.lineNos ? new Set(input.lineNos) : null;
  const missing = wanted ? [...wanted].filter((no) => !all.some((l) => l.lineNo === no)) : [];
  if (missing.length > 0) {
    const message = `订单中没有第 ${missing.join('、')} 行`;
    throw new AppError(ErrorCode.VALIDATION_FAILED, message, { fields: [{ field: 'lineNos', message }] });
  }
  const lines = wanted ? all.filter((l) => wanted.has(l.lineNo)) : all;
  const offers = new Map(
    (
      await offersForPurchase(
        db,
        lines.flatMap((l) => (l.goodsId === null ? [] : [l.goodsId])),
      )
    ).map((o) => [o.id, o]),
  );

  return inTransaction(db, async (trx) => {
    const inCart = new Map((await repo.cartItems(trx, buyerId)).map((i) => [i.goodsId, i.quantity]));
    const at = nowIso();
    const out: ReorderLine[] = [];
    for (const line of lines) {
      const offer = line.goodsId === null ? undefined : offers.get(line.goodsId);
      const price = offer ? Number(offer.priceCents) : null;
      const base = {
        lineNo: line.lineNo,
        productName: line.productNameZh ?? line.productName,
        quantity: line.quantity,
        previousUnitPriceCents: line.unitPriceCents,
        unitPriceCents: offer?.status === 'on_shelf' ? price : null,
        differenceCents: offer?.status === 'on_shelf' && price !== null ? price - line.unitPriceCents : null,
      };
      const already = offer ? (inCart.get(offer.id) ?? 0) : 0;
      const changed = offer && changedSince(line, offer);
      const reason =
        line.goodsId === null
          ? '这一行来自报价，没有对应的在售商品，可再次询价'
          : offer && offer.sellerId === buyerId
            ? '不能购买自己发布的商品'
            : changed
              ? changed
              : already + line.quantity > MAX_PACKS
                ? `购物车里这件商品最多 ${MAX_PACKS} 件`
                : (offerUnavailable(offer, already + line.quantity) ??
                  (!inCart.has(line.goodsId) && inCart.size >= MAX_CART_LINES ? `购物车最多放 ${MAX_CART_LINES} 种商品，请先结算或删除一些` : null));
      if (reason || !offer) {
        out.push({ ...base, added: false, reason: reason ?? '商品已下架' });
        continue;
      }
      await repo.addToCart(trx, { memberId: buyerId, goodsId: offer.id, quantity: line.quantity, createdAt: at, updatedAt: at });
      inCart.set(offer.id, already + line.quantity);
      out.push({ ...base, added: true, reason: null });
    }
    return { lines: out, added: out.filter((l) => l.added).length, cart: await readCart(trx, buyerId) };
  });
}
