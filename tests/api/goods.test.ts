import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, testDb } from './helpers';
import { freshMemberToken, grantSellerLicences, licensedSellerToken, newestInQueue as newestOf, sdsInput, unknownCas } from './goods-helpers';
import { get, post } from './kit';

const db = testDb();
afterAll(() => db.destroy());

type Created = { goodsIds: number[]; status: string; newSubstance: boolean };
type Listed = {
  goodsId: number;
  cas: string;
  name: string;
  status: string;
  reviewNote: string | null;
  newSubstance: boolean;
  priceCents: number;
  stock: number;
};
type GoodsPage = { list: Listed[]; total: number; counts: { pending: number; onShelf: number; offShelf: number; rejected: number } };
type Review = {
  total: number;
  list: {
    goodsId: number;
    cas: string;
    newSubstance: { name: string; formula: string | null; smiles: string | null; inchikey: string | null; svg: string | null } | null;
  }[];
};

const offer = {
  cas: '50-78-2',
  purity: '≥99%',
  brand: '测试品牌',
  leadTimeDays: 3,
  storageConditions: '2-8℃',
  lotNumber: '',
  packs: [
    { packSize: 25, unitCode: 'g', priceCents: 6850, stock: 10 },
    { packSize: 100, unitCode: 'g', priceCents: 19900, stock: 0 },
  ],
};

const list = (token: string, status: string, keyword?: string) => get<GoodsPage>('/api/good_list', token, { status, ...(keyword ? { keyword } : {}) });

const newestInQueue = (operator: string) => newestOf<Review['list'][number]>(operator);

