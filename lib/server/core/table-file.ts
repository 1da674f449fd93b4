/*
 * Reading the tables people upload: a .csv as whichever program saved it, and
 * a spreadsheet cell as the text it shows. Every upload that takes a .csv or
 * an .xlsx reads it through here, so all of them agree on what a file says.
 */

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/**
 * The text of an uploaded text file, or null when it is not text in an
 * encoding we can tell. A byte-order mark decides (UTF-8, UTF-16); without
 * one, bytes that are valid UTF-8 are UTF-8, and anything else is read as
 * GB18030: Excel and WPS on Chinese Windows save "CSV (逗号分隔)" in the
 * system code page (GBK, which GB18030 contains). A file that is not valid
 * GB18030 either, or that holds NUL characters, is binary, not a table.
 */
export function decodeTextFile(bytes: Uint8Array): string | null {
  let text: string;
  if (startsWith(bytes, UTF8_BOM)) text = new TextDecoder('utf-8').decode(bytes.subarray(3));
  else if (startsWith(bytes, UTF16LE_BOM)) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (startsWith(bytes, UTF16BE_BOM)) text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      try {
        text = new TextDecoder('gb18030', { fatal: true }).decode(bytes);
      } catch {
        return null;
      }
    }
  }
  return text.includes('\u0000') ? null : text;
}

type CellObject = {
  richText?: { text: string }[];
  formula?: string;
  sharedFormula?: string;
  result?: unknown;
  text?: unknown;
  hyperlink?: string;
  error?: string;
};

/**
 * A cell's value as the text Excel shows: exceljs hands out numbers,
 * strings, booleans, dates, rich text ({ richText }), formulas with their
 * cached result ({ formula, result }), hyperlinks ({ text, hyperlink }) and
 * errors ({ error }). A formula never calculated (no cached result) shows
 * nothing, as in a viewer that does not calculate.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as CellObject;
    if (v.richText)
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if (v.formula !== undefined || v.sharedFormula !== undefined || 'result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
    if (v.error) return v.error;
    return '';
  }
  return String(value).trim();
}
