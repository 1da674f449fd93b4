// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIsMobile, ViewportProvider } from './viewport';

function Probe() {
  return <span>{useIsMobile() ? 'mobile' : 'desktop'}</span>;
}

/** A window of this width: what `(max-width: …)` media queries and innerWidth report. */
function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.matchMedia = ((query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return { matches: width <= max, media: query, addEventListener() {}, removeEventListener() {} } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
}

function resizeTo(width: number) {
  setWidth(width);
  window.dispatchEvent(new Event('resize'));
}

describe('ViewportProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('uses the mobile layout at 690 px and below, the desktop one above', () => {
    setWidth(690);
    render(
      <ViewportProvider initialMobile={false}>
        <Probe />
      </ViewportProvider>,
    );
    expect(screen.getByText('mobile')).toBeTruthy();
  });

  it('re-evaluates 100 ms after the last resize, not before', () => {
    setWidth(1280);
    render(
      <ViewportProvider initialMobile={false}>
        <Probe />
      </ViewportProvider>,
    );
    expect(screen.getByText('desktop')).toBeTruthy();
    act(() => resizeTo(390));
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getByText('desktop')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('mobile')).toBeTruthy();
    act(() => resizeTo(691));
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('desktop')).toBeTruthy();
  });
});
