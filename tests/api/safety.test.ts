import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { download, uploadAs } from './fresh-roles';
import { call, testDb } from './helpers';
import { followJob, freshMemberToken, licensedSellerToken, SDS_REVISED_ON, sdsInput, uploadFile, workbookWith } from './goods-helpers';
import { get, post } from './kit';
import { freshBuyer, messagesOf, submittedOrder } from './order-helpers';

/*
 * Issue 31, safety data (decision 0156): the SDS rule on the shelf, the
 * seller's sheets and where buyers get them, the operator's age list and
 * requests, GHS labels checked against the code lists, the label filter.
 * Runs on SQLite, and on PostgreSQL with DATABASE_URL (README).
 */

const db = testDb();
afterAll(() => db.destroy());

const PYRIDINE = '110-86-1'; // hazardous catalogue: sold with an SDS; the demo labels it nowhere
const ASPIRIN = '50-78-2'; // on no list

type Status = { zh: { revisedOn: string; url: string } | null; en: unknown; required: boolean; request: { note: string } | null };
type Listed = { goodsId: number; cas: string; status: string; sds: Status };
type Sheet = { revisedOn: string; url: string };
type Offer = { goodsId: number; seller: { id: number }; sds: { zh: Sheet | null; en: Sheet | null } | null };
type Label = {
  pictograms: { code: string; name: string }[];
  signalWord: { code: string; text: string } | null;
  hazards: { code: string; text: string }[];
  precautions: { code: string; text: string }[];
  basis: string;
  reviewed: boolean;
  disputed: boolean;
};
type Product = { offers: Offer[]; ghs: Label | null };

const offerOf = (cas: string, brand: string, extra: object = {}) => ({
  cas,
  purity: '99.5%',
  brand,
  leadTimeDays: 2,
  storageConditions: '',
  lotNumber: '',
  packs: [{ packSize: 500, unitCode: 'mL', priceCents: 4200, stock: 20 }],
  ...extra,
});

async function createOne(token: string, body: object): Promise<number> {
  const { body: answer } = await post<{ goodsIds: number[] }>('/api/create_goods', token, body);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.goodsIds[0]!;
}

const approve = (operator: string, goodsId: number) => post<{ status: string }>('/api/admin/goods_review', operator, { goodsId, decision: 'approve' });
const product = async (cas: string) => (await call<Product>(`/api/product/${cas}`)).body.data;
const listed = async (token: string, status: string, goodsId: number) =>
  (await get<{ list: Listed[] }>('/api/good_list', token, { status, pageSize: 100 })).body.data.list.find((g) => g.goodsId === goodsId)!;

let seller: string;
let operator: string;
let sellerId: number;
let pyridine: number;

beforeAll(async () => {
  [seller, operator] = await Promise.all([licensedSellerToken(db, 'sds_s'), freshMemberToken(db, 'sds_o', { operator: true })]);
  pyridine = await createOne(seller, offerOf(PYRIDINE, 'SDS 测试'));
  sellerId = (await db.selectFrom('goods').select('sellerId').where('id', '=', pyridine).executeTakeFirstOrThrow()).sellerId;
});

