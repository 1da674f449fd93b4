// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushWithProgress } from './navigation';
import { NavigationProgress } from './NavigationProgress';

let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useSearchParams: () => new URLSearchParams() }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const bar = () => screen.getByTestId('nav-progress');
const isActive = () => bar().className.includes('nav-progress--active');

describe('NavigationProgress', () => {
  it('shows while an in-app link is loading and hides when the path changes', () => {
    const view = render(
      <>
        <NavigationProgress />
        <a href="/products/64-17-5.html">Ethanol</a>
        <a href="https://example.org/">elsewhere</a>
      </>,
    );
    expect(isActive()).toBe(false);
    fireEvent.click(screen.getByText('elsewhere'), { button: 0 });
    expect(isActive()).toBe(false);
    fireEvent.click(screen.getByText('Ethanol'), { button: 0 });
    expect(isActive()).toBe(true);
    pathname = '/products/64-17-5.html';
    view.rerender(
      <>
        <NavigationProgress />
        <a href="/products/64-17-5.html">Ethanol</a>
      </>,
    );
    expect(isActive()).toBe(false);
  });

  it('shows for programmatic navigation and gives up after 15 s if nothing changes', () => {
    vi.useFakeTimers();
    render(<NavigationProgress />);
    const router = { push: vi.fn() };
    act(() => pushWithProgress(router, '/?q=aspirin'));
    expect(router.push).toHaveBeenCalledWith('/?q=aspirin');
    expect(isActive()).toBe(true);
    act(() => vi.advanceTimersByTime(15_000));
    expect(isActive()).toBe(false);
  });
});
