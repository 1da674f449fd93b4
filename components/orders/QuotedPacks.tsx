'use client';
import { Flex, InputNumber } from 'antd';
import type { Order } from '@/lib/api/orders';
import { lineName } from './OrderLines';

type Line = Order['lines'][number];

/** How a quoted pack answers what was asked, in words: "询价 1 kg；报价 500 g/包，2 包覆盖需求". */
export function coverageNote(line: Line): string | null {
  if (!line.asked) return null;
  const asked = `询价 ${line.asked.quantity} ${line.asked.unitCode}`;
  const pack = `报价 ${line.packSize} ${line.unitCode}/包`;
  if (line.asked.coveringPacks === null) return `${asked}；${pack}，单位无法换算，请自行确认包装数`;
  const total = `${line.asked.coveringPacks} 包覆盖需求（向上取整）`;
  return line.quantity === line.asked.coveringPacks ? `${asked}；${pack}，${total}` : `${asked}；${pack}，${total}，你改为 ${line.quantity} 包`;
}

/** Lines from quotations: the asked quantity, the packs that cover it, and the number of packs the buyer may change before submitting. */
export function QuotedPacks({ lines, onPacks }: { lines: Line[]; onPacks: (quotationId: number, packs: number) => void }) {
  const quoted = lines.filter((l) => l.quotationId !== null && l.asked);
  if (quoted.length === 0) return null;
  return (
    <Flex vertical gap={8} style={{ marginTop: 12 }} data-testid="quoted-packs">
      {quoted.map((l) => (
        <Flex key={l.quotationId} gap={8} align="center" wrap>
          <label style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{lineName(l)} 包装数</span>
            <InputNumber
              aria-label={`${lineName(l)} 包装数`}
              min={1}
              max={9999}
              precision={0}
              value={l.quantity}
              onChange={(v) => typeof v === 'number' && v >= 1 && onPacks(l.quotationId!, v)}
              style={{ width: 96 }}
            />
          </label>
          <span className="muted" data-testid="coverage-note">
            {coverageNote(l)}
          </span>
        </Flex>
      ))}
    </Flex>
  );
}
