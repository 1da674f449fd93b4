import { rdkit } from './rdkit';

const CACHE_LIMIT = 5000;
/** Drawn structures by SMILES and size; insertion order makes it a simple LRU. */
const cache = new Map<string, string | null>();

function remember(key: string, svg: string | null): string | null {
  cache.delete(key);
  cache.set(key, svg);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return svg;
}

/**
 * The structure drawn by RDKit as an SVG element (no XML prolog, so it can be
 * placed in a page), or null when RDKit cannot read the SMILES.
 */
export async function structureSvg(smiles: string, width = 320, height = 240): Promise<string | null> {
  const key = `${width}x${height}:${smiles}`;
  if (cache.has(key)) return remember(key, cache.get(key) ?? null);
  const RDKit = await rdkit();
  const mol = RDKit.get_mol(smiles);
  if (!mol) return remember(key, null);
  try {
    const svg = mol.get_svg_with_highlights(JSON.stringify({ width, height, clearBackground: false, bondLineWidth: 1.5 }));
    return remember(key, svg.replace(/^<\?xml[^>]*>\s*/, ''));
  } finally {
    mol.delete();
  }
}

export function depictionCacheSize(): number {
  return cache.size;
}
