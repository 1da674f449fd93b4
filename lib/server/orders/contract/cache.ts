import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { config } from '@/lib/server/core/config';
import type { ContractModel } from './model';
import { renderContractPdf } from './pdf';

/*
 * Generated contract PDFs on disk, one file per order: <UPLOAD_DIR>/contracts/
 * <order no>/v<version>-<fingerprint>.pdf. The version is the order's own
 * (bumped by every change a contract shows); the fingerprint covers the rest
 * of the content (the state line, a party's newly verified licence), so a
 * stale file is never served. A new file replaces the order's older ones.
 */

/** Bumped when the layout changes, so files rendered by an older layout are not served. */
const LAYOUT = 1;

export type CachedPdf = { bytes: Uint8Array; cached: boolean; file: string };

export function contractFingerprint(model: ContractModel): string {
  return createHash('sha256').update(JSON.stringify({ LAYOUT, model })).digest('hex').slice(0, 16);
}

export async function contractPdf(model: ContractModel): Promise<CachedPdf> {
  const dir = path.join(config().uploadDir, 'contracts', model.orderNo);
  const name = `v${model.version}-${contractFingerprint(model)}.pdf`;
  const file = path.join(dir, name);
  const existing = await fs.readFile(file).catch(() => null);
  if (existing) return { bytes: new Uint8Array(existing), cached: true, file };

  const bytes = await renderContractPdf(model);
  await fs.mkdir(dir, { recursive: true });
  // Written aside and renamed: a parallel request reads the whole file or none of it.
  const temporary = `${file}.${randomUUID()}.tmp`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, file);
  for (const other of await fs.readdir(dir)) {
    if (other !== name && other.endsWith('.pdf')) await fs.rm(path.join(dir, other), { force: true });
  }
  return { bytes, cached: false, file };
}
