import { buyerCertificateRequirements } from '@/lib/server/certificates/queries';
import { kindLabel } from '@/lib/shared/certificates';
import type { RestrictionResult } from '@/lib/contracts/regulated/schema';

/**
 * What the product page tells a buyer before ordering: exactly the
 * certificates each list asks of a buyer (the same rules the order checks
 * before payment), or nothing when the lists ask none — being on the
 * hazardous catalogue alone, like ethanol, asks nothing of a buyer.
 */
export function buyerOrderNotice(restriction: RestrictionResult): string | null {
  const needs = buyerCertificateRequirements(restriction);
  if (needs.length === 0) return null;
  const lines = needs.map((n) => `${n.reason}须持${n.anyOf.map(kindLabel).join('或')}`);
  return `订购本品：${lines.join('；')}（已审核通过且在有效期内，在会员中心“资质证书”上传，付款前核验）。`;
}
