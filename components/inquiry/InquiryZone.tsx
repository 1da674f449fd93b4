'use client';
import { Card, Empty, Flex, Input, Tag } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Suspense } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import type { PublicInquiryPage } from '@/lib/api/rfq';
import { productPath } from '@/lib/shared/format';
import { ageLabel, dayOf } from './price';
import { QuoteButton } from './QuoteButton';
import { CasNumber } from '@/components/layout/IdNumber';

/** 询价专区: open inquiries as cards (they fit a phone), each line with its own "报价". */
export function InquiryZone({ data, keyword, now }: { data: PublicInquiryPage; keyword: string; now: string }) {
  const router = useRouter();
  const at = Date.parse(now);
  return (
    <div data-testid="inquiry-zone">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <h1 className="page-title" style={{ margin: 0 }}>
          询价专区
        </h1>
        <Input.Search
          defaultValue={keyword}
          placeholder="按 CAS 号或产品名称搜索"
          allowClear
          enterButton="搜索"
          onSearch={(v) => router.push(`/inquiryZone/1${v.trim() ? `?keyword=${encodeURIComponent(v.trim())}` : ''}`)}
          style={{ maxWidth: 420 }}
          aria-label="搜索询价"
        />
      </Flex>
      <p className="muted">
        共 {data.total} 张正在报价的询价单{keyword ? `（“${keyword}”）` : ''}。询价人信息已隐藏，报价后由买家比较与采纳。
      </p>
      {data.list.length === 0 ? (
        <Card>
          <Empty description={keyword ? `没有与“${keyword}”相关的询价` : '暂时没有正在报价的询价单'} />
        </Card>
      ) : (
        <Flex vertical gap={12}>
          {data.list.map((inquiry) => (
            <Card
              key={inquiry.id}
              size="small"
              data-testid="zone-inquiry"
              title={
                <Flex wrap gap={8} align="center" style={{ whiteSpace: 'normal' }}>
                  <span className="mono">{inquiry.inquiryNo}</span>
                  <span>{inquiry.buyer}</span>
                  {inquiry.area && <Tag>{inquiry.area}</Tag>}
                  <span className="muted">{ageLabel(inquiry.createdAt, at)}</span>
                </Flex>
              }
              extra={<span className="muted">截止 {dayOf(inquiry.deadline)}</span>}
              styles={{ header: { flexWrap: 'wrap' } }}
            >
              <Flex vertical gap={8}>
                {inquiry.lines.map((l) => (
                  <Flex
                    key={l.lineId}
                    justify="space-between"
                    align="center"
                    wrap
                    gap={8}
                    data-testid="zone-line"
                    style={{ borderBottom: '1px dashed #eee', paddingBottom: 8 }}
                  >
                    <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                      <div>
                        {l.cas && l.substanceId ? <Link href={productPath(l.cas)}>{l.productName}</Link> : <strong>{l.productName}</strong>}{' '}
                        {l.cas && <CasNumber cas={l.cas} muted />}
                        {!l.substanceId && (
                          <Tag color="orange" style={{ marginLeft: 6 }}>
                            目录外
                          </Tag>
                        )}
                      </div>
                      <div className="muted">
                        {l.quantity} {l.unit.name}
                        {l.purity ? ` · 纯度 ${l.purity}` : ''}
                        {l.packaging ? ` · ${l.packaging}` : ''} · {l.quoteCount} 个报价
                        {l.accepted && ' · 已采纳'}
                      </div>
                    </div>
                    {!l.accepted && (
                      <Suspense>
                        <QuoteButton lineId={l.lineId} own={inquiry.own} />
                      </Suspense>
                    )}
                  </Flex>
                ))}
                {inquiry.lineCount > inquiry.lines.length && <span className="muted">… 共 {inquiry.lineCount} 行，登录卖家中心查看全部</span>}
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
      <ResultsPagination
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        unit="张"
        basePath="/inquiryZone"
        query={keyword ? `?keyword=${encodeURIComponent(keyword)}` : undefined}
      />
    </div>
  );
}
