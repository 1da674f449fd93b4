import { randomBytes } from 'node:crypto';
import { hashToken } from '@/lib/server/core/auth';
import { findMemberByAccount } from '@/lib/server/account/service';
import { deleteCartLines, readCart } from '@/lib/server/orders/cart';
import type { Db } from '@/lib/server/core/db';
import { liveConnection, mayShopThrough } from './connections';
import { CxmlRefusal, type SetupRequest } from './documents';
import { punchOutOrderMessage, setupResponse } from './messages';
import * as repo from './repo';

/*
 * A PunchOut session (issue 34; decision 0165): the setup request opens it
 * and answers a one-time start link (5 minutes); the link signs the browser
 * in as the organisation's purchaser and hands it the transfer token; the
 * transfer sends the cart back to the procurement system once, within 24
 * hours, as a PunchOutOrderMessage, and empties it.
 */

export const START_LINK_MINUTES = 5;
/** How long after the start link the cart may still be sent back. */
export const TRANSFER_HOURS = 24;

const token = () => randomBytes(24).toString('base64url');

/**
 * Who shops: the organisation's purchaser whose email the request names, else
 * the connection's default purchaser — never an owner (mayShopThrough), and
 * refused when the default one may no longer shop.
 */
export async function shopperFor(db: Db, connection: repo.ConnectionRow, email: string | null): Promise<number> {
  if (email?.includes('@')) {
    const named = await findMemberByAccount(db, email);
    if (named && named.email?.toLowerCase() === email.toLowerCase() && (await mayShopThrough(db, connection.organisationId, named.id))) return named.id;
  }
  if (await mayShopThrough(db, connection.organisationId, connection.actingMemberId)) return connection.actingMemberId;
  throw new CxmlRefusal(403, 'Forbidden', '这个 PunchOut 连接的默认采购人已不能采购（不是采购人，或成了负责人）：请组织负责人在 ChemMart 中更换');
}

export async function openSession(db: Db, connection: repo.ConnectionRow, setup: SetupRequest, origin: string, now = new Date()): Promise<string> {
  const memberId = await shopperFor(db, connection, setup.email);
  const startToken = token();
  await repo.insertSession(db, {
    connectionId: connection.id,
    organisationId: connection.organisationId,
    memberId,
    operation: setup.operation,
    buyerCookie: setup.buyerCookie,
    formPostUrl: setup.formPostUrl,
    startTokenHash: hashToken(startToken),
    transferTokenHash: null,
    createdAt: now.toISOString(),
    startExpiresAt: new Date(now.getTime() + START_LINK_MINUTES * 60_000).toISOString(),
    startedAt: null,
    transferredAt: null,
  });
  return setupResponse(`${origin}/punchout/start/${startToken}`, new URL(origin).host);
}

export class PunchoutSessionError extends Error {}

/** The start link, opened once and in time: whom to sign in, and the token that later sends the cart back. */
export async function startSession(db: Db, startToken: string, now = new Date()): Promise<{ memberId: number; transferToken: string; operation: string }> {
  const session = await repo.sessionByStartToken(db, hashToken(startToken));
  if (!session) throw new PunchoutSessionError('这个 PunchOut 链接无效');
  if (session.startedAt) throw new PunchoutSessionError('这个 PunchOut 链接已经用过：请从采购系统重新进入');
  if (session.startExpiresAt < now.toISOString())
    throw new PunchoutSessionError(`这个 PunchOut 链接已过期（${START_LINK_MINUTES} 分钟内有效）：请从采购系统重新进入`);
  if (!(await liveConnection(db, session.connectionId))) throw new PunchoutSessionError('这个 PunchOut 连接已被组织停用');
  if (!(await mayShopThrough(db, session.organisationId, session.memberId))) throw new PunchoutSessionError('您已不能以这个组织的名义从采购系统选购');
  const transferToken = token();
  if (!(await repo.markStarted(db, session.id, now.toISOString(), hashToken(transferToken)))) {
    throw new PunchoutSessionError('这个 PunchOut 链接已经用过：请从采购系统重新进入');
  }
  return { memberId: session.memberId, transferToken, operation: session.operation };
}

/**
 * Sends the member's cart back: the available lines, with the freight
 * `priceFreight` works out for them, as a PunchOutOrderMessage for the
 * browser to post to the procurement system, once per session; those lines
 * leave the cart (they are now in the requisition).
 */
export async function transferCart(
  db: Db,
  input: { transferToken: string; memberId: number; origin: string; priceFreight: (cartItemIds: number[], organisationId: number) => Promise<number> },
  now = new Date(),
): Promise<{ formPostUrl: string; xml: string; lines: number }> {
  const session = await repo.sessionByTransferToken(db, hashToken(input.transferToken));
  if (!session || session.memberId !== input.memberId) throw new PunchoutSessionError('没有进行中的 PunchOut 会话：请从采购系统重新进入');
  if (session.transferredAt) throw new PunchoutSessionError('购物车已经送回采购系统：要再选购，请从采购系统重新进入');
  if (new Date(session.startedAt!).getTime() + TRANSFER_HOURS * 3_600_000 < now.getTime()) {
    throw new PunchoutSessionError(`这次 PunchOut 已超过 ${TRANSFER_HOURS} 小时：请从采购系统重新进入`);
  }
  const connection = await liveConnection(db, session.connectionId);
  if (!connection) throw new PunchoutSessionError('这个 PunchOut 连接已被组织停用');
  const lines = (await readCart(db, input.memberId)).lines.filter((line) => line.available);
  if (lines.length === 0) throw new PunchoutSessionError('购物车里没有可以送回的商品：请先选购');
  const shippingCents = await input.priceFreight(
    lines.map((l) => l.id),
    session.organisationId,
  );
  const xml = punchOutOrderMessage({
    buyerCookie: session.buyerCookie,
    buyer: { domain: connection.fromDomain, identity: connection.fromIdentity },
    host: new URL(input.origin).host,
    operationAllowed: session.operation === 'inspect' ? 'inspect' : 'edit',
    lines,
    shippingCents,
  });
  if (!(await repo.markTransferred(db, session.id, now.toISOString()))) throw new PunchoutSessionError('购物车已经送回采购系统');
  await deleteCartLines(db, input.memberId, { ids: lines.map((l) => l.id) });
  return { formPostUrl: session.formPostUrl, xml, lines: lines.length };
}
