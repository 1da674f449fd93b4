// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadTargetOnce } from './chunk-reload';

describe('chunk load failures', () => {
  it('recognizes webpack and native dynamic-import failures, and nothing else', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads the target path once, then leaves a repeat failure alone', () => {
    const assign = vi.fn();
    sessionStorage.clear();
    expect(reloadTargetOnce('/products/64-17-5.html', sessionStorage, assign, 1_000)).toBe(true);
    expect(assign).toHaveBeenCalledWith('/products/64-17-5.html');
    expect(reloadTargetOnce('/products/64-17-5.html', sessionStorage, assign, 5_000)).toBe(false);
    expect(reloadTargetOnce('/products/64-17-5.html', sessionStorage, assign, 20_000)).toBe(true);
    expect(assign).toHaveBeenCalledTimes(2);
  });
});
