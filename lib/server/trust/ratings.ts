import type { z } from 'zod';
import type {
  AdminRatingSchema,
  AdminRatingsQuery,
  OrderRatingSchema,
  RatingHideInput,
  RatingInput,
  RatingReplyInput,
  RatingSchema,
} from '@/lib/contracts/trust/schema';
import { offsetOf, type PageQuery } from '@/lib/contracts/pagination';
import { sellerNames, usernamesOf } from '@/lib/server/account/service';
import { recordAudit } from '@/lib/server/audit/service';
import { nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { notify } from '@/lib/server/notifications/service';
import { orderForRating } from '@/lib/server/orders/queries';
import { runWorkflow } from '@/lib/server/outbox/run';
import * as repo from './repo';

/*
 * Ratings after receipt (decision 0157): the buyer of a received order rates
 * its seller once (quality, delivery, service, 1–5, a comment), may change it
 * for 30 days; the seller answers once; an operator may hide an abusive
 * comment (audited), never change a score.
 */

export const RATING_EDIT_DAYS = 30;
const DAY_MS = 86_400_000;

type Rating = z.input<typeof RatingSchema>;

const orderNotFound = () => new AppError(ErrorCode.RATING_ORDER_NOT_FOUND, '订单不存在');
const ratingNotFound = () => new AppError(ErrorCode.RATING_NOT_FOUND, '评价不存在');

/** "z***": enough to tell ratings apart, not enough to find the buyer. */
export function maskedBuyer(username: string | undefined): string {
  if (!username) return '买家';
  return `${[...username][0]}***`;
}

function toRating(row: repo.RatingRow, buyer: string, withOrderNo: boolean): Rating {
  return {
    id: row.id,
    orderNo: withOrderNo ? row.orderNo : null,
    quality: row.quality,
    delivery: row.delivery,
    service: row.service,
    comment: row.hiddenAt ? null : row.comment,
    commentHidden: row.hiddenAt !== null,
    reply: row.reply,
    repliedAt: row.repliedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    buyer,
  };
}

async function buyerLabel(db: Db, buyerId: number): Promise<string> {
  return maskedBuyer((await usernamesOf(db, [buyerId])).get(buyerId));
}

function editableUntil(row: repo.RatingRow): string {
  return new Date(Date.parse(row.createdAt) + RATING_EDIT_DAYS * DAY_MS).toISOString();
}

/** The order's rating as its buyer or seller sees it, with what each may do; anyone else: "not found". */
export async function orderRating(db: Db, memberId: number, orderNo: string): Promise<z.input<typeof OrderRatingSchema>> {
  const order = await orderForRating(db, orderNo);
  if (!order || (order.buyerId !== memberId && order.sellerId !== memberId)) throw orderNotFound();
  const row = await repo.ratingOfOrder(db, order.id);
  const isBuyer = order.buyerId === memberId;
  const now = nowIso();
  return {
    orderNo: order.orderNo,
    rating: row ? toRating(row, await buyerLabel(db, row.buyerId), true) : null,
    canRate: isBuyer && !row && order.receivedAt !== null,
    editableUntil: isBuyer && row && editableUntil(row) > now ? editableUntil(row) : null,
    canReply: !isBuyer && row !== undefined && row.reply === null,
  };
}

/** Gives or changes the buyer's rating of a received order. */
export async function rateOrder(db: Db, buyerId: number, input: z.output<typeof RatingInput>): Promise<Rating> {
  const order = await orderForRating(db, input.orderNo);
  if (!order || order.buyerId !== buyerId) throw orderNotFound();
  // Received, whatever came after (a refund after receipt does not undo the experience).
  if (order.receivedAt === null) throw new AppError(ErrorCode.RATING_NOT_ALLOWED, '确认收货后才能评价', { status: order.status });
  const now = new Date();
  const at = now.toISOString();
  const scores = { quality: input.quality, delivery: input.delivery, service: input.service, comment: input.comment };
  return runWorkflow(db, 'rate-order', async (ctx) => {
    const inserted = await repo.insertRating(ctx.trx, {
      orderId: order.id,
      orderNo: order.orderNo,
      buyerId,
      sellerId: order.sellerId,
      ...scores,
      createdAt: at,
      updatedAt: at,
    });
    if (inserted) {
      await notify(ctx, [
        {
          memberId: order.sellerId,
          kind: 'rating_received',
          title: `订单 ${order.orderNo} 收到评价`,
          body: `买家评价：质量 ${input.quality} 分、交付 ${input.delivery} 分、服务 ${input.service} 分。${input.comment ? `“${input.comment}”` : ''}您可以回复一次。`,
          link: `/member/seller/saleOrder/1?orderNo=${order.orderNo}`,
        },
      ]);
    } else {
      const since = new Date(now.getTime() - RATING_EDIT_DAYS * DAY_MS).toISOString();
      const existing = await repo.ratingOfOrder(ctx.trx, order.id);
      // A comment the operator hid stays as it was: the buyer may change the scores, not write around the decision.
      const comment = existing?.hiddenAt ? existing.comment : scores.comment;
      const updated = await repo.updateRatingScores(ctx.trx, order.id, since, { ...scores, comment, updatedAt: at });
      if (!updated) throw new AppError(ErrorCode.RATING_EDIT_CLOSED, `评价已超过 ${RATING_EDIT_DAYS} 天，不能再修改`);
    }
    const row = (await repo.ratingOfOrder(ctx.trx, order.id))!;
    return toRating(row, await buyerLabel(ctx.trx, buyerId), true);
  });
}

/** The seller's one answer to the rating of their order. */
export async function replyToRating(db: Db, sellerId: number, input: z.output<typeof RatingReplyInput>): Promise<Rating> {
  const order = await orderForRating(db, input.orderNo);
  const row = order && order.sellerId === sellerId ? await repo.ratingOfOrder(db, order.id) : undefined;
  if (!row) throw ratingNotFound();
  const at = nowIso();
  return runWorkflow(db, 'reply-rating', async (ctx) => {
    if (!(await repo.setReply(ctx.trx, row.id, input.reply, at))) throw new AppError(ErrorCode.RATING_ALREADY_REPLIED, '已回复过这条评价，不能再次回复');
    await notify(ctx, [
      {
        memberId: row.buyerId,
        kind: 'rating_reply',
        title: `卖家回复了您对订单 ${row.orderNo} 的评价`,
        body: input.reply,
        link: `/member/buyer/orderPayList/1?orderNo=${row.orderNo}`,
      },
    ]);
    return toRating((await repo.findRating(ctx.trx, row.id))!, await buyerLabel(ctx.trx, row.buyerId), true);
  });
}

/** A seller's ratings as everyone sees them, newest first. */
export async function sellerRatings(db: Db, sellerId: number, paging: PageQuery) {
  const { total, rows } = await repo.sellerRatingPage(db, sellerId, paging.pageSize, offsetOf(paging));
  const names = await usernamesOf(
    db,
    rows.map((r) => r.buyerId),
  );
  return { list: rows.map((r) => toRating(r, maskedBuyer(names.get(r.buyerId)), false)), total, page: paging.page, pageSize: paging.pageSize };
}

type AdminRating = z.input<typeof AdminRatingSchema>;

async function toAdminRatings(db: Db, rows: repo.RatingRow[]): Promise<AdminRating[]> {
  const [names, sellers] = await Promise.all([
    usernamesOf(
      db,
      rows.map((r) => r.buyerId),
    ),
    sellerNames(
      db,
      rows.map((r) => r.sellerId),
    ),
  ]);
  return rows.map((r) => ({
    ...toRating(r, maskedBuyer(names.get(r.buyerId)), true),
    sellerId: r.sellerId,
    sellerName: sellers.get(r.sellerId) ?? `#${r.sellerId}`,
    rawComment: r.comment,
    hiddenReason: r.hiddenReason,
    hiddenAt: r.hiddenAt,
  }));
}

export async function adminRatings(db: Db, query: z.output<typeof AdminRatingsQuery>) {
  const { total, rows } = await repo.adminRatingPage(db, { keyword: query.keyword, hidden: query.hidden }, query.pageSize, offsetOf(query));
  return { list: await toAdminRatings(db, rows), total, page: query.page, pageSize: query.pageSize };
}

/** Hides a comment (the scores stay), audited with the reason. */
export async function hideRatingComment(db: Db, operatorId: number, input: z.output<typeof RatingHideInput>): Promise<AdminRating> {
  const row = await repo.findRating(db, input.id);
  if (!row) throw ratingNotFound();
  const at = nowIso();
  return runWorkflow(db, 'hide-rating', async (ctx) => {
    if (!(await repo.hideComment(ctx.trx, row.id, operatorId, input.reason, at))) throw new AppError(ErrorCode.RATING_ALREADY_HIDDEN, '这条评价的文字已被隐藏');
    await recordAudit(ctx.trx, {
      operatorId,
      action: 'rating.hide_comment',
      entity: 'seller_rating',
      entityId: row.id,
      before: { comment: row.comment, hidden: false },
      after: { hidden: true },
      reason: input.reason,
    });
    return (await toAdminRatings(ctx.trx, [(await repo.findRating(ctx.trx, row.id))!]))[0]!;
  });
}
