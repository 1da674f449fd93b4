import type { z } from 'zod';
import type { SellerGoodsPageSchema } from '@/lib/contracts/trust/schema';
import { PageLinks } from '@/components/layout/PageLinks';
import { formatYuan, productPath } from '@/lib/shared/format';
import './trust.css';

type GoodsPage = z.input<typeof SellerGoodsPageSchema>;

/**
 * A seller's goods on shelf with a search box: a plain GET form (`?q=`) and
 * paged links, so it works without a script; each line opens the product page,
 * where the seller's offer sits among the others.
 */
export function SellerGoods({ sellerId, keyword, page, href }: { sellerId: number; keyword: string; page: GoodsPage; href: (page: number) => string }) {
  return (
    <section className="pub-card" data-testid="seller-goods" aria-labelledby="seller-goods-title" id="goods">
      <h2 id="seller-goods-title">在售商品{keyword ? `：“${keyword}”（${page.total}）` : `（${page.total}）`}</h2>
      <div className="pub-card__body">
        <form className="pub-search seller-search" method="get" action={`/seller/${sellerId}#goods`} role="search" aria-label="搜索该卖家的商品">
          <input type="search" name="q" defaultValue={keyword} maxLength={60} placeholder="CAS 号、中文名或英文名" aria-label="搜索该卖家的商品" />
          <button type="submit" className="pub-button">
            搜索
          </button>
        </form>
        {page.list.length === 0 ? (
          <p className="muted" style={{ margin: 0 }} data-testid="seller-goods-empty">
            {keyword ? `没有找到与“${keyword}”相符的在售商品。` : '该卖家暂无在售商品。'}
            {keyword && (
              <a href={`/seller/${sellerId}#goods`} style={{ marginLeft: 8 }}>
                查看全部
              </a>
            )}
          </p>
        ) : (
          <ul className="seller-goods">
            {page.list.map((g) => (
              <li key={g.goodsId} data-testid="seller-goods-item">
                <div className="seller-goods__name">
                  <a href={productPath(g.cas)}>{g.nameZh ?? g.name}</a>
                  <div className="muted">
                    CAS <span className="mono">{g.cas}</span>
                    {g.nameZh && ` · ${g.name}`}
                  </div>
                </div>
                <div className="seller-goods__pack">
                  {g.packSize} {g.unitCode} · {g.purity}
                  <div className="muted">{g.stock > 0 ? `现货 ${g.stock}` : `需订货 · ${g.leadTimeDays} 天发货`}</div>
                </div>
                <div className="seller-goods__price offer-price">{formatYuan(g.priceCents)}</div>
              </li>
            ))}
          </ul>
        )}
        <PageLinks page={page.page} pageSize={page.pageSize} total={page.total} href={href} unit="件商品" />
      </div>
    </section>
  );
}
