import { approvedCertificateKinds, supplierCertificateRequirements, unmetRequirements } from '@/lib/server/certificates/queries';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { restrictionsFor } from '@/lib/server/regulated/service';
import type { CertificateKind } from '@/lib/shared/certificates';

/*
 * The on-shelf gate (
 * docs/decisions/0081-on-shelf-licence-gate.md): goods move onto the shelf only while the seller holds
 * an approved, unexpired business licence and, for a substance on the
 * hazardous catalogue or a list drawn from it, the hazardous-chemicals
 * business (or production) licence. The certificates area says what each
 * substance asks for; this file applies it to goods.
 */

/** Where a seller uploads licences (the account centre's certificate page). */
export const CERTIFICATE_UPLOAD_PATH = '/member/account/certificate';

export type MissingLicence = { reason: string; anyOf: CertificateKind[]; message: string };

/** What the seller, holding `held`, lacks to put goods of `cas` on shelf; every seller needs the business licence. */
export function missingShelfLicences(cas: string, held: Set<CertificateKind>): MissingLicence[] {
  return unmetRequirements(supplierCertificateRequirements(restrictionsFor(cas)), held);
}

/** What the seller lacks whatever the substance (the business licence): the goods page shows it once, at the top. */
export function missingGeneralLicences(held: Set<CertificateKind>): MissingLicence[] {
  return unmetRequirements(supplierCertificateRequirements({ cas: '', regulated: false, lists: [], requirements: [] }), held);
}

/** The part that holds for every substance (the business licence): the goods page shows it once, at the top. */
export function isGeneralRequirement(missing: MissingLicence): boolean {
  return missing.anyOf.includes('business_licence');
}

/** Refuses (GOODS_SHELF_LICENCE_MISSING) when the seller lacks a licence the substance asks for. */
export async function requireShelfLicences(db: Db, sellerId: number, cas: string): Promise<void> {
  const missing = missingShelfLicences(cas, await approvedCertificateKinds(db, sellerId));
  if (missing.length === 0) return;
  throw new AppError(
    ErrorCode.GOODS_SHELF_LICENCE_MISSING,
    `卖家资质不全，商品暂不能上架。${missing.map((m) => m.message).join('；')}。请先在“资质证书”中上传，审核通过后再上架`,
    {
      missing,
      uploadPath: CERTIFICATE_UPLOAD_PATH,
    },
  );
}
