import { OfferInput, PackInput } from '@/lib/contracts/goods/schema';
import type { OfferDraft } from '../offers';

/*
 * The import template's columns, and one spreadsheet row read into the same
 * draft the goods form sends (so both are checked by the same rules).
 */

export const IMPORT_COLUMNS = [
  { key: 'cas', header: 'CAS号*', width: 14, example: '50-78-2' },
  { key: 'name', header: '产品名称（目录中没有的 CAS 必填）', width: 28, example: '阿司匹林' },
  { key: 'formula', header: '分子式', width: 12, example: 'C9H8O4' },
  { key: 'smiles', header: 'SMILES', width: 26, example: 'CC(=O)Oc1ccccc1C(=O)O' },
  { key: 'purity', header: '纯度*', width: 10, example: '≥99%' },
  { key: 'brand', header: '品牌', width: 14, example: '华东试剂' },
  { key: 'packSize', header: '包装规格*', width: 10, example: 25 },
  { key: 'unitCode', header: '单位*', width: 8, example: 'g' },
  { key: 'price', header: '价格（元）*', width: 12, example: 68.5 },
  { key: 'stock', header: '库存*', width: 8, example: 120 },
  { key: 'leadTimeDays', header: '货期（天）*', width: 11, example: 3 },
  { key: 'storageConditions', header: '储存条件', width: 16, example: '2-8℃ 避光保存' },
  { key: 'lotNumber', header: '批号', width: 14, example: 'HD20260901' },
] as const;

export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];
export type ImportCells = Record<ImportColumnKey, string>;

/** Rows a workbook may hold (the header and example row aside). */
export const MAX_IMPORT_ROWS = 10_000;

/** The template's header without the required-field star, for comparing what a workbook's first row says. */
export function headerLabel(text: string): string {
  return text.replace(/[*＊\s]/g, '');
}

const REQUIRED: [ImportColumnKey, string][] = [
  ['cas', 'CAS号'],
  ['purity', '纯度'],
  ['packSize', '包装规格'],
  ['unitCode', '单位'],
  ['price', '价格'],
  ['stock', '库存'],
  ['leadTimeDays', '货期'],
];

function numberIn(text: string, label: string): number | string {
  const value = Number(text.replace(/[,，\s]/g, '').replace(/^[¥￥]/, ''));
  return Number.isFinite(value) && text !== '' ? value : `${label}“${text.slice(0, 30)}”不是数字`;
}

/** The form's rules for one pack, built once (a zod schema is costly to build per row). */
const ROW_SCHEMA = OfferInput.extend(PackInput.shape);

/** One row's cells as a draft offer, or the reason it cannot be one (the first problem found). */
export function draftFromCells(cells: ImportCells): { draft: OfferDraft } | { reason: string } {
  const missing = REQUIRED.filter(([key]) => cells[key] === '').map(([, label]) => label);
  if (missing.length > 0) return { reason: `缺少必填项：${missing.join('、')}` };
  const price = numberIn(cells.price, '价格');
  if (typeof price === 'string') return { reason: price };
  if (price <= 0) return { reason: `价格必须大于 0（填写的是 ${cells.price}）` };
  const priceCents = Math.round(price * 100);
  if (Math.abs(priceCents - price * 100) > 1e-6) return { reason: `价格最多到分（填写的是 ${cells.price}）` };
  const numbers: Record<'packSize' | 'stock' | 'leadTimeDays', number> = { packSize: 0, stock: 0, leadTimeDays: 0 };
  for (const [key, label] of [
    ['packSize', '包装规格'],
    ['stock', '库存'],
    ['leadTimeDays', '货期'],
  ] as const) {
    const value = numberIn(cells[key], label);
    if (typeof value === 'string') return { reason: value };
    numbers[key] = value;
  }
  const parsed = ROW_SCHEMA.safeParse({
    cas: cells.cas,
    name: cells.name,
    formula: cells.formula,
    smiles: cells.smiles,
    purity: cells.purity,
    brand: cells.brand,
    storageConditions: cells.storageConditions,
    lotNumber: cells.lotNumber,
    coaUploadId: null,
    unitCode: cells.unitCode,
    priceCents,
    ...numbers,
  });
  if (!parsed.success) return { reason: parsed.error.issues[0]?.message ?? '这一行无法读取' };
  return { draft: parsed.data };
}

/**
 * Spreadsheet programs run a cell starting with = + - @ as a formula
 * (CSV/formula injection): every exported text cell that starts so is
 * written with a leading apostrophe, as text.
 */
export function neutralizedCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
