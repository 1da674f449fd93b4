import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call } from './helpers';

type Hit = { cas: string; name: string; smiles: string; score: number | null; svg: string | null; formula: string | null };
type Answer = { list: Hit[]; total: number; page: number; pageSize: number; truncated: boolean; engine: 'memory' | 'cartridge' };

async function search(body: Record<string, unknown>) {
  return (await call<Answer>('/api/structure_search', { method: 'POST', body })).body;
}

describe('POST /api/structure_search', () => {
  it('runs on the in-memory index on SQLite and on the RDKit cartridge on PostgreSQL', async () => {
    const { code, data } = await search({ structure: 'c1ccncc1' });
    expect(code).toBe(0);
    expect(data.engine).toBe(process.env.DATABASE_URL ? 'cartridge' : 'memory');
  });

  it('finds pyridines, smallest first, each drawn with the match highlighted, paged', async () => {
    const first = await search({ structure: 'c1ccncc1', mode: 'substructure', page: 1, pageSize: 10 });
    expect(first.code).toBe(0);
    expect(first.data.total).toBeGreaterThan(20);
    expect(first.data.list).toHaveLength(10);
    expect(first.data.list[0]?.cas).toBe('110-86-1');
    for (const hit of first.data.list) {
      expect(hit.svg).toMatch(/^<svg/);
      expect(hit.svg).toContain('<ellipse');
      expect(hit.score).toBeNull();
    }
    const second = await search({ structure: 'c1ccncc1', page: 2, pageSize: 10 });
    expect(second.data.total).toBe(first.data.total);
    expect(second.data.list.map((h) => h.cas)).not.toContain(first.data.list[0]?.cas);
  });

  it('caps broad queries at 1000 hits and says the list is truncated', async () => {
    const { data } = await search({ structure: 'c1ccccc1', pageSize: 1 });
    expect(data.total).toBe(1000);
    expect(data.truncated).toBe(true);
  });

  it('ranks similar structures by Tanimoto, best first, above the threshold', async () => {
    const { code, data } = await search({ structure: 'CC(=O)Oc1ccccc1C(=O)O', mode: 'similarity', threshold: 0.5 });
    expect(code).toBe(0);
    expect(data.list[0]).toMatchObject({ cas: '50-78-2', score: 1 });
    const scores = data.list.map((h) => h.score as number);
    expect(scores.every((s) => s >= 0.5)).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(data.total).toBeGreaterThan(1);
  });

  it('finds the exact substance however the SMILES is written, and accepts a molfile', async () => {
    const kekule = await search({ structure: 'OC(=O)C1=CC=CC=C1OC(C)=O', mode: 'exact' });
    expect(kekule.data.list.map((h) => h.cas)).toEqual(['50-78-2']);
    const molfile = [
      '',
      '  test',
      '',
      '  3  2  0  0  0  0  0  0  0  0999 V2000',
      '    0.0000    0.0000    0.0000 C   0  0',
      '    1.2990    0.7500    0.0000 C   0  0',
      '    2.5981    0.0000    0.0000 O   0  0',
      '  1  2  1  0',
      '  2  3  1  0',
      'M  END',
      '',
    ].join('\n');
    const ethanol = await search({ structure: molfile, mode: 'exact' });
    expect(ethanol.code).toBe(0);
    expect(ethanol.data.list.map((h) => h.cas)).toContain('64-17-5');
  });

  it('reads * in a SMILES as any atom', async () => {
    const { code, data } = await search({ structure: '*C(=O)[OH]', pageSize: 5 });
    expect(code).toBe(0);
    expect(data.total).toBeGreaterThan(100);
  });

  it.each([
    ['C1CC', 2003, '无法识别该结构'],
    ['not a molecule', 2003, '无法识别该结构'],
    ['c1ccccc', 2003, '无法识别该结构'],
    ['*C(=O)O', 2004, '精确搜索需要完整的分子'],
    ['C'.repeat(600), 2005, '结构过大'],
  ])('refuses %j with a clear message', async (structure, code, message) => {
    const mode = code === 2004 ? 'exact' : 'substructure';
    const answer = await search({ structure, mode });
    expect(answer.code).toBe(code);
    expect(answer.msg).toContain(message);
  });

  it('never hands RDKit a structure large enough to break it: the next search still works', async () => {
    // A 600-atom chain overruns RDKit's WebAssembly memory and leaves it unusable.
    const molfile = ['', '  big', '', '600  0  0  0  0  0  0  0  0  0999 V2000', 'M  END'].join('\n');
    for (const structure of ['C'.repeat(401), molfile]) expect((await search({ structure })).code).toBe(ErrorCode.STRUCTURE_TOO_LARGE);
    const after = await search({ structure: 'CCO', mode: 'exact' });
    expect(after.code).toBe(0);
    expect(after.data.list.map((h) => h.cas)).toContain('64-17-5');
  });

  it('reads a fragment typed with bare bracket atoms as the chemist means it, not as radicals', async () => {
    const bare = await search({ structure: '[Cl]', pageSize: 5 });
    const plain = await search({ structure: 'Cl', pageSize: 5 });
    expect(plain.data.total).toBeGreaterThan(100);
    expect(bare.data.total).toBe(plain.data.total);
  });

  it.each([
    ['an empty structure', { structure: '' }, '请输入 SMILES 或绘制结构'],
    ['an unknown mode', { structure: 'CCO', mode: 'fuzzy' }, '搜索方式应为'],
    ['a threshold above 1', { structure: 'CCO', mode: 'similarity', threshold: 2 }, '相似度阈值'],
    ['a structure over 100 KB', { structure: 'C'.repeat(100_001) }, '结构过大'],
  ])('validates %s', async (_label, body, message) => {
    const answer = await search(body);
    expect(answer.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(answer.msg).toContain(message);
  });
});
