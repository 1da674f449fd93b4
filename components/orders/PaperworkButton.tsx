'use client';
import { FileZipOutlined } from '@ant-design/icons';
import { App, Button, Input, Popover, Space, Typography } from 'antd';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/sales';
import { monthPaperworkContract, orderPaperworkContract } from '@/lib/contracts/orders/document-calls';
import { chinaThisMonth } from '@/lib/shared/china-month';

/** Statuses whose paperwork can be downloaded (the server's rule: paid, and not cancelled). */
const PACKABLE = new Set(['paid', 'dispatched', 'received', 'completed', 'refunded']);

export function hasPaperwork(status: string): boolean {
  return PACKABLE.has(status);
}

function useDownload() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      void message.success(`已下载 ${await work()}`);
    } catch (e) {
      void message.error((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** 报销资料 of one order: contract, invoice, delivery note, COAs, permits and an index, as one zip. */
export function PaperworkButton({ orderNo, size }: { orderNo: string; size?: 'small' }) {
  const { busy, run } = useDownload();
  return (
    <Button
      size={size}
      icon={<FileZipOutlined />}
      loading={busy}
      onClick={() => void run(() => downloadFile(orderPaperworkContract, { orderNo }, `报销资料-${orderNo}.zip`))}
      data-testid="paperwork"
    >
      报销资料
    </Button>
  );
}

/** A month's 报销资料: every order paid that month, one folder each, with one index sheet. */
export function MonthPaperwork() {
  const { busy, run } = useDownload();
  const [month, setMonth] = useState(chinaThisMonth());
  const content = (
    <Space direction="vertical" size={8} style={{ maxWidth: 260 }}>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        该月付款的订单各一个文件夹（合同、发票、送货验收单、COA、许可证），外加索引.xlsx。
      </Typography.Text>
      <Input type="month" aria-label="月份" value={month} onChange={(e) => setMonth(e.target.value)} />
      <Button
        type="primary"
        loading={busy}
        disabled={!/^\d{4}-\d{2}$/.test(month)}
        onClick={() => void run(() => downloadFile(monthPaperworkContract, { month }, `报销资料-${month}.zip`))}
      >
        下载该月报销资料
      </Button>
    </Space>
  );
  return (
    <Popover content={content} title="按月下载报销资料" trigger="click">
      <Button type="link" icon={<FileZipOutlined />} style={{ paddingInline: 4 }}>
        报销资料
      </Button>
    </Popover>
  );
}
