/**
 * Keeps `value` under `key` in a Map used as a least-recently-used cache:
 * insertion order is the age, so the oldest entry goes first past `limit`.
 * Returns the value, so a lookup can re-remember what it found.
 */
export function rememberLru<V>(map: Map<string, V>, key: string, value: V, limit: number): V {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value as string);
  return value;
}
