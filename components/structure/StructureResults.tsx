import Link from 'next/link';
import { PageLinks } from '@/components/layout/PageLinks';
import type { StructureSearchResult } from '@/lib/contracts/structure/schema';
import { ProductName } from '@/components/catalog/ProductName';
import { formatYuan } from '@/lib/shared/format';
import type { StructureMode } from '@/lib/shared/structure';
import { MODE_LABELS, structureSearchPath } from './structure-path';
import { CasNumber } from '@/components/layout/IdNumber';

type Props = { structure: string; mode: StructureMode; threshold: number; result: StructureSearchResult };

/** A page of structure hits (searched by the server page): drawings with the match highlighted, links to products; server markup. */
export function StructureResults({ structure, mode, threshold, result }: Props) {
  const what = mode === 'similarity' ? `${MODE_LABELS[mode]}（相似度 ≥ ${threshold}）` : MODE_LABELS[mode];
  return (
    <section aria-label="结构搜索结果">
      <p className="muted" data-testid="structure-summary">
        {result.truncated
          ? `${what}匹配很多，列出 ${result.total} 个${result.total < 1000 ? '（已达搜索时间上限）' : ''}；画得更具体可缩小范围`
          : `${what}共找到 ${result.total} 个产品`}
      </p>
      {result.list.length === 0 ? (
        <p className="merch-list merch-list--empty">{mode === 'similarity' ? '没有足够相似的产品，可降低相似度阈值再试' : '没有找到含此结构的产品'}</p>
      ) : (
        <ul className="structure-hits">
          {result.list.map((hit) => (
            <li key={hit.cas} className="structure-hit" data-testid="structure-hit">
              <Link href={`/products/${hit.cas}.html`} prefetch={false} className="structure-hit-link">
                {hit.svg ? (
                  <span className="structure-hit-svg" dangerouslySetInnerHTML={{ __html: hit.svg }} />
                ) : (
                  <span className="structure-hit-svg muted">无结构图</span>
                )}
                <span className="structure-hit-name">
                  <ProductName name={hit.name} nameZh={hit.nameZh} />
                </span>
              </Link>
              <span className="muted">
                CAS <CasNumber cas={hit.cas} />
                {hit.formula ? ` · ${hit.formula}` : ''}
              </span>
              <span data-testid="structure-hit-offers">
                {hit.offerCount > 0 && hit.lowestPriceCents !== null ? (
                  <>
                    <strong style={{ color: '#cf1322' }}>{formatYuan(hit.lowestPriceCents)} 起</strong> <span className="muted">{hit.offerCount} 个报价</span>
                  </>
                ) : (
                  <span className="muted">暂无报价，可询价</span>
                )}
              </span>
              {hit.score !== null && mode === 'similarity' && <span className="structure-hit-score">相似度 {hit.score.toFixed(2)}</span>}
            </li>
          ))}
        </ul>
      )}
      <PageLinks page={result.page} pageSize={result.pageSize} total={result.total} href={(page) => structureSearchPath(structure, page, mode, threshold)} />
    </section>
  );
}
