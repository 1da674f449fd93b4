/**
 * The review queue's keyboard flow: j/k or the arrow keys move,
 * x selects, a approves, r rejects. Keys typed into a field, a picker or a
 * dialog are theirs, never the queue's.
 */
export type ReviewKeyAction = 'next' | 'previous' | 'toggle' | 'approve' | 'reject';

const KEYS: Record<string, ReviewKeyAction> = { j: 'next', ArrowDown: 'next', k: 'previous', ArrowUp: 'previous', x: 'toggle', a: 'approve', r: 'reject' };

/** Elements that own the keys typed while they have focus. */
const TYPING_TARGETS = 'input, textarea, select, [contenteditable="true"], .ant-select, .ant-picker, .ant-modal';

export type KeyLike = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: EventTarget | null };

export function reviewKeyAction(event: KeyLike): ReviewKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target as { closest?: (selector: string) => unknown } | null;
  if (target?.closest?.(TYPING_TARGETS)) return null;
  return KEYS[event.key] ?? null;
}

/** The row the cursor moves to, kept inside the page. */
export function movedCursor(cursor: number, action: 'next' | 'previous', rows: number): number {
  if (rows === 0) return 0;
  return Math.min(Math.max(cursor + (action === 'next' ? 1 : -1), 0), rows - 1);
}
