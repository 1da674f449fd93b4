// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/components/layout/Providers';
import { startApiServer } from '@/tests/kits/render-with-api';
import { MessageBell } from './Messages';

vi.mock('next/navigation', () => ({
  usePathname: () => '/member',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push() {}, replace() {}, refresh() {} }),
}));

// The unread count the server reports; a quotation "arrives" between two polls.
let unread = 0;
let asked = 0;
startApiServer({
  client: false,
  onUnhandledRequest: 'bypass',
  handlers: [
    http.get('*/api/messages', () => {
      asked += 1;
      return HttpResponse.json({ code: 0, msg: 'ok', data: { list: [], total: 0, page: 1, pageSize: 1, unread } });
    }),
  ],
});

describe('MessageBell', () => {
  it('asks again on its own and shows a message that arrived after the page opened', async () => {
    document.cookie = 'token=test-token; path=/';
    render(
      <Providers signSecret="s" initialMobile={false} signedIn fallback={{}}>
        <MessageBell pollMs={100} />
      </Providers>,
    );
    const bell = await screen.findByTestId('message-bell');
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    expect(bell.getAttribute('aria-label')).toBe('消息');
    unread = 2;
    await waitFor(() => expect(screen.getByTestId('message-bell').getAttribute('aria-label')).toBe('消息（2 条未读）'), { timeout: 3000 });
  });
});
