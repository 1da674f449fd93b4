import { afterAll, describe, expect, it } from 'vitest';
import { hashToken } from '@/lib/server/core/auth';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, freshIp, testDb } from './helpers';

const db = testDb();
afterAll(() => db.destroy());

type Ticket = { ticket: string; pollToken: string; confirmUrl: string; qrSvg: string; expiresAt: string };
type Status = { status: string; signedIn: { token: string; member: { username: string } } | null };

async function newTicket() {
  const { body } = await call<Ticket>('/api/qr_login/create', { method: 'POST' });
  expect(body.code).toBe(0);
  return body.data;
}

async function signIn(account: string, password: string) {
  const { body } = await call<{ token: string }>('/api/login', { method: 'POST', body: { account, password }, ip: freshIp() });
  return body.data.token;
}

describe('QR sign-in', () => {
  it('shows a QR code of the confirm page, valid for 2 minutes', async () => {
    const ticket = await newTicket();
    expect(ticket.qrSvg).toMatch(/^<svg/);
    expect(ticket.confirmUrl).toMatch(new RegExp(`/login/qr/${ticket.ticket}$`));
    const ttl = new Date(ticket.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(110_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
    const { body } = await call<Status>('/api/qr_login/status', { query: { pollToken: ticket.pollToken } });
    expect(body.data).toEqual({ status: 'pending', signedIn: null });
  });

  it('signs the desktop in once a signed-in phone confirms, exactly once', async () => {
    const ticket = await newTicket();
    const phoneToken = await signIn('demo_buyer', 'Buyer12345');
    const confirm = await call('/api/qr_login/confirm', { method: 'POST', token: phoneToken, body: { ticket: ticket.ticket } });
    expect(confirm.body.code).toBe(0);

    const first = await call<Status>('/api/qr_login/status', { query: { pollToken: ticket.pollToken } });
    expect(first.body.data.status).toBe('confirmed');
    expect(first.body.data.signedIn?.member.username).toBe('demo_buyer');
    const desktopToken = first.body.data.signedIn!.token;
    expect(desktopToken).not.toBe(phoneToken);
    expect((await call('/api/member_info', { token: desktopToken })).body.code).toBe(0);

    const replay = await call('/api/qr_login/status', { query: { pollToken: ticket.pollToken } });
    expect(replay.body).toMatchObject({ code: ErrorCode.QR_TICKET_USED, msg: '二维码已使用，请在电脑上刷新二维码' });
    const reconfirm = await call('/api/qr_login/confirm', { method: 'POST', token: phoneToken, body: { ticket: ticket.ticket } });
    expect(reconfirm.body.code).toBe(ErrorCode.QR_TICKET_USED);
  });

  it('needs a signed-in phone to confirm', async () => {
    const ticket = await newTicket();
    const { body } = await call('/api/qr_login/confirm', { method: 'POST', body: { ticket: ticket.ticket } });
    expect(body.code).toBe(10);
  });

  it('refuses an expired ticket, and the desktop sees it expire', async () => {
    const ticket = await newTicket();
    await db
      .updateTable('qrTickets')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('ticketHash', '=', hashToken(ticket.ticket))
      .execute();
    const status = await call<Status>('/api/qr_login/status', { query: { pollToken: ticket.pollToken } });
    expect(status.body.data).toEqual({ status: 'expired', signedIn: null });
    const phoneToken = await signIn('demo_seller', 'Seller12345');
    const { body } = await call('/api/qr_login/confirm', { method: 'POST', token: phoneToken, body: { ticket: ticket.ticket } });
    expect(body).toMatchObject({ code: ErrorCode.QR_TICKET_EXPIRED, msg: '二维码已过期，请在电脑上刷新二维码' });
  });

  it('refuses an unknown ticket', async () => {
    const { body } = await call('/api/qr_login/status', { query: { pollToken: 'x'.repeat(43) } });
    expect(body.code).toBe(ErrorCode.QR_TICKET_INVALID);
  });

  it('cannot be polled by someone who only saw the QR code', async () => {
    const ticket = await newTicket();
    const phoneToken = await signIn('demo_buyer', 'Buyer12345');
    await call('/api/qr_login/confirm', { method: 'POST', token: phoneToken, body: { ticket: ticket.ticket } });
    const onlooker = await call('/api/qr_login/status', { query: { pollToken: ticket.ticket } });
    expect(onlooker.body.code).toBe(ErrorCode.QR_TICKET_INVALID);
    const desktop = await call<Status>('/api/qr_login/status', { query: { pollToken: ticket.pollToken } });
    expect(desktop.body.data.status).toBe('confirmed');
  });
});
