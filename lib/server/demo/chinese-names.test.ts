import { describe, expect, it } from 'vitest';
import { namesOfEntry, readChineseNames } from './chinese-names';

describe('Chinese names from the official lists', () => {
  it('drops the entry’s bracketed limits and splits an entry naming one substance twice', () => {
    expect(namesOfEntry({ nameZh: '乙醇[无水]', note: null })).toEqual(['乙醇']);
    expect(namesOfEntry({ nameZh: '氯化氢[无水]；盐酸', note: null })).toEqual(['氯化氢', '盐酸']);
    expect(namesOfEntry({ nameZh: '高氯酸', note: '别名 过氯酸；浓度>72%' })).toEqual(['高氯酸', '过氯酸']);
  });

  it('prefers the precursor annex’s everyday name and keeps the catalogue’s as an alias, with the source', () => {
    const names = readChineseNames();
    expect(names.get('7647-01-0')).toMatchObject({ name: '盐酸', aliases: ['氯化氢'], source: expect.stringContaining('易制毒化学品') });
    expect(names.get('64-17-5')).toEqual({ name: '乙醇', aliases: [], source: '危险化学品目录（2015版） 序号 2568' });
    expect(names.get('1310-73-2')?.name).toBe('氢氧化钠');
  });
});
