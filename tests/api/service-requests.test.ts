import { afterAll, describe, expect, it } from 'vitest';
import { importMembers } from '@/lib/server/account/service';
import { HELP_SECTIONS } from '@/lib/shared/help-sections';
import { ErrorCode } from '@/lib/server/core/errors';
import { mailArrives } from './eventually';
import { call, freshIp, lastMailTo, testDb, tokenFor, url } from './helpers';

const db = testDb();
afterAll(() => db.destroy());

type Receipt = { id: number; requestNo: string; mailedTo: string; createdAt: string };
type Fields = { fields: { field: string; message: string }[] };

let mailboxCounter = 0;
/** An address no other test writes to, so the newest mail to it is this test's. */
const freshEmail = () => `sr${process.pid}-${Date.now().toString(36)}-${(mailboxCounter += 1)}@example.com`;

const feedback = (email = freshEmail()) => ({
  topic: '功能建议',
  content: '希望搜索结果可以按价格排序，方便比较。',
  contactName: '张老师',
  email,
  pageUrl: '/searchResults/乙醇/1',
});
const consignment = (email = freshEmail()) => ({
  contactName: '李经理',
  email,
  phone: '021-50001234',
  company: '某某化工有限公司',
  productName: '无水乙醇',
  cas: '64175',
  quantity: '500 mL × 40 瓶',
  location: '江苏省苏州市',
  hazardous: true,
  note: 'AR，批号 2405，2026 年复验',
});
const logistics = (email = freshEmail()) => ({
  contactName: 'Wang',
  email,
  direction: 'import',
  origin: '德国 汉堡',
  destination: '中国 上海',
  productName: '乙腈',
  cas: '75-05-8',
  unNumber: '1648',
  dangerClass: '3',
  transportMode: 'sea',
  weight: '320 kg / 2 桶',
  hasMsds: true,
});

async function operatorToken(): Promise<string> {
  const username = `operator_${Date.now().toString(36)}_${process.pid % 1000}`;
  await importMembers(db, [
    { username, password: 'Fresh12345', memberType: 'licence', isBuyer: false, isSeller: false, displayName: '运营', companyName: null },
  ]);
  // No API makes an operator (the console will); the test arranges the role in the database.
  await db.updateTable('members').set({ isOperator: 1 }).where('username', '=', username).execute();
  return tokenFor(db, username);
}

