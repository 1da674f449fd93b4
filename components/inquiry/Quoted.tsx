'use client';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Collapse, Empty, Flex, Segmented, Table, Tag, Tooltip } from 'antd';
import Link from 'next/link';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useIsMobile } from '@/components/layout/viewport';
import { createOrderPath } from '@/lib/api/orders';
import type { DetailLine, InquiryDetail, Quotation } from '@/lib/api/rfq';
import { formatYuan, sellerPath } from '@/lib/shared/format';
import { LIVE_STATUSES, dayOf, formatNormalized, leadLabel } from './price';
import { CasNumber } from '@/components/layout/IdNumber';
import { PurchasePlans } from './PurchasePlans';
import { ThreadButton } from '@/components/threads/ThreadButton';
import { SellerStandingLine } from '@/components/trust/SellerStandingLine';
import { useSellerStandings, type SellerStanding } from '@/lib/api/seller-standings';

type SortKey = 'landed' | 'normalized' | 'price' | 'lead' | 'validity';
const SORTS: { value: SortKey; label: string }[] = [
  { value: 'landed', label: '到手价' },
  { value: 'normalized', label: '折算单价' },
  { value: 'price', label: '报价' },
  { value: 'lead', label: '货期' },
  { value: 'validity', label: '有效期' },
];

const normalizedOf = (q: Quotation) => q.normalizedPrice?.cents ?? Number.POSITIVE_INFINITY;
const leadOf = (q: Quotation) => (q.inStock ? 0 : q.leadTimeDays);
type Landed = DetailLine['landed'][number];
/** Landed cost per g or mL asked (or the total for counted units); unknown last. */
const landedValue = (l: Landed | undefined) => l?.perBase?.cents ?? l?.totalCents ?? Number.POSITIVE_INFINITY;

function LandedCell({ landed }: { landed: Landed | undefined }) {
  if (!landed) return <span className="muted">—</span>;
  if (!landed.delivered) return <span style={{ color: '#a8071a' }}>{landed.freightNote}</span>;
  return (
    <span data-testid="landed-price" title={landed.freightNote}>
      <strong>{formatYuan(landed.totalCents)}</strong>
      {landed.perBase && ` · ${formatYuan(Math.round(landed.perBase.cents))}/${landed.perBase.per}`}
      <div className="muted" style={{ fontSize: 12 }}>
        {landed.packs} 包 {formatYuan(landed.goodsCents)} + 运费{' '}
        {landed.freightCents === null ? '未计' : landed.freightCents === 0 ? '包邮' : formatYuan(landed.freightCents)}
      </div>
    </span>
  );
}

const COMPARE: Record<Exclude<SortKey, 'landed'>, (a: Quotation, b: Quotation) => number> = {
  normalized: (a, b) => normalizedOf(a) - normalizedOf(b),
  price: (a, b) => a.priceCents - b.priceCents,
  lead: (a, b) => leadOf(a) - leadOf(b),
  validity: (a, b) => Date.parse(b.validUntil) - Date.parse(a.validUntil),
};

/** The sellers' standing by id while it loads (undefined: not asked, or the call failed: nothing shown). */
type Standings = { byId: Map<number, SellerStanding>; isLoading: boolean };

/** The seller, linked to their page (a new tab: the comparison stays), with their measured standing below. */
function SellerName({ q, standings }: { q: Quotation; standings?: Standings }) {
  const standing = standings?.byId.get(q.seller.id);
  return (
    <span data-testid="quote-seller">
      <a href={sellerPath(q.seller.id)} target="_blank" rel="noopener">
        {q.seller.name}
      </a>
      {q.seller.verified && (
        <Tooltip title="已认证：营业执照 / 许可证已上传">
          <Tag color="blue" icon={<SafetyCertificateOutlined />} style={{ marginLeft: 4 }}>
            认证
          </Tag>
        </Tooltip>
      )}
      {q.seller.direct && <Tag color="green">厂家直供</Tag>}
      {standing ? (
        <SellerStandingLine standing={standing} />
      ) : (
        standings?.isLoading && (
          <div className="muted" style={{ fontSize: 12 }}>
            卖家表现加载中…
          </div>
        )
      )}
    </span>
  );
}

function StatusTag({ q }: { q: Quotation }) {
  if (q.status === 'accepted') return <Tag color="success">已采纳</Tag>;
  if (q.status === 'active') return null;
  return <Tag>{q.statusLabel}</Tag>;
}

/** The conversation with a quotation's seller on its line: unread count and how to open it. */
export type Talk = { unread: (q: Quotation) => number; open: (q: Quotation) => void };
type LineProps = {
  line: DetailLine;
  canAccept: boolean;
  onAccept: (q: Quotation, line: DetailLine) => void;
  busy: number | null;
  talk?: Talk;
  standings?: Standings;
};

