import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { uploadAs } from './fresh-roles';
import { call, freshIp, testDb, url } from './helpers';

const db = testDb();
afterAll(() => db.destroy());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);

async function signIn(account: string, password: string): Promise<string> {
  const { body } = await call<{ token: string }>('/api/login', { method: 'POST', body: { account, password }, ip: freshIp() });
  expect(body.code, body.msg).toBe(0);
  return body.data.token;
}

/** A multipart upload exactly as a browser sends it (purpose: the profile's licence). */
const upload = (token: string | null, bytes: Buffer, name: string, type?: string) => uploadAs(token, bytes, name, 'licence', type);

describe('POST /api/upload_file', () => {
  it('stores a PDF for its owner, and only the owner can read it back', async () => {
    const seller = await signIn('demo_seller', 'Seller12345');
    const body = await upload(seller, PDF, '营业执照.pdf', 'application/pdf');
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ name: '营业执照.pdf', contentType: 'application/pdf', url: `/files/${body.data.id}` });

    const own = await fetch(url(body.data.url), { headers: { authorization: `Bearer ${seller}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);

    const buyer = await signIn('demo_buyer', 'Buyer12345');
    expect((await fetch(url(body.data.url), { headers: { authorization: `Bearer ${buyer}` } })).status).toBe(404);
    expect((await fetch(url(body.data.url))).status).toBe(404);
  });

  it('judges a file by its bytes: a script named .pdf is refused', async () => {
    const seller = await signIn('demo_seller', 'Seller12345');
    const body = await upload(seller, Buffer.from('<script>alert(1)</script>'), 'licence.pdf', 'application/pdf');
    expect(body).toMatchObject({ code: ErrorCode.UPLOAD_INVALID, msg: '只能上传 PDF、PNG 或 JPG 文件' });
    expect((await upload(seller, PNG, 'scan.png')).data.contentType).toBe('image/png');
  });

  it('refuses empty files, files over 10 MB, and anonymous uploads', async () => {
    const seller = await signIn('demo_seller', 'Seller12345');
    expect((await upload(seller, Buffer.alloc(0), 'empty.pdf')).code).toBe(ErrorCode.UPLOAD_INVALID);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect(await upload(seller, big, 'big.pdf')).toMatchObject({ code: ErrorCode.UPLOAD_INVALID, msg: '文件超过 10 MB，请压缩后再上传' });
    expect((await upload(null, PDF, 'x.pdf')).code).toBe(10);
  });
});

describe('the member profile (improveInfo)', () => {
  it('a Licence registrant needs organisation, a valid credit code and the licence file', async () => {
    const seller = await signIn('demo_seller2', 'Seller12345');
    const before = await call<{ complete: boolean; kind: string }>('/api/member/profile', { token: seller });
    expect(before.body.data).toMatchObject({ complete: false, kind: 'company' });

    const save = (body: object) =>
      call<{ complete: boolean; creditCode: string; licence: { name: string } | null }>('/api/member/profile_update', { method: 'POST', token: seller, body });
    expect((await save({ realName: '赵经理' })).body).toMatchObject({ code: ErrorCode.PROFILE_INVALID, msg: '机构注册须填写机构名称' });
    expect((await save({ realName: '赵经理', organisationName: '天津北方精细化工有限公司', creditCode: '91350100M000100Y44' })).body.msg).toBe(
      '统一社会信用代码不正确：应为 18 位，末位为校验码',
    );
    expect((await save({ realName: '赵经理', organisationName: '天津北方精细化工有限公司', creditCode: '91350100M000100Y43' })).body.msg).toBe(
      '机构注册须上传营业执照或经营许可证',
    );
    const licence = await upload(seller, PDF, '危化品经营许可证.pdf');
    const saved = await save({
      realName: '赵经理',
      organisationName: '天津北方精细化工有限公司',
      creditCode: '91350100m000100y43',
      licenceUploadId: licence.data.id,
    });
    expect(saved.body.code).toBe(0);
    expect(saved.body.data).toMatchObject({ complete: true, creditCode: '91350100M000100Y43', licence: { name: '危化品经营许可证.pdf' } });
  });

  it("cannot attach another member's file", async () => {
    const seller = await signIn('demo_seller', 'Seller12345');
    const theirs = await upload(seller, PDF, 'theirs.pdf');
    const buyer = await signIn('demo_buyer', 'Buyer12345');
    const { body } = await call('/api/member/profile_update', { method: 'POST', token: buyer, body: { realName: '王老师', licenceUploadId: theirs.data.id } });
    expect(body).toMatchObject({ code: ErrorCode.PROFILE_INVALID, msg: '许可证文件不存在，请重新上传' });
  });

  it('a teacher is a person: name required, institution optional', async () => {
    const buyer = await signIn('demo_buyer', 'Buyer12345');
    const missing = await call('/api/member/profile_update', { method: 'POST', token: buyer, body: { realName: ' ' } });
    expect(missing.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    const { body } = await call<{ complete: boolean; kind: string; organisationName: string }>('/api/member/profile_update', {
      method: 'POST',
      token: buyer,
      body: { realName: '王丽', organisationName: '复旦大学化学系' },
    });
    expect(body.data).toMatchObject({ complete: true, kind: 'person', organisationName: '复旦大学化学系' });
  });
});

describe('seller calls refuse members who do not sell', () => {
  it('GET /api/good_list answers a buyer with 3012 and a seller with their goods', async () => {
    const buyer = await signIn('demo_buyer', 'Buyer12345');
    const refused = await call('/api/good_list', { token: buyer });
    expect(refused.body).toEqual({ code: ErrorCode.ROLE_FORBIDDEN, msg: '该功能仅对卖家开放，请先开通卖家身份', data: null });

    const seller = await signIn('demo_seller', 'Seller12345');
    const { body } = await call<{ list: { status: string; cas: string }[]; total: number }>('/api/good_list', {
      token: seller,
      query: { status: 'pending', pageSize: 5 },
    });
    expect(body.code).toBe(0);
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.list.every((g) => g.status === 'pending' && /^\d+-\d{2}-\d$/.test(g.cas))).toBe(true);
  });
});
