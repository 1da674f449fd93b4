/** The structure search modes, as the API names them. */
export type StructureMode = 'substructure' | 'similarity' | 'exact';

export const MODE_LABELS: Record<StructureMode, string> = { substructure: '子结构', similarity: '相似结构', exact: '精确结构' };

/** /structureSearch/<structure>/<page>, with the mode and threshold in the query string when not the defaults. */
export function structureSearchPath(structure: string, page = 1, mode: StructureMode = 'substructure', threshold = 0.7): string {
  const params = new URLSearchParams();
  if (mode !== 'substructure') params.set('mode', mode);
  if (mode === 'similarity' && threshold !== 0.7) params.set('threshold', String(threshold));
  const query = params.toString();
  return `/structureSearch/${encodeURIComponent(structure)}/${page}${query ? `?${query}` : ''}`;
}
