'use client';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Form, Input, Upload, type UploadFile } from 'antd';
import type { ApiError } from '@/lib/api/client';
import { uploadRechargeProof } from '@/lib/api/money';

/* A bank transfer's pieces, shared by the recharge form and the cashier. */

/** A bank-transfer slip (PDF, PNG, JPG) uploaded as the member's own proof; the id is in the done file's `response`. */
export function ProofUpload({ files, onChange }: { files: UploadFile[]; onChange: (files: UploadFile[]) => void }) {
  const { message } = App.useApp();
  return (
    <Upload
      accept=".pdf,.png,.jpg,.jpeg"
      fileList={files}
      maxCount={1}
      onChange={({ fileList }) => onChange(fileList)}
      customRequest={async ({ file, onSuccess, onError }) => {
        try {
          onSuccess?.(await uploadRechargeProof(file as File));
        } catch (e) {
          message.error((e as ApiError).message);
          onError?.(e as Error);
        }
      }}
    >
      <Button icon={<UploadOutlined />}>上传凭证（PDF、PNG、JPG，10 MB 内）</Button>
    </Upload>
  );
}

/** The uploaded slip's id, once its upload finished. */
export const proofIdOf = (files: UploadFile[]) => (files.find((f) => f.status === 'done')?.response as { id: number } | undefined)?.id;

/** The platform account a bank transfer goes to (the operator matches the slip against it). */
export function BankAccountDetails({ bank }: { bank: { accountName: string; bankName: string; accountNo: string } }) {
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { label: '户名', children: bank.accountName },
        { label: '开户行', children: bank.bankName },
        { label: '账号', children: <span className="mono">{bank.accountNo}</span> },
      ]}
    />
  );
}

/** The form's transfer fields: who paid (as on the slip) and the slip itself. */
export function TransferSlipFields({ files, onChange }: { files: UploadFile[]; onChange: (files: UploadFile[]) => void }) {
  return (
    <>
      <Form.Item label="付款户名" name="payerName" extra="与转账凭证上的付款人一致，便于核对">
        <Input maxLength={40} autoComplete="off" />
      </Form.Item>
      <Form.Item label="转账凭证" required>
        <ProofUpload files={files} onChange={onChange} />
      </Form.Item>
    </>
  );
}
