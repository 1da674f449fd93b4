import { describe, expect, it } from 'vitest';
import { depictionCacheSize, structureSvg } from './depict';

describe('structureSvg', () => {
  it('draws a molecule as an SVG element with its atoms', async () => {
    const svg = await structureSvg('CC(=O)Oc1ccccc1C(=O)O');
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(svg).not.toContain('<?xml');
    expect(svg).toContain('width=');
    // Oxygen labels are drawn as paths with the atom's class.
    expect(svg).toMatch(/atom-\d+/);
  });

  it('draws salts written with dots', async () => {
    expect(await structureSvg('[Na+].[Cl-]')).toMatch(/^<svg/);
  });

  it('answers null for SMILES RDKit cannot read', async () => {
    expect(await structureSvg('C1CC(')).toBeNull();
  });

  it('draws each structure once and then serves it from the cache', async () => {
    const first = await structureSvg('c1ccncc1', 200, 150);
    const size = depictionCacheSize();
    const second = await structureSvg('c1ccncc1', 200, 150);
    expect(second).toBe(first);
    expect(depictionCacheSize()).toBe(size);
  });
});
