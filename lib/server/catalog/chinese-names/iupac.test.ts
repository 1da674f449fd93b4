import { describe, expect, it } from 'vitest';
import { traditionalOrder } from './iupac';

describe('PubChem IUPAC names in the traditional order', () => {
  it('moves locants before the ending, word by word', () => {
    expect(traditionalOrder('propan-2-ol')).toBe('2-propanol');
    expect(traditionalOrder('but-2-enoic acid')).toBe('2-butenoic acid');
    expect(traditionalOrder('1,1,2-tris(chloranyl)ethane')).toBe('1,1,2-trichloroethane');
    expect(traditionalOrder('propan-2-yl acetate')).toBe('isopropyl acetate');
    expect(traditionalOrder('2-propan-2-ylpropanedioic acid')).toBe('2-isopropylpropanedioic acid');
  });

  it('puts a heteroaromatic ring’s suffix group and its place before the ring', () => {
    expect(traditionalOrder('5-bromopyridine-3-carboxylic acid')).toBe('5-bromo-3-pyridinecarboxylic acid');
    expect(traditionalOrder('4-fluoronaphthalene-1-carboxylic acid')).toBe('4-fluoro-1-naphthalenecarboxylic acid');
  });

  it('reads PubChem’s element groups only as whole groups', () => {
    expect(traditionalOrder('2-sulfanylethanol')).toBe('2-mercaptoethanol');
    // Phenylsulfanyl is phenylthio and oxidanylidene oxo: left as they are, for the reader to refuse.
    expect(traditionalOrder('2-phenylsulfanylacetic acid')).toBe('2-phenylsulfanylacetic acid');
    expect(traditionalOrder('4-oxidanylidenepentanoic acid')).toBe('4-oxidanylidenepentanoic acid');
    expect(traditionalOrder('2-[(phenyl)methyl]acetic acid')).toBeNull();
  });
});
