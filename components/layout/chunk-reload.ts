/** Chunk-load failures (a deploy replaced the files the page asks for) reload the target path. */
const RELOAD_GUARD_KEY = 'chemmart:chunk-reload';
const GUARD_MS = 10_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: string; message?: string };
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(message ?? '')
  );
}

/** Reloads `target` once; a second failure within 10 s is left to the error screen. */
export function reloadTargetOnce(target: string, storage: Storage, assign: (url: string) => void, now = Date.now()): boolean {
  const last = storage.getItem(RELOAD_GUARD_KEY);
  if (last) {
    const [path, at] = last.split('|');
    if (path === target && now - Number(at) < GUARD_MS) return false;
  }
  storage.setItem(RELOAD_GUARD_KEY, `${target}|${now}`);
  assign(target);
  return true;
}
