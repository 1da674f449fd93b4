/** The largest page number a list page accepts; beyond it the offset alone would be absurd. */
const MAX_PAGE = 100_000;

/** `/…/:page` → the page number, or null for anything but a plain positive integer ("0", "01", "2.5", "abc"). */
export function listPageNumber(segment: string): number | null {
  if (!/^[1-9]\d*$/.test(segment)) return null;
  const page = Number(segment);
  return page <= MAX_PAGE ? page : null;
}
