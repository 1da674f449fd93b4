// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Thread, ThreadMessage } from '@/lib/api/threads';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { apiWrapper, startApiServer } from '@/tests/kits/render-with-api';
import { ThreadPanel } from './ThreadPanel';

const server = startApiServer();
const wrapper = apiWrapper();
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data });

function message(id: number, from: 'buyer' | 'seller', body: string): ThreadMessage {
  return { id, from, mine: from === 'buyer', author: from === 'buyer' ? '我' : '甲化学', body, attachments: [], createdAt: '2026-11-28T08:00:00.000Z' };
}

function thread(messages: ThreadMessage[], extra: Partial<Thread> = {}): Thread {
  return {
    threadId: 3,
    inquiryId: 1,
    inquiryNo: 'XJ2026112800001',
    inquiryStatus: '已报价',
    line: { id: 11, lineNo: 1, productName: 'Ethanol', cas: '64-17-5' },
    viewer: 'buyer',
    buyer: { label: '周老师', contactName: '周明', contactPhone: '13911112222' },
    seller: { id: 7, name: '甲化学' },
    contactsVisible: false,
    canPost: true,
    cannotPostReason: null,
    messages,
    total: messages.length,
    unread: 0,
    ...extra,
  };
}

/** The thread's answer for the line asked about (each test asks for its own line, so no cached answer crosses over). */
const forLine = (t: Thread) =>
  http.get('*/api/inquiry_thread', ({ request }) => ok({ ...t, line: { ...t.line, id: Number(new URL(request.url).searchParams.get('lineId')) } }));

describe('ThreadPanel', () => {
  it('marks what arrived as read, sends a message and shows it', async () => {
    let stored = [message(1, 'seller', '需要什么级别？')];
    const reads: unknown[] = [];
    const posts: unknown[] = [];
    server.use(
      http.get('*/api/inquiry_thread', () => ok(thread(stored, { unread: stored.filter((m) => m.from === 'seller').length }))),
      http.post('*/api/inquiry_thread_read', async ({ request }) => {
        reads.push(await request.json());
        return ok({ unread: 0 });
      }),
      http.post('*/api/inquiry_thread_post', async ({ request }) => {
        const body = (await request.json()) as { body: string };
        posts.push(body);
        const sent = message(2, 'buyer', body.body);
        stored = [...stored, sent];
        return ok({ threadId: 3, message: sent });
      }),
    );
    render(<ThreadPanel threadKey={{ lineId: 11, sellerId: 7 }} />, { wrapper });
    expect(await screen.findByText('需要什么级别？')).toBeTruthy();
    expect(screen.getByTestId('thread-mask-note').textContent).toContain('会对卖家隐藏');
    await waitFor(() => expect(reads).toEqual([expect.objectContaining({ lineId: 11, sellerId: 7 })]));

    fireEvent.change(screen.getByLabelText('消息'), { target: { value: 'GR 级' } });
    fireEvent.click(screen.getByTestId('thread-send'));
    await waitFor(() => expect(screen.getAllByTestId('thread-message')).toHaveLength(2));
    expect(posts).toEqual([expect.objectContaining({ lineId: 11, sellerId: 7, body: 'GR 级', attachmentIds: [] })]);
    expect((screen.getByLabelText('消息') as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps what was typed when sending fails, and says why', async () => {
    server.use(
      forLine(thread([])),
      http.post('*/api/inquiry_thread_post', () =>
        HttpResponse.json({ code: ErrorCode.THREAD_TOO_FREQUENT, msg: '一小时内最多发送 120 条消息，请 12 分钟后再试', data: { retryAfterSeconds: 700 } }),
      ),
    );
    render(<ThreadPanel threadKey={{ lineId: 12, sellerId: 7 }} />, { wrapper });
    expect(await screen.findByText('还没有消息')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('消息'), { target: { value: '还在吗' } });
    fireEvent.click(screen.getByTestId('thread-send'));
    expect(await screen.findByText('一小时内最多发送 120 条消息，请 12 分钟后再试')).toBeTruthy();
    expect((screen.getByLabelText('消息') as HTMLTextAreaElement).value).toBe('还在吗');
  });

  it('says why nothing can be sent on a cancelled inquiry, with no message box', async () => {
    server.use(forLine(thread([message(1, 'seller', '在吗')], { canPost: false, cannotPostReason: '询价单已取消，不能再发消息' })));
    render(<ThreadPanel threadKey={{ lineId: 13, sellerId: 7 }} />, { wrapper });
    expect(await screen.findByText('询价单已取消，不能再发消息')).toBeTruthy();
    expect(screen.queryByLabelText('消息')).toBeNull();
  });

  it('closes cleanly where scrollIntoView returns a Promise, as newer Chromium does', async () => {
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = () => Promise.resolve() as unknown as void;
    try {
      server.use(forLine(thread([message(1, 'seller', '在吗')])));
      const view = render(<ThreadPanel threadKey={{ lineId: 14, sellerId: 7 }} />, { wrapper });
      expect(await screen.findByText('在吗')).toBeTruthy();
      expect(() => view.unmount()).not.toThrow();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
