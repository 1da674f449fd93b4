/**
 * Structure search terms both sides use: the modes as the API names them and
 * the similarity threshold a search gets when none is given (also the one the
 * results URL leaves out).
 */
export const STRUCTURE_MODES = ['substructure', 'similarity', 'exact'] as const;
export type StructureMode = (typeof STRUCTURE_MODES)[number];

/** Tanimoto cut-off of a similarity search that names none. */
export const DEFAULT_SIMILARITY_THRESHOLD = 0.7;
