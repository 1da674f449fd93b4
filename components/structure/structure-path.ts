import { DEFAULT_SIMILARITY_THRESHOLD, type StructureMode } from '@/lib/shared/structure';

export const MODE_LABELS: Record<StructureMode, string> = { substructure: '子结构', similarity: '相似结构', exact: '精确结构' };

/** /structureSearch/<structure>/<page>, with the mode and threshold in the query string when not the defaults. */
export function structureSearchPath(structure: string, page = 1, mode: StructureMode = 'substructure', threshold = DEFAULT_SIMILARITY_THRESHOLD): string {
  const params = new URLSearchParams();
  if (mode !== 'substructure') params.set('mode', mode);
  if (mode === 'similarity' && threshold !== DEFAULT_SIMILARITY_THRESHOLD) params.set('threshold', String(threshold));
  const query = params.toString();
  return `/structureSearch/${encodeURIComponent(structure)}/${page}${query ? `?${query}` : ''}`;
}
