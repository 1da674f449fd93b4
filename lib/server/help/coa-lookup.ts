import { substanceRefByCas } from '@/lib/server/catalog/queries';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { coaUrl } from '@/lib/server/goods/coa';
import { onShelfCertificatesOfLot } from '@/lib/server/goods/queries';

/**
 * COA download (help centre): a buyer holding a bottle finds the
 * certificate its seller uploaded for that lot. Only on-shelf offers are
 * searched, as on the product page; the PDF itself is served by /coa/{id}.
 * One refusal for "no such product" and "no such lot", so the lookup does
 * not tell a stranger which lots exist.
 */
export async function lookupCoa(db: Db, cas: string, lot: string) {
  const substance = await substanceRefByCas(db, cas);
  const goods = substance ? await onShelfCertificatesOfLot(db, substance.id, lot) : [];
  if (!substance || goods.length === 0) {
    throw new AppError(ErrorCode.COA_NOT_FOUND, `未找到 CAS ${cas}、批号 ${lot} 的 COA：请核对瓶签上的批号，或联系卖家索取`);
  }
  return {
    cas,
    productName: substance.name,
    lotNumber: goods[0]!.lotNumber ?? lot,
    certificates: goods.map((g) => ({ goodsId: g.id, purity: g.purity, url: coaUrl(g.id) })),
  };
}
