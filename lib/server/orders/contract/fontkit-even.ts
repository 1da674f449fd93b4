import fontkit from '@pdf-lib/fontkit';

/*
 * @pdf-lib/fontkit 1.1.1 (the latest; the fork is unmaintained) writes a
 * subset's `loca` in the short format whenever the offsets fit, halving them
 * — but TrueType glyph records may have odd lengths, so after the first odd
 * record every later glyph points one byte off and renders blank (text
 * extraction still works, which hides it). Upstream fontkit fixed this in
 * 1.8. Here each copied glyph record is padded to an even length, which the
 * TrueType format allows, so the halved offsets stay exact.
 */

type Subset = { glyf: Uint8Array[]; offset: number; _addGlyph(gid: number): number };
type Font = { createSubset(): Subset };

function evenSubsets<F extends Font>(font: F): F {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    const addGlyph = subset._addGlyph.bind(subset);
    subset._addGlyph = (gid: number) => {
      const index = addGlyph(gid);
      const record = subset.glyf[index]!;
      if (record.length % 2 === 1) {
        // The library's own bundled Buffer class: its encoder refuses Node's.
        const padded = (record.constructor as unknown as { alloc(size: number): Uint8Array }).alloc(record.length + 1);
        padded.set(record, 0);
        subset.glyf[index] = padded;
        subset.offset += 1;
      }
      return index;
    };
    return subset;
  };
  return font;
}

/** The fontkit pdf-lib registers (`doc.registerFontkit`), with subsets that render. */
export const evenFontkit = {
  create(...args: Parameters<typeof fontkit.create>) {
    return evenSubsets(fontkit.create(...args) as unknown as Font) as unknown as ReturnType<typeof fontkit.create>;
  },
};
