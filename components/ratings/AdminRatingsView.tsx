'use client';
import { App, Button, Empty, Flex, Input, Select, Skeleton, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { chinaDateTime } from '@/components/admin/format';
import { OrderNumber } from '@/components/layout/IdNumber';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { useIsMobile } from '@/components/layout/viewport';
import { useAdminRatings, type AdminRating, type AdminRatingsFilter } from '@/lib/api/ratings';
import { HideCommentDialog } from './HideCommentDialog';

const HIDDEN_CHOICES: { value: AdminRatingsFilter['hidden']; label: string }[] = [
  { value: 'all', label: '全部评价' },
  { value: 'shown', label: '文字显示中' },
  { value: 'hidden', label: '文字已隐藏' },
];

/** "质量 4 · 交付 5 · 服务 3" (one a line in the table): the scores, which the console shows and never edits. */
function Scores({ rating, stacked = false }: { rating: AdminRating; stacked?: boolean }) {
  const parts = [`质量 ${rating.quality}`, `交付 ${rating.delivery}`, `服务 ${rating.service}`];
  return (
    <span style={{ whiteSpace: stacked ? 'pre-line' : 'nowrap' }} data-testid="admin-rating-scores">
      {parts.join(stacked ? '\n' : ' · ')}
    </span>
  );
}

/** The comment as the public sees it, or, once hidden, the reason, when, and the raw text kept for the operator. */
function Comment({ rating }: { rating: AdminRating }) {
  if (!rating.commentHidden) {
    return rating.rawComment ? (
      <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{rating.rawComment}</span>
    ) : (
      <Typography.Text type="secondary">（无文字）</Typography.Text>
    );
  }
  return (
    <Flex vertical gap={2} data-testid="hidden-comment">
      <span>
        <Tag color="red">已隐藏</Tag>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {chinaDateTime(rating.hiddenAt)}
        </Typography.Text>
      </span>
      <span>原因：{rating.hiddenReason}</span>
      <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        原文：{rating.rawComment ?? '（无文字）'}
      </Typography.Text>
    </Flex>
  );
}

function Reply({ rating }: { rating: AdminRating }) {
  if (!rating.reply) return <Typography.Text type="secondary">—</Typography.Text>;
  return <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{rating.reply}</span>;
}

/** Only a comment still shown can be hidden; a rating without text has nothing to hide. */
function canHide(rating: AdminRating): boolean {
  return !rating.commentHidden && Boolean(rating.rawComment);
}

function columns(onHide: (rating: AdminRating) => void): ColumnsType<AdminRating> {
  return [
    {
      title: '订单 / 时间',
      key: 'order',
      width: 165,
      render: (_, r) => (
        <>
          {r.orderNo ? <OrderNumber orderNo={r.orderNo} /> : '—'}
          <div className="muted" style={{ fontSize: 12 }}>
            {chinaDateTime(r.createdAt)}
          </div>
        </>
      ),
    },
    {
      title: '卖家 / 买家',
      key: 'parties',
      width: 150,
      render: (_, r) => (
        <>
          {r.sellerName}
          <div className="muted" style={{ fontSize: 12 }}>
            买家 {r.buyer}
          </div>
        </>
      ),
    },
    { title: '评分', key: 'scores', width: 80, render: (_, r) => <Scores rating={r} stacked /> },
    { title: '评价文字', key: 'comment', render: (_, r) => <Comment rating={r} /> },
    { title: '卖家回复', key: 'reply', width: 180, render: (_, r) => <Reply rating={r} /> },
    {
      title: '操作',
      key: 'actions',
      width: 96,
      render: (_, r) =>
        canHide(r) ? (
          <Button size="small" danger onClick={() => onHide(r)}>
            隐藏文字
          </Button>
        ) : null,
    },
  ];
}

function RatingCard({ rating, onHide }: { rating: AdminRating; onHide: (rating: AdminRating) => void }) {
  return (
    <li className="goods-card" data-testid="admin-rating-card">
      <Flex justify="space-between" gap={8} wrap>
        {rating.orderNo ? <OrderNumber orderNo={rating.orderNo} /> : '—'}
        <span className="muted" style={{ fontSize: 12 }}>
          {chinaDateTime(rating.createdAt)}
        </span>
      </Flex>
      <div className="muted" style={{ fontSize: 13 }}>
        {rating.sellerName} · 买家 {rating.buyer}
      </div>
      <div style={{ margin: '4px 0' }}>
        <Scores rating={rating} />
      </div>
      <Comment rating={rating} />
      {rating.reply && (
        <div style={{ marginTop: 4 }}>
          卖家回复：
          <Reply rating={rating} />
        </div>
      )}
      {canHide(rating) && (
        <Button danger style={{ marginTop: 8 }} onClick={() => onHide(rating)}>
          隐藏文字
        </Button>
      )}
    </li>
  );
}

/**
 * /admin/ratings: every rating, newest first, searchable by order number or text
 * and filtered by whether its text is hidden. The one thing to do is hide an
 * abusive comment with a reason (audited as rating.hide_comment); scores are never edited.
 */
export function AdminRatingsView() {
  const mobile = useIsMobile();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<AdminRatingsFilter>({ page: 1, keyword: '', hidden: 'all' });
  const [hiding, setHiding] = useState<AdminRating | null>(null);
  const { data, error, isLoading, mutate } = useAdminRatings(filter);
  const change = (next: Partial<AdminRatingsFilter>) => setFilter((f) => ({ ...f, ...next, page: next.page ?? 1 }));
  const emptyText = filter.keyword || filter.hidden !== 'all' ? '没有符合条件的评价' : '还没有评价';

  return (
    <div className="admin-page" data-testid="admin-ratings">
      <Typography.Title level={4}>评价管理</Typography.Title>
      <Typography.Paragraph type="secondary">
        买家确认收货后给卖家的评价。可以隐藏辱骂、广告等不当文字（须写明原因，记入操作日志）；评分不能修改。
      </Typography.Paragraph>
      <div className="admin-toolbar">
        <Input.Search
          aria-label="搜索评价"
          allowClear
          placeholder="订单号或评价内容"
          maxLength={60}
          enterButton="搜索"
          style={{ width: mobile ? '100%' : 300 }}
          onSearch={(keyword) => change({ keyword: keyword.trim() })}
        />
        <Select<AdminRatingsFilter['hidden']>
          aria-label="文字状态"
          style={{ width: 140 }}
          value={filter.hidden}
          options={HIDDEN_CHOICES}
          onChange={(hidden) => change({ hidden })}
        />
      </div>
      {error && !data ? (
        <Empty description={error.message}>
          <Button onClick={() => void mutate()}>重试</Button>
        </Empty>
      ) : mobile ? (
        isLoading && !data ? (
          <Skeleton active />
        ) : data && data.list.length > 0 ? (
          <ul className="goods-cards" data-testid="admin-rating-cards">
            {data.list.map((r) => (
              <RatingCard key={r.id} rating={r} onHide={setHiding} />
            ))}
          </ul>
        ) : (
          <Empty description={emptyText} />
        )
      ) : (
        <Table<AdminRating>
          rowKey="id"
          size="small"
          loading={isLoading}
          columns={columns(setHiding)}
          dataSource={data?.list ?? []}
          pagination={false}
          locale={{ emptyText }}
          scroll={{ x: 860 }}
          data-testid="admin-rating-table"
        />
      )}
      {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="条评价" onPage={(page) => change({ page })} />}
      {hiding && (
        <HideCommentDialog
          rating={hiding}
          onClose={() => setHiding(null)}
          onHidden={() => {
            setHiding(null);
            void message.success('已隐藏评价文字，已记入操作日志');
            void mutate();
          }}
        />
      )}
    </div>
  );
}
