import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, testDb } from './helpers';
import { freshMember, post, type FreshMember } from './kit';

const db = testDb();
afterAll(() => db.destroy());

type Account = {
  id: number;
  accountType: string;
  holder: string;
  bankCode: string;
  bankName: string;
  branch: string;
  maskedNumber: string;
  isDefault: boolean;
};
type Page<T> = { list: T[]; total: number };

// A 19-digit UnionPay-style number with a correct Luhn digit, and the same with its last digit changed.
const CARD = '6222020200001234562';
const CARD_TYPO = '6222020200001234563';
const personal = { accountType: 'personal', holder: '张三', bankCode: 'ICBC', branch: '上海张江支行', accountNumber: '6222 0202 0000 1234 562' };
const corporate = { accountType: 'corporate', holder: '上海测试化工有限公司', bankCode: 'CMB', branch: '上海分行营业部', accountNumber: '121909876510301' };

const list = (token: string) => call<Page<Account>>('/api/collecting_account_list', { token, query: { pageSize: 50 } });

async function create(token: string, body: object = personal): Promise<Account> {
  const { body: answer } = await post<Account>('collecting_account', token, body);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

async function defaultsInDb(memberId: number): Promise<number> {
  const rows = await db.selectFrom('collectingAccounts').select('id').where('memberId', '=', memberId).where('isDefault', '=', 1).execute();
  return rows.length;
}

describe('collecting accounts: sellers only', () => {
  it('a buyer without the seller role gets 3012 from every call', async () => {
    const buyer = await freshMember(db, 'acct_b', { buyer: true });
    expect((await call('/api/collecting_account_list', { token: buyer.token })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    for (const path of [
      'collecting_account',
      'collecting_account_update',
      'collecting_account_delete',
      'collecting_account_default',
      'collecting_account_reveal',
    ]) {
      expect((await post<Account>(path, buyer.token, { id: 1, ...personal })).body.code, path).toBe(ErrorCode.ROLE_FORBIDDEN);
    }
  });
});

describe('collecting accounts: masked numbers, reveal, edit', () => {
  let seller: FreshMember;
  let first: Account;
  beforeAll(async () => {
    seller = await freshMember(db, 'acct_s', { seller: true });
    first = await create(seller.token);
  });

  it('answers the number masked everywhere, the first account being the default', async () => {
    expect(first).toMatchObject({ maskedNumber: '6222 **** **** 4562', isDefault: true, bankName: '中国工商银行', accountType: 'personal' });
    expect(JSON.stringify((await list(seller.token)).body)).not.toContain(CARD);
  });

  it('reveals the full number to its owner on request', async () => {
    expect((await post<Account>('collecting_account_reveal', seller.token, { id: first.id })).body.data).toEqual({ id: first.id, accountNumber: CARD });
  });

  it('update without a number keeps it; a changed account type must still suit it', async () => {
    const { accountNumber: _unused, ...withoutNumber } = personal;
    const renamed = await post<Account>('collecting_account_update', seller.token, { ...withoutNumber, id: first.id, holder: '张三丰' });
    expect(renamed.body.data).toMatchObject({ holder: '张三丰', maskedNumber: '6222 **** **** 4562' });
    // 19 digits are a valid corporate account number too.
    const corporateNow = await post<Account>('collecting_account_update', seller.token, { ...withoutNumber, id: first.id, accountType: 'corporate' });
    expect(corporateNow.body.data.accountType).toBe('corporate');
    const short = await create(seller.token, { ...corporate, accountNumber: '12345678' });
    const { accountNumber: _n, ...corporateWithoutNumber } = corporate;
    const wrong = await post<Account>('collecting_account_update', seller.token, { ...corporateWithoutNumber, id: short.id, accountType: 'personal' });
    expect(wrong.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(wrong.body.msg).toMatch(/重新填写账号/);
  });
});

describe('collecting accounts: validation', () => {
  let seller: FreshMember;
  beforeAll(async () => {
    seller = await freshMember(db, 'acct_v', { seller: true });
  });

  const cases: [string, object, string, RegExp][] = [
    ['a debit card failing the Luhn check', { ...personal, accountNumber: CARD_TYPO }, 'accountNumber', /校验不通过/],
    ['a debit card of 15 digits', { ...personal, accountNumber: '622202020000123' }, 'accountNumber', /16–19 位/],
    ['a debit card of 20 digits', { ...personal, accountNumber: '62220202000012345620' }, 'accountNumber', /16–19 位/],
    ['letters in the number', { ...personal, accountNumber: '6222O20200001234562' }, 'accountNumber', /只能包含数字/],
    ['a corporate account of 7 digits', { ...corporate, accountNumber: '1219098' }, 'accountNumber', /8–30 位/],
    ['a bank not on the list', { ...personal, bankCode: 'XYZ' }, 'bankCode', /请从列表中选择开户银行/],
    ['no holder', { ...personal, holder: '' }, 'holder', /请填写开户名/],
    ['no branch', { ...personal, branch: ' ' }, 'branch', /开户支行至少/],
    ['no account type', { ...personal, accountType: 'savings' }, 'accountType', /请选择账户类型/],
  ];
  for (const [name, body, field, message] of cases) {
    it(`refuses ${name} (1004, field ${field})`, async () => {
      const { body: answer } = await post<{ fields: { field: string; message: string }[] }>('collecting_account', seller.token, body);
      expect(answer.code, answer.msg).toBe(ErrorCode.VALIDATION_FAILED);
      expect(answer.data.fields.find((f) => f.field === field)?.message).toMatch(message);
    });
  }

  it('takes a corporate account without Luhn check, and stored nothing for the refusals', async () => {
    await create(seller.token, corporate);
    expect((await list(seller.token)).body.data.total).toBe(1);
  });
});

describe('collecting accounts: another seller’s rows are not found', () => {
  let owner: FreshMember;
  let intruder: FreshMember;
  let account: Account;
  beforeAll(async () => {
    owner = await freshMember(db, 'acct_own', { seller: true });
    intruder = await freshMember(db, 'acct_int', { seller: true });
    account = await create(owner.token);
    await create(intruder.token, corporate);
  });

  it('the list holds only one’s own', async () => {
    expect((await list(intruder.token)).body.data.list.map((a) => a.holder)).toEqual([corporate.holder]);
  });

  for (const [path, extra] of [
    ['collecting_account_update', personal],
    ['collecting_account_delete', {}],
    ['collecting_account_reveal', {}],
    ['collecting_account_default', {}],
  ] as const) {
    it(`${path} of another seller’s account answers 7104`, async () => {
      const { body } = await post<Account>(path, intruder.token, { ...extra, id: account.id });
      expect(body).toMatchObject({ code: ErrorCode.COLLECTING_ACCOUNT_NOT_FOUND, msg: '收款账户不存在或已删除', data: null });
    });
  }

  it('and the owner’s account is unchanged', async () => {
    expect((await list(owner.token)).body.data.list).toEqual([expect.objectContaining({ id: account.id, holder: '张三', isDefault: true })]);
  });
});

describe('collecting accounts: exactly one default', () => {
  it('20 parallel creates asking to be the default leave 10 accounts (the limit) and one default', async () => {
    const seller = await freshMember(db, 'acct_par', { seller: true });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post<Account>('collecting_account', seller.token, { ...corporate, holder: `单位 ${i}`, isDefault: true })),
    );
    const codes = answers.map((a) => a.body.code).sort();
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    expect(codes.filter((c) => c === ErrorCode.COLLECTING_ACCOUNT_LIMIT_REACHED)).toHaveLength(10);
    expect(await defaultsInDb(seller.id)).toBe(1);

    const ids = (await list(seller.token)).body.data.list.map((a) => a.id);
    const moves = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? post<Account>('collecting_account_default', seller.token, { id: ids[i % ids.length] })
          : post<Account>('collecting_account_update', seller.token, { ...corporate, id: ids[i % ids.length], isDefault: true }),
      ),
    );
    expect(moves.every((m) => m.body.code === 0)).toBe(true);
    expect(await defaultsInDb(seller.id)).toBe(1);
  });

  it('deleting the default hands it to the most recently updated one; deleting the last leaves none', async () => {
    const seller = await freshMember(db, 'acct_del', { seller: true });
    const a = await create(seller.token, corporate);
    const b = await create(seller.token, { ...corporate, holder: '第二个' });
    expect(a.isDefault).toBe(true);
    expect((await post<Account>('collecting_account_delete', seller.token, { id: a.id })).body.data).toEqual({ id: a.id, defaultId: b.id });
    expect((await list(seller.token)).body.data.list).toEqual([expect.objectContaining({ id: b.id, isDefault: true })]);
    expect((await post<Account>('collecting_account_delete', seller.token, { id: b.id })).body.data).toEqual({ id: b.id, defaultId: null });
  });
});
