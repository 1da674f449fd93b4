'use client';
import { Alert, Button, Checkbox, Space, Tag } from 'antd';
import { chinaDateTime } from '@/components/admin/format';
import type { ReviewItem } from '@/lib/api/goods';
import { formatYuan, productPath } from '@/lib/shared/format';
import { CasNumber } from '@/components/layout/IdNumber';

function NewSubstance({ substance, cas }: { substance: NonNullable<ReviewItem['newSubstance']>; cas: string }) {
  return (
    <div className="goods-substance" data-testid="new-substance">
      {substance.svg ? (
        <div className="goods-substance__svg" dangerouslySetInnerHTML={{ __html: substance.svg }} />
      ) : (
        <div className="muted">（未提供结构式）</div>
      )}
      <dl>
        <dt>新物质</dt>
        <dd>
          <Tag color="gold">待入目录</Tag> CAS <CasNumber cas={cas} />
        </dd>
        <dt>名称</dt>
        <dd>{substance.name}</dd>
        <dt>分子式</dt>
        <dd>{substance.formula ?? '—'}</dd>
        <dt>分子量</dt>
        <dd>{substance.molecularWeight ?? '—'}</dd>
        <dt>SMILES</dt>
        <dd className="mono">{substance.smiles ?? '—'}</dd>
        <dt>InChIKey</dt>
        <dd className="mono">{substance.inchikey ?? '—'}</dd>
      </dl>
    </div>
  );
}

const CERTIFICATE_STATUS_COLORS: Record<string, string> = { approved: 'green', pending: 'blue', rejected: 'red', expired: 'default' };

/** The seller's licences beside the goods, and what this substance still needs: approval is refused (7310) until that is empty. */
function SellerCertificates({ item }: { item: ReviewItem }) {
  return (
    <div className="review-certificates" data-testid="seller-certificates">
      <div className="review-certificates__title">卖家资质</div>
      {item.sellerCertificates.length === 0 ? (
        <div className="muted">未上传任何供应商资质</div>
      ) : (
        <ul className="review-certificates__list">
          {item.sellerCertificates.map((c) => (
            <li key={c.id}>
              <Tag color={CERTIFICATE_STATUS_COLORS[c.status]}>{c.statusLabel}</Tag>
              {c.kindLabel} <span className="mono">{c.number}</span>
              <div className="muted">
                有效期 {c.validFrom} 至 {c.validTo ?? '长期'} ·{' '}
                <a href={c.fileUrl} target="_blank" rel="noreferrer">
                  查看文件
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      {item.missingLicences.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          data-testid="review-missing-licences"
          title="资质不全，暂不能通过上架"
          description={item.missingLicences.map((m) => m.message).join('；')}
        />
      ) : (
        <div style={{ marginTop: 8 }}>
          <Tag color="green">资质齐全</Tag>
        </div>
      )}
      {item.sds.missing ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          data-testid="review-missing-sds"
          title="缺中文 SDS，暂不能通过上架"
          description="该物质属危险化学品，卖家须先为它上传中文安全技术说明书（SDS）"
        />
      ) : (
        item.sds.revisedOn && (
          <div style={{ marginTop: 4 }}>
            <Tag>
              SDS {item.sds.revisedOn} 修订{item.sds.hasEnglish ? '（含英文版）' : ''}
            </Tag>
          </div>
        )
      )}
    </div>
  );
}

/** The pack sizes of one item: the decision covers all of them. */
function Packs({ item }: { item: ReviewItem }) {
  return (
    <table className="review-packs" data-testid="review-packs">
      <thead>
        <tr>
          <th>包装规格</th>
          <th>价格</th>
          <th>库存</th>
        </tr>
      </thead>
      <tbody>
        {item.packs.map((p) => (
          <tr key={p.goodsId}>
            <td>
              {p.packSize} {p.unitCode}
            </td>
            <td>{formatYuan(p.priceCents)}</td>
            <td>{p.stock}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One goods item of the queue: its offer, packs, the seller's licences, a proposed substance; select it or decide it. */
export function ReviewCard(props: {
  item: ReviewItem;
  index: number;
  focused: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDecide: (decision: 'approve' | 'reject') => void;
  onFocus: () => void;
}) {
  const { item } = props;
  return (
    <div
      className={`review-item${props.focused ? ' review-item--focused' : ''}`}
      data-testid="review-item"
      data-review-index={props.index}
      aria-current={props.focused ? 'true' : undefined}
      onClick={props.onFocus}
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <Checkbox checked={props.selected} onChange={(e) => props.onSelect(e.target.checked)} aria-label={`选择 ${item.name} ${item.cas}`} />
        <strong>{item.name}</strong>
        <CasNumber cas={item.cas} />
        <span className="muted">
          卖家 {item.seller.name} · 提交于 {chinaDateTime(item.submittedAt)} · {item.packs.length} 个包装规格
        </span>
      </Space>
      <div className="review-item__grid">
        <div>
          <div>
            {item.purity}
            {item.brand ? ` · ${item.brand}` : ''} · 货期 {item.leadTimeDays} 天
          </div>
          <Packs item={item} />
          <div className="muted">
            储存：{item.storageConditions ?? '—'} · 批号：{item.lotNumber ?? '—'} · COA：{item.hasCoa ? '已上传' : '无'}
          </div>
          {!item.newSubstance && (
            <a href={productPath(item.cas)} target="_blank" rel="noreferrer">
              目录中的产品页
            </a>
          )}
        </div>
        <SellerCertificates item={item} />
      </div>
      {item.newSubstance && <NewSubstance substance={item.newSubstance} cas={item.cas} />}
      <Space style={{ marginTop: 8 }}>
        <Button type="primary" onClick={() => props.onDecide('approve')}>
          通过
        </Button>
        <Button danger onClick={() => props.onDecide('reject')}>
          驳回
        </Button>
      </Space>
    </div>
  );
}
