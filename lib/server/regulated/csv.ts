/**
 * The plain CSV our regulated-list files use: `#` comment lines at the top
 * (`# @key value` lines carry the list's source), one header row, then
 * comma-separated rows. Fields may be double-quoted (`""` inside is a quote);
 * no field spans lines.
 */
export type CsvFile = {
  /** `# @key value` lines, e.g. `{ document: '…', complete: 'true' }`. */
  meta: Record<string, string>;
  header: string[];
  rows: Record<string, string>[];
};

export function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"' && field === '') {
      quoted = true;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
    } else {
      field += ch;
    }
  }
  if (quoted) throw new Error(`unterminated quote in CSV line: ${line}`);
  fields.push(field);
  return fields;
}

export function parseCsv(text: string, fileName = 'CSV'): CsvFile {
  const meta: Record<string, string> = {};
  let header: string[] | null = null;
  const rows: Record<string, string>[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    if (header === null && line.startsWith('#')) {
      const m = /^#\s*@(\w+)\s+(.*)$/.exec(line);
      if (m) meta[m[1] as string] = (m[2] as string).trim();
      return;
    }
    const fields = parseCsvLine(line);
    if (header === null) {
      header = fields.map((f) => f.trim());
      return;
    }
    if (fields.length !== header.length) {
      throw new Error(`${fileName} line ${index + 1}: ${fields.length} fields, the header has ${header.length}`);
    }
    const row: Record<string, string> = {};
    header.forEach((name, i) => {
      row[name] = (fields[i] as string).trim();
    });
    rows.push(row);
  });
  if (header === null) throw new Error(`${fileName}: no header row`);
  return { meta, header, rows };
}
