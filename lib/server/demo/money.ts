import type { Db } from '@/lib/server/core/db';
import { credit, depositAmounts } from '@/lib/server/deposit/ledger';
import { moneyIn } from '@/lib/server/treasury/ledger';
// Aliased: a function named use… reads as a React hook to the linter.
import { importDemoBatch, memberHasVouchers, useVoucher as spendVoucher } from '@/lib/server/voucher/service';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/**
 * The demo buyer's money: an opening balance (one ledger row, like any
 * movement) and vouchers in every state — two usable, one used, one expired —
 * plus one unclaimed code anybody may redeem on /member/account/coupons.
 * Idempotent: nothing is added for a buyer who has a balance or vouchers.
 */
export async function seedDemoMoney(trx: Db, memberIds: Map<string, number>): Promise<void> {
  const buyerId = memberIds.get('demo_buyer');
  if (buyerId === undefined) return;
  if ((await depositAmounts(trx, buyerId)).balanceCents === 0) await creditOpeningBalance(trx, buyerId, 500_000, 'opening');
  if (await memberHasVouchers(trx, buyerId)) return;
  const scope = '全场通用';
  await importDemoBatch(
    trx,
    { title: '新客专享券', faceValueCents: 1_000, minOrderCents: 10_000, validFrom: daysFromNow(-10), validUntil: daysFromNow(60), scope },
    { memberId: buyerId, codes: ['DEMOA10000'] },
  );
  await importDemoBatch(
    trx,
    { title: '试剂满减券', faceValueCents: 5_000, minOrderCents: 50_000, validFrom: daysFromNow(-10), validUntil: daysFromNow(30), scope: '自营试剂' },
    { memberId: buyerId, codes: ['DEMOB50000'] },
  );
  const [usedId] = await importDemoBatch(
    trx,
    { title: '开学季优惠券', faceValueCents: 2_000, minOrderCents: 20_000, validFrom: daysFromNow(-40), validUntil: daysFromNow(20), scope },
    { memberId: buyerId, codes: ['DEMOC20000'] },
  );
  await spendVoucher(trx, buyerId, usedId!, { orderReference: 'demo:order', orderAmountCents: 36_800 });
  await importDemoBatch(
    trx,
    { title: '双十一优惠券', faceValueCents: 3_000, minOrderCents: 30_000, validFrom: daysFromNow(-60), validUntil: daysFromNow(-5), scope },
    { memberId: buyerId, codes: ['DEMOD30000'] },
  );
  await importDemoBatch(
    trx,
    { title: '欢迎礼券', faceValueCents: 800, minOrderCents: 8_000, validFrom: daysFromNow(-1), validUntil: daysFromNow(90), scope },
    { memberId: null, codes: ['WELCOME2026'] },
  );
}

/** A demo member's opening balance: one deposit row, and the platform ledger's money in, keeping every account's sum at zero. */
export async function creditOpeningBalance(trx: Db, memberId: number, cents: number, name: string): Promise<void> {
  const reference = `demo:${name}`;
  const idempotencyKey = `demo-${name}-balance`;
  await credit(trx, memberId, cents, { kind: 'adjustment', reference, idempotencyKey });
  // The demo's money came from outside like a recharge's.
  await moneyIn(trx, cents, { reference, idempotencyKey, memo: '演示数据的初始余额' });
}
