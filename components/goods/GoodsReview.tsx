'use client';
import { Alert, App, Button, Card, Empty, Input, Modal, Popconfirm, Result, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { reviewGoods, useReviewQueue, type ReviewItem } from '@/lib/api/goods';
import { formatYuan, productPath } from '@/lib/shared/format';
import { CasNumber } from '@/components/layout/IdNumber';

function NewSubstance({ substance, cas }: { substance: NonNullable<ReviewItem['newSubstance']>; cas: string }) {
  return (
    <div className="goods-substance" data-testid="new-substance">
      {substance.svg ? <div className="goods-substance__svg" dangerouslySetInnerHTML={{ __html: substance.svg }} /> : <div className="muted">（未提供结构式）</div>}
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
    </div>
  );
}

function ReviewCard({ item, onDone }: { item: ReviewItem; onDone: () => void }) {
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const decide = async (decision: 'approve' | 'reject') => {
    setBusy(true);
    try {
      const result = await reviewGoods(item.goodsId, decision, reason.trim(), item.submittedAt);
      message.success(decision === 'approve' ? (result.substanceListed ? '已通过并上架，新物质已进入目录' : '已通过并上架') : '已驳回，卖家会看到原因');
      setRejecting(false);
      onDone();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="review-item" data-testid="review-item">
      <Space wrap style={{ marginBottom: 8 }}>
        <strong>{item.name}</strong>
        <CasNumber cas={item.cas} />
        <span className="muted">商品 #{item.goodsId} · 卖家 {item.seller.name} · 提交于 {item.submittedAt.slice(0, 16).replace('T', ' ')}</span>
      </Space>
      <div className="review-item__grid">
        <div>
          <div>
            {item.packSize} {item.unitCode} · {item.purity}
            {item.brand ? ` · ${item.brand}` : ''}
          </div>
          <div>
            <strong>{formatYuan(item.priceCents)}</strong> · 库存 {item.stock} · 货期 {item.leadTimeDays} 天
          </div>
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
        <Popconfirm title="通过审核并上架？" description={item.newSubstance ? '新物质将进入目录，可被搜索到。' : undefined} okText="通过" cancelText="取消" onConfirm={() => decide('approve')}>
          <Button type="primary" loading={busy}>
            通过
          </Button>
        </Popconfirm>
        <Button danger onClick={() => setRejecting(true)} disabled={busy}>
          驳回
        </Button>
      </Space>
      <Modal
        open={rejecting}
        title={`驳回商品 #${item.goodsId}`}
        okText="驳回"
        okButtonProps={{ danger: true, disabled: reason.trim().length === 0, loading: busy }}
        cancelText="取消"
        onOk={() => decide('reject')}
        onCancel={() => setRejecting(false)}
      >
        <p>卖家会在“未通过”中看到原因：</p>
        <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} showCount rows={3} placeholder="如：价格明显有误，请核对" />
      </Modal>
    </div>
  );
}

/** /admin/goods: goods waiting for review, oldest first, with the substance a seller proposed. */
export function GoodsReview() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useReviewQueue(page);
  if (error?.code === 3012) return <Result status="403" title="仅运营人员可以审核商品" />;
  return (
    <Card title={`商品审核${data ? `（待审核 ${data.total}）` : ''}`}>
      {isLoading && !data ? (
        <Spin />
      ) : data && data.list.length > 0 ? (
        data.list.map((item) => <ReviewCard key={item.goodsId} item={item} onDone={() => void mutate()} />)
      ) : (
        <Empty description="没有待审核的商品" />
      )}
      {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="件" onPage={setPage} />}
    </Card>
  );
}
