'use client';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile } from 'antd';
import type { ApiError } from '@/lib/api/client';
import { uploadRechargeProof } from '@/lib/api/money';

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
