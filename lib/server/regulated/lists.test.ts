import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeCas } from '@/lib/shared/cas';
import { parseCsv } from './csv';
import { DEFAULT_DATA_DIR, LIST_KEYS, loadRegulatedData } from './lists';

const FILES = ['precursor.csv', 'explosive_precursor.csv', 'highly_toxic.csv', 'hazardous.csv'];
const read = (file: string) => parseCsv(fs.readFileSync(path.join(DEFAULT_DATA_DIR, file), 'utf8'), file);

describe('the regulated-list data files', () => {
  it.each(FILES)('%s: every CAS number passes the check digit and is written in canonical dashed form', (file) => {
    const bad = read(file)
      .rows.map((r) => r.cas ?? '')
      .filter((cas) => cas !== '' && normalizeCas(cas) !== cas);
    expect(bad).toEqual([]);
  });

  it.each(FILES)('%s: no CAS number appears twice', (file) => {
    const cas = read(file)
      .rows.map((r) => r.cas ?? '')
      .filter((c) => c !== '');
    const duplicates = cas.filter((c, i) => cas.indexOf(c) !== i);
    expect(duplicates).toEqual([]);
  });

  it.each(FILES)('%s: names its document, authority, edition, source address and the date it was taken', (file) => {
    const { meta } = read(file);
    for (const key of ['name', 'document', 'authority', 'edition', 'url', 'taken', 'complete']) {
      expect(meta[key], `${file} # @${key}`).toBeTruthy();
    }
    expect(meta.taken).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('precursors: 38 numbered entries in categories 1, 2 and 3 (19 + 11 + 8, as amended up to 2021)', () => {
    const { rows } = read('precursor.csv');
    const items = new Set(rows.map((r) => `${r.category}/${r.item}`));
    expect(items.size).toBe(38);
    const perCategory = (c: string) => new Set(rows.filter((r) => r.category === c).map((r) => r.item)).size;
    expect([perCategory('1'), perCategory('2'), perCategory('3')]).toEqual([19, 11, 8]);
  });

  it('explosive precursors: the 74 entries of the 2017 list in 9 groups', () => {
    const { rows } = read('explosive_precursor.csv');
    expect(rows).toHaveLength(74);
    expect(new Set(rows.map((r) => r.category)).size).toBe(9);
  });

  it('hazardous catalogue: all 2828 entries (序号 1-2828) are held', () => {
    const items = new Set(read('hazardous.csv').rows.flatMap((r) => (r.item ?? '').split(';')));
    expect(items.size).toBe(2828);
    expect(items.has('1') && items.has('2828')).toBe(true);
  });

  it('highly toxic: the 148 entries marked 剧毒, each also on the hazardous catalogue with that mark', () => {
    const toxic = read('highly_toxic.csv').rows;
    expect(toxic).toHaveLength(148);
    const hazardous = new Map(read('hazardous.csv').rows.map((r) => [r.cas, r]));
    for (const row of toxic) {
      expect(hazardous.get(row.cas)?.note, row.cas).toContain('剧毒');
    }
  });

  it('every list has a purchase requirement with its legal basis', () => {
    const data = loadRegulatedData();
    for (const key of LIST_KEYS) {
      const own = data.requirements.filter((r) => r.list === key);
      expect(own.length, key).toBeGreaterThan(0);
      for (const r of own) expect(r.basis).toMatch(/第.+条/);
    }
  });
});

describe('loadRegulatedData', () => {
  function copyWith(file: string, edit: (text: string) => string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'regulated-'));
    for (const f of fs.readdirSync(DEFAULT_DATA_DIR)) fs.copyFileSync(path.join(DEFAULT_DATA_DIR, f), path.join(dir, f));
    fs.writeFileSync(path.join(dir, file), edit(fs.readFileSync(path.join(dir, file), 'utf8')));
    return dir;
  }

  it('refuses a file with a CAS number whose check digit is wrong', () => {
    const dir = copyWith('precursor.csv', (t) => t.replace('103-79-7,', '103-79-8,'));
    expect(() => loadRegulatedData(dir)).toThrow(/103-79-8/);
  });

  it('refuses a file listing the same CAS number twice', () => {
    const dir = copyWith('explosive_precursor.csv', (t) => `${t}7697-37-2,硝酸,Nitric acid,1 酸类,1.1,\n`);
    expect(() => loadRegulatedData(dir)).toThrow(/appears twice/);
  });

  it('refuses a file without its source lines', () => {
    const dir = copyWith('highly_toxic.csv', (t) => t.replace(/^# @url .*\n/m, ''));
    expect(() => loadRegulatedData(dir)).toThrow(/@url/);
  });
});
