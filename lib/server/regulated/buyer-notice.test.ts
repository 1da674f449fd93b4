import { describe, expect, it } from 'vitest';
import { buyerOrderNotice } from './buyer-notice';
import { restrictionsFor } from './service';

describe('buyerOrderNotice', () => {
  it('says nothing for a substance whose lists ask no certificate of a buyer (ethanol: hazardous catalogue only)', () => {
    const ethanol = restrictionsFor('64-17-5');
    expect(ethanol.regulated).toBe(true);
    expect(buyerOrderNotice(ethanol)).toBeNull();
    expect(buyerOrderNotice(restrictionsFor('50-78-2'))).toBeNull();
  });

  it('names what each list asks of the buyer', () => {
    // Sulfuric acid: third-category precursor (and hazardous).
    const sulfuric = buyerOrderNotice(restrictionsFor('7664-93-9'));
    expect(sulfuric).toContain('第三类易制毒化学品须持易制毒化学品购买备案证明或易制毒化学品购买许可证');
    expect(sulfuric).not.toContain('剧毒');
    // Potassium cyanide: highly toxic.
    expect(buyerOrderNotice(restrictionsFor('151-50-8'))).toContain('剧毒化学品须持危险化学品经营许可证或剧毒化学品购买许可证');
  });
});
