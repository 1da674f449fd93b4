import type { z } from 'zod';
import { sellerNames } from '@/lib/server/account/service';
import { inTransaction, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offersForPurchase } from '@/lib/server/goods/queries';
import { MAX_PACKS } from '@/lib/shared/cart-limits';
import { hazardsByCas } from './line-safety';
import * as repo from './repo';
import type { CartAddInput, CartDeleteInput, CartLineSchema, CartSchema, CartUpdateInput } from '@/lib/contracts/orders/schema';

/*
 * The cart: offers a member means to buy, with a number of packs. It holds
 * no prices: the price is read from the offer each time, and snapshotted
 * only when an order is made.
 */

export type CartLine = z.infer<typeof CartLineSchema>;
export type Offer = Awaited<ReturnType<typeof offersForPurchase>>[number];

export const MAX_CART_LINES = 100;

/** Why an offer cannot be bought in this quantity now, or null. */
export function offerUnavailable(offer: Offer | undefined, quantity: number): string | null {
  if (!offer || offer.status !== 'on_shelf') return '商品已下架';
  if (offer.stock > 0 && quantity > offer.stock) return `库存仅 ${offer.stock} 件`;
  if (offer.stock <= 0) return '暂无库存，请询价';
  return null;
}

export async function readCart(db: Db, memberId: number): Promise<z.input<typeof CartSchema>> {
  const items = await repo.cartItems(db, memberId);
  const offers = new Map(
    (
      await offersForPurchase(
        db,
        items.map((i) => i.goodsId),
      )
    ).map((o) => [o.id, o]),
  );
  const [names, hazards] = await Promise.all([
    sellerNames(
      db,
      [...offers.values()].map((o) => o.sellerId),
    ),
    hazardsByCas(
      db,
      [...offers.values()].flatMap((o) => (o.cas ? [o.cas] : [])),
    ),
  ]);
  const lines: CartLine[] = [];
  for (const item of items) {
    const offer = offers.get(item.goodsId);
    if (!offer || offer.status === 'deleted') continue;
    const reason = offerUnavailable(offer, item.quantity);
    lines.push({
      id: item.id,
      goodsId: offer.id,
      sellerId: offer.sellerId,
      sellerName: names.get(offer.sellerId) ?? '',
      cas: offer.cas,
      productName: offer.name,
      productNameZh: offer.nameZh,
      purity: offer.purity,
      packSize: Number(offer.packSize),
      unitCode: offer.unitCode,
      unitPriceCents: Number(offer.priceCents),
      quantity: item.quantity,
      amountCents: Number(offer.priceCents) * item.quantity,
      stock: offer.stock,
      available: reason === null,
      unavailableReason: reason,
      hazard: (offer.cas && hazards.get(offer.cas)) || null,
    });
  }
  return { lines, count: lines.reduce((sum, l) => sum + l.quantity, 0) };
}

export async function addToCart(db: Db, memberId: number, input: z.output<typeof CartAddInput>): Promise<z.input<typeof CartSchema>> {
  const [offer] = await offersForPurchase(db, [input.goodsId]);
  if (!offer || offer.status !== 'on_shelf') throw new AppError(ErrorCode.OFFER_UNAVAILABLE, '商品已下架或不存在', { goodsId: input.goodsId });
  if (offer.sellerId === memberId) throw new AppError(ErrorCode.OWN_GOODS, '不能购买自己发布的商品', { goodsId: input.goodsId });
  const existing = (await repo.cartItems(db, memberId)).find((i) => i.goodsId === input.goodsId);
  const total = (existing?.quantity ?? 0) + input.quantity;
  const reason = offerUnavailable(offer, total);
  if (reason) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, `「${offer.nameZh ?? offer.name}」${reason}`, { goodsId: input.goodsId });
  if (!existing && (await repo.cartItems(db, memberId)).length >= MAX_CART_LINES) {
    throw new AppError(ErrorCode.OFFER_UNAVAILABLE, `购物车最多放 ${MAX_CART_LINES} 种商品，请先结算或删除一些`, { goodsId: input.goodsId });
  }
  const at = nowIso();
  await repo.addToCart(db, { memberId, goodsId: input.goodsId, quantity: input.quantity, createdAt: at, updatedAt: at });
  return readCart(db, memberId);
}

export async function updateCartLine(db: Db, memberId: number, input: z.output<typeof CartUpdateInput>): Promise<z.input<typeof CartSchema>> {
  const [item] = await repo.cartItemsByIds(db, memberId, [input.id]);
  if (!item) throw new AppError(ErrorCode.CART_ITEM_NOT_FOUND, '购物车中没有这件商品');
  const [offer] = await offersForPurchase(db, [item.goodsId]);
  const reason = offerUnavailable(offer, input.quantity);
  if (reason && offer?.status === 'on_shelf')
    throw new AppError(ErrorCode.OFFER_UNAVAILABLE, `「${offer.nameZh ?? offer.name}」${reason}`, { goodsId: item.goodsId });
  await repo.setCartQuantity(db, memberId, input.id, input.quantity, nowIso());
  return readCart(db, memberId);
}

export async function deleteCartLines(db: Db, memberId: number, input: z.output<typeof CartDeleteInput>): Promise<z.input<typeof CartSchema>> {
  const removed = await repo.deleteCartItems(db, memberId, input.ids);
  if (removed === 0) throw new AppError(ErrorCode.CART_ITEM_NOT_FOUND, '购物车中没有这些商品');
  return readCart(db, memberId);
}

export type CartWish = { goodsId: number; quantity: number; refuse?: (offer: Offer) => string | null };
export type CartOutcome = { offer: Offer | undefined; added: boolean; reason: string | null };

/**
 * Several offers into the cart at once (再次购买, 快速下单): each goes in or is
 * refused with its reason (delisted, the member's own, stock, the cart's
 * limits, or the caller's own `refuse`), never the whole list for one line.
 */
export async function addManyToCart(db: Db, memberId: number, wishes: CartWish[]): Promise<CartOutcome[]> {
  const offers = new Map(
    (
      await offersForPurchase(
        db,
        wishes.map((w) => w.goodsId),
      )
    ).map((o) => [o.id, o]),
  );
  return inTransaction(db, async (trx) => {
    const inCart = new Map((await repo.cartItems(trx, memberId)).map((i) => [i.goodsId, i.quantity]));
    const at = nowIso();
    const out: CartOutcome[] = [];
    for (const wish of wishes) {
      const offer = offers.get(wish.goodsId);
      const already = inCart.get(wish.goodsId) ?? 0;
      const reason =
        offer && offer.sellerId === memberId
          ? '不能购买自己发布的商品'
          : ((offer && wish.refuse?.(offer)) ??
            (already + wish.quantity > MAX_PACKS
              ? `购物车里这件商品最多 ${MAX_PACKS} 件`
              : (offerUnavailable(offer, already + wish.quantity) ??
                (!inCart.has(wish.goodsId) && inCart.size >= MAX_CART_LINES ? `购物车最多放 ${MAX_CART_LINES} 种商品，请先结算或删除一些` : null))));
      if (reason || !offer) {
        out.push({ offer, added: false, reason: reason ?? '商品已下架' });
        continue;
      }
      await repo.addToCart(trx, { memberId, goodsId: offer.id, quantity: wish.quantity, createdAt: at, updatedAt: at });
      inCart.set(offer.id, already + wish.quantity);
      out.push({ offer, added: true, reason: null });
    }
    return out;
  });
}
