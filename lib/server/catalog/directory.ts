import type { Db } from '@/lib/server/core/db';
import { pinyinOf } from './search/pinyin';

/*
 * 中文名目录: every listed product with a Chinese name, by the first letter of
 * its name's pinyin (乙醇 under Y), in pinyin order — a page for readers and
 * crawlers to reach each product by its Chinese name, as Chinese catalogues
 * are browsed. The pages sitemap lists each letter's pages.
 */

export const DIRECTORY_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
export const DIRECTORY_PAGE_SIZE = 200;

export type DirectoryEntry = { cas: string; name: string; nameZh: string };

/** The directory's entries by letter, in pinyin order (then by CAS number); built from the catalog on each call, so callers cache. */
export async function chineseNameDirectory(db: Db): Promise<Map<string, DirectoryEntry[]>> {
  const rows = await db.selectFrom('substances').select(['cas', 'name', 'nameZh']).where('listed', '=', 1).where('nameZh', 'is not', null).execute();
  const keyed = rows.flatMap((r) => {
    const forms = r.nameZh ? pinyinOf(r.nameZh) : null;
    return forms ? [{ entry: { cas: r.cas, name: r.name, nameZh: r.nameZh! }, key: forms.full[0]! }] : [];
  });
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.entry.cas < b.entry.cas ? -1 : 1));
  const byLetter = new Map<string, DirectoryEntry[]>(DIRECTORY_LETTERS.map((l) => [l, []]));
  for (const { entry, key } of keyed) byLetter.get(key[0]!.toUpperCase())?.push(entry);
  return byLetter;
}

export function directoryPath(letter: string, page = 1): string {
  return `/products/directory/${letter}/${page}`;
}

/** Every page of the directory (a letter without names still has its page 1), for the sitemap. */
export async function directoryPaths(db: Db): Promise<string[]> {
  const byLetter = await chineseNameDirectory(db);
  return DIRECTORY_LETTERS.flatMap((letter) =>
    Array.from({ length: Math.max(1, Math.ceil((byLetter.get(letter)?.length ?? 0) / DIRECTORY_PAGE_SIZE)) }, (_, i) => directoryPath(letter, i + 1)),
  );
}
