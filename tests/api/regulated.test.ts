import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call } from './helpers';

type ListResult = {
  key: 'precursor' | 'explosive_precursor' | 'highly_toxic' | 'hazardous';
  name: string;
  onList: boolean;
  category: string | null;
  item: string | null;
  entryName: string | null;
  requirement: { text: string; basis: string } | null;
  source: { document: string; authority: string; edition: string; url: string; taken: string };
  complete: boolean;
};
type Restriction = { cas: string; regulated: boolean; lists: ListResult[]; requirements: string[] };

const PATH = '/api/get_chemical_restriction_new';

async function restriction(cas: string) {
  const { status, body } = await call<Restriction>(PATH, { query: { cas } });
  expect(status).toBe(200);
  expect(body.code, body.msg).toBe(0);
  return body.data;
}
const list = (r: Restriction, key: ListResult['key']) => r.lists.find((l) => l.key === key);

describe('GET /api/get_chemical_restriction_new', () => {
  it('says potassium permanganate is a category 3 precursor and an explosive precursor, with what the buyer needs', async () => {
    const r = await restriction('7722-64-7');
    expect(r.cas).toBe('7722-64-7');
    expect(r.regulated).toBe(true);
    expect(list(r, 'precursor')).toMatchObject({ onList: true, category: '3', entryName: '高锰酸钾', complete: true });
    expect(list(r, 'explosive_precursor')).toMatchObject({ onList: true, item: '9.3' });
    expect(list(r, 'highly_toxic')?.onList).toBe(false);
    expect(list(r, 'hazardous')?.onList).toBe(true);
    expect(r.requirements.join('\n')).toContain('备案');
    expect(list(r, 'precursor')?.source.document).toContain('易制毒化学品的分类和品种目录');
  });

  it('marks sodium cyanide highly toxic', async () => {
    const r = await restriction('143-33-9');
    expect(list(r, 'highly_toxic')).toMatchObject({ onList: true, entryName: '氰化钠' });
    expect(list(r, 'highly_toxic')?.requirement?.text).toContain('剧毒化学品购买许可证');
  });

  it('answers for any valid CAS number, in the catalog or not, and accepts it without dashes', async () => {
    const water = await restriction('7732185');
    expect(water.cas).toBe('7732-18-5');
    expect(water.regulated).toBe(false);
    expect(water.lists.map((l) => l.key)).toEqual(['precursor', 'explosive_precursor', 'highly_toxic', 'hazardous']);
    expect(water.requirements).toEqual([]);
  });

  it('refuses a CAS number with a wrong check digit with the catalog code 2001', async () => {
    const { body } = await call(PATH, { query: { cas: '7722-64-8' } });
    expect(body).toMatchObject({ code: ErrorCode.CAS_INVALID, data: null });
    expect(body.msg).toContain('不是有效的 CAS 号');
  });

  it('refuses a request without cas (1004) and a POST (405)', async () => {
    const missing = await call(PATH);
    expect(missing.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    const post = await call(PATH, { method: 'POST', body: { cas: '7722-64-7' } });
    expect(post.status).toBe(405);
  });

  it('needs no session: it is a public call', async () => {
    const { body } = await call<Restriction>(PATH, { query: { cas: '64-17-5' }, token: 'not-a-real-token' });
    expect(body.code).toBe(0);
    expect(body.data.lists.filter((l) => l.onList).map((l) => l.key)).toEqual(['hazardous']);
  });
});
