/** Where to go after signing in: a path on this site only (never another origin). */
export function safeRedirect(target: string | null | undefined, fallback = '/member'): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : fallback;
}
