import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { depositAmounts } from '@/lib/server/deposit/ledger';
import { fileDb, freshMember, get, ledgerWatch, post, seedDeposit, upload } from './kit';
import { requestWithdrawal } from './payouts-helpers';

/*
 * An individual buyer has no business licence: their identity card
 * (居民身份证, 实名认证) reviewed like any certificate makes their name a
 * verified name, so unspent deposit can go to a personal card in that name,
 * and to no other. The number is checked (GB 11643 check character) and
 * shown in full only to the owner and the reviewing operator.
 */

const db = fileDb();
const watch = ledgerWatch(db);
const ID_NUMBER = '11010519491231002X';
/** A personal debit card (Luhn-checked), as the withdrawal form takes it. */
const CARD = '6222021234567890128';

type Certificate = { id: number; revision: number; kind: string; number: string; holder: string; status: string; validTo: string | null };

async function storeIdentityCard(token: string, number: string) {
  const file = await upload<{ id: number }>(
    '/api/upload_file',
    token,
    { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), name: '身份证.pdf' },
    { purpose: 'certificate' },
  );
  expect(file.code, file.msg).toBe(0);
  return post<Certificate>('/api/store_certificate', token, {
    scope: 'buyer',
    kind: 'identity_card',
    uploadId: file.data.id,
    number,
    holder: '张三',
    validFrom: '2020-01-01',
    validTo: null,
  });
}

describe('withdrawals for individuals (real-name verification with the identity card)', () => {
  it('an individual uploads an ID card, an operator approves it, and the buyer withdraws to a personal card in that name only', async () => {
    const buyer = await freshMember(db, 'po_idc', { buyer: true });
    const operator = await freshMember(db, 'po_idc_rev', { operator: true });
    await seedDeposit(db, buyer.id, 300_000, 'po-idc');
    watch.add(buyer.id);
    const account = { accountType: 'personal', holder: '张三', bankCode: 'ICBC', branch: '北京分行', accountNumber: CARD };

    const before = await requestWithdrawal(buyer.token, { amountCents: 100_000, account });
    expect(before.body.code).toBe(ErrorCode.PAYOUT_NOT_VERIFIED);
    expect(before.body.msg).toContain('居民身份证');

    const wrongCheck = await storeIdentityCard(buyer.token, '110105194912310021');
    expect(wrongCheck.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(wrongCheck.body.msg).toContain('公民身份号码');
    const stored = await storeIdentityCard(buyer.token, '110105 19491231 002x');
    expect(stored.body.code, stored.body.msg).toBe(0);
    expect(stored.body.data).toMatchObject({ kind: 'identity_card', number: ID_NUMBER, holder: '张三', status: 'pending', validTo: null });

    // Pending is not verified.
    expect((await requestWithdrawal(buyer.token, { amountCents: 100_000, account })).body.code).toBe(ErrorCode.PAYOUT_NOT_VERIFIED);

    // The reviewing operator sees the full number; the review's message and audit entry carry it masked.
    const queue = await get<{ list: Certificate[] }>('/api/admin/certificates', operator.token, { memberId: buyer.id });
    expect(queue.body.data.list[0]).toMatchObject({ kind: 'identity_card', number: ID_NUMBER });
    const reviewed = await post('/api/admin/certificate_review', operator.token, {
      id: stored.body.data.id,
      revision: stored.body.data.revision,
      decision: 'approve',
    });
    expect(reviewed.body.code, reviewed.body.msg).toBe(0);
    const message = await db
      .selectFrom('messages')
      .select('body')
      .where('memberId', '=', buyer.id)
      .where('kind', '=', 'certificate_reviewed')
      .executeTakeFirstOrThrow();
    expect(message.body).toContain('110***********002X');
    expect(message.body).not.toContain(ID_NUMBER);
    const audit = await db
      .selectFrom('auditLog')
      .select(['afterJson'])
      .where('entity', '=', 'certificate')
      .where('entityId', '=', String(stored.body.data.id))
      .executeTakeFirstOrThrow();
    expect(audit.afterJson).not.toContain(ID_NUMBER);

    // The owner sees the full number.
    const own = await get<{ list: Certificate[] }>('/api/certificate_list', buyer.token, { scope: 'buyer', page: 1, pageSize: 10 });
    expect(own.body.data.list[0]).toMatchObject({ number: ID_NUMBER, status: 'approved' });

    const overview = await get<{ verifiedNames: string[]; verifiedPersonNames: string[] }>('/api/member/payout_overview', buyer.token);
    expect(overview.body.data).toMatchObject({ verifiedNames: ['张三'], verifiedPersonNames: ['张三'] });
    const otherName = await requestWithdrawal(buyer.token, { amountCents: 100_000, account: { ...account, holder: '李四' } });
    expect(otherName.body.code).toBe(ErrorCode.PAYOUT_ACCOUNT_HOLDER_MISMATCH);
    const ok = await requestWithdrawal(buyer.token, { amountCents: 100_000, account });
    expect(ok.body.code, ok.body.msg).toBe(0);
    expect(ok.body.data).toMatchObject({ purpose: 'withdrawal', status: 'requested', account: { holder: '张三' } });
    expect(await depositAmounts(db, buyer.id)).toEqual({ balanceCents: 200_000, frozenCents: 100_000 });
    await post('/api/member/payout_cancel', buyer.token, { payoutNo: ok.body.data.payoutNo });
    await watch.check();
  });
});
