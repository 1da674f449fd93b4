import type { Db } from '@/lib/server/core/db';
import type { RestrictionResult } from '@/lib/contracts/regulated/schema';
import { CERTIFICATE_KIND_KEYS, displayStatus, kindLabel, STATUS_LABELS, type CertificateKind, type CertificateStatus } from '@/lib/shared/certificates';
import { chinaToday } from '@/lib/shared/china-day';
import * as repo from './repo';

/*
 * Read helpers for other areas (the certificates area owns `certificates`):
 * goods gate "on shelf" on a seller's licences, orders gate paying for a
 * regulated substance on the buyer's permits.
 */

/** Kinds of the member's certificates that are approved and valid on `onDate` (a China date, YYYY-MM-DD; today by default). */
export async function approvedCertificateKinds(db: Db, memberId: number, onDate: string = chinaToday()): Promise<Set<CertificateKind>> {
  const kinds = await repo.approvedKindsOn(db, memberId, onDate);
  return new Set(kinds.filter((k): k is CertificateKind => (CERTIFICATE_KIND_KEYS as string[]).includes(k)));
}

/** A verified certificate as documents name it (the order contract's parties): one per kind, the latest approved, valid on `onDate`. */
export type VerifiedCertificate = { id: number; kind: string; kindLabel: string; number: string; holder: string; validTo: string | null; uploadId: number };

export async function verifiedCertificatesOf(db: Db, memberId: number, onDate: string = chinaToday()): Promise<VerifiedCertificate[]> {
  const seen = new Set<string>();
  const out: VerifiedCertificate[] = [];
  for (const r of await repo.approvedCertificatesOn(db, memberId, onDate)) {
    if (seen.has(r.kind)) continue;
    seen.add(r.kind);
    out.push({ id: r.id, kind: r.kind, kindLabel: kindLabel(r.kind), number: r.number, holder: r.holder, validTo: r.validTo, uploadId: r.uploadId });
  }
  return out;
}

/** One thing a member must hold: any one of `anyOf` satisfies it. */
export type CertificateRequirement = {
  /** Why: the list (and precursor category) that asks for it. */
  reason: string;
  anyOf: CertificateKind[];
};

/**
 * What a buyer must hold to pay for a substance, from its regulated-list
 * lookup (`restrictionsFor`), following data/regulated/requirements.csv:
 * precursor category 1 → the purchase permit; categories 2 and 3 → the filing
 * certificate (a permit, which is stricter, also serves); explosive precursors
 * → the unit's hazardous-chemicals licence or the explosive-precursor proof;
 * highly toxic → the hazardous-chemicals licence or the highly-toxic purchase
 * permit. Being on the hazardous catalogue alone asks nothing of a buyer.
 */
export function buyerCertificateRequirements(restriction: RestrictionResult): CertificateRequirement[] {
  const out: CertificateRequirement[] = [];
  for (const list of restriction.lists) {
    if (!list.onList) continue;
    if (list.key === 'precursor') {
      const category = (list.category ?? '').trim();
      out.push(
        category === '1'
          ? { reason: '第一类易制毒化学品', anyOf: ['precursor_purchase_permit'] }
          : { reason: `第${category === '2' ? '二' : '三'}类易制毒化学品`, anyOf: ['precursor_filing_certificate', 'precursor_purchase_permit'] },
      );
    }
    if (list.key === 'explosive_precursor') out.push({ reason: '易制爆危险化学品', anyOf: ['hazardous_business_licence', 'explosive_precursor_permit'] });
    if (list.key === 'highly_toxic') out.push({ reason: '剧毒化学品', anyOf: ['hazardous_business_licence', 'highly_toxic_purchase_permit'] });
  }
  return out;
}

/**
 * What a seller must hold to put a substance on shelf: an approved business
 * licence always, and the hazardous-chemicals business licence (or the
 * production licence, for what the seller makes) for anything on the
 * hazardous catalogue or the lists drawn from it.
 */
export function supplierCertificateRequirements(restriction: RestrictionResult): CertificateRequirement[] {
  const out: CertificateRequirement[] = [{ reason: '在本平台销售', anyOf: ['business_licence'] }];
  const hazardous = restriction.lists.some((l) => l.onList && l.key !== 'precursor');
  if (hazardous) out.push({ reason: '危险化学品', anyOf: ['hazardous_business_licence', 'hazardous_production_licence'] });
  return out;
}

/** The requirements `held` does not meet, each with a sentence for the person ("需要：易制毒化学品购买许可证"). */
export function unmetRequirements(requirements: CertificateRequirement[], held: Set<CertificateKind>): (CertificateRequirement & { message: string })[] {
  return requirements
    .filter((r) => !r.anyOf.some((k) => held.has(k)))
    .map((r) => ({ ...r, message: `${r.reason}：需要已审核通过且在有效期内的${r.anyOf.map(kindLabel).join('或')}` }));
}

/** Certificates waiting for an operator's review, buyer and supplier alike (the console dashboard). */
export function certificatesAwaitingReview(db: Db, today: string = chinaToday()): Promise<number> {
  return repo.countPending(db, today);
}

/** A seller's licence as the operator's goods review shows it beside the goods. */
export type SupplierCertificateSummary = {
  id: number;
  kind: string;
  kindLabel: string;
  number: string;
  status: CertificateStatus;
  statusLabel: string;
  validFrom: string;
  validTo: string | null;
  fileUrl: string;
};

/** The supplier certificates (business and hazardous-chemicals licences) of each member, with the status as of `today`. */
export async function supplierCertificatesOf(db: Db, memberIds: number[], today: string = chinaToday()): Promise<Map<number, SupplierCertificateSummary[]>> {
  const rows = await repo.supplierCertificatesOfMembers(db, [...new Set(memberIds)]);
  const out = new Map<number, SupplierCertificateSummary[]>(memberIds.map((id) => [id, []]));
  for (const r of rows) {
    const status = displayStatus(r.status, r.validTo, today);
    out.get(r.memberId)?.push({
      id: r.id,
      kind: r.kind,
      kindLabel: kindLabel(r.kind),
      number: r.number,
      status,
      statusLabel: STATUS_LABELS[status],
      validFrom: r.validFrom,
      validTo: r.validTo,
      fileUrl: `/files/${r.uploadId}`,
    });
  }
  return out;
}
