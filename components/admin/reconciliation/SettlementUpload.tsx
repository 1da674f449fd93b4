'use client';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Input, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import { devSettlementBill, uploadSettlementFile, type ReconciliationUpload } from '@/lib/api/reconciliation';
import { chinaToday } from '@/lib/shared/china-day';
import { formatYuan } from '@/lib/shared/format';
import { SETTLEMENT_COLUMNS, SETTLEMENT_PROVIDER_LABELS, SETTLEMENT_PROVIDERS } from '@/lib/shared/settlement-file';

type LineError = { line: number; message: string };

/** Saves text as a file the browser downloads. */
function download(content: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
}

function outcomeText(result: ReconciliationUpload): string {
  const { run } = result;
  const head = `${run.day} ${run.providerLabel}：对账单 ${run.lineCount} 笔（成功金额 ${formatYuan(run.fileAmountCents)}，手续费 ${formatYuan(run.feeCents)}），一致 ${run.matchedCount} 笔，差异 ${run.mismatchCount} 笔`;
  if (result.repeated) return `这个文件已经对过账，未重复对账。${head}`;
  return result.replacedRunId ? `${head}。已替换同一天之前的对账批次 #${result.replacedRunId}` : head;
}

/**
 * The settlement file of one provider and day: chosen and uploaded, or (in
 * development only) made by the development provider and reconciled at once.
 */
export function SettlementUpload({ devProvider, onDone }: { devProvider: boolean; onDone: (result: ReconciliationUpload) => void }) {
  const { message } = App.useApp();
  const today = chinaToday();
  const [provider, setProvider] = useState<string>(devProvider ? 'dev' : 'alipay');
  const [day, setDay] = useState(today);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ReconciliationUpload | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; lines: LineError[] } | null>(null);

  const run = async (work: () => Promise<ReconciliationUpload>) => {
    setBusy(true);
    setRefusal(null);
    setResult(null);
    try {
      const answer = await work();
      setResult(answer);
      setFile(null);
      onDone(answer);
    } catch (e) {
      const error = e as ApiError;
      const lines = (error.data as { lines?: LineError[] } | null)?.lines ?? [];
      setRefusal({ message: error.message, lines });
      message.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  const devBill = async (reconcile: boolean) => {
    try {
      const bill = await devSettlementBill(day);
      if (!reconcile) return download(bill.content, bill.fileName);
      await run(() => uploadSettlementFile('dev', day, new Blob([bill.content], { type: 'text/csv' }), bill.fileName));
    } catch (e) {
      message.error((e as ApiError).message);
    }
  };

  return (
    <Card title="上传对账单" size="small">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        支付渠道每天的结算对账单（CSV，UTF-8 或 GB18030 编码，# 开头的行为备注）：表头为 {SETTLEMENT_COLUMNS.map((c) => c.header).join('，')}
        ，每笔交易一行。与我方该渠道的在线支付、在线充值、退款、打款逐笔核对；同一个文件重复上传不会重复对账，同一天上传新的文件会替换之前的对账批次。
      </Typography.Paragraph>
      <Flex wrap gap={8} align="center" className="admin-toolbar">
        <Select
          aria-label="支付渠道"
          value={provider}
          onChange={setProvider}
          style={{ width: 160 }}
          options={SETTLEMENT_PROVIDERS.filter((p) => devProvider || p !== 'dev').map((p) => ({ value: p, label: SETTLEMENT_PROVIDER_LABELS[p] }))}
        />
        <Input aria-label="账单日" type="date" value={day} max={today} onChange={(e) => setDay(e.target.value)} style={{ width: 160 }} />
        <Upload
          accept=".csv,text/csv"
          maxCount={1}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
          beforeUpload={(f) => {
            setFile(f);
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />}>选择对账单文件</Button>
        </Upload>
        <Button
          type="primary"
          disabled={!file || !day}
          loading={busy}
          onClick={() => file && void run(() => uploadSettlementFile(provider, day, file, file.name))}
        >
          开始对账
        </Button>
      </Flex>
      {devProvider ? (
        <Flex wrap gap={8} align="center" style={{ marginTop: 12 }}>
          <Typography.Text type="warning">开发环境模拟：</Typography.Text>
          <Button size="small" onClick={() => void devBill(false)}>
            下载模拟渠道的对账单
          </Button>
          <Button size="small" loading={busy} onClick={() => void devBill(true)}>
            用模拟渠道的对账单对账
          </Button>
        </Flex>
      ) : null}
      {result ? <Alert style={{ marginTop: 12 }} type={result.run.mismatchCount > 0 ? 'warning' : 'success'} showIcon message={outcomeText(result)} /> : null}
      {refusal ? (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          message={`未对账：${refusal.message}`}
          description={
            refusal.lines.length > 1 ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {refusal.lines.map((l) => (
                  <li key={l.line}>
                    第 {l.line} 行：{l.message}
                  </li>
                ))}
              </ul>
            ) : undefined
          }
        />
      ) : null}
    </Card>
  );
}
