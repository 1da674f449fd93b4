import { describe, expect, it } from 'vitest';
import { movedCursor, reviewKeyAction, type KeyLike } from './review-keys';

const press = (key: string, extra: Partial<KeyLike> = {}): KeyLike => ({ key, ctrlKey: false, metaKey: false, altKey: false, target: null, ...extra });
const inside = (selector: string) => ({ closest: (s: string) => (s.split(', ').includes(selector) ? {} : null) }) as unknown as EventTarget;

describe('the review queue keys', () => {
  it('maps j/k and the arrows to moving, x to selecting, a to approving, r to rejecting', () => {
    expect(['j', 'ArrowDown', 'k', 'ArrowUp', 'x', 'a', 'r', 'q'].map((key) => reviewKeyAction(press(key)))).toEqual([
      'next',
      'next',
      'previous',
      'previous',
      'toggle',
      'approve',
      'reject',
      null,
    ]);
  });

  it('leaves keys typed into fields, pickers and dialogs, and shortcuts with modifiers, alone', () => {
    expect(reviewKeyAction(press('a', { target: inside('input') }))).toBeNull();
    expect(reviewKeyAction(press('r', { target: inside('.ant-modal') }))).toBeNull();
    expect(reviewKeyAction(press('a', { ctrlKey: true }))).toBeNull();
    expect(reviewKeyAction(press('x', { target: inside('div') }))).toBe('toggle');
  });

  it('keeps the cursor on the page', () => {
    expect(movedCursor(0, 'previous', 3)).toBe(0);
    expect(movedCursor(2, 'next', 3)).toBe(2);
    expect(movedCursor(1, 'next', 3)).toBe(2);
    expect(movedCursor(0, 'next', 0)).toBe(0);
  });
});
