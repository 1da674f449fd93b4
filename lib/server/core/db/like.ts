/** Escapes a literal for a LIKE pattern with the default backslash escape (PostgreSQL). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
