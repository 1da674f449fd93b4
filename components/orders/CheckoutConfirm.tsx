'use client';
import { CheckCircleFilled, FilePdfOutlined, FileTextOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Result, Tag, Typography } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { contractPath, contractPdfPath, paymentPath, submitOrder, useRefreshOrders, type Order } from '@/lib/api/orders';
import { formatYuan } from '@/lib/shared/format';
import { lineName } from './OrderLines';
import { OrderNumber } from '@/components/layout/IdNumber';

/**
 * After create_order: the orders made (待确认), each with its contract to read
 * and download, confirmed one by one (submit_order), then paid at the cashier.
 */
export function CheckoutConfirm({ orders: made }: { orders: Order[] }) {
  const [orders, setOrders] = useState(made);
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refresh = useRefreshOrders();

  const confirm = async (orderNo: string) => {
    setBusy(orderNo);
    setErrors((e) => ({ ...e, [orderNo]: '' }));
    try {
      const order = await submitOrder(orderNo);
      setOrders((list) => list.map((o) => (o.orderNo === orderNo ? order : o)));
      void refresh();
    } catch (e) {
      setErrors((all) => ({ ...all, [orderNo]: (e as Error).message }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="checkout-confirm">
      <Result
        status="success"
        style={{ padding: '16px 0' }}
        title={`已生成 ${orders.length} 张订单`}
        subTitle="请阅读合同后逐张确认提交；提交后卖家即可看到订单，付款后安排发货。"
      />
      {orders.map((order) => {
        const submitted = order.status !== 'created';
        return (
          <Card
            key={order.orderNo}
            size="small"
            data-testid="created-order"
            title={
              <Flex gap={8} wrap align="center">
                <OrderNumber orderNo={order.orderNo} />
                <Tag color={submitted ? 'green' : 'gold'}>{order.statusLabel}</Tag>
              </Flex>
            }
            styles={{ header: { whiteSpace: 'normal' } }}
          >
            <Flex vertical gap={8}>
              <div>
                卖家：{order.seller.name} · {order.lines.length} 种商品（{order.lines.map((l) => lineName(l)).join('、')}）
              </div>
              <div>
                应付{' '}
                <Typography.Text strong style={{ color: '#cf1322' }}>
                  {formatYuan(order.payableCents)}
                </Typography.Text>
                <span className="muted">
                  （货款 {formatYuan(order.goodsCents)} + 运费 {formatYuan(order.shippingCents)} − 优惠 {formatYuan(order.discountCents)}）
                </span>
              </div>
              <Flex gap={12} wrap>
                <a href={contractPath(order.orderNo)} target="_blank" rel="noopener">
                  <FileTextOutlined /> 查看合同
                </a>
                <a href={contractPdfPath(order.orderNo)} download>
                  <FilePdfOutlined /> 下载合同 PDF
                </a>
              </Flex>
              {errors[order.orderNo] && <Alert type="error" showIcon title={errors[order.orderNo]} />}
              <Flex gap={8} wrap>
                {order.actions.includes('submit') && (
                  <Button type="primary" loading={busy === order.orderNo} onClick={() => void confirm(order.orderNo)}>
                    确认提交
                  </Button>
                )}
                {submitted && (
                  <>
                    <span style={{ alignSelf: 'center', color: '#389e0d' }}>
                      <CheckCircleFilled /> 已提交
                    </span>
                    {order.actions.includes('pay') && (
                      <Link href={paymentPath(order.orderNo)}>
                        <Button type="primary">去付款</Button>
                      </Link>
                    )}
                  </>
                )}
              </Flex>
            </Flex>
          </Card>
        );
      })}
      <Flex gap={8} justify="center" wrap>
        <Link href="/member/buyer/orderPayList/1">
          <Button>查看我的订单</Button>
        </Link>
        <Link href="/cart">
          <Button>返回购物车</Button>
        </Link>
      </Flex>
    </Flex>
  );
}
