'use client';
import { Alert, App, Button, Card, Descriptions, Empty, Flex, Skeleton, Space, Tag } from 'antd';
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/client';
import { quotationSheetFileUrl, uploadQuotationSheet, useQuotationSheet, useSaveSheetDraft, useSubmitSheet } from '@/lib/api/rfq';
import { ErrorCode } from '@/lib/contracts/error-codes';
import type { SheetResult, SheetRowError } from '@/lib/contracts/inquiry/sheet';
import { dayOf } from './price';
import { QuoteSheetRow } from './QuoteSheetRow';
import { allowanceNote, errorsByLine, initialRow, isFilled, localProblem, sentRow, type Row } from './sheet-state';

const DRAFT_DELAY_MS = 2_000;

function sheetErrors(e: unknown): SheetRowError[] | null {
  if (!(e instanceof ApiError) || e.code !== ErrorCode.QUOTATION_SHEET_INVALID) return null;
  return (e.data as { rows?: SheetRowError[] } | null)?.rows ?? [];
}

/**
 * /member/seller/quoteSheet: a whole inquiry quoted at once. Every line is a
 * row of plain inputs (Tab moves along a row, Enter down a column); the
 * draft saves itself; the sheet is sent whole, or as a filled .xlsx.
 */
export function QuoteSheet({ inquiryId }: { inquiryId: number | null }) {
  const { message, modal } = App.useApp();
  const sheet = useQuotationSheet(inquiryId);
  const saveDraft = useSaveSheetDraft();
  const submit = useSubmitSheet();
  const [rows, setRows] = useState<Map<number, Row>>(new Map());
  const [errors, setErrors] = useState<SheetRowError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<SheetResult | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const dirty = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const data = sheet.data;

  useEffect(() => {
    if (!data) return;
    setRows(new Map(data.lines.map((l) => [l.id, initialRow(data, l)])));
    setSavedAt(data.draft?.savedAt ?? null);
    dirty.current = false;
  }, [data]);

  const rowList = useMemo(() => [...rows.values()], [rows]);
  const persistDraft = useCallback(async () => {
    if (!inquiryId || !dirty.current) return;
    dirty.current = false;
    try {
      const saved = await saveDraft.execute({ inquiryId, rows: rowList });
      setSavedAt(saved.savedAt);
    } catch (e) {
      dirty.current = true;
      setFailure(e instanceof ApiError ? `草稿未保存：${e.message}` : '草稿未保存，请检查网络');
    }
  }, [inquiryId, rowList, saveDraft]);

  useEffect(() => {
    if (!dirty.current) return;
    const timer = setTimeout(() => void persistDraft(), DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [rowList, persistDraft]);

  const change = useCallback((next: Row) => {
    dirty.current = true;
    setResult(null);
    setRows((current) => new Map(current).set(next.lineId, next));
  }, []);

  const byLine = useMemo(() => errorsByLine(errors), [errors]);
  if (inquiryId === null) return <Empty description="询价单不存在" />;
  if (sheet.error) return <Alert type="error" showIcon title={sheet.error.message} />;
  if (!data) return <Skeleton active />;

  const filled = rowList.filter(isFilled);
  const allowance = allowanceNote(filled.length, data.allowance.remaining, data.allowance.limit);

  const done = async (answer: SheetResult) => {
    setErrors([]);
    setFailure(null);
    setResult(answer);
    message.success(`已提交：新报价 ${answer.created} 行，更新 ${answer.revised} 行，未变 ${answer.unchanged} 行`);
    await sheet.mutate();
  };

  const refused = (e: unknown) => {
    const perRow = sheetErrors(e);
    setErrors(perRow ?? []);
    setFailure(e instanceof ApiError ? e.message : '提交失败，请稍后重试');
  };

  const send = async () => {
    const local: SheetRowError[] = filled.flatMap((r) => {
      const problem = localProblem(r);
      const line = data.lines.find((l) => l.id === r.lineId);
      return problem ? [{ lineId: r.lineId, lineNo: line?.lineNo ?? null, row: null, code: ErrorCode.VALIDATION_FAILED, field: null, msg: problem }] : [];
    });
    if (filled.length === 0) return setFailure('请至少为一行填写单价');
    if (local.length > 0) {
      setErrors(local);
      return setFailure(`${local.length} 行需要修改，整张报价单未提交`);
    }
    try {
      await done(await submit.execute({ inquiryId: inquiryId, rows: filled.map(sentRow) }));
    } catch (e) {
      refused(e);
    }
  };

  const sendFile = async (file: File) => {
    setUploading(true);
    try {
      await done(await uploadQuotationSheet(inquiryId, file));
    } catch (e) {
      refused(e);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const confirmSend = () =>
    modal.confirm({
      title: `提交 ${filled.length} 行报价？`,
      content: '与当前有效报价相同的行不变，不同的行作为追加报价取代原报价。买家会收到一条通知。',
      okText: '提交',
      cancelText: '再看看',
      onOk: send,
    });

  return (
    <Card title={`整单报价 · ${data.inquiryNo}`} data-testid="quote-sheet" extra={<Link href="/member/seller/inquiryManage/not_quote/1">返回报价管理</Link>}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="询价人">{data.buyer}</Descriptions.Item>
        <Descriptions.Item label="收货地区">{data.area ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="报价截止">{dayOf(data.deadline)}</Descriptions.Item>
        <Descriptions.Item label="期望到货">{data.neededBy ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="行数">{data.lines.length}</Descriptions.Item>
        {data.remarks && <Descriptions.Item label="买家备注">{data.remarks}</Descriptions.Item>}
      </Descriptions>
      {!data.canQuote ? (
        <Alert type="warning" showIcon title={data.reason ?? '该询价暂不能报价'} />
      ) : (
        <>
          <Alert type={allowance.ok ? 'info' : 'warning'} showIcon title={allowance.text} style={{ marginBottom: 12 }} data-testid="sheet-allowance" />
          <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
            <Button type="primary" onClick={confirmSend} loading={submit.isMutating} disabled={uploading} data-testid="sheet-submit">
              提交报价（{filled.length} 行）
            </Button>
            <Button onClick={() => void persistDraft()} loading={saveDraft.isMutating}>
              保存草稿
            </Button>
            <Button href={quotationSheetFileUrl(inquiryId)} download data-testid="sheet-download" style={{ textDecoration: 'none' }}>
              下载 Excel 报价单
            </Button>
            <Button onClick={() => fileInput.current?.click()} loading={uploading}>
              上传填好的 Excel
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".xlsx"
              hidden
              aria-label="上传填好的 Excel 报价单"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void sendFile(file);
              }}
            />
            <span className="muted" data-testid="draft-state">
              {savedAt ? `草稿已保存 ${new Date(savedAt).toLocaleTimeString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false })}` : '修改后自动保存草稿'}
            </span>
          </Flex>
          {result && (
            <Alert
              type="success"
              showIcon
              style={{ marginBottom: 12 }}
              data-testid="sheet-result"
              title={`已提交：新报价 ${result.created} 行，更新 ${result.revised} 行，未变 ${result.unchanged} 行。买家已收到通知。`}
            />
          )}
          {failure && (
            <Alert
              type="error"
              showIcon
              role="alert"
              style={{ marginBottom: 12 }}
              data-testid="sheet-errors"
              title={failure}
              description={
                errors.length > 0 && (
                  <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 160, overflow: 'auto' }}>
                    {errors.slice(0, 50).map((e, i) => (
                      <li key={i}>
                        {e.row ? `文件第 ${e.row} 行` : `第 ${e.lineNo ?? '?'} 行`}：{e.msg}
                      </li>
                    ))}
                  </ul>
                )
              }
            />
          )}
        </>
      )}
      <div className="quote-sheet-scroll">
        <table className="quote-sheet">
          <thead>
            <tr>
              <th>行</th>
              <th>产品与需求</th>
              <th>从我的商品</th>
              <th>单价（元）</th>
              <th>包装</th>
              <th>纯度</th>
              <th>现货</th>
              <th>货期（天）</th>
              <th>有效期至</th>
              <th title="0 为包邮；空为按你的运费模板">运费（元）</th>
              <th>备注</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line) => {
              const row = rows.get(line.id);
              return row ? (
                <QuoteSheetRow
                  key={line.id}
                  line={line}
                  row={row}
                  error={byLine.get(line.id) ?? null}
                  disabled={!data.canQuote || line.accepted}
                  onChange={change}
                />
              ) : null;
            })}
          </tbody>
        </table>
      </div>
      <Space style={{ marginTop: 8 }}>
        <Tag>共 {data.lines.length} 行</Tag>
        <Tag color="blue">已填写 {filled.length} 行</Tag>
      </Space>
    </Card>
  );
}
