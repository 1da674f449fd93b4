'use client';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Spin, Typography } from 'antd';
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AddressForm } from '@/components/account/AddressForm';
import { useIsMobile } from '@/components/layout/viewport';
import { DeliveryChoices, type DeliveryChoice } from '@/components/account/DeliveryChoices';
import { useAddresses } from '@/lib/api/addresses';
import type { ApiError } from '@/lib/api/client';
import { previewOrder, useCreateOrder, useExpressCompanies, useUsableVouchers, type CreateOrderResult, type Order } from '@/lib/api/orders';
import { formatYuan } from '@/lib/shared/format';
import { CheckoutConfirm } from './CheckoutConfirm';
import { CheckoutGroup } from './CheckoutGroup';
import { PurchaseReferences } from './PurchaseReferences';
import {
  checkoutBody,
  chooseForGroup,
  choosePacks,
  EMPTY_CHOICES,
  placeOfError,
  vouchersForGroup,
  type CheckoutChoices,
  type CheckoutSource,
} from './checkout-state';

/** How long the page waits after a change before asking for new amounts. */
export const PREVIEW_DELAY_MS = 300;

type Preview = { result: CreateOrderResult | null; error: ApiError | null; loading: boolean };

/**
 * /member/buyer/createOrder: the lines (from the cart or accepted quotations)
 * as one order per seller, the receipt address and invoice, per seller a
 * shipping method, voucher and note. Every amount is the server's preview,
 * asked again after each change; 提交订单 makes the orders, then each is
 * confirmed (submit_order) and paid at the cashier.
 */
