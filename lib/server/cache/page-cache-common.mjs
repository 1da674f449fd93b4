/*
 * What both page-cache handlers (memory-cache-handler.mjs, and
 * redis-cache-handler.mjs when REDIS_URL is set) share: which tags an entry
 * answers to, how tag records judge it, and when a rendered page is dated.
 * Plain ESM: Next.js loads the handlers by path, outside our aliases.
 *
 * Why pages are dated by when their render began
 * (docs/decisions/0166-pages-dated-by-render-start.md): a write that commits
 * while a page is being rendered expires the page's tags at T, but the
 * render read the database before the write and is stored after T. Dated by
 * its end (as Next.js's own cache does), it would count as newer than the
 * write and be served without the change until its revalidate period ran
 * out (30–120 s). Dated by the lookup that decided to render it, it is
 * older than T and rendered again at the next visit.
 */

/** The response header in which Next.js stores a rendered page's tags (its implicit `_N_T_…` path tags included). */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';
/** No render takes this long; a lookup older than this was never followed by a write (a failed render). */
const RENDER_NOTE_MAX_AGE_MS = 60_000;

/** The tags a stored value answers to: a page's from its tags header, a fetch's as stored and as asked for now. */
export function tagsOf(value, ctx = {}) {
  const header = value?.headers?.[CACHE_TAGS_HEADER];
  const fromHeader = typeof header === 'string' && header ? header.split(',') : [];
  return [...new Set([...fromHeader, ...(value?.tags ?? []), ...(ctx.tags ?? []), ...(ctx.softTags ?? [])])];
}

/**
 * How tag records judge an entry written at `lastModified`: 'expired' (render
 * anew before answering), 'stale' (answer it, render anew behind) or 'fresh'.
 */
export function judge(records, lastModified, now = Date.now()) {
  let verdict = 'fresh';
  for (const r of records) {
    if (!r) continue;
    if (typeof r.expired === 'number' && r.expired <= now && r.expired > lastModified) return 'expired';
    if (typeof r.stale === 'number' && r.stale > lastModified) verdict = 'stale';
  }
  return verdict;
}

/** What a handler stores for a set: the value (a fetch's with the tags it was asked with) and a page's lifetime. */
export function toStore(data, ctx = {}) {
  return {
    value: data && data.kind === 'FETCH' && ctx.tags ? { ...data, tags: ctx.tags } : data,
    cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
  };
}

/** revalidateTag's argument, one tag or several, as a list. */
export function tagList(tags) {
  return typeof tags === 'string' ? [tags] : [...tags];
}

/** The tag record a revalidation writes: without durations (revalidatePath) entries expire now; with them they turn stale now and expire later. */
export function tagRecord(durations, now = Date.now()) {
  return durations ? { stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) } : { expired: now };
}

/** Next.js serves an entry stale (and renders it anew behind) once its revalidate period is over: date it back past that. */
export function servedStale(entry) {
  const revalidate = entry.cacheControl?.revalidate ?? entry.value?.revalidate;
  if (typeof revalidate !== 'number' || revalidate <= 0) return null;
  return { ...entry, lastModified: Math.min(entry.lastModified, Date.now() - revalidate * 1000 - 1) };
}

/** Whether Next.js renders the page anew after this answer: a miss, or an entry past its revalidate period. */
export function rendersAnew(answer, now = Date.now()) {
  if (!answer) return true;
  const revalidate = answer.cacheControl?.revalidate ?? answer.value?.revalidate;
  return typeof revalidate === 'number' && answer.lastModified + revalidate * 1000 < now;
}

/*
 * Per process (Next.js constructs a handler for every request, and a render
 * starts and ends in the process that looked the page up): for each key,
 * the earliest lookup since the last write that was followed by a render.
 */
const renderNotes = (globalThis[Symbol.for('chemmart.pageRenderNotes')] ??= new Map());

/** Past this many notes, the old ones are swept: a miss that stores nothing (an unknown product's 404) leaves its note. */
const RENDER_NOTES_SWEEP_AT = 10_000;

/** Called by a handler's get with what it answers: notes the lookup when a render follows. */
export function noteLookup(cacheKey, answer, now = Date.now()) {
  if (!rendersAnew(answer, now)) return;
  const noted = renderNotes.get(cacheKey);
  if (noted !== undefined && now - noted <= RENDER_NOTE_MAX_AGE_MS) return;
  if (renderNotes.size >= RENDER_NOTES_SWEEP_AT) for (const [key, at] of renderNotes) if (now - at > RENDER_NOTE_MAX_AGE_MS) renderNotes.delete(key);
  renderNotes.set(cacheKey, now);
}

/** The date for the entry being written now: when the render that made it was decided (at the latest, now). */
export function renderedAt(cacheKey, now = Date.now()) {
  const noted = renderNotes.get(cacheKey);
  renderNotes.delete(cacheKey);
  return noted !== undefined && now - noted <= RENDER_NOTE_MAX_AGE_MS ? Math.min(noted, now) : now;
}
