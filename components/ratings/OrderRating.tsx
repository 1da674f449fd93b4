'use client';
import { App, Button, Flex, Popover, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { beijingTime } from '@/components/money/MoneyText';
import { useOrderRating, useRefreshOrderRatings, type OrderRating, type Rating } from '@/lib/api/ratings';
import { RatingDialog } from './RatingDialog';
import { RatingBadge, RatingView } from './RatingView';
import { ReplyDialog } from './ReplyDialog';

type Size = 'small' | 'middle';
/** What the rating parts need of an order: only a received order can carry a rating. */
type RatedOrder = { orderNo: string; receivedAt: string | null; seller: { name: string }; role?: 'buyer' | 'seller' };

/**
 * The buttons the server allows on an order's rating (`canRate`, `editableUntil`
 * for the buyer, `canReply` for the seller) and their dialogs. After a save every
 * copy of the order's rating on screen (list row, detail drawer) is read again.
 */
function RatingButtons({ info, sellerName, size }: { info: OrderRating; sellerName: string; size: Size }) {
  const { message } = App.useApp();
  const refresh = useRefreshOrderRatings();
  const [open, setOpen] = useState<'rate' | 'reply' | null>(null);
  const saved = (text: string) => (_: Rating) => {
    setOpen(null);
    void message.success(text);
    void refresh();
  };
  const { rating } = info;
  return (
    <>
      {info.canRate && (
        <Button size={size} type="primary" onClick={() => setOpen('rate')}>
          评价
        </Button>
      )}
      {rating && info.editableUntil && (
        <Button size={size} onClick={() => setOpen('rate')}>
          修改评价
        </Button>
      )}
      {rating && info.canReply && (
        <Button size={size} type="primary" onClick={() => setOpen('reply')}>
          回复评价
        </Button>
      )}
      {open === 'rate' && (
        <RatingDialog
          orderNo={info.orderNo}
          sellerName={sellerName}
          current={rating}
          editableUntil={info.editableUntil}
          onClose={() => setOpen(null)}
          onSaved={saved(rating ? '评价已修改' : '感谢您的评价')}
        />
      )}
      {open === 'reply' && rating && <ReplyDialog orderNo={info.orderNo} rating={rating} onClose={() => setOpen(null)} onSaved={saved('已回复评价')} />}
    </>
  );
}

/**
 * In an order row (the buyer's list and the seller's): the rating's mean as a
 * tag that opens the whole rating, and what the caller may do with it. Orders
 * not received show nothing; only they are asked about.
 */
export function OrderRatingAction({ order, size = 'small' }: { order: RatedOrder; size?: Size }) {
  const { data } = useOrderRating(order.receivedAt ? order.orderNo : null);
  const info = data && data.orderNo === order.orderNo ? data : null;
  if (!info) return null;
  return (
    <>
      {info.rating && (
        <Popover
          trigger="click"
          title="买家评价"
          content={
            <div style={{ maxWidth: 320 }}>
              <RatingView rating={info.rating} />
            </div>
          }
        >
          <Button
            size={size}
            type="text"
            aria-label={`查看评价（质量 ${info.rating.quality}、交付 ${info.rating.delivery}、服务 ${info.rating.service} 分）`}
            style={{ padding: 0 }}
          >
            <RatingBadge rating={info.rating} label={order.role === 'seller' ? '买家评价' : '已评价'} />
            {info.rating.reply && <Tag color="blue">卖家已回复</Tag>}
          </Button>
        </Popover>
      )}
      <RatingButtons info={info} sellerName={order.seller.name} size={size} />
    </>
  );
}

/** The rating part of an order's detail: the rating in full with the seller's answer, or that there is none yet. */
export function OrderRatingSection({ order }: { order: RatedOrder }) {
  const { data, error, isLoading } = useOrderRating(order.receivedAt ? order.orderNo : null);
  if (!order.receivedAt) return null;
  const info = data && data.orderNo === order.orderNo ? data : null;
  return (
    <section data-testid="order-rating">
      <h4 style={{ margin: '0 0 8px' }}>评价</h4>
      {error ? (
        <Typography.Text type="danger">{error.message}</Typography.Text>
      ) : !info && isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : !info ? null : (
        <Flex vertical gap={8}>
          {info.rating ? (
            <RatingView rating={info.rating} />
          ) : (
            <Typography.Text type="secondary">
              {info.canRate ? '为卖家本单的质量、交付和服务打分（各 1–5 星），帮助其他买家选择。' : '买家尚未评价。'}
            </Typography.Text>
          )}
          {info.editableUntil && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              可修改到 {beijingTime(info.editableUntil)}
            </Typography.Text>
          )}
          <Flex gap={8} wrap>
            <RatingButtons info={info} sellerName={order.seller.name} size="middle" />
          </Flex>
        </Flex>
      )}
    </section>
  );
}
