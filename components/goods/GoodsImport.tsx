'use client';
import { InboxOutlined } from '@ant-design/icons';
import { App, Alert, Button, Card, Empty, Progress, Segmented, Space, Table, Tag, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { useIsMobile } from '@/components/layout/viewport';
import {
  GOODS_TEMPLATE_URL,
  uploadGoodsWorkbook,
  useImportJob,
  useImportResults,
  useLatestImport,
  type ImportJob,
  type ImportResultPage,
} from '@/lib/api/goods';
import { CasNumber } from '@/components/layout/IdNumber';

type ResultRow = ImportResultPage['list'][number];
type Filter = 'all' | 'accepted' | 'rejected';

const STATUS_TEXT: Record<ImportJob['status'], string> = { queued: '排队中', running: '导入中', done: '已完成', failed: '导入失败' };

const resultColumns: ColumnsType<ResultRow> = [
  { title: '行号', dataIndex: 'rowNo', key: 'rowNo', width: 70 },
  { title: 'CAS', dataIndex: 'cas', key: 'cas', width: 130, render: (cas: string | null) => <CasNumber cas={cas} /> },
  { title: '产品名称', dataIndex: 'name', key: 'name', ellipsis: true },
  {
    title: '结果',
    key: 'outcome',
    width: 120,
    render: (_, r) => (r.outcome === 'accepted' ? <Tag color="green">已导入（待审核）</Tag> : <Tag color="red">未导入</Tag>),
  },
  {
    title: '原因 / 提示',
    key: 'reason',
    render: (_, r) => r.reason && <Typography.Text type={r.outcome === 'accepted' ? 'warning' : 'danger'}>{r.reason}</Typography.Text>,
  },
];

function JobProgress({ job }: { job: ImportJob }) {
  const finished = job.status === 'done' || job.status === 'failed';
  return (
    <div data-testid="import-progress">
      <Space wrap style={{ marginBottom: 8 }}>
        <strong>{job.fileName}</strong>
        <Tag color={job.status === 'failed' ? 'red' : finished ? 'green' : 'blue'}>{STATUS_TEXT[job.status]}</Tag>
        <span className="muted">
          {job.processedRows.toLocaleString('en-US')} / {job.totalRows.toLocaleString('en-US')} 行 · 导入 {job.acceptedRows} · 未导入 {job.rejectedRows}
        </span>
      </Space>
      <Progress percent={job.percent} status={job.status === 'failed' ? 'exception' : finished ? 'success' : 'active'} />
      {job.resuming && (
        <Alert type="info" showIcon message="处理这次导入的服务器已停止，另一台服务器将在十几秒内从已保存的进度接着导入，已导入的行不会重复。" />
      )}
      {job.error && job.status === 'failed' && <Alert type="error" showIcon message={job.error} />}
    </div>
  );
}

/** The import-result view: every row's outcome with its reason, filterable, downloadable. */
function ImportResults({ job }: { job: ImportJob }) {
  const mobile = useIsMobile();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const { data, isLoading } = useImportResults(job.jobId, page, filter === 'all' ? undefined : filter);
  return (
    <Card
      size="small"
      type="inner"
      title="导入结果"
      data-testid="import-results"
      extra={
        <a href={job.resultUrl} download>
          下载结果（.xlsx）
        </a>
      }
    >
      <Segmented<Filter>
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
        options={[
          { value: 'all', label: `全部 ${job.processedRows}` },
          { value: 'accepted', label: `已导入 ${job.acceptedRows}` },
          { value: 'rejected', label: `未导入 ${job.rejectedRows}` },
        ]}
        style={{ marginBottom: 12 }}
      />
      {mobile ? (
        data && data.list.length > 0 ? (
          <ul className="goods-cards">
            {data.list.map((r) => (
              <li key={r.rowNo} className="goods-card">
                <div className="goods-card__head">
                  <span>第 {r.rowNo} 行</span>
                  {r.outcome === 'accepted' ? <Tag color="green">已导入</Tag> : <Tag color="red">未导入</Tag>}
                </div>
                <div className="muted">
                  <CasNumber cas={r.cas} /> {r.name}
                </div>
                {r.reason && <Typography.Text type={r.outcome === 'accepted' ? 'warning' : 'danger'}>{r.reason}</Typography.Text>}
              </li>
            ))}
          </ul>
        ) : (
          <Empty description={isLoading ? '加载中…' : '没有这样的行'} />
        )
      ) : (
        <Table<ResultRow>
          rowKey="rowNo"
          size="small"
          loading={isLoading}
          columns={resultColumns}
          dataSource={data?.list ?? []}
          pagination={false}
          locale={{ emptyText: '没有这样的行' }}
        />
      )}
      {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="行" onPage={setPage} />}
    </Card>
  );
}

/** /member/seller/uploadProduct: template, upload, a progress bar that follows the job (also after a reload), the result. */
export function GoodsImport() {
  const { message } = App.useApp();
  const latest = useLatestImport();
  const [chosenJobId, setChosenJobId] = useState<number | null>(null);
  const jobId = chosenJobId ?? latest.data?.list[0]?.jobId ?? null;
  const [running, setRunning] = useState(true);
  const { data: job } = useImportJob(jobId, running);
  const stillRunning = job ? job.status === 'queued' || job.status === 'running' : true;
  if (stillRunning !== running) setRunning(stillRunning);
  const [uploading, setUploading] = useState(false);

  return (
    <Card title="批量上传" extra={<Link href="/member/seller/goodsManage/pending/1">查看待审核商品</Link>}>
      <ol className="import-steps">
        <li>
          下载模板，按列填写（带 * 的列必填，单位从下拉列表中选择；一次最多 10,000 行）：{' '}
          <a href={GOODS_TEMPLATE_URL} download data-testid="template-link">
            商品批量导入模板.xlsx
          </a>
        </li>
        <li>上传填好的工作簿。导入在后台进行，可以离开本页，回来时进度仍在。</li>
        <li>导入的商品进入“待审核”；每一行的结果和原因见下方，也可下载。</li>
      </ol>
      <Upload.Dragger
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        maxCount={1}
        showUploadList={false}
        disabled={uploading || (job !== undefined && stillRunning)}
        customRequest={async ({ file, onSuccess, onError }) => {
          setUploading(true);
          try {
            const queued = await uploadGoodsWorkbook(file as File);
            setChosenJobId(queued.jobId);
            setRunning(true);
            message.success('已上传，正在导入');
            onSuccess?.(queued);
          } catch (error) {
            onError?.(error as Error);
          } finally {
            setUploading(false);
          }
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{job && stillRunning ? '正在导入上一个文件，请稍候' : '点击或拖入 .xlsx 文件'}</p>
        <p className="ant-upload-hint">不超过 10 MB</p>
      </Upload.Dragger>
      <div style={{ marginTop: 16 }}>
        {!jobId && !latest.isLoading && <Empty description="还没有导入过商品" />}
        {job && <JobProgress job={job} />}
        {job && job.processedRows > 0 && !stillRunning && <ImportResults key={job.jobId} job={job} />}
        {job && !stillRunning && (
          <Button style={{ marginTop: 12 }} href="/member/seller/goodsManage/pending/1">
            去看待审核的商品
          </Button>
        )}
      </div>
    </Card>
  );
}
