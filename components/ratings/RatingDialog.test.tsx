// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { OrderRating, Rating } from '@/lib/api/ratings';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { antdConfirmation } from '@/tests/kits/antd-confirm';
import { apiWrapper, ok, refusal, startApiServer } from '@/tests/kits/render-with-api';
import { OrderRatingSection } from './OrderRating';
import { RatingDialog } from './RatingDialog';

const server = startApiServer();

const ORDER_NO = 'DD20261124000001';

function rating(overrides: Partial<Rating> = {}): Rating {
  return {
    id: 7,
    orderNo: ORDER_NO,
    quality: 4,
    delivery: 5,
    service: 3,
    comment: '包装很好，发货快',
    commentHidden: false,
    reply: null,
    repliedAt: null,
    createdAt: '2026-11-24T03:00:00.000Z',
    updatedAt: '2026-11-24T03:00:00.000Z',
    buyer: 'd***',
    ...overrides,
  };
}

/** Clicks the `stars`-th star of the score named `label`. */
function rate(label: string, stars: number) {
  fireEvent.click(within(screen.getByRole('radiogroup', { name: `${label}评分` })).getAllByRole('radio')[stars - 1]!);
}

/** Presses the confirmation's button; it shares the dialog's own button's label. */
async function confirmWith(title: string, name: string) {
  fireEvent.click(within(await antdConfirmation(title)).getByRole('button', { name }));
}

describe('RatingDialog', () => {
  it('asks for all three scores, confirms, then sends them with the trimmed comment', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/order_rate', async ({ request }) => {
        sent.push(await request.json());
        return ok(rating());
      }),
    );
    const onSaved = vi.fn();
    render(<RatingDialog orderNo={ORDER_NO} sellerName="华东试剂" current={null} editableUntil={null} onClose={() => {}} onSaved={onSaved} />, {
      wrapper: apiWrapper(),
    });
    expect(screen.getByText('为卖家「华东试剂」本单的表现打分。')).toBeTruthy();

    // Nothing chosen: each score says so, nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText('请为质量打分（1–5 星）')).toBeTruthy();
    expect(screen.getByText('请为交付打分（1–5 星）')).toBeTruthy();
    expect(screen.getByText('请为服务打分（1–5 星）')).toBeTruthy();

    rate('质量', 4);
    rate('交付', 5);
    rate('服务', 3);
    expect(screen.getByText('4 分 · 较好')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('评价内容'), { target: { value: '  包装很好，发货快 ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));
    await confirmWith('提交评价？', '提交评价');
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ orderNo: ORDER_NO, quality: 4, delivery: 5, service: 3, comment: '包装很好，发货快' }]);
  });

  it('changes an existing rating: starts from it, an empty comment is sent as none, and a refusal stays in the dialog', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/order_rate', async ({ request }) => {
        sent.push(await request.json());
        return refusal(ErrorCode.RATING_EDIT_CLOSED, '评价已超过 30 天，不能再修改');
      }),
    );
    const onSaved = vi.fn();
    render(<RatingDialog orderNo={ORDER_NO} current={rating()} editableUntil="2026-12-24T03:00:00.000Z" onClose={() => {}} onSaved={onSaved} />, {
      wrapper: apiWrapper(),
    });
    expect(screen.getByText(/可修改到 2026-12-24 11:00/)).toBeTruthy();
    expect((screen.getByLabelText('评价内容') as HTMLTextAreaElement).value).toBe('包装很好，发货快');
    rate('服务', 2);
    fireEvent.change(screen.getByLabelText('评价内容'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await confirmWith('保存修改后的评价？', '保存修改');
    expect(await screen.findByTestId('rating-error')).toHaveProperty('textContent', '评价已超过 30 天，不能再修改');
    expect(sent).toEqual([{ orderNo: ORDER_NO, quality: 4, delivery: 5, service: 2, comment: null }]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses a comment over 500 characters before sending', async () => {
    server.use(http.post('*/api/order_rate', () => HttpResponse.error()));
    render(<RatingDialog orderNo={ORDER_NO} current={rating()} editableUntil={null} onClose={() => {}} onSaved={() => {}} />, { wrapper: apiWrapper() });
    // maxLength stops typing; a pasted or prefilled longer text is still checked.
    fireEvent.change(screen.getByLabelText('评价内容'), { target: { value: '好'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('评价内容不超过 500 字')).toBeTruthy();
  });
});

describe('OrderRatingSection', () => {
  const received = { orderNo: ORDER_NO, receivedAt: '2026-11-23T03:00:00.000Z', seller: { name: '华东试剂' } };

  function answer(info: Partial<OrderRating>) {
    return http.get('*/api/order_rating', () => ok({ orderNo: ORDER_NO, rating: null, canRate: false, editableUntil: null, canReply: false, ...info }));
  }

  it('the buyer sees the rating with the seller’s answer and may still change it', async () => {
    server.use(answer({ rating: rating({ reply: '感谢支持', repliedAt: '2026-11-25T03:00:00.000Z' }), editableUntil: '2026-12-24T03:00:00.000Z' }));
    render(<OrderRatingSection order={received} />, { wrapper: apiWrapper() });
    expect(await screen.findByTestId('rating-reply')).toHaveProperty('textContent', expect.stringContaining('感谢支持'));
    expect(screen.getByTestId('rating-comment').textContent).toBe('包装很好，发货快');
    expect(screen.getByRole('button', { name: '修改评价' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '回复评价' })).toBeNull();
  });

  it('a hidden comment reads as hidden; the seller answers once, after confirming', async () => {
    const sent: unknown[] = [];
    server.use(
      answer({ rating: rating({ comment: null, commentHidden: true }), canReply: true }),
      http.post('*/api/rating_reply', async ({ request }) => {
        sent.push(await request.json());
        return ok(rating({ reply: '已改进包装' }));
      }),
    );
    render(<OrderRatingSection order={received} />, { wrapper: apiWrapper() });
    expect(await screen.findByText('评价文字已被平台隐藏，评分保留。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '回复评价' }));
    const dialog = await screen.findByTestId('reply-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '提交回复' }));
    expect(await screen.findByText('请填写回复内容')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('回复内容'), { target: { value: ' 已改进包装 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交回复' }));
    const confirm = await antdConfirmation('提交回复？');
    expect(confirm.textContent).toContain('提交后不能修改或删除');
    fireEvent.click(within(confirm).getByRole('button', { name: '提交回复' }));
    await waitFor(() => expect(sent).toEqual([{ orderNo: ORDER_NO, reply: '已改进包装' }]));
  });

  it('asks nothing about an order not yet received', () => {
    render(<OrderRatingSection order={{ ...received, receivedAt: null }} />, { wrapper: apiWrapper() });
    expect(screen.queryByTestId('order-rating')).toBeNull();
  });
});
