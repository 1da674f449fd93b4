'use client';
import { Flex, Rate, Tag, Typography } from 'antd';
import { beijingTime } from '@/components/money/MoneyText';
import { overallScore, type Rating } from '@/lib/api/ratings';

/** The three scores every rating has, in the order the buyer gave them. */
export const SCORE_FIELDS = [
  { key: 'quality', label: '质量' },
  { key: 'delivery', label: '交付' },
  { key: 'service', label: '服务' },
] as const;

/** What each star means, shown when hovering a star and beside the stars. */
export const SCORE_WORDS = ['很差', '较差', '一般', '较好', '很好'] as const;

/** "已评价 ★ 4.3" in a tag: what a list row shows of a rating. */
export function RatingBadge({ rating, label = '已评价' }: { rating: Pick<Rating, 'quality' | 'delivery' | 'service'>; label?: string }) {
  return (
    <Tag color="gold" data-testid="rating-badge">
      {label} ★ {overallScore(rating)}
    </Tag>
  );
}

/** The three scores as read-only stars with their numbers. */
export function RatingScores({ rating }: { rating: Pick<Rating, 'quality' | 'delivery' | 'service'> }) {
  return (
    <Flex gap={12} wrap data-testid="rating-scores">
      {SCORE_FIELDS.map(({ key, label }) => (
        <span key={key} style={{ whiteSpace: 'nowrap' }}>
          {label} <Rate disabled value={rating[key]} style={{ fontSize: 14 }} aria-label={`${label} ${rating[key]} 分`} /> {rating[key]} 分
        </span>
      ))}
    </Flex>
  );
}

/** The buyer changed it: the seller's reply moves `updatedAt` too, so a change is a later time than both. */
function edited(rating: Rating): boolean {
  return rating.updatedAt !== rating.createdAt && rating.updatedAt !== rating.repliedAt;
}

/**
 * One rating as its buyer or seller reads it: scores, the comment (or that the
 * platform hid it: the scores stay), when it was given or changed, and the seller's answer.
 */
export function RatingView({ rating }: { rating: Rating }) {
  return (
    <Flex vertical gap={6} data-testid="rating-view">
      <RatingScores rating={rating} />
      {rating.commentHidden ? (
        <Typography.Text type="secondary">评价文字已被平台隐藏，评分保留。</Typography.Text>
      ) : rating.comment ? (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="rating-comment">
          {rating.comment}
        </Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">（未写文字评价）</Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {rating.buyer} 评价于 {beijingTime(rating.createdAt)}
        {edited(rating) && `，修改于 ${beijingTime(rating.updatedAt)}`}
      </Typography.Text>
      {rating.reply && (
        <div style={{ background: '#f6f8fa', borderRadius: 6, padding: '8px 12px' }} data-testid="rating-reply">
          <Typography.Text strong>卖家回复：</Typography.Text>
          <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{rating.reply}</span>
          {rating.repliedAt && (
            <div className="muted" style={{ fontSize: 12 }}>
              {beijingTime(rating.repliedAt)}
            </div>
          )}
        </div>
      )}
    </Flex>
  );
}
