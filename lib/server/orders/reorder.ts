import type { z } from 'zod';
import { inTransaction, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import type { ReorderInput, ReorderLineSchema, ReorderResultSchema } from '@/lib/contracts/orders/schema';
import { addManyToCart, readCart, type Offer } from './cart';
import * as repo from './repo';
import { orderNotFound } from './views';

/*
 * 再次购买 (issue 30): a past order's lines back into the cart, each at the
 * offer's price today (the cart holds no prices), with the difference from
 * what was paid. Lines that cannot go back (delisted, out of stock, quoted
 * without an offer, the buyer's own goods) say why; the rest go in.
 */

type ReorderLine = z.input<typeof ReorderLineSchema>;

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
  const lineOffers = lines.filter((l) => l.goodsId !== null);
  return inTransaction(db, async (trx) => {
    const outcomes = await addManyToCart(
      trx,
      buyerId,
      lineOffers.map((line) => ({ goodsId: line.goodsId!, quantity: line.quantity, refuse: (offer: Offer) => changedSince(line, offer) })),
    );
    const outcomeOf = new Map(lineOffers.map((line, index) => [line.lineNo, outcomes[index]!]));
    const out: ReorderLine[] = lines.map((line) => {
      const outcome = outcomeOf.get(line.lineNo);
      const offer = outcome?.offer;
      const onShelf = offer?.status === 'on_shelf';
      const price = offer ? Number(offer.priceCents) : null;
      return {
        lineNo: line.lineNo,
        productName: line.productNameZh ?? line.productName,
        quantity: line.quantity,
        previousUnitPriceCents: line.unitPriceCents,
        unitPriceCents: onShelf ? price : null,
        differenceCents: onShelf && price !== null ? price - line.unitPriceCents : null,
        added: outcome?.added ?? false,
        reason: outcome ? outcome.reason : '这一行来自报价，没有对应的在售商品，可再次询价',
      };
    });
    return { lines: out, added: out.filter((l) => l.added).length, cart: await readCart(trx, buyerId) };
  });
}
