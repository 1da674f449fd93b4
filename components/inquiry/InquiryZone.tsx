import Link from 'next/link';
import { PageLinks } from '@/components/layout/PageLinks';
import type { PublicInquiryPage } from '@/lib/api/rfq';
import { productPath } from '@/lib/shared/format';
import { ageLabel, dayOf } from './price';
import { PublicQuoteButton } from './PublicQuoteButton';
import { CasNumber } from '@/components/layout/IdNumber';

export function zonePath(page: number, keyword: string): string {
  return `/inquiryZone/${page}${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ''}`;
}

/**
 * 询价专区: open inquiries as cards (they fit a phone), each line with its
 * own 报价. Server markup in the public frame; the search is a GET form and
 * the 报价 buttons are islands decided in the browser.
 */
export function InquiryZone({ data, keyword, now }: { data: PublicInquiryPage; keyword: string; now: string }) {
  const at = Date.parse(now);
  const back = zonePath(data.page, keyword);
  return (
    <div data-testid="inquiry-zone">
      <div className="zone-head">
        <h1 className="page-title" style={{ margin: 0 }}>
          询价专区
        </h1>
        <form className="pub-search zone-search" action="/inquiryZone/1" method="get" role="search">
          <input name="keyword" type="search" defaultValue={keyword} maxLength={100} placeholder="按 CAS 号或产品名称搜索" aria-label="搜索询价" />
          <button type="submit" className="pub-button">
            搜索
          </button>
        </form>
      </div>
      <p className="muted">
        共 {data.total} 张正在报价的询价单{keyword ? `（“${keyword}”）` : ''}。询价人信息已隐藏，报价后由买家比较与采纳。
      </p>
      {data.list.length === 0 ? (
        <p className="merch-list merch-list--empty">{keyword ? `没有与“${keyword}”相关的询价` : '暂时没有正在报价的询价单'}</p>
      ) : (
        <div className="zone-list">
          {data.list.map((inquiry) => (
            <section key={inquiry.id} className="pub-card" data-testid="zone-inquiry" aria-label={`询价单 ${inquiry.inquiryNo}`}>
              <div className="zone-card__head">
                <span className="mono">{inquiry.inquiryNo}</span>
                <span>{inquiry.buyer}</span>
                {inquiry.area && <span className="pub-tag">{inquiry.area}</span>}
                <span className="muted">{ageLabel(inquiry.createdAt, at)}</span>
                <span className="muted zone-card__deadline">截止 {dayOf(inquiry.deadline)}</span>
              </div>
              <ul className="zone-lines">
                {inquiry.lines.map((l) => (
                  <li key={l.lineId} data-testid="zone-line">
                    <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                      <div>
                        {l.cas && l.substanceId ? (
                          <Link href={productPath(l.cas)} prefetch={false}>
                            {l.productName}
                          </Link>
                        ) : (
                          <strong>{l.productName}</strong>
                        )}{' '}
                        {l.cas && <CasNumber cas={l.cas} muted />}
                        {!l.substanceId && (
                          <span className="pub-tag pub-tag--orange" style={{ marginLeft: 6 }}>
                            目录外
                          </span>
                        )}
                      </div>
                      <div className="muted">
                        {l.quantity} {l.unit.name}
                        {l.purity ? ` · 纯度 ${l.purity}` : ''}
                        {l.packaging ? ` · ${l.packaging}` : ''} · {l.quoteCount} 个报价
                        {l.accepted && ' · 已采纳'}
                      </div>
                    </div>
                    {!l.accepted && <PublicQuoteButton lineId={l.lineId} back={back} />}
                  </li>
                ))}
                {inquiry.lineCount > inquiry.lines.length && (
                  <li className="muted" style={{ display: 'block' }}>
                    … 共 {inquiry.lineCount} 行，登录卖家中心查看全部
                  </li>
                )}
              </ul>
            </section>
          ))}
        </div>
      )}
      <PageLinks page={data.page} pageSize={data.pageSize} total={data.total} unit="张" href={(n) => zonePath(n, keyword)} />
    </div>
  );
}
