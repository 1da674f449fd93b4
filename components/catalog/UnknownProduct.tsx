import type { ReactNode } from 'react';
import type { RestrictionResult } from '@/lib/contracts/regulated/schema';
import { RegulatedBadges } from './RegulatedBadges';
import { CasNumber } from '@/components/layout/IdNumber';

/**
 * A valid CAS number the catalog does not list yet: the buyer can still ask
 * the sellers for it, and still sees whether it is a regulated substance.
 */
export function UnknownProduct({ cas, restrictions, inquiry }: { cas: string; restrictions: RestrictionResult; inquiry: ReactNode }) {
  return (
    <div className="pub-stack" data-testid="unknown-product">
      <div>
        <h1 className="page-title">
          CAS <CasNumber cas={cas} />
        </h1>
        <p className="muted">
          目录中暂无 CAS 号为 <CasNumber cas={cas} /> 的产品。这是一个有效的 CAS 号：发送询价后，平台上的卖家会为您报价。
        </p>
      </div>
      {inquiry}
      <section className="pub-card">
        <h2>管制信息</h2>
        <div className="pub-card__body">
          <RegulatedBadges result={restrictions} />
        </div>
      </section>
    </div>
  );
}
