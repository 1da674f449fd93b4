'use client';
import { Checkbox, Flex, InputNumber, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import { RegulatedTags } from '@/components/catalog/RegulatedTags';
import { useIsMobile } from '@/components/layout/viewport';
import type { ResolvedLine, ResolveResult } from '@/lib/api/rfq';
import { bilingualName, productPath } from '@/lib/shared/format';
import { formatNormalized } from './price';
import { CasNumber } from '@/components/layout/IdNumber';

/** A resolved row as the buyer edits it: quantity and unit may be filled in here, a row may be left out. */
export type MatrixRow = ResolvedLine & { qty: number | null; unit: string; included: boolean };

/** Rows that cannot be sent (a CAS number with a wrong check digit, an empty row). */
export function unsendable(line: ResolvedLine): boolean {
  return !line.query.trim() || (line.kind === 'cas' && line.casValid === false);
}

export function matrixRows(result: ResolveResult, defaultUnit = 'g'): MatrixRow[] {
  return result.lines.map((l) => ({ ...l, qty: l.quantity, unit: l.unitCode ?? defaultUnit, included: !unsendable(l) }));
}

/** The create_inquiry lines of the included rows: catalog substances by id, the rest by CAS, SMILES or name. */
export function inquiryLinesOf(rows: MatrixRow[]) {
  return rows
    .filter((r) => r.included)
    .map((r) => {
      const base = { quantity: r.qty ?? 0, unitCode: r.unit };
      if (r.substance) return { ...base, substanceId: r.substance.id, cas: r.substance.cas, productName: bilingualName(r.substance) };
      if (r.kind === 'cas') return { ...base, cas: r.query.trim() };
      if (r.kind === 'smiles') return { ...base, smiles: r.query.trim(), productName: `结构式 ${r.query.trim().slice(0, 60)}` };
      return { ...base, productName: r.query.trim() };
    });
}

/** The problems that stop sending: rows without a quantity, or with one out of range (0, negative, over 1,000,000). */
export function missingQuantity(rows: MatrixRow[]): number[] {
  return rows.filter((r) => r.included && !(r.qty && r.qty > 0 && r.qty <= 1_000_000)).map((r) => r.row);
}

function Found({ r }: { r: MatrixRow }) {
  if (unsendable(r)) return <Tag color="error">{r.problem ?? '无法识别'}</Tag>;
  return r.found ? <Tag color="success">目录中有</Tag> : <Tag color="orange">目录外</Tag>;
}

function Substance({ r }: { r: MatrixRow }) {
  return r.substance ? (
    <span>
      <Link href={productPath(r.substance.cas)} target="_blank">
        {bilingualName(r.substance)}
      </Link>{' '}
      <CasNumber cas={r.substance.cas} muted />
    </span>
  ) : (
    <span className="mono" style={{ wordBreak: 'break-all' }}>
      {r.query}
    </span>
  );
}

type Props = { rows: MatrixRow[]; units: { code: string; name: string }[]; onChange: (rows: MatrixRow[]) => void };

/**
 * 可供性矩阵 of a list inquiry: per row found or not, on-shelf offers, lowest
 * price per g or mL, regulated lists; quantity and unit editable, a row may be
 * left out. Rows not in the catalog stay in and are marked 目录外.
 */
export function ListInquiryMatrix({ rows, units, onChange }: Props) {
  const mobile = useIsMobile();
  const set = (row: number, patch: Partial<MatrixRow>) => onChange(rows.map((r) => (r.row === row ? { ...r, ...patch } : r)));
  const unitOptions = units.map((u) => ({ value: u.code, label: u.code }));
  const include = (r: MatrixRow) => (
    <Checkbox checked={r.included} disabled={unsendable(r)} onChange={(e) => set(r.row, { included: e.target.checked })} aria-label={`第 ${r.row} 行询价`} />
  );
  const qty = (r: MatrixRow) => (
    <Space.Compact>
      <InputNumber
        size="small"
        value={r.qty}
        status={r.included && !(r.qty && r.qty > 0 && r.qty <= 1_000_000) ? 'error' : undefined}
        placeholder="数量"
        aria-label={`第 ${r.row} 行数量`}
        onChange={(v) => set(r.row, { qty: typeof v === 'number' ? v : null })}
        style={{ width: 90 }}
      />
      <Select
        size="small"
        value={r.unit}
        options={unitOptions}
        onChange={(v) => set(r.row, { unit: v })}
        style={{ width: 76 }}
        aria-label={`第 ${r.row} 行单位`}
      />
    </Space.Compact>
  );
  const found = rows.filter((r) => r.found).length;
  const summary = (
    <p data-testid="matrix-summary">
      共 {rows.length} 行：目录中有 <strong>{found}</strong> 行，目录外 <strong>{rows.length - found}</strong> 行（仍可询价，已标记），将询价{' '}
      <strong>{rows.filter((r) => r.included).length}</strong> 行。
    </p>
  );

  if (mobile)
    return (
      <div data-testid="list-matrix">
        {summary}
        <Flex vertical gap={8}>
          {rows.map((r) => (
            <div key={r.row} data-testid="matrix-row" style={{ border: '1px solid #e4e7eb', borderRadius: 8, padding: 10, opacity: r.included ? 1 : 0.6 }}>
              <Flex justify="space-between" align="center" gap={8}>
                <span>
                  {include(r)} {r.row}. <Substance r={r} />
                </span>
                <Found r={r} />
              </Flex>
              <div className="muted" style={{ margin: '6px 0' }}>
                在售 {r.offerCount} · 最低 {formatNormalized(r.lowestPrice)} <RegulatedTags lists={r.regulated} />
              </div>
              {qty(r)}
            </div>
          ))}
        </Flex>
      </div>
    );

  const columns: ColumnsType<MatrixRow> = [
    { title: '询价', key: 'include', width: 56, render: (_, r) => include(r) },
    { title: '行', dataIndex: 'row', key: 'row', width: 48 },
    { title: '产品', key: 'substance', render: (_, r) => <Substance r={r} /> },
    { title: '识别', key: 'found', render: (_, r) => <Found r={r} /> },
    { title: '在售', key: 'offers', dataIndex: 'offerCount', width: 64 },
    { title: '最低折算价', key: 'lowest', render: (_, r) => formatNormalized(r.lowestPrice) },
    { title: '管制', key: 'regulated', render: (_, r) => <RegulatedTags lists={r.regulated} /> },
    { title: '数量', key: 'qty', width: 190, render: (_, r) => qty(r) },
  ];
  return (
    <div data-testid="list-matrix">
      {summary}
      <Table<MatrixRow>
        rowKey="row"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: 860 }}
        rowClassName={(r) => (r.included ? '' : 'muted')}
        onRow={() => ({ 'data-testid': 'matrix-row' }) as React.HTMLAttributes<HTMLElement>}
      />
    </div>
  );
}
