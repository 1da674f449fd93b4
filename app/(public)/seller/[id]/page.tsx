import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, Fragment } from 'react';
import { SellerFigures, beijingMinute } from '@/components/trust/SellerFigures';
import { SellerGoods } from '@/components/trust/SellerGoods';
import { SellerRatings } from '@/components/trust/SellerRatings';
import { SellerStandingLine } from '@/components/trust/SellerStandingLine';
import { pageNumberOf, recordId } from '@/lib/contracts/pagination';
import { db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { sellerRatings } from '@/lib/server/trust/ratings';
import { sellerGoods, sellerProfile } from '@/lib/server/trust/seller-page';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/*
 * /seller/<id>: who a seller is as the platform verified them, how they
 * performed over 180 days, what buyers said, and what they sell. Rendered per
 * request (the ratings page and the goods search are in the query string);
 * the figures themselves are the stored ones the scheduler recomputes, so a
 * request reads a handful of rows. Reads no cookie: the same for everyone.
 */
export const dynamic = 'force-dynamic';

const RATINGS_PER_PAGE = 10;
const GOODS_PER_PAGE = 20;

/** The seller's profile, or null for an id that is no seller's (a 404). */
const loadProfile = cache(async (idText: string) => {
  const parsed = recordId('').safeParse(idText);
  if (!parsed.success) return null;
  try {
    return await sellerProfile(db(), parsed.data);
  } catch (e) {
    if (e instanceof AppError && e.code === ErrorCode.SELLER_NOT_FOUND) return null;
    throw e;
  }
});

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const profile = await loadProfile((await params).id);
  if (!profile) return { title: '卖家不存在' };
  return {
    title: `${profile.name} | 卖家主页`,
    description: `${profile.name}在 ChemMart 的认证信息、近 180 天履约表现、买家评价与在售商品。`,
    alternates: { canonical: `/seller/${profile.sellerId}` },
  };
}

export default async function SellerPage({ params, searchParams }: Props) {
  const profile = await loadProfile((await params).id);
  if (!profile) notFound();
  const query = await searchParams;
  const ratingsPage = pageNumberOf(one(query.page)) ?? 1;
  const goodsPage = pageNumberOf(one(query.goodsPage)) ?? 1;
  const keyword = one(query.q).trim().slice(0, 60);
  const { sellerId, standing, verified } = profile;
  const [ratings, goods] = await Promise.all([
    sellerRatings(db(), sellerId, { page: ratingsPage, pageSize: RATINGS_PER_PAGE }),
    sellerGoods(db(), { sellerId, page: goodsPage, pageSize: GOODS_PER_PAGE, keyword: keyword || undefined }),
  ]);

  // Each list pages on its own parameter and keeps the other's place (and the search).
  const link = (changes: { page?: number; goodsPage?: number }, anchor: string) => {
    const pages = { page: changes.page ?? ratingsPage, goodsPage: changes.goodsPage ?? goodsPage };
    const next = new URLSearchParams();
    if (pages.page > 1) next.set('page', String(pages.page));
    if (keyword) next.set('q', keyword);
    if (pages.goodsPage > 1) next.set('goodsPage', String(pages.goodsPage));
    const search = next.toString();
    return `/seller/${sellerId}${search ? `?${search}` : ''}#${anchor}`;
  };

  return (
    <div className="pub-stack" data-testid="seller-page">
      <div>
        <div className="seller-head">
          <h1 className="page-title">{profile.name}</h1>
          {verified ? <span className="pub-tag pub-tag--green">已认证</span> : <span className="pub-tag">未认证</span>}
        </div>
        <SellerStandingLine standing={standing} />
      </div>
      <section className="pub-card" aria-labelledby="seller-company-title" data-testid="seller-company">
        <h2 id="seller-company-title">企业信息</h2>
        <div className="pub-card__body">
          {verified ? (
            <dl className="pub-facts">
              <dt>企业名称</dt>
              <dd>{verified.organisationName}</dd>
              <dt>统一社会信用代码</dt>
              <dd className="mono">{verified.creditCode ?? '—'}</dd>
              {verified.licences.map((l, i) => (
                <Fragment key={`${l.kind}-${i}`}>
                  <dt>{l.label}</dt>
                  <dd>{l.validUntil ? `有效期至 ${l.validUntil}` : '长期有效'}</dd>
                </Fragment>
              ))}
              <dt>入驻时间</dt>
              <dd>{beijingMinute(profile.memberSince).slice(0, 10)}</dd>
              <dt>在售商品</dt>
              <dd>{profile.onShelfCount} 件</dd>
            </dl>
          ) : (
            <>
              <p style={{ marginTop: 0 }}>
                <strong>未认证</strong>
                <span className="muted">：该卖家还没有经平台审核通过、在有效期内的营业执照或经营许可证。</span>
              </p>
              <p className="muted" style={{ marginBottom: 0 }}>
                入驻时间 {beijingMinute(profile.memberSince).slice(0, 10)} · 在售商品 {profile.onShelfCount} 件
              </p>
            </>
          )}
          {verified && (
            <p className="muted" style={{ marginBottom: 0, fontSize: 12 }}>
              以上信息来自平台审核通过、仍在有效期内的资质证件。
            </p>
          )}
        </div>
      </section>
      <SellerFigures standing={standing} />
      <SellerRatings summary={standing.ratings} page={ratings} href={(n) => link({ page: n }, 'ratings')} />
      <SellerGoods sellerId={sellerId} keyword={keyword} page={goods} href={(n) => link({ goodsPage: n }, 'goods')} />
    </div>
  );
}
