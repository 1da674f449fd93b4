'use client';
import { DeleteOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { App, Button, Card, Checkbox, Empty, Flex, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import Link from 'next/link';
import { LineHazard } from '@/components/safety/LineHazard';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIsMobile } from '@/components/layout/viewport';
import { createOrderPath, useCart, useCartDelete, useCartUpdate, type CartLine } from '@/lib/api/orders';
import { formatYuan, productPath } from '@/lib/shared/format';
import { useCartFreight } from './cart-freight';
import { groupBySeller, selectionState, selectionTotals, toggleLines, validSelection } from './cart-selection';
import { QuantityStepper } from './QuantityStepper';
import { CasNumber } from '@/components/layout/IdNumber';

/**
 * /cart: the lines grouped by seller, quantities changed in place, lines
 * removed after a confirmation; the ticked lines go on to createOrder. In a
 * PunchOut session the whole cart goes back to the procurement system
 * instead (decision 0165): the order is placed there, after its approval.
 */
export function CartView({ punchout = false }: { punchout?: boolean }) {
  const router = useRouter();
  const { message, modal } = App.useApp();
  const mobile = useIsMobile();
  const { data, isLoading, error, mutate } = useCart();
  const update = useCartUpdate();
  const remove = useCartDelete();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const seen = useRef<Set<number>>(new Set());

  const lines = useMemo(() => data?.lines ?? [], [data]);
  // Lines arriving for the first time are ticked when buyable; the buyer's untickings are kept.
  useEffect(() => {
    setSelected((current) => {
      const fresh = lines.filter((l) => !seen.current.has(l.id));
      for (const l of fresh) seen.current.add(l.id);
      return validSelection(lines, new Set([...current, ...fresh.map((l) => l.id)]));
    });
  }, [lines]);

  const groups = groupBySeller(lines);
  const totals = selectionTotals(lines, selected);
  const ticked = lines.filter((l) => selected.has(l.id));
  const freight = useCartFreight(
    ticked.map((l) => l.id),
    ticked.map((l) => `${l.id}×${l.quantity}`).join(','),
  );

  const changeQuantity = async (line: CartLine, quantity: number) => {
    try {
      await mutate(await update.execute({ id: line.id, quantity }), { revalidate: false });
    } catch (e) {
      void message.error((e as Error).message);
      throw e;
    }
  };
  const deleteLines = async (ids: number[]) => {
    try {
      await mutate(await remove.execute({ ids }), { revalidate: false });
      void message.success('已从购物车删除');
    } catch (e) {
      void message.error((e as Error).message);
    }
  };
  const deleteSelected = () =>
    modal.confirm({
      title: `删除选中的 ${totals.lines} 种商品？`,
      content: '删除后可在商品页重新加入购物车。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => deleteLines([...selected]),
    });

  if (error && !data) return <Empty description={error.message} />;
  if (isLoading && !data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (lines.length === 0) {
    return (
      <Card data-testid="cart">
        <Empty image={<ShoppingCartOutlined style={{ fontSize: 64, color: '#bbb' }} />} description="购物车是空的">
          <Flex gap={8} justify="center" wrap>
            <Link href="/">
              <Button type="primary">去搜索化学品</Button>
            </Link>
            <Link href="/products/promotion/1">
              <Button>看看促销商品</Button>
            </Link>
          </Flex>
        </Empty>
      </Card>
    );
  }

  const all = selectionState(selected, lines);
  return (
    <Flex vertical gap={12} data-testid="cart">
      {groups.map((group) => {
        const state = selectionState(selected, group.lines);
        return (
          <Card
            key={group.sellerId}
            size="small"
            data-testid="cart-group"
            title={
              <Checkbox
                checked={state.checked}
                indeterminate={state.indeterminate}
                disabled={state.disabled}
                onChange={(e) => setSelected((s) => toggleLines(s, group.lines, e.target.checked))}
              >
                {group.sellerName || '卖家'}
              </Checkbox>
            }
            extra={
              freight?.bySeller.has(group.sellerId) && (
                <span className="muted" title={freight.bySeller.get(group.sellerId)!.note ?? undefined} data-testid="cart-group-freight">
                  运费 {formatYuan(freight.bySeller.get(group.sellerId)!.cents)}
                </span>
              )
            }
          >
            <Flex vertical gap={0}>
              {group.lines.map((line) => (
                <CartRow
                  key={line.id}
                  line={line}
                  mobile={mobile}
                  checked={selected.has(line.id)}
                  onCheck={(on) => setSelected((s) => toggleLines(s, [line], on))}
                  onQuantity={(q) => changeQuantity(line, q)}
                  onDelete={() => deleteLines([line.id])}
                />
              ))}
            </Flex>
          </Card>
        );
      })}
      <Card size="small" className="cart-summary" style={{ position: 'sticky', bottom: mobile ? 56 : 0, zIndex: 2 }}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Flex gap={12} align="center" wrap>
            <Checkbox
              checked={all.checked}
              indeterminate={all.indeterminate}
              disabled={all.disabled}
              onChange={(e) => setSelected((s) => toggleLines(s, lines, e.target.checked))}
            >
              全选
            </Checkbox>
            <Button size="small" icon={<DeleteOutlined />} disabled={totals.lines === 0} onClick={deleteSelected}>
              删除选中
            </Button>
          </Flex>
          <Flex gap={12} align="center" wrap justify="flex-end">
            <span data-testid="cart-totals">
              已选 {totals.lines} 种 {totals.packs} 件{totals.sellers > 1 ? `（${totals.sellers} 个卖家，将拆成 ${totals.sellers} 张订单）` : ''}，货款{' '}
              <Typography.Text strong style={{ color: '#cf1322', fontSize: 16 }}>
                {formatYuan(totals.goodsCents)}
              </Typography.Text>
              {freight?.totalCents !== null && freight?.totalCents !== undefined && `，运费 ${formatYuan(freight.totalCents)}`}
            </span>
            {punchout ? (
              <form method="post" action="/punchout/transfer">
                <Button type="primary" htmlType="submit" disabled={lines.length === 0}>
                  送回采购系统
                </Button>
              </form>
            ) : (
              <Button type="primary" disabled={totals.lines === 0} onClick={() => router.push(createOrderPath({ cart: [...selected] }))}>
                去结算
              </Button>
            )}
          </Flex>
        </Flex>
        <div className="muted" style={{ fontSize: 12, marginTop: 4 }}>
          {freight?.problem ??
            (punchout
              ? '整个购物车送回贵单位的采购系统，在那里审批并下单；运费按各卖家的运费模板算到默认收货地址。'
              : '运费按各卖家的运费模板算到默认收货地址（报价可包邮）；优惠券在下一步选择。')}
        </div>
      </Card>
    </Flex>
  );
}

type RowProps = {
  line: CartLine;
  mobile: boolean;
  checked: boolean;
  onCheck: (on: boolean) => void;
  onQuantity: (quantity: number) => Promise<unknown>;
  onDelete: () => Promise<void>;
};

function CartRow({ line, mobile, checked, onCheck, onQuantity, onDelete }: RowProps) {
  const name = line.productNameZh ? `${line.productNameZh} ${line.productName}` : line.productName;
  return (
    <Flex
      gap={12}
      align={mobile ? 'flex-start' : 'center'}
      wrap={mobile}
      data-testid="cart-line"
      style={{ padding: '10px 0', borderBottom: '1px solid #f0f0f0', opacity: line.available ? 1 : 0.7 }}
    >
      <Checkbox checked={checked} disabled={!line.available} onChange={(e) => onCheck(e.target.checked)} aria-label={`选择 ${name}`} />
      <div style={{ flex: '1 1 220px', minWidth: 0, wordBreak: 'break-word' }}>
        {line.cas ? <Link href={productPath(line.cas)}>{name}</Link> : name}
        <div className="muted" style={{ fontSize: 13 }}>
          {line.cas && (
            <span>
              CAS <CasNumber cas={line.cas} /> ·{' '}
            </span>
          )}
          {line.packSize} {line.unitCode} · {line.purity} · 单价 {formatYuan(line.unitPriceCents)}
        </div>
        <LineHazard hazard={line.hazard} />
        {!line.available && (
          <Tag color="red" style={{ marginTop: 4 }} data-testid="unavailable">
            {line.unavailableReason ?? '暂不可购买'}
          </Tag>
        )}
      </div>
      <Flex gap={12} align="center" style={{ marginLeft: mobile ? 28 : 0 }}>
        <QuantityStepper
          value={line.quantity}
          label={`${name} 数量`}
          max={line.stock > 0 ? line.stock : undefined}
          onCommit={onQuantity}
          disabled={line.unavailableReason === '商品已下架'}
        />
        <Typography.Text strong style={{ minWidth: 90, textAlign: 'right' }}>
          {formatYuan(line.amountCents)}
        </Typography.Text>
        <Popconfirm title="从购物车删除这件商品？" okText="删除" cancelText="取消" okButtonProps={{ danger: true }} onConfirm={onDelete}>
          <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={`删除 ${name}`} />
        </Popconfirm>
      </Flex>
    </Flex>
  );
}
