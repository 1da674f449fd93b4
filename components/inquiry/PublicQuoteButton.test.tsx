// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicQuoteButton } from './PublicQuoteButton';

// The dialog is antd; here only whether and for which line it is asked for matters.
vi.mock('next/dynamic', () => ({
  default: () => (props: { lineId: number; open: boolean }) => (
    <p>
      dialog {props.lineId} {props.open ? 'open' : 'closed'}
    </p>
  ),
}));

afterEach(() => {
  cleanup();
  document.cookie = 'token=; max-age=0';
});

describe('PublicQuoteButton', () => {
  it('asks a visitor to sign in and come back to the page', () => {
    render(<PublicQuoteButton lineId={7} back="/inquiryZone/2?keyword=acid" />);
    const link = screen.getByRole('link', { name: '登录后报价' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2FinquiryZone%2F2%3Fkeyword%3Dacid');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives a signed-in member 报价, which loads the dialog for its line on the first press', () => {
    document.cookie = 'token=abc';
    render(<PublicQuoteButton lineId={7} back="/" />);
    const button = screen.getByRole('button', { name: '报价' });
    expect(screen.queryByText(/dialog/)).toBeNull();
    fireEvent.click(button);
    expect(screen.getByText('dialog 7 open')).toBeTruthy();
  });
});
