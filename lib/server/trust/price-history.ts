import type { z } from 'zod';
import type { PriceHistorySchema } from '@/lib/contracts/trust/schema';
import { substanceRefByCas } from '@/lib/server/catalog/queries';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { pricePointsOf } from '@/lib/server/goods/queries';
import { normalizeCas } from '@/lib/shared/cas';
import { priceHistory } from '@/lib/shared/price-history';
import { WINDOW_DAYS } from './performance';

const DAY_MS = 86_400_000;

/** A substance's lowest price per gram (or mL) per pack size class over the last 180 days. */
export async function substancePriceHistory(db: Db, substanceId: number, now = new Date()) {
  const since = new Date(now.getTime() - (WINDOW_DAYS - 1) * DAY_MS);
  const points = await pricePointsOf(db, substanceId, since.toISOString());
  return { since: since.toISOString(), series: priceHistory(points, since, now) };
}

export async function priceHistoryByCas(db: Db, casText: string): Promise<z.input<typeof PriceHistorySchema>> {
  const cas = normalizeCas(casText);
  const substance = cas ? await substanceRefByCas(db, cas) : undefined;
  if (!substance || !cas) throw new AppError(ErrorCode.PRODUCT_NOT_FOUND, '目录中没有这个 CAS 号');
  return { cas, ...(await substancePriceHistory(db, substance.id)) };
}
