'use client';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { App, Button, Input, Popover, Space, Typography } from 'antd';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/sales';
import { controlledSalesExportContract } from '@/lib/contracts/orders/document-calls';
import { chinaThisMonth } from '@/lib/shared/china-month';
import { chinaToday } from '@/lib/shared/china-day';

/** 管制品销售记录: the seller's paid sales of 易制毒/易制爆/剧毒 substances in a date range, with the buyer's permit numbers (decision 0154). */
export function ControlledSalesButton() {
  const { message } = App.useApp();
  const [from, setFrom] = useState(`${chinaThisMonth()}-01`);
  const [to, setTo] = useState(chinaToday());
  const [busy, setBusy] = useState(false);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const download = async () => {
    setBusy(true);
    try {
      void message.success(`已下载 ${await downloadFile(controlledSalesExportContract, { from, to }, `管制品销售记录-${from}-${to}.xlsx`)}`);
    } catch (e) {
      void message.error((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  const content = (
    <Space direction="vertical" size={8} style={{ maxWidth: 280 }}>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        付款日期在此范围内的易制毒、易制爆、剧毒品订单行：买方、所用许可证编号、计入数量与收货信息（.xlsx）。
      </Typography.Text>
      <Input type="date" aria-label="开始日期" value={from} onChange={(e) => setFrom(e.target.value)} />
      <Input type="date" aria-label="结束日期" value={to} onChange={(e) => setTo(e.target.value)} />
      {from > to && <Typography.Text type="danger">开始日期不能晚于结束日期</Typography.Text>}
      <Button type="primary" loading={busy} disabled={!valid} onClick={() => void download()} data-testid="controlled-sales-download">
        下载管制品销售记录
      </Button>
    </Space>
  );
  return (
    <Popover content={content} title="管制品销售记录" trigger="click">
      <Button icon={<SafetyCertificateOutlined />} data-testid="controlled-sales">
        管制品记录
      </Button>
    </Popover>
  );
}
