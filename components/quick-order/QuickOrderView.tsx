'use client';
import { Alert, App, Button, Checkbox, Flex, Input, Radio, Table, Typography } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import type { z } from 'zod';
import type { ApiError } from '@/lib/api/client';
import { quickOrderFile, useQuickOrderPlace, useQuickOrderResolve } from '@/lib/api/quick-order';
import {
  QUICK_ORDER_STRATEGIES,
  STRATEGY_LABELS,
  type QuickOrderPlaceResultSchema,
  type QuickOrderResult,
  type QuickOrderStrategy,
} from '@/lib/contracts/orders/quick-order-schema';
import { formatYuan } from '@/lib/shared/format';
import { ListFileButton } from '@/components/inquiry/ListFileButton';
import { QuickOrderLines } from './QuickOrderLines';
import { inquiryLinesOf, offerOf, totalsOf, type Picks } from './quick-order-state';

type Placed = z.infer<typeof QuickOrderPlaceResultSchema>;

const EXAMPLE = '64-17-5  2.5 L\n7647-14-5, 500, g, AR\n冰醋酸 500mL 99.5%\n67-64-1\t1\tL';

function Placed({ placed }: { placed: Placed }) {
  const refused = placed.lines.filter((l) => !l.added);
  return (
    <Alert
      type={refused.length > 0 ? 'warning' : 'success'}
      showIcon
      data-testid="quick-order-placed"
      title={`已加入购物车 ${placed.added} 种商品${placed.inquiry ? `，其余 ${placed.inquiry.lines} 行已发起询价 ${placed.inquiry.inquiryNo}` : ''}`}
      description={
        <div>
          {refused.map((l) => (
            <div key={l.row}>
              第 {l.row} 行未加入：{l.reason}
            </div>
          ))}
          <Flex gap={8} wrap style={{ marginTop: 8 }}>
            {placed.added > 0 && (
              <Link href="/cart">
                <Button type="primary">去购物车结算</Button>
              </Link>
            )}
            {placed.inquiry && (
              <Link href={`/member/buyer/inquiryManage/all/1?inquiryId=${placed.inquiry.id}`}>
                <Button>查看询价单</Button>
              </Link>
            )}
          </Flex>
        </div>
      }
    />
  );
}

/** 快速下单: paste or upload a list, see the offer chosen for each line, change any, then fill the cart and ask for the rest. */
export function QuickOrderView() {
  const { message } = App.useApp();
  const resolve = useQuickOrderResolve();
  const place = useQuickOrderPlace();
  const [text, setText] = useState('');
  const [strategy, setStrategy] = useState<QuickOrderStrategy>('cheapest');
  const [result, setResult] = useState<QuickOrderResult | null>(null);
  const [picks, setPicks] = useState<Picks>({});
  const [askRest, setAskRest] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<Placed | null>(null);

  const show = (next: QuickOrderResult) => {
    setResult(next);
    setPicks({});
    setPlaced(null);
    setError(null);
  };
  const match = async (rule = strategy) => {
    if (!text.trim()) {
      setError('请粘贴清单：每行一个 CAS 号或名称，可跟数量、单位和纯度');
      return;
    }
    try {
      show(await resolve.execute({ text, strategy: rule }));
    } catch (e) {
      setError((e as ApiError).message);
    }
  };
  const changeStrategy = (rule: QuickOrderStrategy) => {
    setStrategy(rule);
    if (result && text.trim()) void match(rule);
  };

  const totals = result ? totalsOf(result, picks) : null;
  const toBuy = result
    ? result.lines.flatMap((l) => (offerOf(l, picks) ? [{ row: l.row, goodsId: offerOf(l, picks)!.goodsId, packs: offerOf(l, picks)!.packs }] : []))
    : [];
  const toAsk = result ? inquiryLinesOf(result, picks) : [];
  const unaskable = result ? result.lines.filter((l) => !offerOf(l, picks)).length - toAsk.length : 0;

  const submit = async () => {
    try {
      setPlaced(await place.execute({ lines: toBuy, inquiryLines: askRest ? toAsk : [] }));
    } catch (e) {
      void message.error((e as ApiError).message);
    }
  };

  return (
    <Flex vertical gap={16} className="quick-order">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        粘贴或上传清单（每行 CAS 号或名称、数量、单位，可加纯度），为每一行挑出可以直接购买的现货；没有现货的行可一并发起询价。
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="粘贴清单"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={EXAMPLE}
        autoSize={{ minRows: 5, maxRows: 14 }}
        style={{ fontFamily: 'monospace' }}
      />
      <Radio.Group
        aria-label="挑选方式"
        value={strategy}
        onChange={(e) => changeStrategy(e.target.value as QuickOrderStrategy)}
        options={QUICK_ORDER_STRATEGIES.map((s) => ({ value: s, label: STRATEGY_LABELS[s] }))}
      />
      <Flex gap={8} wrap>
        <Button type="primary" onClick={() => void match()} loading={resolve.isMutating} style={{ minHeight: 40 }}>
          匹配在售商品
        </Button>
        <ListFileButton read={async (file) => show(await quickOrderFile(file, strategy))} onError={setError} />
      </Flex>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      {result && totals && (
        <>
          <Alert
            type="info"
            showIcon
            data-testid="quick-order-summary"
            title={`共 ${result.totals.lines} 行：${toBuy.length} 行可直接购买，${result.totals.lines - toBuy.length} 行没有所选现货`}
            description={result.province ? `运费按收货地 ${result.province.name} 计算。` : '还没有收货地址：运费在结算时计算。'}
          />
          <QuickOrderLines result={result} picks={picks} onPick={(row, goodsId) => setPicks((p) => ({ ...p, [row]: goodsId }))} />
          {totals.sellers.length > 0 && (
            <Table
              rowKey="sellerId"
              size="small"
              pagination={false}
              aria-label="按卖家合计"
              dataSource={totals.sellers}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: '卖家', dataIndex: 'sellerName' },
                { title: '行数', dataIndex: 'lines', width: 64 },
                { title: '货款', dataIndex: 'goodsCents', render: (c: number) => formatYuan(c) },
                { title: '运费', key: 'freight', render: (_, s) => (s.freightCents === null ? '结算时计算' : formatYuan(s.freightCents)) },
              ]}
            />
          )}
          <Flex justify="space-between" align="center" gap={12} wrap>
            <div data-testid="quick-order-total">
              合计 <strong>{formatYuan(totals.goodsCents + totals.freightCents)}</strong>（货款 {formatYuan(totals.goodsCents)}，运费{' '}
              {formatYuan(totals.freightCents)}
              {totals.freightKnown ? '' : ' 起，部分运费结算时计算'}）
            </div>
            <Flex gap={12} align="center" wrap>
              {toAsk.length > 0 && (
                <Checkbox checked={askRest} onChange={(e) => setAskRest(e.target.checked)}>
                  其余 {toAsk.length} 行发起批量询价
                </Checkbox>
              )}
              <Button
                type="primary"
                size="large"
                disabled={toBuy.length === 0 && (!askRest || toAsk.length === 0)}
                loading={place.isMutating}
                onClick={() => void submit()}
              >
                {toBuy.length > 0 ? `加入购物车（${toBuy.length} 种）` : '发起询价'}
              </Button>
            </Flex>
          </Flex>
          {unaskable > 0 && <Typography.Text type="secondary">有 {unaskable} 行缺少数量或单位，不能询价：请在清单中补上后重新匹配。</Typography.Text>}
          {placed && <Placed placed={placed} />}
        </>
      )}
    </Flex>
  );
}
