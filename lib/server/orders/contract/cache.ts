import { createHash } from 'node:crypto';
import { nullIfMissing, storage } from '@/lib/server/storage';
import type { ContractModel } from './model';
import { renderContractPdf } from './pdf';

/*
 * Generated contract PDFs in the file store, one per order: contracts/<order
 * no>/v<version>-<fingerprint>.pdf (under UPLOAD_DIR, or in the bucket). The
 * version is the order's own (bumped by every change a contract shows); the
 * fingerprint covers the rest of the content (the state line, a party's newly
 * verified licence), so a stale file is never served. A new file replaces the
 * order's older ones.
 */

/** Bumped when the layout changes, so files rendered by an older layout are not served. */
const LAYOUT = 1;

export type CachedPdf = { bytes: Uint8Array; cached: boolean; key: string };

export function contractFingerprint(model: ContractModel): string {
  return createHash('sha256').update(JSON.stringify({ LAYOUT, model })).digest('hex').slice(0, 16);
}

export async function contractPdf(model: ContractModel): Promise<CachedPdf> {
  const folder = `contracts/${model.orderNo}/`;
  const key = `${folder}v${model.version}-${contractFingerprint(model)}.pdf`;
  const existing = await storage().get(key).catch(nullIfMissing);
  if (existing) return { bytes: new Uint8Array(existing), cached: true, key };

  const bytes = await renderContractPdf(model);
  // The store writes whole objects only: a parallel request reads all of the PDF or none of it.
  await storage().put(key, Buffer.from(bytes), 'application/pdf');
  for await (const other of storage().list(folder)) {
    if (other !== key && other.endsWith('.pdf')) await storage().delete(other);
  }
  return { bytes, cached: false, key };
}
