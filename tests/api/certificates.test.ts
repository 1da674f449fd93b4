import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedCertificateKinds } from '@/lib/server/certificates/queries';
import { chinaToday } from '@/lib/shared/china-day';
import { ErrorCode } from '@/lib/server/core/errors';
import { TINY_PDF, uploadAs } from './fresh-roles';
import { call, testDb } from './helpers';
import { freshMember, post, type FreshMember } from './kit';

const db = testDb();
afterAll(() => db.destroy());

type Certificate = {
  id: number;
  scope: 'buyer' | 'supplier';
  kind: string;
  number: string;
  status: string;
  statusLabel: string;
  rejectReason: string | null;
  revision: number;
  validTo: string | null;
  file: { id: number; url: string } | null;
};
type Page<T> = { list: T[]; total: number };

const list = (token: string, query: Record<string, string | number> = {}) => call<Page<Certificate>>('/api/certificate_list', { token, query });

function daysFromToday(days: number): string {
  const d = new Date(`${chinaToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function certificateFile(token: string): Promise<number> {
  const answer = await uploadAs(token, TINY_PDF, '许可证.pdf');
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.id;
}

const permit = (uploadId: number) => ({
  scope: 'buyer',
  kind: 'precursor_purchase_permit',
  number: '（沪）1J3101012026000123',
  holder: '上海测试化工有限公司',
  validFrom: daysFromToday(-30),
  validTo: daysFromToday(335),
  uploadId,
  allowances: [{ cas: '7664-93-9', quantity: 1, unitCode: 't' }],
});

async function store(token: string, body: object): Promise<Certificate> {
  const { body: answer } = await post<Certificate>('store_certificate', token, body);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

describe('certificates: a buyer stores and lists their own', () => {
  let buyer: FreshMember;
  let other: FreshMember;
  let mine: Certificate;
  let theirs: Certificate;
  let theirSupplier: Certificate;

  beforeAll(async () => {
    buyer = await freshMember(db, 'cert_b', { buyer: true });
    other = await freshMember(db, 'cert_o', { buyer: true, seller: true });
    mine = await store(buyer.token, permit(await certificateFile(buyer.token)));
    theirs = await store(other.token, permit(await certificateFile(other.token)));
    theirSupplier = await store(other.token, {
      scope: 'supplier',
      kind: 'business_licence',
      number: '91350100m000100y43',
      holder: '福州测试贸易有限公司',
      validFrom: '2015-06-01',
      validTo: null,
      uploadId: await certificateFile(other.token),
    });
  });

  it('a new certificate waits for review, with its file', () => {
    expect(mine).toMatchObject({
      scope: 'buyer',
      status: 'pending',
      statusLabel: '待审核',
      revision: 1,
      rejectReason: null,
      number: '（沪）1J3101012026000123',
    });
    expect(mine.file?.url).toBe(`/files/${mine.file?.id}`);
    expect(theirSupplier).toMatchObject({ number: '91350100M000100Y43', validTo: null, status: 'pending' });
  });

  it('certificate_list shows only the caller’s own, by section', async () => {
    const own = (await list(buyer.token)).body.data;
    expect(own.list.map((c) => c.id)).toEqual([mine.id]);
    expect((await list(other.token, { scope: 'supplier' })).body.data.list.map((c) => c.id)).toEqual([theirSupplier.id]);
    expect((await list(other.token, { scope: 'buyer' })).body.data.list.map((c) => c.id)).toEqual([theirs.id]);
  });

  it('delete_certificate of another member’s certificate answers not found and deletes nothing', async () => {
    const { body } = await post<Certificate>('delete_certificate', buyer.token, { id: theirs.id });
    expect(body).toMatchObject({ code: ErrorCode.CERTIFICATE_NOT_FOUND, msg: '证书不存在或已删除' });
    expect((await list(other.token, { scope: 'buyer' })).body.data.total).toBe(1);
  });

  it('delete_supplier_certificate of another member’s licence answers not found; a supplier licence is not deleted through delete_certificate', async () => {
    expect((await post<Certificate>('delete_supplier_certificate', buyer.token, { id: theirSupplier.id })).body.code).toBe(ErrorCode.CERTIFICATE_NOT_FOUND);
    expect((await post<Certificate>('delete_certificate', other.token, { id: theirSupplier.id })).body.code).toBe(ErrorCode.CERTIFICATE_NOT_FOUND);
    expect((await list(other.token, { scope: 'supplier' })).body.data.total).toBe(1);
  });

  it('store_certificate with another member’s id answers not found and changes nothing', async () => {
    const { body } = await post<Certificate>('store_certificate', buyer.token, {
      ...permit(await certificateFile(buyer.token)),
      id: theirs.id,
      holder: '冒名公司',
    });
    expect(body.code).toBe(ErrorCode.CERTIFICATE_NOT_FOUND);
    expect((await list(other.token, { scope: 'buyer' })).body.data.list[0]).toMatchObject({ id: theirs.id, revision: 1 });
  });

  it('a non-seller cannot store supplier licences (3012)', async () => {
    const { body } = await post<Certificate>('store_certificate', buyer.token, {
      ...permit(await certificateFile(buyer.token)),
      scope: 'supplier',
      kind: 'hazardous_business_licence',
      allowances: undefined,
    });
    expect(body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
  });

  it('deletes one’s own certificate', async () => {
    const extra = await store(buyer.token, permit(await certificateFile(buyer.token)));
    expect((await post<Certificate>('delete_certificate', buyer.token, { id: extra.id })).body).toMatchObject({ code: 0, data: { id: extra.id } });
    expect((await post<Certificate>('delete_certificate', buyer.token, { id: extra.id })).body.code).toBe(ErrorCode.CERTIFICATE_NOT_FOUND);
  });

  it('signed out, every call answers code 10', async () => {
    expect((await call('/api/certificate_list')).body.code).toBe(10);
    for (const path of ['store_certificate', 'delete_certificate', 'delete_supplier_certificate']) {
      expect((await call(`/api/${path}`, { method: 'POST', body: { id: mine.id } })).body.code, path).toBe(10);
    }
  });
});

describe('certificates: validation', () => {
  let member: FreshMember;
  let uploadId: number;
  beforeAll(async () => {
    member = await freshMember(db, 'cert_v', { buyer: true, seller: true });
    uploadId = await certificateFile(member.token);
  });

  const cases: [string, (u: number) => object, string, RegExp][] = [
    ['holder missing', (u) => ({ ...permit(u), holder: '  ' }), 'holder', /请填写持证单位/],
    [
      'business licence with a wrong check character',
      (u) => ({ ...permit(u), scope: 'supplier', kind: 'business_licence', number: '91350100M000100Y44', validTo: null }),
      'number',
      /统一社会信用代码/,
    ],
    ['licence number without digits', (u) => ({ ...permit(u), number: '沪危化经字' }), 'number', /至少含 3 位数字/],
    ['end date before the start', (u) => ({ ...permit(u), validFrom: daysFromToday(10), validTo: daysFromToday(5) }), 'validTo', /应晚于开始日期/],
    ['a permit without end date', (u) => ({ ...permit(u), validTo: null }), 'validTo', /请填写有效期截止日期/],
    ['already expired', (u) => ({ ...permit(u), validFrom: '2020-01-01', validTo: daysFromToday(-1) }), 'validTo', /已过有效期/],
    ['not a date', (u) => ({ ...permit(u), validFrom: '2026-02-30' }), 'validFrom', /YYYY-MM-DD/],
    ['a kind of the other section', (u) => ({ ...permit(u), kind: 'business_licence' }), 'kind', /不属于购买资质/],
    ['unknown kind', (u) => ({ ...permit(u), kind: 'driving_licence' }), 'kind', /请选择证书类型/],
    ['no file', (u) => ({ ...permit(u), uploadId: undefined }), 'uploadId', /请上传证书文件/],
    ['a purchase permit without its substances', (u) => ({ ...permit(u), allowances: undefined }), 'allowances', /品种与数量（至少一项）/],
    ['a substance listed twice', (u) => ({ ...permit(u), allowances: [...permit(u).allowances, ...permit(u).allowances] }), 'allowances', /同一品种只能列一次/],
  ];
  for (const [name, body, field, message] of cases) {
    it(`refuses ${name} (1004, field ${field}) and stores nothing`, async () => {
      const { body: answer } = await post<{ fields: { field: string; message: string }[] }>('store_certificate', member.token, body(uploadId));
      expect(answer.code, answer.msg).toBe(ErrorCode.VALIDATION_FAILED);
      expect(answer.data.fields.find((f) => f.field === field)?.message).toMatch(message);
      expect((await list(member.token)).body.data.total).toBe(0);
    });
  }

  it('refuses a file of another member, and a file uploaded for another purpose', async () => {
    const stranger = await freshMember(db, 'cert_s', { buyer: true });
    const foreign = await certificateFile(stranger.token);
    const profileFile = await uploadAs(member.token, TINY_PDF, 'licence.pdf', 'licence');
    for (const id of [foreign, profileFile.data.id]) {
      const { body } = await post<Certificate>('store_certificate', member.token, permit(id));
      expect(body.code).toBe(ErrorCode.VALIDATION_FAILED);
      expect(body.msg).toMatch(/证书文件不存在/);
    }
  });
});

describe('certificates: operator review', () => {
  let member: FreshMember;
  let operator: FreshMember;
  let certificate: Certificate;
  const review = (token: string, body: object) => post<Certificate & { username: string }>('admin/certificate_review', token, body);
  const auditRows = (id: number) =>
    db.selectFrom('auditLog').selectAll().where('entity', '=', 'certificate').where('entityId', '=', String(id)).orderBy('id').execute();

  beforeAll(async () => {
    member = await freshMember(db, 'cert_r', { buyer: true, seller: true });
    operator = await freshMember(db, 'cert_op', { operator: true });
    certificate = await store(member.token, permit(await certificateFile(member.token)));
  });

  it('members get 3012 from the operator calls', async () => {
    expect((await call('/api/admin/certificates', { token: member.token })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    expect((await review(member.token, { id: certificate.id, revision: 1, decision: 'approve' })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
  });

  it('lists pending certificates with the member, filtered by member', async () => {
    const { body } = await call<Page<Certificate & { memberId: number; username: string }>>('/api/admin/certificates', {
      token: operator.token,
      query: { status: 'pending', memberId: member.id },
    });
    expect(body.data.list).toHaveLength(1);
    expect(body.data.list[0]).toMatchObject({ id: certificate.id, memberId: member.id, username: member.username, status: 'pending' });
  });

  it('the operator can open the file; approval of a stale revision is refused', async () => {
    expect((await review(operator.token, { id: certificate.id, revision: 2, decision: 'approve' })).body.code).toBe(ErrorCode.CERTIFICATE_REVIEW_CONFLICT);
    const approved = await review(operator.token, { id: certificate.id, revision: 1, decision: 'approve' });
    expect(approved.body.data).toMatchObject({ status: 'approved', revision: 1 });
    expect(await approvedCertificateKinds(db, member.id)).toEqual(new Set(['precursor_purchase_permit']));
    const audit = await auditRows(certificate.id);
    expect(audit.map((a) => [a.action, a.operatorId])).toEqual([['certificate.approve', operator.id]]);
    expect((await review(operator.token, { id: certificate.id, revision: 1, decision: 'reject', reason: '复审' })).body.code).toBe(
      ErrorCode.CERTIFICATE_REVIEW_CONFLICT,
    );
  });

  it('editing an approved certificate puts it back to pending', async () => {
    const edited = await store(member.token, { ...permit(certificate.file!.id), id: certificate.id, holder: '上海测试化工股份有限公司' });
    expect(edited).toMatchObject({ id: certificate.id, status: 'pending', revision: 2 });
    expect(await approvedCertificateKinds(db, member.id)).toEqual(new Set());
  });

  it('rejecting needs a reason, which the member then sees (and gets a message about)', async () => {
    const noReason = await review(operator.token, { id: certificate.id, revision: 2, decision: 'reject' });
    expect(noReason.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    const rejected = await review(operator.token, { id: certificate.id, revision: 2, decision: 'reject', reason: '证件照片模糊，请重新上传清晰的扫描件' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: '证件照片模糊，请重新上传清晰的扫描件' });
    const seen = (await list(member.token)).body.data.list[0]!;
    expect(seen).toMatchObject({ status: 'rejected', statusLabel: '未通过', rejectReason: '证件照片模糊，请重新上传清晰的扫描件' });
    const audit = await auditRows(certificate.id);
    expect(audit.map((a) => [a.action, a.reason])).toEqual([
      ['certificate.approve', null],
      ['certificate.reject', '证件照片模糊，请重新上传清晰的扫描件'],
    ]);
    const messages = await call<{ list: { title: string; body: string }[] }>('/api/messages', { token: member.token });
    expect(messages.body.data.list[0]?.title).toBe('易制毒化学品购买许可证未通过审核');
  });

  it('an operator cannot review their own certificate', async () => {
    const own = await store(operator.token, permit(await certificateFile(operator.token)));
    const { body } = await review(operator.token, { id: own.id, revision: 1, decision: 'approve' });
    expect(body).toMatchObject({ code: ErrorCode.CERTIFICATE_REVIEW_CONFLICT, msg: '不能审核自己的证书，请由其他运营人员审核' });
  });

  it('an unknown id answers not found', async () => {
    expect((await review(operator.token, { id: 2_000_000_000, revision: 1, decision: 'approve' })).body.code).toBe(ErrorCode.CERTIFICATE_NOT_FOUND);
  });
});

describe('certificates: expiry by date', () => {
  it('an approved certificate past its end date shows expired, and no longer counts as approved', async () => {
    const member = await freshMember(db, 'cert_e', { buyer: true });
    const operator = await freshMember(db, 'cert_eop', { operator: true });
    const certificate = await store(member.token, permit(await certificateFile(member.token)));
    expect((await post<Certificate>('admin/certificate_review', operator.token, { id: certificate.id, revision: 1, decision: 'approve' })).body.code).toBe(0);
    // Time passes: the end date is now yesterday.
    await db
      .updateTable('certificates')
      .set({ validTo: daysFromToday(-1) })
      .where('id', '=', certificate.id)
      .execute();
    expect((await list(member.token)).body.data.list[0]).toMatchObject({ status: 'expired', statusLabel: '已过期' });
    expect(await approvedCertificateKinds(db, member.id)).toEqual(new Set());
    expect(await approvedCertificateKinds(db, member.id, daysFromToday(-2))).toEqual(new Set(['precursor_purchase_permit']));
    const expired = await call<Page<Certificate>>('/api/admin/certificates', { token: operator.token, query: { status: 'expired', memberId: member.id } });
    expect(expired.body.data.list.map((c) => c.id)).toEqual([certificate.id]);
    const approved = await call<Page<Certificate>>('/api/admin/certificates', { token: operator.token, query: { status: 'approved', memberId: member.id } });
    expect(approved.body.data.total).toBe(0);
  });
});
