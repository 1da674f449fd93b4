import type { Mol } from '@rdkit/rdkit';
import { rememberLru } from '@/lib/server/core/lru';
import { rdkit } from './rdkit';

const CACHE_LIMIT = 5000;
/** Drawn structures by SMILES and size (least recently used out). */
const cache = new Map<string, string | null>();

function remember(key: string, svg: string | null): string | null {
  return rememberLru(cache, key, svg, CACHE_LIMIT);
}

/**
 * A molecule drawn in the site's style as an SVG element (no XML prolog, so it
 * can be placed in a page); `details` adds RDKit drawing options (highlights).
 */
export function svgOf(mol: Mol, width: number, height: number, details: Record<string, unknown> = {}): string {
  const svg = mol.get_svg_with_highlights(JSON.stringify({ width, height, clearBackground: false, bondLineWidth: 1.5, ...details }));
  return svg.replace(/^<\?xml[^>]*>\s*/, '');
}

/** The structure drawn by RDKit (`svgOf`), or null when RDKit cannot read the SMILES. */
export async function structureSvg(smiles: string, width = 320, height = 240): Promise<string | null> {
  const key = `${width}x${height}:${smiles}`;
  if (cache.has(key)) return remember(key, cache.get(key) ?? null);
  const RDKit = await rdkit();
  const mol = RDKit.get_mol(smiles);
  if (!mol) return remember(key, null);
  try {
    return remember(key, svgOf(mol, width, height));
  } finally {
    mol.delete();
  }
}

export function depictionCacheSize(): number {
  return cache.size;
}
