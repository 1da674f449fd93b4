/** Where a member lands after signing in when nothing else was asked for: an operator's work is the console. */
export function homePathOf(roles: { operator: boolean }): string {
  return roles.operator ? '/admin' : '/member';
}

const PROBE_ORIGIN = 'http://chemmart.invalid';

/**
 * Where to go after signing in: a path on this site only. The target is
 * resolved the way a browser would (which drops tabs and newlines and reads
 * "//host" as another site) and refused unless it stays on this origin.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/member'): string {
  if (!target || !target.startsWith('/')) return fallback;
  try {
    const url = new URL(target, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