describe('service requests: feedback, consignment, international logistics', () => {
  it.each([
    ['/api/feedback_create', 'feedback', 'FK', feedback, '使用反馈'],
    ['/api/consignment_create', 'consignment', 'JS', consignment, '寄售申请'],
    ['/api/logistics_create', 'logistics', 'WL', logistics, '国际物流询价'],
  ] as const)('%s stores the request and mails the acknowledgement with its number', async (path, kind, prefix, make, title) => {
    const body = make();
    const { body: answer } = await call<Receipt>(path, { method: 'POST', body, ip: freshIp() });
    expect(answer.code).toBe(0);
    expect(answer.data.requestNo).toMatch(new RegExp(`^${prefix}\\d{8}\\d{6}$`));
    expect(answer.data.mailedTo).toBe(body.email);

    const row = await db.selectFrom('serviceRequests').selectAll().where('id', '=', answer.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind, email: body.email, contactName: body.contactName, memberId: null, status: 'new' });
    const details = JSON.parse(row.details) as Record<string, unknown>;
    expect(details).not.toHaveProperty('email');

    const mail = await mailArrives(body.email, `我们已收到您的${title}，受理编号 ${answer.data.requestNo}`);
    expect(mail.raw).toMatch(/^Subject: /m);
    expect(mail.text).toContain(body.contactName);
  });

  it('normalises what it keeps: CAS with dashes, UN number with its prefix, landline with its dash', async () => {
    const c = await call<Receipt>('/api/consignment_create', { method: 'POST', body: { ...consignment(), phone: '02150001234' }, ip: freshIp() });
    const row = await db.selectFrom('serviceRequests').selectAll().where('id', '=', c.body.data.id).executeTakeFirstOrThrow();
    expect(row.phone).toBe('021-50001234');
    expect(row.company).toBe('某某化工有限公司');
    expect(JSON.parse(row.details)).toMatchObject({ cas: '64-17-5', hazardous: true });
    const l = await call<Receipt>('/api/logistics_create', { method: 'POST', body: logistics(), ip: freshIp() });
    const logisticsRow = await db.selectFrom('serviceRequests').select('details').where('id', '=', l.body.data.id).executeTakeFirstOrThrow();
    expect(JSON.parse(logisticsRow.details)).toMatchObject({ unNumber: 'UN1648', cas: '75-05-8', dangerClass: '3' });
  });

  it.each([
    ['/api/feedback_create', { ...feedback(), content: '太短' }, 'content', '反馈内容至少 10 个字'],
    ['/api/feedback_create', { ...feedback(), email: 'not-an-email' }, 'email', '请填写有效的邮箱，受理回执将发送到这里'],
    ['/api/feedback_create', { ...feedback(), topic: '投诉' }, 'topic', '请选择反馈类型'],
    ['/api/consignment_create', { ...consignment(), cas: '64-17-6' }, 'cas', 'CAS 号不正确：格式如 64-17-5，末位为校验位'],
    ['/api/consignment_create', { ...consignment(), company: '' }, 'company', '公司名称至少 2 个字'],
    ['/api/consignment_create', { ...consignment(), hazardous: undefined }, 'hazardous', '请说明是否属于危险化学品'],
    ['/api/logistics_create', { ...logistics(), unNumber: '12' }, 'unNumber', 'UN 编号为 4 位数字，如 UN1170'],
    ['/api/logistics_create', { ...logistics(), dangerClass: '10' }, 'dangerClass', '请选择危险品类别'],
    [
      '/api/logistics_create',
      { ...logistics(), phone: '123' },
      'phone',
      '请填写 11 位手机号、带区号的固定电话（如 020-12345678）或带国家码的号码（如 +85291234567）',
    ],
  ])('%s refuses bad input with a Chinese message naming the field (%s)', async (path, body, field, message) => {
    const before = await db
      .selectFrom('serviceRequests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const { status, body: answer } = await call<Fields>(path, { method: 'POST', body, ip: freshIp() });
    expect(status).toBe(200);
    expect(answer.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(answer.msg).toBe(`参数 ${field} 不正确：${message}`);
    expect(answer.data.fields[0]).toEqual({ field, message });
    const after = await db
      .selectFrom('serviceRequests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('a body that is not JSON is refused with 1005, not a 500', async () => {
    const { status, body } = await call('/api/feedback_create', { method: 'POST', rawBody: '{oops', ip: freshIp() });
    expect(status).toBe(200);
    expect(body.code).toBe(ErrorCode.MALFORMED_BODY);
  });

  it('takes five requests of one kind per address in an hour; the sixth gets 6101 with the wait, other kinds and addresses go on', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await call('/api/feedback_create', { method: 'POST', body: feedback(), ip })).body.code).toBe(0);
    const email = freshEmail();
    const refused = await call<{ retryAfterSeconds: number }>('/api/feedback_create', { method: 'POST', body: feedback(email), ip });
    expect(refused.body.code).toBe(ErrorCode.SERVICE_REQUEST_TOO_FREQUENT);
    expect(refused.body.msg).toMatch(/^同一网络一小时内最多提交 5 次使用反馈，请 \d+ 分钟后再试$/);
    expect(refused.body.data.retryAfterSeconds).toBeGreaterThan(3500);
    expect(lastMailTo(email)).toBeNull();
    expect((await call('/api/consignment_create', { method: 'POST', body: consignment(), ip })).body.code).toBe(0);
    expect((await call('/api/feedback_create', { method: 'POST', body: feedback(), ip: freshIp() })).body.code).toBe(0);
  });

  it('records the member who sent it when signed in', async () => {
    const token = await tokenFor(db, 'demo_buyer');
    const { body } = await call<Receipt>('/api/feedback_create', { method: 'POST', body: feedback(), token, ip: freshIp() });
    const row = await db.selectFrom('serviceRequests').select('memberId').where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row.memberId).not.toBeNull();
  });

  it('lists the requests for an operator only, newest first, by kind', async () => {
    const sent = await call<Receipt>('/api/logistics_create', { method: 'POST', body: logistics(), ip: freshIp() });
    expect((await call('/api/service_requests')).body.code).toBe(10);
    const buyer = await tokenFor(db, 'demo_buyer');
    expect((await call('/api/service_requests', { token: buyer })).body).toMatchObject({ code: ErrorCode.ROLE_FORBIDDEN, msg: '该功能仅对平台运营人员开放' });
    const token = await operatorToken();
    const { body } = await call<{ list: { id: number; kind: string; requestNo: string; details: Record<string, unknown> }[]; total: number }>(
      '/api/service_requests',
      {
        token,
        query: { kind: 'logistics', pageSize: 5 },
      },
    );
    expect(body.code).toBe(0);
    expect(body.data.list[0]).toMatchObject({
      id: sent.body.data.id,
      kind: 'logistics',
      requestNo: sent.body.data.requestNo,
      details: { productName: '乙腈' },
    });
    expect(body.data.list.every((r) => r.kind === 'logistics')).toBe(true);
    expect(body.data.total).toBeGreaterThanOrEqual(body.data.list.length);
    expect((await call('/api/service_requests', { token, query: { kind: 'other' } })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
  });
});

