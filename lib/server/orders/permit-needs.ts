import { densitiesByCas } from '@/lib/server/catalog/refs';
import { allowancesOf, type PermitNeed } from '@/lib/server/certificates/allowances';
import { buyerCertificateRequirements, verifiedCertificatesOf } from '@/lib/server/certificates/queries';
import type { Db } from '@/lib/server/core/db';
import { restrictionsFor } from '@/lib/server/regulated/service';
import { formatPermitQuantity, inPermitBase, type PermitBase } from '@/lib/shared/permit-quantity';

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

/** The certificate kinds any of which allows buying this substance; none when it is not controlled. */
function permitKindsFor(cas: string): string[] {
  try {
    return buyerCertificateRequirements(restrictionsFor(cas)).flatMap((r) => r.anyOf);
  } catch {
    return [];
  }
}

export async function permitNeedsOf(db: Db, lines: PermitLine[]): Promise<PermitNeed[]> {
  const byCas = new Map<string, { name: string; anyOf: string[]; packs: { size: number; unitCode: string }[] }>();
  for (const line of lines) {
    if (!line.cas) continue;
    const entry = byCas.get(line.cas) ?? { name: line.productNameZh ?? line.productName, anyOf: permitKindsFor(line.cas), packs: [] };
    if (entry.anyOf.length === 0) continue;
    entry.packs.push({ size: Number(line.packSize) * line.quantity, unitCode: line.unitCode });
    byCas.set(line.cas, entry);
  }
  if (byCas.size === 0) return [];
  const densities = await densitiesByCas(db, [...byCas.keys()]);
  return [...byCas.entries()].map(([cas, e]) => ({
    cas,
    name: e.name,
    anyOf: e.anyOf,
    amount: (base: PermitBase) => {
      let total = 0;
      for (const p of e.packs) {
        const amount = inPermitBase(p.size, p.unitCode, base, densities.get(cas) ?? null);
        if (amount === null) return null;
        total += amount;
      }
      return total;
    },
  }));
}

export type PermitStanding = { permits: string[]; short: boolean };

/**
 * How the buyer's valid permits stand for each controlled substance, as
 * checkout and the order show it: each permit with what remains of the
 * substance and, for an order not yet drawn (`needs` given), what this order
 * would take and whether any permit still covers it. A permit that lists no
 * substance is not counted (stored before quantities).
 */
export async function permitStandingOf(db: Db, buyerId: number, needs: PermitNeed[] | null): Promise<(cas: string, anyOf: string[]) => PermitStanding> {
  const certificates = await verifiedCertificatesOf(db, buyerId);
  const allowances = await allowancesOf(
    db,
    certificates.map((c) => c.id),
  );
  return (cas, anyOf) => {
    const need = needs?.find((n) => n.cas === cas) ?? null;
    let covered = need === null;
    const permits = certificates
      .filter((c) => anyOf.includes(c.kind))
      .flatMap((c) => {
        const rows = allowances.get(c.id) ?? [];
        if (rows.length === 0) {
          covered = true;
          return [`${c.kindLabel} ${c.number}`];
        }
        const row = rows.find((a) => a.cas === cas);
        if (!row) return [];
        const amount = need?.amount(row.base);
        const asked = amount === undefined ? '' : amount === null ? '，本单包装无法按许可证单位换算' : `，本单需要 ${formatPermitQuantity(amount, row.base)}`;
        if (typeof amount === 'number' && amount <= row.remaining + 1e-9) covered = true;
        return [
          `${c.kindLabel} ${c.number} 剩余 ${formatPermitQuantity(row.remaining, row.base)} / 共 ${formatPermitQuantity(row.quantity, row.base)}${asked}`,
        ];
      });
    return { permits, short: !covered };
  };
}
