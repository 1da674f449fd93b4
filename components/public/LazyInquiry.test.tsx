// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestQuickInquiry } from '@/components/inquiry/prefill';
import { LazyInquiry } from './LazyInquiry';

// The form is antd; here only whether it is loaded, and with which product, matters.
vi.mock('next/dynamic', () => ({
  default: () => (props: { prefill?: { cas?: string; purity?: string } }) => <p>form {props.prefill ? `${props.prefill.cas} ${props.prefill.purity}` : 'empty'}</p>,
}));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  window.location.hash = '';
});

describe('LazyInquiry', () => {
  it('shows what an inquiry is for and loads the form when asked', () => {
    render(<LazyInquiry anchor="quick-inquiry" />);
    expect(screen.queryByText(/^form/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '填写询价单' }));
    expect(screen.getByText('form empty')).toBeTruthy();
  });

  it("loads the form with the product of a list row's 询价", () => {
    render(<LazyInquiry anchor="quick-inquiry" />);
    act(() => requestQuickInquiry({ cas: '7664-39-3', productName: 'Hydrofluoric acid', purity: 'SEMI G4' }));
    expect(screen.getByText('form 7664-39-3 SEMI G4')).toBeTruthy();
  });

  it('opens by itself on a link to its anchor', () => {
    window.location.hash = '#quick-inquiry';
    render(<LazyInquiry anchor="quick-inquiry" />);
    expect(screen.getByText('form empty')).toBeTruthy();
  });
});