describe('hazardous goods on shelf only with a Chinese SDS (7621)', () => {
  it('the seller’s list says the substance needs one; approval is refused and nothing changes', async () => {
    expect((await listed(seller, 'pending', pyridine)).sds).toMatchObject({ required: true, zh: null });
    const refused = await approve(operator, pyridine);
    expect(refused.body.code).toBe(ErrorCode.GOODS_SDS_MISSING);
    // Said to the operator as what they can do, not as the seller's task.
    expect(refused.body.msg).toBe('卖家尚未为该物质上传中文 SDS，暂不能通过上架：可驳回并说明原因，或等卖家上传后再审核');
    expect((await listed(seller, 'pending', pyridine)).status).toBe('pending');
  });

  it('goods of a substance on no list need none', async () => {
    const aspirin = await createOne(seller, offerOf(ASPIRIN, 'SDS 测试', { packs: [{ packSize: 25, unitCode: 'g', priceCents: 1800, stock: 5 }] }));
    expect((await listed(seller, 'pending', aspirin)).sds).toMatchObject({ required: false, zh: null });
    expect((await approve(operator, aspirin)).body).toMatchObject({ code: 0, data: { status: 'on_shelf' } });
  });

  it.each([
    ['a date after today', { revisedOn: '2099-01-01' }, '晚于今天'],
    ['a date that is no calendar day', { revisedOn: '2026-02-30' }, '修订日期'],
    ['a date before 1990', { revisedOn: '1985-05-01' }, '过早'],
    ['no file', { zhUploadId: null }, '请上传中文 SDS'],
  ])('refuses an SDS with %s (7620)', async (_, change, text) => {
    const { body } = await post('/api/goods_sds', seller, { goodsId: pyridine, ...(await sdsInput(seller)), ...change });
    expect(body.code).toBe(ErrorCode.SDS_INVALID);
    expect(body.msg).toContain(text);
  });

  it('takes only PDF files as SDS, and only the seller’s own uploads of them', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const image = await uploadAs(seller, png, 'sds.png', 'sds', 'image/png');
    expect(image.code).toBe(ErrorCode.UPLOAD_INVALID);
    expect(image.msg).toContain('SDS');
    const other = await licensedSellerToken(db, 'sds_x');
    const theirs = await sdsInput(other);
    const { body } = await post('/api/goods_sds', seller, { goodsId: pyridine, ...theirs });
    expect(body).toMatchObject({ code: ErrorCode.SDS_INVALID, msg: expect.stringContaining('文件无效') });
    // Another seller's goods read as missing; a buyer may not call it.
    expect((await post('/api/goods_sds', other, { goodsId: pyridine, ...theirs })).body.code).toBe(ErrorCode.GOODS_NOT_FOUND);
    const buyer = await freshMemberToken(db, 'sds_b', { buyer: true });
    expect((await post('/api/goods_sds', buyer, { goodsId: pyridine, ...theirs })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
  });

  it('with the SDS the goods go on shelf, and the list shows its revision', async () => {
    const { body } = await post<{ sds: Status }>('/api/goods_sds', seller, { goodsId: pyridine, ...(await sdsInput(seller)) });
    expect(body.code, body.msg).toBe(0);
    expect(body.data.sds).toMatchObject({ required: true, zh: { revisedOn: SDS_REVISED_ON } });
    expect((await approve(operator, pyridine)).body).toMatchObject({ code: 0, data: { status: 'on_shelf' } });
  });

  it("the goods form's CAS lookup shows the seller's current SDS of the substance (no second upload asked), and another seller none", async () => {
    const own = await get<{ sdsRequired: boolean; sds: Status | null }>('/api/goods_cas_lookup', seller, { cas: PYRIDINE });
    expect(own.body.code, own.body.msg).toBe(0);
    expect(own.body.data).toMatchObject({ sdsRequired: true, sds: { required: true, zh: { revisedOn: SDS_REVISED_ON } } });
    const other = await licensedSellerToken(db, 'sds_l');
    expect((await get<{ sds: Status | null }>('/api/goods_cas_lookup', other, { cas: PYRIDINE })).body.data.sds).toMatchObject({ required: true, zh: null });
  });

  it('takes an earlier date as a correction within 7 days of the upload, and refuses it after', async () => {
    const corrected = await post<{ sds: Status }>('/api/goods_sds', seller, { goodsId: pyridine, ...(await sdsInput(seller, '2026-02-01')) });
    expect(corrected.body.code, corrected.body.msg).toBe(0);
    expect(corrected.body.data.sds.zh).toMatchObject({ revisedOn: '2026-02-01' });
    // A week on, the current sheet stands: only a newer revision replaces it.
    const week = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await db.updateTable('safetyDataSheets').set({ createdAt: week }).where('sellerId', '=', sellerId).execute();
    const { body } = await post('/api/goods_sds', seller, { goodsId: pyridine, ...(await sdsInput(seller, '2025-01-01')) });
    expect(body).toMatchObject({ code: ErrorCode.SDS_INVALID, msg: expect.stringContaining('更早') });
    expect((await post('/api/goods_sds', seller, { goodsId: pyridine, ...(await sdsInput(seller)) })).body.code).toBe(0);
  });

  it('keeps each language’s own revision date', async () => {
    const english = await uploadAs(seller, Buffer.from('%PDF-1.4\n% EN\n%%EOF\n'), 'SDS-en.pdf', 'sds', 'application/pdf');
    const { body } = await post<{ sds: { zh: { revisedOn: string }; en: { revisedOn: string } } }>('/api/goods_sds', seller, {
      goodsId: pyridine,
      ...(await sdsInput(seller)),
      enUploadId: english.data.id,
      enRevisedOn: '2025-11-20',
    });
    expect(body.code, body.msg).toBe(0);
    expect(body.data.sds).toMatchObject({ zh: { revisedOn: SDS_REVISED_ON }, en: { revisedOn: '2025-11-20' } });
  });
});

describe('buyers get the seller’s SDS', () => {
  it('the product page offers it while the goods are on shelf, as the PDF the seller uploaded', async () => {
    const offer = (await product(PYRIDINE)).offers.find((o) => o.goodsId === pyridine)!;
    expect(offer.sds).toEqual({
      zh: { revisedOn: SDS_REVISED_ON, url: expect.stringMatching(/^\/sds\/\d+\/\d+$/) },
      en: { revisedOn: '2025-11-20', url: expect.stringMatching(/^\/sds\/\d+\/\d+\?lang=en$/) },
    });
    const file = await download(offer.sds!.zh!.url, {});
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('no-cache');
    expect(file.bytes.toString('latin1')).toContain('% SDS');
    expect((await download(offer.sds!.en!.url, {})).bytes.toString('latin1')).toContain('% EN');
  });

  it('the order’s lines link it for the buyer and the seller only', async () => {
    const buyer = await freshBuyer(db, 'sds_ob');
    const orderNo = await submittedOrder(db, buyer, pyridine);
    const { body } = await get<{ lines: { sds: { revisedOn: string; url: string } | null }[] }>('order_detail', buyer.token, { orderNo });
    const link = body.data.lines[0]!.sds!;
    expect(link).toEqual({ revisedOn: SDS_REVISED_ON, url: `/order-sds/${orderNo}/1`, enUrl: `/order-sds/${orderNo}/1?lang=en` });
    expect((await download(link.url, { cookie: buyer.token })).status).toBe(200);
    expect((await download(link.url, { cookie: seller })).status).toBe(200);
    const stranger = await freshBuyer(db, 'sds_os');
    expect((await download(link.url, { cookie: stranger.token })).status).toBe(404);
    expect((await download(link.url, {})).status).toBe(404);
  });

  it('an import says which rows of hazardous goods wait for an SDS', async () => {
    const fresh = await freshMemberToken(db, 'sds_imp', { seller: true });
    const upload = await uploadFile<{ jobId: number }>(
      '/api/upload_goods_excel',
      fresh,
      await workbookWith([
        [PYRIDINE, '', '', '', '99%', '导入', 500, 'mL', 30, 5, 3, '', ''],
        [ASPIRIN, '', '', '', '99%', '导入', 25, 'g', 12, 5, 3, '', ''],
      ]),
      'goods.xlsx',
    );
    expect(upload.code, upload.msg).toBe(0);
    await followJob(fresh, upload.data.jobId);
    const { body } = await get<{ list: { rowNo: number; outcome: string; reason: string | null }[] }>('/api/get_upload_excel', fresh, {
      jobId: upload.data.jobId,
    });
    expect(body.data.list).toEqual([
      expect.objectContaining({ rowNo: 2, outcome: 'accepted', reason: expect.stringContaining('须在商品管理中上传中文 SDS') }),
      expect.objectContaining({ rowNo: 3, outcome: 'accepted', reason: null }),
    ]);
  });
});

describe('the operator’s SDS ages and requests', () => {
  type Age = { sellerId: number; cas: string; revisedOn: string; ageMonths: number; openRequest: { note: string } | null };
  const ages = async (query: Record<string, number> = {}) =>
    (await get<{ list: Age[]; total: number }>('/api/admin/sds', operator, { pageSize: 100, ...query })).body.data;
  const mine = (list: Age[]) => list.find((a) => a.sellerId === sellerId && a.cas === PYRIDINE);

  it('lists the current sheet with its age, oldest first, and filters by age', async () => {
    const entry = mine((await ages()).list)!;
    expect(entry).toMatchObject({ revisedOn: SDS_REVISED_ON, openRequest: null });
    expect(entry.ageMonths).toBeGreaterThanOrEqual(0);
    const all = (await ages()).list.map((a) => a.revisedOn);
    expect(all).toEqual([...all].sort());
    expect(mine((await ages({ olderThanYears: 5 })).list)).toBeUndefined();
    expect((await get('/api/admin/sds', seller)).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
  });

  it('asks the seller for a newer one (told in a message), once; a newer revision answers it', async () => {
    const asked = await post('/api/admin/sds_request', operator, {
      sellerId,
      substanceId: await substanceId(PYRIDINE),
      note: '请提供 2026 年修订后的现行版本',
    });
    expect(asked.body.code, asked.body.msg).toBe(0);
    expect((await messagesOf(seller)).map((m) => m.title)).toContain('请更新安全技术说明书（SDS）');
    expect((await listed(seller, 'on_shelf', pyridine)).sds.request).toMatchObject({ note: '请提供 2026 年修订后的现行版本' });
    const again = await post('/api/admin/sds_request', operator, { sellerId, substanceId: await substanceId(PYRIDINE), note: '再次' });
    expect(again.body.code).toBe(ErrorCode.SDS_INVALID);
    expect(mine((await ages()).list)!.openRequest).toMatchObject({ note: '请提供 2026 年修订后的现行版本' });

    expect((await post('/api/goods_sds', seller, { goodsId: pyridine, ...(await sdsInput(seller, '2026-06-01')) })).body.code).toBe(0);
    expect(mine((await ages()).list)).toMatchObject({ revisedOn: '2026-06-01', openRequest: null });
    expect((await listed(seller, 'on_shelf', pyridine)).sds.request).toBeNull();
  });

  it('cannot ask for a sheet the seller does not have (7622)', async () => {
    const { body } = await post('/api/admin/sds_request', operator, { sellerId, substanceId: await substanceId(ASPIRIN), note: '请上传' });
    expect(body.code).toBe(ErrorCode.SDS_NOT_FOUND);
  });
});

async function substanceId(cas: string): Promise<number> {
  return (await db.selectFrom('substances').select('id').where('cas', '=', cas).executeTakeFirstOrThrow()).id;
}

describe('GHS labels: checked codes, the seller’s from their SDS, the operator’s wins (7623)', () => {
  const label = {
    pictograms: ['GHS02', 'GHS07'],
    signalWord: 'danger',
    hazardCodes: ['H225', 'H302+H312+H332', 'H315', 'H319'],
    precautionCodes: ['P210', 'P280', 'P301+P312'],
  };

  it('refuses an unknown code, naming it, and a label without an SDS to read it from', async () => {
    const wrong = await post('/api/goods_ghs_label', seller, { goodsId: pyridine, ...label, hazardCodes: ['H225', 'H999'] });
    expect(wrong.body).toMatchObject({ code: ErrorCode.GHS_LABEL_INVALID, msg: expect.stringContaining('H999') });
    const noWord = await post('/api/goods_ghs_label', seller, { goodsId: pyridine, ...label, signalWord: null });
    expect(noWord.body.code).toBe(ErrorCode.GHS_LABEL_INVALID);
    const other = await licensedSellerToken(db, 'sds_l2');
    const theirs = await createOne(other, offerOf(PYRIDINE, '无 SDS'));
    const without = await post('/api/goods_ghs_label', other, { goodsId: theirs, ...label });
    expect(without.body).toMatchObject({ code: ErrorCode.GHS_LABEL_INVALID, msg: expect.stringContaining('先上传') });
  });

  it('shows the seller’s label on the product with its Chinese texts and where it comes from', async () => {
    const { body } = await post<Label>('/api/goods_ghs_label', seller, { goodsId: pyridine, ...label });
    expect(body.code, body.msg).toBe(0);
    const ghs = (await product(PYRIDINE)).ghs!;
    expect(ghs.pictograms.map((p) => p.code)).toEqual(['GHS02', 'GHS07']);
    expect(ghs.signalWord).toEqual({ code: 'danger', text: '危险' });
    expect(ghs.hazards).toContainEqual({ code: 'H225', text: '高度易燃液体和蒸气' });
    expect(ghs.hazards).toContainEqual({ code: 'H302+H312+H332', text: '吞咽有害；皮肤接触有害；吸入有害' });
    expect(ghs.precautions).toContainEqual({ code: 'P301+P312', text: '如误吞咽：如感觉不适，呼叫解毒中心/医生。' });
    expect(ghs.basis).toMatch(/^据 .+ SDS，2026-06 修订$/);
    expect(ghs).toMatchObject({ reviewed: false, disputed: false });
  });

  it('a seller whose goods of it are not on shelf does not speak for the substance', async () => {
    const pending = await licensedSellerToken(db, 'sds_l4');
    const theirs = await createOne(pending, offerOf(PYRIDINE, '待审', { sds: await sdsInput(pending) }));
    const entered = await post<Label>('/api/goods_ghs_label', pending, {
      goodsId: theirs,
      pictograms: [],
      signalWord: null,
      hazardCodes: [],
      precautionCodes: [],
    });
    expect(entered.body.code, entered.body.msg).toBe(0);
    expect((await product(PYRIDINE)).ghs).toMatchObject({ disputed: false, pictograms: [{ code: 'GHS02' }, { code: 'GHS07' }] });
    const { body } = await call<{ list: { cas: string }[] }>('/api/search', { query: { keyword: PYRIDINE, hazard: 'none' } });
    expect(body.data.list.map((h) => h.cas)).not.toContain(PYRIDINE);
  });

  it('two sellers who disagree make it disputed and listed for review; the operator’s reviewed label wins', async () => {
    const other = await licensedSellerToken(db, 'sds_l3');
    const theirs = await createOne(other, offerOf(PYRIDINE, '另一卖家', { sds: await sdsInput(other) }));
    expect((await post('/api/goods_ghs_label', other, { goodsId: theirs, ...label, hazardCodes: ['H225', 'H319'] })).body.code).toBe(0);
    // Not on shelf yet: not counted. Approved: two sellers on shelf disagree.
    expect((await product(PYRIDINE)).ghs).toMatchObject({ disputed: false });
    expect((await approve(operator, theirs)).body.code).toBe(0);
    expect((await product(PYRIDINE)).ghs).toMatchObject({ disputed: true });

    type Review = { substanceId: number; cas: string; claims: { sellerName: string | null; differences: string[] }[] };
    const review = await get<{ list: Review[] }>('/api/admin/ghs_labels', operator, { disputedOnly: '1', pageSize: 100 });
    const item = review.body.data.list.find((r) => r.cas === PYRIDINE)!;
    expect(item.claims.flatMap((c) => c.differences).join('；')).toMatch(/H 代码(多|少) H302\+H312\+H332/);

    const reviewed = await post<Label>('/api/admin/ghs_label', operator, {
      substanceId: item.substanceId,
      ...label,
      basis: '据两家供应商 SDS 及 GB 30000 核对',
    });
    expect(reviewed.body.code, reviewed.body.msg).toBe(0);
    expect((await product(PYRIDINE)).ghs).toMatchObject({ reviewed: true, disputed: false, basis: '平台审定：据两家供应商 SDS 及 GB 30000 核对' });
    expect((await post('/api/admin/ghs_label', seller, { substanceId: item.substanceId, ...label, basis: 'x' })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    const audit = await db
      .selectFrom('auditLog')
      .select(['action', 'reason'])
      .where('action', '=', 'ghs_label.review')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.reason).toBe('据两家供应商 SDS 及 GB 30000 核对');
  });

  it('search results carry the pictograms and filter by them', async () => {
    type Hit = { cas: string; hazard: { pictograms: string[]; signalWord: string | null } | null };
    const search = async (hazard?: string) =>
      (await call<{ list: Hit[] }>('/api/search', { query: { keyword: PYRIDINE, ...(hazard ? { hazard } : {}) } })).body.data.list.map((h) => h.cas);
    const { body } = await call<{ list: Hit[] }>('/api/search', { query: { keyword: PYRIDINE } });
    expect(body.data.list[0]).toMatchObject({ cas: PYRIDINE, hazard: { pictograms: ['GHS02', 'GHS07'], signalWord: '危险' } });
    expect(await search('GHS07')).toContain(PYRIDINE);
    expect(await search('GHS08')).not.toContain(PYRIDINE);
    expect(await search('none')).not.toContain(PYRIDINE);
    const bad = await call('/api/search', { query: { keyword: PYRIDINE, hazard: 'GHS10' } });
    expect(bad.body.code).toBe(ErrorCode.VALIDATION_FAILED);
  });
});
