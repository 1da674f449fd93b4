import { contentTypeOfKey, type ObjectStore } from './store';

/*
 * Copies every object of one store into another, skipping keys the target
 * already holds: run it again after an interruption and it goes on where it
 * stopped. Content-addressed keys never change their bytes, and a contract
 * PDF's key names its version and fingerprint, so "present" means "same".
 */

export type MigrationCounts = { seen: number; copied: number; skipped: number };

export async function copyMissing(from: ObjectStore, to: ObjectStore, progress: (counts: MigrationCounts) => void = () => {}): Promise<MigrationCounts> {
  const counts: MigrationCounts = { seen: 0, copied: 0, skipped: 0 };
  for await (const key of from.list()) {
    counts.seen++;
    if (await to.head(key)) counts.skipped++;
    else {
      await to.put(key, await from.get(key), contentTypeOfKey(key));
      counts.copied++;
    }
    if (counts.seen % 100 === 0) progress(counts);
  }
  return counts;
}
