import { describe, expect, it } from 'vitest';
import { HAZARD_STATEMENTS, normalizeCode, PRECAUTIONARY_STATEMENTS, statementText, unknownParts } from './ghs';

describe('GHS code lists', () => {
  it('hold the codes of the fourth revision, each with a Chinese text', () => {
    expect(Object.keys(HAZARD_STATEMENTS)).toHaveLength(76);
    expect(Object.keys(PRECAUTIONARY_STATEMENTS)).toHaveLength(105);
    for (const [code, text] of [...Object.entries(HAZARD_STATEMENTS), ...Object.entries(PRECAUTIONARY_STATEMENTS)]) {
      expect(code).toMatch(/^[HP]\d{3}$/);
      expect(text, code).toMatch(/\p{Script=Han}/u);
    }
    expect(HAZARD_STATEMENTS.H314).toBe('造成严重皮肤灼伤和眼损伤');
    expect(PRECAUTIONARY_STATEMENTS.P280).toBe('戴防护手套/穿防护服/戴防护眼罩/戴防护面具。');
  });

  it('reads codes as sheets write them and checks combined ones part by part', () => {
    expect(normalizeCode(' p301 + p310 ')).toBe('P301+P310');
    expect(unknownParts('P301+P310', PRECAUTIONARY_STATEMENTS)).toEqual([]);
    expect(unknownParts('P301+P999', PRECAUTIONARY_STATEMENTS)).toEqual(['P999']);
    expect(unknownParts('H999', HAZARD_STATEMENTS)).toEqual(['H999']);
  });

  it('gives a statement’s text, a combined one joined, and nothing for an unknown code', () => {
    expect(statementText('H290')).toBe('可能腐蚀金属');
    expect(statementText('P305+P351+P338')).toBe('如进入眼睛：用水小心冲洗几分钟。如戴隐形眼镜并可方便地取出，取出隐形眼镜。继续冲洗。');
    expect(statementText('H300+H310')).toBe('吞咽致命；皮肤接触致命');
    expect(statementText('H999')).toBeNull();
    expect(statementText('X100')).toBeNull();
  });
});
