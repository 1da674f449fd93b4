'use client';
import { Button, Card, Empty, Flex, Skeleton, Tag } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { useBuyerInquiries } from '@/lib/api/rfq';
import { dayOf } from './price';

/** 询价订单: the buyer's inquiries in state `ordered` (orders arrive with the orders issue; until then the empty state explains). */
export function InquiryOrders({ page }: { page: number }) {
  const router = useRouter();
  const { data, isLoading } = useBuyerInquiries('ordered', page, '');
  return (
    <Card title="询价订单" data-testid="inquiry-orders">
      {isLoading && !data ? (
        <Skeleton active />
      ) : !data || data.list.length === 0 ? (
        <Empty description={<span>还没有由询价生成的订单。采纳报价后，该行显示“待下单”，下单后会出现在这里。</span>}>
          <Flex gap={8} justify="center" wrap>
            <Link href="/member/buyer/inquiryManage/partly_accepted/1">
              <Button type="primary">查看待下单的询价</Button>
            </Link>
            <Link href="/member/buyer/inquiryAdd">
              <Button>发布询价</Button>
            </Link>
          </Flex>
        </Empty>
      ) : (
        <Flex vertical gap={12}>
          {data.list.map((i) => (
            <Card key={i.id} size="small">
              <span className="mono">{i.inquiryNo}</span> <Tag>{i.statusLabel}</Tag> {dayOf(i.createdAt)} · {i.lines.map((l) => l.productName).join('、')}
            </Card>
          ))}
          <Link href="/member/buyer/orderPayList/1">查看这些订单的付款、物流与收货 →</Link>
          <ResultsPagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            unit="张"
            onPage={(p) => router.push(`/member/buyer/inqueryOrder/${p}`)}
          />
        </Flex>
      )}
    </Card>
  );
}
