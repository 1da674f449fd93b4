import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { getMemberInfo, recordSignIn, type MemberInfo } from '@/lib/server/account/service';
import { assertMemberActive } from '@/lib/server/account/directory';
import { hashToken, issueSessionToken } from '@/lib/server/core/auth';
import { config } from '@/lib/server/core/config';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import * as repo from './repo';

export const QR_TICKET_TTL_MS = 2 * 60_000;

/** `ticket` goes into the QR code for the phone; `pollToken` stays with the desktop that asked. */
export type QrTicket = { ticket: string; pollToken: string; confirmUrl: string; qrSvg: string; expiresAt: string };
export type QrStatus =
  | { status: 'pending' | 'expired'; signedIn: null }
  | { status: 'confirmed'; signedIn: { token: string; member: MemberInfo } };

/** A single-use ticket, valid 2 minutes, shown as a QR code of the page a signed-in phone opens. */
export async function createQrTicket(db: Db, origin: string, now = new Date()): Promise<QrTicket> {
  const ticket = randomBytes(32).toString('base64url');
  const pollToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + QR_TICKET_TTL_MS).toISOString();
  await repo.insertQrTicket(db, { ticketHash: hashToken(ticket), pollHash: hashToken(pollToken), createdAt: now.toISOString(), expiresAt });
  const confirmUrl = `${origin}/login/qr/${ticket}`;
  const qrSvg = await QRCode.toString(confirmUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { ticket, pollToken, confirmUrl, qrSvg, expiresAt };
}

async function liveTicket(db: Db, by: 'ticketHash' | 'pollHash', secret: string, now: Date) {
  const row = await repo.findQrTicket(db, by, hashToken(secret));
  if (!row) throw new AppError(ErrorCode.QR_TICKET_INVALID, '二维码无效，请在电脑上刷新二维码');
  if (row.status !== 'pending' && row.status !== 'confirmed') throw new AppError(ErrorCode.QR_TICKET_USED, '二维码已使用，请在电脑上刷新二维码');
  return { row, expired: new Date(row.expiresAt) <= now };
}

/** The signed-in phone confirms: the ticket now belongs to this member. Once only, within 2 minutes. */
export async function confirmQrTicket(db: Db, ticket: string, memberId: number, now = new Date()): Promise<void> {
  const { row, expired } = await liveTicket(db, 'ticketHash', ticket, now);
  if (row.status === 'confirmed') throw new AppError(ErrorCode.QR_TICKET_USED, '二维码已使用，请在电脑上刷新二维码');
  if (expired) throw new AppError(ErrorCode.QR_TICKET_EXPIRED, '二维码已过期，请在电脑上刷新二维码');
  const moved = await repo.advanceQrTicket(db, row.id, 'pending', { status: 'confirmed', memberId, confirmedAt: now.toISOString() });
  if (!moved) throw new AppError(ErrorCode.QR_TICKET_USED, '二维码已使用，请在电脑上刷新二维码');
}

/**
 * The desktop's poll, with the poll token only it received (whoever sees the
 * QR code cannot poll). Once confirmed, the first poll takes the ticket and
 * a new session; any later poll fails.
 */
export async function pollQrTicket(db: Db, pollToken: string, now = new Date()): Promise<QrStatus> {
  const { row, expired } = await liveTicket(db, 'pollHash', pollToken, now);
  if (row.status === 'pending') return { status: expired ? 'expired' : 'pending', signedIn: null };
  const taken = await repo.advanceQrTicket(db, row.id, 'confirmed', { status: 'consumed', consumedAt: now.toISOString() });
  if (!taken || row.memberId === null) throw new AppError(ErrorCode.QR_TICKET_USED, '二维码已使用，请在电脑上刷新二维码');
  await assertMemberActive(db, row.memberId);
  await recordSignIn(db, row.memberId);
  const token = await issueSessionToken(db, row.memberId, config().tokenTtlMs);
  return { status: 'confirmed', signedIn: { token, member: await getMemberInfo(db, row.memberId) } };
}
