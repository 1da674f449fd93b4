export type CategorySlug = 'inorganic' | 'organometallic' | 'cyclic-organic' | 'acyclic-organic';

const METAL =
  /\[(Li|Na|K|Rb|Cs|Be|Mg|Ca|Sr|Ba|Al|Ga|In|Tl|Sn|Pb|Bi|Ti|Zr|Hf|V|Nb|Ta|Cr|Mo|W|Mn|Re|Fe|Ru|Os|Co|Rh|Ir|Ni|Pd|Pt|Cu|Ag|Au|Zn|Cd|Hg|La|Ce|Sm|Eu|Gd|U)[+\-\d\]@H]/;

/**
 * A coarse, deterministic classification (docs/decisions/0041-demo-catalog-and-categories.md): no carbon in
 * the formula or from the inorganic file → inorganic; carbon plus a metal
 * atom → organometallic; a ring closure in the SMILES → cyclic; else acyclic.
 */
export function categorize(formula: string | null, smiles: string | null, fromInorganicFile: boolean): CategorySlug {
  const hasCarbon = formula ? /C(?![a-z])/.test(formula) : false;
  if (fromInorganicFile || !hasCarbon) return 'inorganic';
  if (smiles && METAL.test(smiles)) return 'organometallic';
  return smiles && /\d/.test(smiles.replace(/\[[^\]]*\]/g, '')) ? 'cyclic-organic' : 'acyclic-organic';
}
