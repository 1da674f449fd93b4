import type { Db } from '@/lib/server/core/db';
import { readCertificate, storeUpload } from '@/lib/server/uploads/service';
import { renderCoaPdf, type CoaContent } from './coa-pdf';
import * as repo from './repo';

export type { CoaContent } from './coa-pdf';

/** Stores a seller's certificate for one of their goods and links it to the lot on offer. */
export async function attachCoa(db: Db, goods: { id: number; sellerId: number }, coa: CoaContent): Promise<number> {
  const bytes = await renderCoaPdf(coa);
  const upload = await storeUpload(db, goods.sellerId, bytes, {
    purpose: 'coa',
    name: `COA-${coa.cas}-${coa.lotNumber}.pdf`,
    contentType: 'application/pdf',
    extension: 'pdf',
  });
  await repo.setLotCertificate(db, goods.id, coa.lotNumber, upload.id);
  return upload.id;
}

/**
 * The certificate of an on-shelf offer, for anyone to download: buyers check
 * a lot before they order. Null when the goods are not on shelf or have none,
 * and for any file the seller did not upload as a certificate.
 */
export async function readPublicCoa(db: Db, goodsId: number): Promise<{ name: string; bytes: Buffer } | null> {
  const goods = await repo.onShelfCertificateRef(db, goodsId);
  if (!goods?.coaUploadId) return null;
  return readCertificate(db, goods.coaUploadId, goods.sellerId);
}

/** On-shelf goods of these substances that have no certificate yet, oldest first. */
export function onShelfGoodsWithoutCoa(db: Db, substanceIds: number[]) {
  return repo.onShelfGoodsWithoutCoa(db, substanceIds);
}

export function coaUrl(goodsId: number): string {
  return `/coa/${goodsId}`;
}