describe('COA lookup', () => {
  async function certifiedLot() {
    return db
      .selectFrom('goods')
      .innerJoin('substances', 'substances.id', 'goods.substanceId')
      .select(['goods.id', 'goods.lotNumber', 'substances.cas'])
      .where('goods.status', '=', 'on_shelf')
      .where('goods.coaUploadId', 'is not', null)
      .orderBy('goods.id')
      .executeTakeFirstOrThrow();
  }

  it('finds the certificate the seller uploaded for a CAS number and lot, in any letter case', async () => {
    const goods = await certifiedLot();
    const { body } = await call<{ cas: string; lotNumber: string; certificates: { goodsId: number; url: string }[] }>('/api/coa_lookup', {
      query: { cas: goods.cas.replace(/-/g, ''), lot: ` ${goods.lotNumber!.toLowerCase()} ` },
    });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ cas: goods.cas, lotNumber: goods.lotNumber });
    expect(body.data.certificates).toContainEqual(expect.objectContaining({ goodsId: goods.id, url: `/coa/${goods.id}` }));
  });

  it('answers 6102 for a lot that is not on offer, and 1004 for a bad CAS number or a missing lot', async () => {
    const goods = await certifiedLot();
    const missing = await call('/api/coa_lookup', { query: { cas: goods.cas, lot: 'NO-SUCH-LOT' } });
    expect(missing.body).toMatchObject({
      code: ErrorCode.COA_NOT_FOUND,
      msg: `未找到 CAS ${goods.cas}、批号 NO-SUCH-LOT 的 COA：请核对瓶签上的批号，或联系卖家索取`,
    });
    const unknown = await call('/api/coa_lookup', { query: { cas: '100-02-7', lot: goods.lotNumber! } });
    expect(unknown.body.code).toBe(ErrorCode.COA_NOT_FOUND);
    const badCas = await call('/api/coa_lookup', { query: { cas: '64-17-6', lot: 'X' } });
    expect(badCas.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: '参数 cas 不正确：CAS 号不正确：格式如 64-17-5，末位为校验位' });
    const noLot = await call('/api/coa_lookup', { query: { cas: goods.cas } });
    expect(noLot.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: '参数 lot 不正确：请填写批号' });
  });
});

describe('help centre pages', () => {
  it('serves every section at both addresses, lists them in the sitemap, and 404s an unknown one', async () => {
    const sitemap = await (await fetch(url('/sitemaps/pages.xml'))).text();
    for (const { slug, title } of HELP_SECTIONS) {
      expect(sitemap).toContain(`/about_us/${slug}</loc>`);
      for (const path of [`/about_us/${slug}`, `/about_us/components/${slug}`]) {
        const response = await fetch(url(path));
        expect(response.status, path).toBe(200);
        expect(await response.text()).toContain(`<h1 class="page-title">${title}</h1>`);
      }
    }
    for (const path of ['/consignment', '/international_logistics', '/about_us']) expect(sitemap).toContain(`${path}</loc>`);
    expect((await fetch(url('/about_us/no_such_section'))).status).toBe(404);
    expect((await fetch(url('/about_us/news/no-such-article'))).status).toBe(404);
  });
});