async function create(token: string, body: object = offer): Promise<Created> {
  const { body: answer } = await post<Created>('/api/create_goods', token, body);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

describe('goods: roles and ownership', () => {
  let seller: string;
  let otherSeller: string;
  let buyer: string;
  let goodsId: number;
  beforeAll(async () => {
    [seller, otherSeller, buyer] = await Promise.all([
      freshMemberToken(db, 'gs', { seller: true }),
      freshMemberToken(db, 'gs2', { seller: true }),
      freshMemberToken(db, 'gb', { buyer: true }),
    ]);
    [goodsId] = (await create(seller)).goodsIds as [number];
  });

  const sellerCalls = (goodsId: number): [string, 'GET' | 'POST', object][] => [
    ['/api/good_list', 'GET', {}],
    ['/api/good_detail', 'GET', { goodsId }],
    ['/api/goods_cas_lookup', 'GET', { cas: '50-78-2' }],
    ['/api/create_goods', 'POST', offer],
    ['/api/update_goods', 'POST', { ...offer, ...offer.packs[0], goodsId }],
    ['/api/good_change_status', 'POST', { goodsId, action: 'take_off' }],
    ['/api/good_delete', 'POST', { goodsId }],
    ['/api/goods_import_job', 'GET', { jobId: 1 }],
    ['/api/goods_import_jobs', 'GET', {}],
    ['/api/get_upload_excel', 'GET', { jobId: 1 }],
  ];

  it('refuses every seller call to a buyer-only member with 3012, and to a visitor with 10', async () => {
    for (const [path, method, input] of sellerCalls(goodsId)) {
      const options = method === 'GET' ? { query: input as Record<string, number> } : { method, body: input };
      expect((await call(path, { ...options, token: buyer })).body.code, path).toBe(ErrorCode.ROLE_FORBIDDEN);
      expect((await call(path, options)).body.code, path).toBe(10);
    }
  });

  it('refuses the operator calls to a seller with 3012', async () => {
    expect((await get('/api/admin/goods', seller)).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    expect((await post('/api/admin/goods_review', seller, { goodsId, decision: 'approve' })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    expect((await get('/api/admin/goods', buyer)).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
  });

  it("answers another seller's goods as not found, call by call, and changes nothing", async () => {
    expect((await get('/api/good_detail', otherSeller, { goodsId })).body.code).toBe(ErrorCode.GOODS_NOT_FOUND);
    expect((await post('/api/update_goods', otherSeller, { ...offer, ...offer.packs[0], goodsId, priceCents: 1 })).body.code).toBe(ErrorCode.GOODS_NOT_FOUND);
    expect((await post('/api/good_change_status', otherSeller, { goodsId, action: 'take_off' })).body.code).toBe(ErrorCode.GOODS_NOT_FOUND);
    expect((await post('/api/good_delete', otherSeller, { goodsId })).body.code).toBe(ErrorCode.GOODS_NOT_FOUND);
    const mine = await get<{ status: string; priceCents: number }>('/api/good_detail', seller, { goodsId });
    expect(mine.body.data).toMatchObject({ status: 'pending', priceCents: 6850 });
    expect((await list(otherSeller, 'pending')).body.data.total).toBe(0);
  });
});

describe('goods: create, validate, list', () => {
  let seller: string;
  beforeAll(async () => {
    seller = await freshMemberToken(db, 'gc', { seller: true });
  });

  it('creates one pending row per pack size and lists them with the tab counts', async () => {
    const created = await create(seller);
    expect(created).toMatchObject({ status: 'pending', newSubstance: false });
    expect(created.goodsIds).toHaveLength(2);
    const page = (await list(seller, 'pending')).body.data;
    expect(page.total).toBe(2);
    expect(page.counts).toEqual({ pending: 2, onShelf: 0, offShelf: 0, rejected: 0 });
    expect(page.list[0]).toMatchObject({ cas: '50-78-2', status: 'pending', newSubstance: false });
    expect((await list(seller, 'pending', '50-78-2')).body.data.total).toBe(2);
    expect((await list(seller, 'pending', 'aspirin')).body.data.total).toBe(2);
    expect((await list(seller, 'pending', 'ethanol')).body.data.total).toBe(0);
  });

  it('refuses the same offer twice, and the same pack twice in one form', async () => {
    const again = await post('/api/create_goods', seller, offer);
    expect(again.body.code).toBe(ErrorCode.GOODS_DUPLICATE);
    expect(again.body.msg).toContain('相同的商品');
    const twice = await post('/api/create_goods', seller, { ...offer, brand: '另一品牌', packs: [offer.packs[0], offer.packs[0]] });
    expect(twice.body.code).toBe(ErrorCode.GOODS_DUPLICATE);
    expect((await list(seller, 'pending')).body.data.total).toBe(2);
  });

  it('explains bad input in Chinese and stores nothing', async () => {
    const cases: [object, number, string][] = [
      [{ ...offer, cas: '50-78-3' }, 2001, 'CAS 号'],
      [{ ...offer, cas: unknownCas() }, 7304, '请填写产品名称'],
      [{ ...offer, cas: unknownCas(), name: '新物质', smiles: 'C1CC' }, 7304, 'SMILES'],
      [{ ...offer, cas: unknownCas(), name: '新物质', formula: 'C2H6O', smiles: 'c1ccccc1' }, 7304, '不一致'],
      [{ ...offer, brand: 'x', packs: [{ ...offer.packs[0], unitCode: 'oz' }] }, 7305, '单位'],
      [{ ...offer, brand: 'y', packs: [{ ...offer.packs[0], priceCents: -100 }] }, 1004, '价格必须大于 0'],
      [{ ...offer, brand: 'y', purity: '' }, 1004, '纯度'],
      [{ ...offer, brand: 'z'.repeat(61) }, 1004, '品牌过长'],
      [{ ...offer, brand: 'w', coaUploadId: 999999 }, 7306, 'COA'],
    ];
    for (const [body, code, text] of cases) {
      const { body: answer } = await post('/api/create_goods', seller, body);
      expect(answer.code, JSON.stringify(body).slice(0, 80)).toBe(code);
      expect(answer.msg).toContain(text);
    }
    expect((await list(seller, 'pending')).body.data.total).toBe(2);
  });

  it('looks a CAS number up: known with its drawing, unknown but valid, invalid', async () => {
    const known = await get<{ known: boolean; name: string; svg: string }>('/api/goods_cas_lookup', seller, { cas: '50782' });
    expect(known.body.data).toMatchObject({ cas: '50-78-2', known: true });
    expect(known.body.data.svg).toContain('<svg');
    const unknown = await get<{ known: boolean }>('/api/goods_cas_lookup', seller, { cas: unknownCas() });
    expect(unknown.body.data.known).toBe(false);
    expect((await get('/api/goods_cas_lookup', seller, { cas: '50-78-3' })).body.code).toBe(ErrorCode.CAS_INVALID);
  });
});

describe('goods: review, shelves, edits, deletion', () => {
  let seller: string;
  let operator: string;
  let ids: number[];
  beforeAll(async () => {
    [seller, operator] = await Promise.all([licensedSellerToken(db, 'gr'), freshMemberToken(db, 'op', { operator: true })]);
    // Ethanol is a hazardous chemical: its goods go on shelf with the seller's SDS, sent with them.
    ids = (await create(seller, { ...offer, cas: '64-17-5', brand: '审核测试', sds: await sdsInput(seller) })).goodsIds;
  });

  it('keeps pending goods off shelf until approved; approval is audited and shows the offer on the product page', async () => {
    const [first] = ids as [number];
    expect((await post('/api/good_change_status', seller, { goodsId: first, action: 'put_on' })).body.code).toBe(ErrorCode.GOODS_TRANSITION_INVALID);
    const queue = await newestInQueue(operator);
    expect(queue.map((g) => g.goodsId)).toEqual(expect.arrayContaining(ids));
    const approved = await post<{ status: string; substanceListed: boolean }>('/api/admin/goods_review', operator, { goodsId: first, decision: 'approve' });
    expect(approved.body.data).toMatchObject({ status: 'on_shelf', substanceListed: false });
    expect((await post('/api/admin/goods_review', operator, { goodsId: first, decision: 'approve' })).body.code).toBe(ErrorCode.GOODS_TRANSITION_INVALID);
    const product = await call<{ offers: { goodsId: number }[] }>('/api/product/64-17-5');
    expect(product.body.data.offers.map((o) => o.goodsId)).toContain(first);
    const audit = await db.selectFrom('auditLog').selectAll().where('entity', '=', 'goods').where('entityId', '=', String(first)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'goods.approve' });
  });

  it('rejects only with a reason, which the seller reads on the rejected tab; an edit resubmits', async () => {
    const second = ids[1]!;
    const noReason = await post('/api/admin/goods_review', operator, { goodsId: second, decision: 'reject' });
    expect(noReason.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(noReason.body.msg).toContain('驳回时请填写原因');
    expect((await post('/api/admin/goods_review', operator, { goodsId: second, decision: 'reject', reason: '价格明显有误' })).body.code).toBe(0);
    const rejected = (await list(seller, 'rejected')).body.data.list;
    expect(rejected).toEqual([expect.objectContaining({ goodsId: second, status: 'rejected', reviewNote: '价格明显有误' })]);
    const edit = await post<{ status: string }>('/api/update_goods', seller, {
      ...offer,
      cas: '64-17-5',
      brand: '审核测试',
      ...offer.packs[1],
      priceCents: 20900,
      goodsId: second,
    });
    expect(edit.body.data.status).toBe('pending');
    expect((await list(seller, 'pending')).body.data.list[0]).toMatchObject({ goodsId: second, reviewNote: null });
    expect((await post('/api/admin/goods_review', operator, { goodsId: 99999999, decision: 'approve' })).body.code).toBe(ErrorCode.GOODS_NOT_FOUND);
  });

  it("applies a decision only to the offer as the operator saw it, and never to the operator's own goods", async () => {
    // A seller of its own: the tests below count this describe's seller's goods.
    const editor = await licensedSellerToken(db, 'gre');
    const [goodsId] = (await create(editor, { ...offer, cas: '64-17-5', brand: '过时审核', sds: await sdsInput(editor) })).goodsIds as [number];
    const seen = async () => (await newestOf<{ goodsId: number; submittedAt: string }>(operator)).find((g) => g.goodsId === goodsId)!;
    const before = await seen();
    const edit = await post<{ status: string }>('/api/update_goods', editor, {
      ...offer,
      cas: '64-17-5',
      brand: '过时审核',
      ...offer.packs[0],
      priceCents: 12_345,
      goodsId,
    });
    expect(edit.body.data.status).toBe('pending');
    const stale = await post('/api/admin/goods_review', operator, { goodsId, decision: 'approve', submittedAt: before.submittedAt });
    expect(stale.body.code).toBe(ErrorCode.GOODS_TRANSITION_INVALID);
    expect(stale.body.msg).toContain('请刷新后按最新内容审核');
    expect((await post('/api/admin/goods_review', operator, { goodsId, decision: 'approve', submittedAt: (await seen()).submittedAt })).body.code).toBe(0);

    const sellingOperator = await freshMemberToken(db, 'opsel', { seller: true, operator: true });
    await grantSellerLicences(db, sellingOperator);
    const [own] = (await create(sellingOperator, { ...offer, cas: '64-17-5', brand: '自审', sds: await sdsInput(sellingOperator) })).goodsIds as [number];
    const self = await post('/api/admin/goods_review', sellingOperator, { goodsId: own, decision: 'approve' });
    expect(self.body.code).toBe(ErrorCode.GOODS_TRANSITION_INVALID);
    expect(self.body.msg).toContain('不能审核自己发布的商品');
    expect((await post('/api/admin/goods_review', operator, { goodsId: own, decision: 'approve' })).body.code).toBe(0);
  });

  it('takes goods off shelf and back; a stock edit keeps them on shelf, a price edit sends them to review', async () => {
    const first = ids[0]!;
    expect((await post<{ status: string }>('/api/good_change_status', seller, { goodsId: first, action: 'take_off' })).body.data.status).toBe('off_shelf');
    expect((await post('/api/good_change_status', seller, { goodsId: first, action: 'take_off' })).body.code).toBe(ErrorCode.GOODS_TRANSITION_INVALID);
    expect((await post<{ status: string }>('/api/good_change_status', seller, { goodsId: first, action: 'put_on' })).body.data.status).toBe('on_shelf');
    const base = { ...offer, cas: '64-17-5', brand: '审核测试', ...offer.packs[0], goodsId: first };
    expect((await post<{ status: string }>('/api/update_goods', seller, { ...base, stock: 99, leadTimeDays: 7 })).body.data.status).toBe('on_shelf');
    expect((await post<{ status: string }>('/api/update_goods', seller, { ...base, stock: 99, priceCents: 5000 })).body.data.status).toBe('pending');
  });

  it('deletes goods after which every call answers not found', async () => {
    const first = ids[0]!;
    expect((await post<{ status: string }>('/api/good_delete', seller, { goodsId: first })).body.data.status).toBe('deleted');
    expect((await post('/api/good_delete', seller, { goodsId: first })).body.code).toBe(ErrorCode.GOODS_NOT_FOUND);
    expect((await get('/api/good_detail', seller, { goodsId: first })).body.code).toBe(ErrorCode.GOODS_NOT_FOUND);
    const counts = (await list(seller, 'pending')).body.data.counts;
    expect(counts.pending + counts.onShelf + counts.offShelf + counts.rejected).toBe(1);
  });
});

describe('goods: a new substance', () => {
  it('is unlisted while pending, then found by name, CAS and structure once approved', async () => {
    const [seller, operator] = await Promise.all([licensedSellerToken(db, 'gn'), freshMemberToken(db, 'op2', { operator: true })]);
    const cas = unknownCas();
    const name = `Testoxazolidinone ${cas.replace(/-/g, '')}`;
    const smiles = 'O=C1OCCN1CC1CCCCCCCCCCC1';
    const created = await create(seller, { ...offer, cas, name, smiles, formula: '', packs: [offer.packs[0]] });
    expect(created.newSubstance).toBe(true);
    const search = () => call<{ total: number; list: { cas: string }[] }>('/api/search', { query: { keyword: name } });
    const structure = () => call<{ list: { cas: string }[] }>('/api/structure_search', { method: 'POST', body: { structure: smiles, mode: 'exact' } });
    expect((await search()).body.data.total).toBe(0);
    expect((await call('/api/search', { query: { keyword: cas } })).body.data).toMatchObject({ total: 0 });
    expect((await structure()).body.data.list.map((h) => h.cas)).not.toContain(cas);
    expect((await call('/api/product/' + cas)).body.code).not.toBe(0);

    const queue = await newestInQueue(operator);
    const entry = queue.find((g) => g.goodsId === created.goodsIds[0]);
    expect(entry?.newSubstance).toMatchObject({ name, formula: 'C16H29NO2', inchikey: expect.stringMatching(/^[A-Z]{14}-[A-Z]{10}-[A-Z]$/) });
    expect(entry?.newSubstance?.svg).toContain('<svg');

    const approved = await post<{ substanceListed: boolean }>('/api/admin/goods_review', operator, { goodsId: created.goodsIds[0], decision: 'approve' });
    expect(approved.body.data.substanceListed).toBe(true);
    expect((await search()).body.data.list.map((h) => h.cas)).toContain(cas);
    expect((await call<{ list: { cas: string }[] }>('/api/search', { query: { keyword: cas } })).body.data.list.map((h) => h.cas)).toEqual([cas]);
    expect((await structure()).body.data.list.map((h) => h.cas)).toContain(cas);
    const sub = await call<{ list: { cas: string }[] }>('/api/structure_search', {
      method: 'POST',
      body: { structure: 'O=C1OCCN1CC1CCCCCCCCCCC1', mode: 'substructure' },
    });
    expect(sub.body.data.list.map((h) => h.cas)).toContain(cas);
    expect((await call<{ name: string; offers: unknown[] }>('/api/product/' + cas)).body.data).toMatchObject({ name, offers: [expect.anything()] });
  });
});
