import type { Mol } from '@rdkit/rdkit';
import { rdkit } from '@/lib/server/chem/rdkit';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import type { PreparedQuery, StructureMode } from './engine';
import { FP_WORDS, fpWords } from './fingerprint';
import { exceedsQuerySize, MAX_LINE_QUERY, MAX_QUERY_ATOMS, parseStructureQuery } from './query';
import { MORGAN } from './record';

/** The query read by RDKit, with its fingerprints; a clear error when it cannot be read or used this way. */
export async function prepareStructureQuery(structure: string, mode: StructureMode): Promise<PreparedQuery> {
  if (exceedsQuerySize(structure)) {
    throw new AppError(ErrorCode.STRUCTURE_TOO_LARGE, `结构过大：SMILES 最多 ${MAX_LINE_QUERY} 个字符，结构最多 ${MAX_QUERY_ATOMS} 个原子；请只画要找的部分`);
  }
  const parsed = parseStructureQuery(await rdkit(), structure, { fragment: mode === 'substructure' });
  if (!parsed) throw new AppError(ErrorCode.STRUCTURE_INVALID, '无法识别该结构：请检查 SMILES（如 c1ccccc1）或重新绘制');
  const { query, mol } = parsed;
  try {
    if (mode !== 'substructure' && query.hasQueryFeatures) {
      const what = mode === 'exact' ? '精确搜索' : '相似度搜索';
      throw new AppError(ErrorCode.STRUCTURE_NEEDS_MOLECULE, `${what}需要完整的分子：请去掉通配原子（*、A、Q）或改用子结构搜索`);
    }
    // Each mode needs one fingerprint; RDKit cannot make a Morgan fingerprint of a query molecule.
    const none = new Uint32Array(FP_WORDS);
    return { query, pattern: mode === 'substructure' ? patternOf(mol) : none, morgan: mode === 'similarity' ? morganOf(mol) : none };
  } finally {
    mol.delete();
  }
}

function patternOf(mol: Mol): Uint32Array {
  return fpWords(mol.get_pattern_fp_as_uint8array() as Uint8Array);
}

function morganOf(mol: Mol): Uint32Array {
  return fpWords(mol.get_morgan_fp_as_uint8array(JSON.stringify(MORGAN)) as Uint8Array);
}