/** One line's quotations side by side: cheapest normalised price marked, sortable; history below. */
export function LineComparison({ line, canAccept, onAccept, busy, talk, standings }: LineProps) {
  const mobile = useIsMobile();
  const hasLanded = line.landed.length > 0;
  const [sort, setSort] = useState<SortKey>(hasLanded ? 'landed' : 'normalized');
  const landedOf = (q: Quotation) => line.landed.find((l) => l.quotationId === q.id);
  const compare = (key: SortKey) => (key === 'landed' ? (a: Quotation, b: Quotation) => landedValue(landedOf(a)) - landedValue(landedOf(b)) : COMPARE[key]);
  const live = line.quotations.filter((q) => LIVE_STATUSES.has(q.status));
  const history = line.quotations.filter((q) => !LIVE_STATUSES.has(q.status));
  const acceptButton = (q: Quotation) =>
    canAccept && !line.accepted && q.status === 'active' ? (
      <Button type="primary" size="small" loading={busy === q.id} onClick={() => onAccept(q, line)} style={{ minHeight: 32 }}>
        采纳
      </Button>
    ) : null;
  const talkButton = (q: Quotation) => (talk ? <ThreadButton label="沟通" size="small" unread={talk.unread(q)} onClick={() => talk.open(q)} /> : null);
  const cheapestTag = (q: Quotation) =>
    q.cheapest ? (
      <Tag color="red" data-testid="cheapest">
        最低价
      </Tag>
    ) : null;

  const columns: ColumnsType<Quotation> = [
    { title: '卖家', key: 'seller', width: 220, render: (_, q) => <SellerName q={q} standings={standings} /> },
    { title: '报价', key: 'price', sorter: COMPARE.price, render: (_, q) => formatYuan(q.priceCents) },
    { title: '包装', key: 'pack', render: (_, q) => `${q.packSize} ${q.unit.code}` },
    {
      title: '折算单价',
      key: 'normalized',
      sorter: COMPARE.normalized,
      ...(hasLanded ? {} : { defaultSortOrder: 'ascend' as const }),
      render: (_, q) => (
        <span data-testid="normalized-price">
          <strong>{formatNormalized(q.normalizedPrice)}</strong> {cheapestTag(q)}
        </span>
      ),
    },
    ...(hasLanded
      ? [
          {
            title: '到手价（含运费）',
            key: 'landed',
            sorter: compare('landed'),
            defaultSortOrder: 'ascend' as const,
            render: (_: unknown, q: Quotation) => <LandedCell landed={landedOf(q)} />,
          },
        ]
      : []),
    { title: '纯度', key: 'purity', render: (_, q) => q.purity ?? '—' },
    { title: '货期', key: 'lead', sorter: COMPARE.lead, render: (_, q) => leadLabel(q) },
    { title: '有效期至', key: 'validity', sorter: COMPARE.validity, render: (_, q) => dayOf(q.validUntil) },
    {
      title: 'COA',
      key: 'coa',
      render: (_, q) =>
        q.coa ? (
          <a href={q.coa.url} target="_blank" rel="noreferrer">
            查看
          </a>
        ) : (
          <span className="muted">无</span>
        ),
    },
    { title: '备注', key: 'remarks', render: (_, q) => q.remarks ?? '—' },
    {
      title: '',
      key: 'action',
      render: (_, q) => (
        <Flex gap={8} align="center">
          {acceptButton(q) ?? <StatusTag q={q} />}
          {talkButton(q)}
        </Flex>
      ),
    },
  ];

  const header = (
    <Flex wrap gap={8} align="center">
      <strong>
        {line.lineNo}. {line.productName}
      </strong>
      {line.cas && <CasNumber cas={line.cas} />}
      {!line.substanceKnown && <Tag color="orange">目录外</Tag>}
      <span>
        {line.quantity} {line.unit.name}
      </span>
      {line.purity && <span className="muted">纯度 {line.purity}</span>}
      {line.packaging && <span className="muted">包装 {line.packaging}</span>}
      {line.accepted ? <Tag color="gold">待下单</Tag> : <Tag>{live.length} 个报价</Tag>}
    </Flex>
  );

  return (
    <Card
      size="small"
      title={header}
      data-testid={`line-${line.lineNo}`}
      style={{ marginBottom: 12 }}
      styles={{ header: { whiteSpace: 'normal', padding: '8px 12px' } }}
    >
      {live.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无报价，卖家报价后会通知你" />
      ) : mobile ? (
        <>
          <Segmented
            size="small"
            block
            options={hasLanded ? SORTS : SORTS.slice(1)}
            value={sort}
            onChange={(v) => setSort(v as SortKey)}
            style={{ marginBottom: 8 }}
            aria-label="排序"
          />
          <Flex vertical gap={8}>
            {[...live].sort(compare(sort)).map((q) => (
              <div key={q.id} className="quote-card" data-testid="quote-card" style={{ border: '1px solid #e4e7eb', borderRadius: 8, padding: 10 }}>
                <Flex justify="space-between" align="center" wrap gap={4}>
                  <SellerName q={q} standings={standings} />
                  <StatusTag q={q} />
                </Flex>
                <div data-testid="normalized-price" style={{ fontSize: 16, margin: '4px 0' }}>
                  <strong>{formatNormalized(q.normalizedPrice)}</strong> {cheapestTag(q)}
                </div>
                {hasLanded && (
                  <div style={{ marginBottom: 4 }}>
                    到手价 <LandedCell landed={landedOf(q)} />
                  </div>
                )}
                <div className="muted">
                  {formatYuan(q.priceCents)} / {q.packSize} {q.unit.code} · 纯度 {q.purity ?? '—'} · 货期 {leadLabel(q)} · 有效至 {dayOf(q.validUntil)} · COA{' '}
                  {q.coa ? (
                    <a href={q.coa.url} target="_blank" rel="noreferrer">
                      查看
                    </a>
                  ) : (
                    '无'
                  )}
                </div>
                {q.remarks && <div className="muted">备注：{q.remarks}</div>}
                <Flex gap={8} style={{ marginTop: 8 }}>
                  {acceptButton(q)}
                  {talkButton(q)}
                </Flex>
              </div>
            ))}
          </Flex>
        </>
      ) : (
        <Table<Quotation> rowKey="id" size="small" columns={columns} dataSource={live} pagination={false} scroll={{ x: 900 }} showSorterTooltip={false} />
      )}
      {history.length > 0 && (
        <Collapse
          ghost
          size="small"
          items={[
            {
              key: 'history',
              label: `报价历史（${history.length}）`,
              children: (
                <ul className="quote-history" style={{ paddingLeft: 16, margin: 0 }}>
                  {history.map((q) => (
                    <li key={q.id}>
                      {q.seller.name}：{formatYuan(q.priceCents)} / {q.packSize} {q.unit.code}（{formatNormalized(q.normalizedPrice)}）· {q.statusLabel} ·{' '}
                      {new Date(q.createdAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })}
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}

/**
 * 报价比较: every quotation of an inquiry, line by line. Accepting asks to
 * confirm; the caller sends it (inquiry_change_status) and re-reads the detail.
 */
export function Quoted({ detail, onAccept, talk }: { detail: InquiryDetail; onAccept: (q: Quotation) => Promise<void>; talk?: Talk }) {
  const { modal } = App.useApp();
  const [busy, setBusy] = useState<number | null>(null);
  // Every quoting seller's figures in one call, for all lines.
  const standings = useSellerStandings(detail.lines.flatMap((l) => l.quotations.map((q) => q.seller.id)));
  const canAccept = detail.allowedActions.includes('accept');
  const confirm = (q: Quotation, line: DetailLine) =>
    modal.confirm({
      title: '采纳这条报价？',
      content: `${line.productName}：采纳 ${q.seller.name} 的报价 ${formatYuan(q.priceCents)} / ${q.packSize} ${q.unit.code}（${formatNormalized(q.normalizedPrice)}）。该行其他报价将标记为未采纳。`,
      okText: '确认采纳',
      cancelText: '再想想',
      onOk: async () => {
        setBusy(q.id);
        try {
          await onAccept(q);
        } finally {
          setBusy(null);
        }
      },
    });
  if (detail.lines.length === 0) return <Empty description="这张询价单没有明细" />;
  const accepted = detail.lines.flatMap((l) => l.quotations.filter((q) => q.status === 'accepted').map((q) => q.id));
  return (
    <div data-testid="quoted">
      {accepted.length > 0 && detail.status !== 'ordered' && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          message={`已采纳 ${accepted.length} 条报价，可按采纳的价格下单`}
          action={
            <Link href={createOrderPath({ quotations: accepted })}>
              <Button type="primary" size="small">
                下单
              </Button>
            </Link>
          }
        />
      )}
      <PurchasePlans plans={detail.plans} />
      {detail.lines.map((line) => (
        <LineComparison key={line.id} line={line} canAccept={canAccept} onAccept={confirm} busy={busy} talk={talk} standings={standings} />
      ))}
    </div>
  );
}
