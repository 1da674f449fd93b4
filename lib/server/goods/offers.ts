import type { Insertable } from 'kysely';
import type { z } from 'zod';
import { checkProposedIdentity, proposeSubstance, substanceStatesByCas } from '@/lib/server/catalog/proposals';
import { nowIso, type Db } from '@/lib/server/core/db';
import type { GoodsTable } from '@/lib/server/core/db/schema';
import { normalizeCas } from '@/lib/shared/cas';
import { liveOffersOf } from './manage-repo';
import { purityPercentOf } from '@/lib/shared/purity';
import type { OfferInput, PackInput } from '@/lib/contracts/goods/schema';

/*
 * One offer (one pack size) as the form and the spreadsheet import both
 * check it: the CAS checksum, the unit, the substance (a known one, or one
 * the seller proposes from their data), and its identity for duplicates.
 */

export type OfferDraft = z.output<typeof OfferInput> & z.output<typeof PackInput>;

export type PreparedOffer = {
  substanceId: number;
  cas: string;
  /** Set when the CAS number was not in the catalog: the seller's data became an unlisted substance. */
  proposedSubstance: boolean;
  /** Which offer this is, whoever sells it: substance, pack, unit, purity, brand. */
  offerKey: string;
  values: Omit<Insertable<GoodsTable>, 'sellerId' | 'status' | 'createdAt' | 'updatedAt'>;
};

export type Prepared = { offer: PreparedOffer } | { reason: string };

export function offerKeyOf(o: { substanceId: number; packSize: number; unitId: number; purity: string; brand: string | null | undefined }): string {
  return [o.substanceId, o.packSize, o.unitId, o.purity.trim().toLowerCase(), (o.brand ?? '').trim().toLowerCase()].join('|');
}

/**
 * Checks the drafts in order and gives each its substance, proposing
 * unknown CAS numbers from the seller's data (inside `trx`: a proposal lands
 * with its goods or not at all). Rows of one new CAS share one proposal.
 */
export async function prepareOffers(trx: Db, sellerId: number, drafts: OfferDraft[], units: Map<string, number>): Promise<Prepared[]> {
  const casOf = drafts.map((d) => normalizeCas(d.cas));
  const known = await substanceStatesByCas(
    trx,
    casOf.filter((c): c is string => c !== null),
  );
  const proposedHere = new Map<string, number>();
  const out: Prepared[] = [];
  for (const [i, draft] of drafts.entries()) {
    const cas = casOf[i];
    if (!cas) {
      out.push({ reason: `CAS 号“${draft.cas}”无效（格式如 64-17-5，末位为校验位）` });
      continue;
    }
    const unitId = units.get(draft.unitCode.toLowerCase());
    if (unitId === undefined) {
      out.push({ reason: `单位“${draft.unitCode}”不在单位列表中` });
      continue;
    }
    let substanceId = known.get(cas)?.id ?? proposedHere.get(cas);
    const proposed = known.get(cas)?.listed !== true;
    if (substanceId === undefined) {
      const checked = await checkProposedIdentity({ cas, name: draft.name, formula: draft.formula, smiles: draft.smiles });
      if ('reason' in checked) {
        out.push({ reason: checked.reason });
        continue;
      }
      substanceId = await proposeSubstance(trx, checked.identity, sellerId);
      proposedHere.set(cas, substanceId);
    }
    const brand = draft.brand || null;
    out.push({
      offer: {
        substanceId,
        cas,
        proposedSubstance: proposed,
        offerKey: offerKeyOf({ substanceId, packSize: draft.packSize, unitId, purity: draft.purity, brand }),
        values: {
          substanceId,
          packSize: draft.packSize,
          unitId,
          purity: draft.purity,
          purityPercent: purityPercentOf(draft.purity),
          brand,
          priceCents: draft.priceCents,
          stock: draft.stock,
          leadTimeDays: draft.leadTimeDays,
          storageConditions: draft.storageConditions || null,
          lotNumber: draft.lotNumber || null,
          coaUploadId: draft.coaUploadId,
        },
      },
    });
  }
  return out;
}

/** The seller's live offers of these substances by offer key (deleted goods do not count). */
export async function existingOfferKeys(db: Db, sellerId: number, substanceIds: number[]): Promise<Map<string, { id: number; importJobId: number | null }>> {
  const rows = await liveOffersOf(db, sellerId, [...new Set(substanceIds)]);
  return new Map(rows.map((r) => [offerKeyOf(r), { id: r.id, importJobId: r.importJobId ?? null }]));
}

/** Columns every new offer starts with: pending review. */
export function newGoodsStamp(sellerId: number): Pick<Insertable<GoodsTable>, 'sellerId' | 'status' | 'createdAt' | 'updatedAt'> {
  const now = nowIso();
  return { sellerId, status: 'pending', createdAt: now, updatedAt: now };
}
