'use client';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Form, Input, Modal, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import { issueInvoice, uploadInvoicePdf, type SaleOrder } from '@/lib/api/sales';
import { formatYuan } from '@/lib/shared/format';
import { OrderNumber } from '@/components/layout/IdNumber';

export const INVOICE_NUMBER_PATTERN = /^[0-9A-Za-z]{8,20}$/;
const MAX_PDF_BYTES = 10 * 1024 * 1024;

/** Why this file cannot be the invoice, or null: a PDF of at most 10 MB (what upload_file accepts). */
export function invoicePdfProblem(file: { name: string; type: string; size: number }): string | null {
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return '发票文件须为 PDF';
  if (file.size > MAX_PDF_BYTES) return '发票文件不能超过 10 MB';
  return null;
}

/** 开具发票: the invoice number, and the PDF uploaded first (upload_file) then named by its id. */
export function IssueInvoiceDialog({ order, onClose, onDone }: { order: SaleOrder; onClose: () => void; onDone: (order: SaleOrder) => void }) {
  const [form] = Form.useForm<{ invoiceNumber: string }>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const uploading = files.some((f) => f.status === 'uploading');
  const uploadId = (files.find((f) => f.status === 'done')?.response as { id: number } | undefined)?.id;

  const submit = async ({ invoiceNumber }: { invoiceNumber: string }) => {
    setFailure(null);
    setBusy(true);
    try {
      onDone(await issueInvoice({ orderNo: order.orderNo, invoiceNumber: invoiceNumber.trim(), uploadId }));
    } catch (e) {
      setFailure((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  const invoice = order.invoice;
  return (
    <Modal
      open
      title={
        <>
          开具发票 · <OrderNumber orderNo={order.orderNo} />
        </>
      }
      okText="提交"
      cancelText="取消"
      okButtonProps={{ disabled: uploading }}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="issue-invoice-dialog"
    >
      {invoice && (
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label="发票类型">{invoice.categoryName}</Descriptions.Item>
          <Descriptions.Item label="抬头">{invoice.title}</Descriptions.Item>
          {invoice.taxNumber && <Descriptions.Item label="税号">{invoice.taxNumber}</Descriptions.Item>}
          <Descriptions.Item label="金额">{formatYuan(order.payableCents)}</Descriptions.Item>
        </Descriptions>
      )}
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="invoiceNumber"
          label="发票号码"
          rules={[
            { required: true, whitespace: true, message: '请填写发票号码' },
            { pattern: INVOICE_NUMBER_PATTERN, message: '发票号码应为 8–20 位数字或字母' },
          ]}
        >
          <Input maxLength={20} className="mono" autoComplete="off" />
        </Form.Item>
        <Form.Item label="发票 PDF" extra="电子发票请上传 PDF（不超过 10 MB）；纸质发票可只填号码">
          <Upload
            accept="application/pdf,.pdf"
            maxCount={1}
            fileList={files}
            beforeUpload={(file) => {
              const problem = invoicePdfProblem(file);
              if (problem) {
                setFailure(problem);
                return Upload.LIST_IGNORE;
              }
              setFailure(null);
              return true;
            }}
            onChange={({ fileList }) => setFiles(fileList)}
            customRequest={async ({ file, onSuccess, onError }) => {
              try {
                onSuccess?.(await uploadInvoicePdf(file as File));
              } catch (e) {
                setFailure((e as ApiError).message);
                onError?.(e as Error);
              }
            }}
          >
            <Button icon={<UploadOutlined />}>上传发票 PDF</Button>
          </Upload>
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="issue-invoice-error" />}
    </Modal>
  );
}
