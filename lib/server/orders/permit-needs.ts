import { densitiesByCas } from '@/lib/server/catalog/refs';
import type { PermitNeed } from '@/lib/server/certificates/permit-draws';
import { buyerCertificateRequirements, type CertificateRequirement } from '@/lib/server/certificates/queries';
import type { Db } from '@/lib/server/core/db';
import { restrictionsFor } from '@/lib/server/regulated/service';
import { QUANTITY_KINDS } from '@/lib/contracts/certificates/schema';
import { inPermitBase, type PermitBase } from '@/lib/shared/permit-quantity';

/*
 * What an order's controlled lines ask of the buyer's permits (decision 0154):
 * per substance, the certificate kinds that allow it and the total in
 * whichever measure a permit counts it (a litre of sulfuric acid against a
 * permit in kilograms counts by the catalog's density). The payment draws
 * these; checkout shows them against what remains.
 */

export type PermitLine = {
  cas: string | null;
  productName: string;
  productNameZh: string | null;
  packSize: number | string;
  quantity: number;
  unitCode: string;
};

/** What buying this substance asks of a buyer's certificates (none when it is on no list, or the CAS number is not read). */
export function buyerRequirementsOf(cas: string | null): CertificateRequirement[] {
  if (!cas) return [];
  try {
    return buyerCertificateRequirements(restrictionsFor(cas));
  } catch {
    return [];
  }
}

/** The requirements of this substance a purchase permit can count. */
function countableRequirements(cas: string): CertificateRequirement[] {
  return buyerRequirementsOf(cas).filter((r) => r.anyOf.some((k) => QUANTITY_KINDS.includes(k)));
}

/** Per substance and per requirement it meets (a substance on two lists asks of a permit of each), the order's total in a permit's measure. */
export async function permitNeedsOf(db: Db, lines: PermitLine[]): Promise<PermitNeed[]> {
  const byCas = new Map<string, { name: string; requirements: CertificateRequirement[]; packs: { size: number; unitCode: string }[] }>();
  for (const line of lines) {
    if (!line.cas) continue;
    const entry = byCas.get(line.cas) ?? { name: line.productNameZh ?? line.productName, requirements: countableRequirements(line.cas), packs: [] };
    if (entry.requirements.length === 0) continue;
    entry.packs.push({ size: Number(line.packSize) * line.quantity, unitCode: line.unitCode });
    byCas.set(line.cas, entry);
  }
  if (byCas.size === 0) return [];
  const densities = await densitiesByCas(db, [...byCas.keys()]);
  return [...byCas.entries()].flatMap(([cas, e]) => {
    const amount = (base: PermitBase) => {
      let total = 0;
      for (const p of e.packs) {
        const inBase = inPermitBase(p.size, p.unitCode, base, densities.get(cas) ?? null);
        if (inBase === null) return null;
        total += inBase;
      }
      return total;
    };
    return e.requirements.map((r) => ({ cas, name: e.name, reason: r.reason, anyOf: r.anyOf as string[], amount }));
  });
}