export function CreateOrderView({ source }: { source: CheckoutSource }) {
  const [choices, setChoices] = useState<CheckoutChoices>(EMPTY_CHOICES);
  const [preview, setPreview] = useState<Preview>({ result: null, error: null, loading: true });
  const [submitError, setSubmitError] = useState<ApiError | null>(null);
  const [created, setCreated] = useState<Order[] | null>(null);
  const addresses = useAddresses(true);
  const companies = useExpressCompanies().data ?? [];
  const vouchers = useUsableVouchers().data?.list ?? [];
  const create = useCreateOrder();
  const mobile = useIsMobile();
  const asked = useRef(0);

  const noAddress = addresses.data !== undefined && addresses.data.list.length === 0;
  const onDelivery = useCallback((d: DeliveryChoice) => setChoices((c) => ({ ...c, addressId: d.addressId, invoiceInfoId: d.invoiceInfoId })), []);
  const previewKey = useMemo(() => JSON.stringify(checkoutBody(source, choices, true)), [source, choices]);
  const ready = typeof choices.addressId === 'number';

  // Amounts come only from the server: every change is priced again, the newest answer wins.
  useEffect(() => {
    if (!ready || created) return;
    const ticket = ++asked.current;
    setPreview((p) => ({ ...p, loading: true }));
    const timer = setTimeout(() => {
      previewOrder(JSON.parse(previewKey))
        .then((result) => ticket === asked.current && setPreview({ result, error: null, loading: false }))
        .catch((error: ApiError) => ticket === asked.current && setPreview((p) => ({ result: p.result, error, loading: false })));
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [previewKey, ready, created]);

  if (source.cartItemIds.length + source.quotationIds.length === 0) {
    return (
      <Card>
        <Empty description="没有选择要购买的商品">
          <Link href="/cart">
            <Button type="primary">去购物车</Button>
          </Link>
        </Empty>
      </Card>
    );
  }
  if (created) return <CheckoutConfirm orders={created} />;

  const failure = submitError ?? preview.error;
  const place = failure ? placeOfError(failure, choices, companies) : null;
  const groupError = (sellerId: number) => (failure && place?.where === 'group' && place.sellerId === sellerId ? failure.message : null);
  const totals = preview.result?.totals;

  const submit = async () => {
    setSubmitError(null);
    try {
      const result = await create.execute(checkoutBody(source, choices, false));
      setCreated(result.orders as Order[]);
      window.scrollTo({ top: 0 });
    } catch (e) {
      // The form keeps every choice; the refusal is shown where it belongs.
      setSubmitError(e as ApiError);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="create-order">
      <Card title="收货与发票" size="small">
        {noAddress ? (
          <div data-testid="inline-address">
            <Alert type="info" showIcon title="还没有收货地址，先添加一个（会设为默认地址）" style={{ marginBottom: 12 }} />
            <AddressForm onSaved={() => void addresses.mutate()} />
          </div>
        ) : (
          <DeliveryChoices onChange={onDelivery} />
        )}
        {failure && place?.where === 'address' && <Alert type="error" showIcon title={failure.message} style={{ marginTop: 12 }} />}
      </Card>
      <PurchaseReferences
        organisationId={choices.organisationId}
        fundId={choices.fundId}
        payOnTerms={choices.payOnTerms}
        purchaseOrderNo={choices.purchaseOrderNo}
        projectNo={choices.projectNo}
        onChange={(change) => setChoices((c) => ({ ...c, ...change }))}
      />
      {failure && place?.where === 'page' && <Alert type="error" showIcon title={failure.message} data-testid="checkout-error" />}
      {!ready ? (
        noAddress ? (
          <Card size="small">
            <Empty description="添加收货地址后显示订单明细与金额" />
          </Card>
        ) : (
          <Skeleton active />
        )
      ) : !preview.result ? (
        preview.loading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <Card size="small">
            <Empty description="无法生成订单，请按上面的提示修改，或返回购物车">
              <Link href="/cart">
                <Button>返回购物车</Button>
              </Link>
            </Empty>
          </Card>
        )
      ) : (
        <Spin spinning={preview.loading} delay={200}>
          <Flex vertical gap={12}>
            {preview.result.orders.length > 1 && (
              <Alert type="info" showIcon title={`这些商品来自 ${preview.result.orders.length} 个卖家，将分别生成 ${preview.result.orders.length} 张订单`} />
            )}
            {preview.result.orders.map((order) => (
              <CheckoutGroup
                key={order.seller.id}
                order={order}
                choice={choices.groups[order.seller.id] ?? {}}
                companies={companies}
                vouchers={vouchersForGroup(vouchers, choices, order.seller.id, order.goodsCents)}
                error={groupError(order.seller.id)}
                onChange={(change) => {
                  setSubmitError(null);
                  setChoices((c) => chooseForGroup(c, order.seller.id, change));
                }}
                onPacks={(quotationId, packs) => {
                  setSubmitError(null);
                  setChoices((c) => choosePacks(c, quotationId, packs));
                }}
              />
            ))}
          </Flex>
        </Spin>
      )}
      <Card size="small" style={{ position: 'sticky', bottom: mobile ? 56 : 0, zIndex: 2 }} data-testid="checkout-totals">
        <Row gutter={[16, 8]} align="middle">
          <Col xs={24} md={16}>
            <Flex gap="4px 20px" wrap>
              <span>货款 {totals ? formatYuan(totals.goodsCents) : '—'}</span>
              <span>运费 {totals ? formatYuan(totals.shippingCents) : '—'}</span>
              <span>优惠 −{totals ? formatYuan(totals.discountCents) : '—'}</span>
              <span>
                应付{' '}
                <Typography.Text strong style={{ color: '#cf1322', fontSize: 18 }} data-testid="payable">
                  {totals ? formatYuan(totals.payableCents) : '—'}
                </Typography.Text>
              </span>
            </Flex>
          </Col>
          <Col xs={24} md={8} style={{ textAlign: 'right' }}>
            <Button
              type="primary"
              size="large"
              block
              loading={create.isMutating}
              disabled={!ready || !preview.result || preview.loading || Boolean(preview.error)}
              onClick={() => void submit()}
            >
              提交订单
            </Button>
          </Col>
        </Row>
      </Card>
    </Flex>
  );
}
