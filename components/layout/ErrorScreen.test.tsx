// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shimJsdom } from '@/tests/jsdom-shims';
import { ErrorScreen } from './ErrorScreen';

const router = { back: vi.fn(), push: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

beforeAll(() => {
  shimJsdom();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ErrorScreen', () => {
  it('shows the 404 and 500 messages of the spec', () => {
    render(<ErrorScreen status={404} />);
    expect(screen.getByText('Sorry, 您的页面走丢了...')).toBeTruthy();
    cleanup();
    render(<ErrorScreen status={500} detail="错误编号：abc" />);
    expect(screen.getByText('Sorry, 服务器出错啦...')).toBeTruthy();
    expect(screen.getByText('错误编号：abc')).toBeTruthy();
  });

  it('goes back to the previous page', () => {
    window.history.pushState({}, '', '/somewhere');
    render(<ErrorScreen status={500} />);
    fireEvent.click(screen.getByRole('button', { name: /返回上一页/ }));
    expect(router.back).toHaveBeenCalledTimes(1);
  });
});
