'use client';
import { memo, type KeyboardEvent } from 'react';
import type { SheetRowError } from '@/lib/contracts/inquiry/sheet';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { formatYuan } from '@/lib/shared/format';
import { fromGoods, type Row, type SheetLine } from './sheet-state';

type Props = { line: SheetLine; row: Row; error: SheetRowError | null; disabled: boolean; onChange: (row: Row) => void };

/** Enter moves to the same column one row down (Shift+Enter up), as in a spreadsheet; Tab moves along the row. */
function moveDown(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'Enter') return;
  const cell = e.currentTarget;
  const column = cell.dataset.col;
  const tr = cell.closest('tr');
  const next = (e.shiftKey ? tr?.previousElementSibling : tr?.nextElementSibling) as HTMLElement | null;
  const target = next?.querySelector<HTMLElement>(`[data-col="${column}"]`);
  if (target) {
    e.preventDefault();
    target.focus();
  }
}

/** One inquiry line of the quotation sheet: plain inputs, re-rendered only when its own row changes. */
export const QuoteSheetRow = memo(function QuoteSheetRow({ line, row, error, disabled, onChange }: Props) {
  const set = (change: Partial<Row>) => onChange({ ...row, ...change });
  const label = `第 ${line.lineNo} 行`;
  const common = { disabled, onKeyDown: moveDown };
  return (
    <tr data-testid={`sheet-row-${line.lineNo}`} className={error ? 'has-error' : undefined}>
      <td className="num">{line.lineNo}</td>
      <td className="product">
        <strong>{line.productName}</strong>
        <div className="muted">
          {line.cas ?? '无 CAS'} · 需求 {line.quantity} {line.unit.code}
          {line.purity ? ` · ${line.purity}` : ''}
        </div>
        <div className="state">
          {line.accepted ? (
            <span className="muted">已采纳报价</span>
          ) : error ? (
            <span className="error" role="alert">
              {error.msg}
              {error.code === ErrorCode.QUOTATION_PRICE_UNUSUAL && (
                <label className="confirm">
                  <input type="checkbox" checked={row.confirmUnusualPrice === true} onChange={(e) => set({ confirmUnusualPrice: e.target.checked })} />{' '}
                  价格已核对
                </label>
              )}
            </span>
          ) : line.mine ? (
            <span className="muted">
              已报 {formatYuan(line.mine.priceCents)}/{line.mine.packSize} {line.mine.unit.code}
            </span>
          ) : null}
        </div>
      </td>
      <td>
        {line.myGoods.length > 0 ? (
          <select
            {...common}
            data-col="goods"
            aria-label={`${label} 从我的商品`}
            value={row.goodsId ?? ''}
            onChange={(e) => onChange(fromGoods(row, line, e.target.value ? Number(e.target.value) : null))}
          >
            <option value="">不选</option>
            {line.myGoods.map((g) => (
              <option key={g.goodsId} value={g.goodsId}>
                {g.packSize} {g.unit.code} · {formatYuan(g.priceCents)}
                {g.stock > 0 ? ` · 库存 ${g.stock}` : ''}
              </option>
            ))}
          </select>
        ) : (
          <span className="muted">—</span>
        )}
      </td>
      <td>
        <input
          {...common}
          data-col="price"
          aria-label={`${label} 单价（元）`}
          inputMode="decimal"
          size={8}
          value={row.price ?? ''}
          onChange={(e) => set({ price: e.target.value })}
        />
      </td>
      <td className="pack">
        <input
          {...common}
          data-col="pack"
          aria-label={`${label} 包装规格`}
          inputMode="decimal"
          size={5}
          value={row.packSize ?? ''}
          onChange={(e) => set({ packSize: e.target.value })}
        />
        <select
          {...common}
          data-col="unit"
          aria-label={`${label} 包装单位`}
          value={row.unitCode ?? line.unit.code}
          onChange={(e) => set({ unitCode: e.target.value })}
        >
          {line.units.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </td>
      <td>
        <input
          {...common}
          data-col="purity"
          aria-label={`${label} 纯度`}
          size={7}
          maxLength={40}
          value={row.purity ?? ''}
          onChange={(e) => set({ purity: e.target.value })}
        />
      </td>
      <td className="center">
        <input
          {...common}
          data-col="stock"
          type="checkbox"
          aria-label={`${label} 现货`}
          checked={row.inStock === true}
          onChange={(e) => set({ inStock: e.target.checked })}
        />
      </td>
      <td>
        <input
          {...common}
          data-col="lead"
          aria-label={`${label} 货期（天）`}
          inputMode="numeric"
          size={3}
          disabled={disabled || row.inStock === true}
          value={row.inStock ? '0' : (row.leadTimeDays ?? '')}
          onChange={(e) => set({ leadTimeDays: e.target.value })}
        />
      </td>
      <td>
        <input
          {...common}
          data-col="valid"
          type="date"
          aria-label={`${label} 有效期至`}
          value={row.validUntil ?? ''}
          onChange={(e) => set({ validUntil: e.target.value })}
        />
      </td>
      <td>
        <input
          {...common}
          data-col="remarks"
          aria-label={`${label} 备注`}
          size={12}
          maxLength={500}
          value={row.remarks ?? ''}
          onChange={(e) => set({ remarks: e.target.value })}
        />
      </td>
    </tr>
  );
});
