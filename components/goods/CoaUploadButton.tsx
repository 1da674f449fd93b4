'use client';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
import type { ApiError } from '@/lib/api/client';
import { upload } from '@/lib/api/client';
import { uploadFileContract } from '@/lib/contracts/account/calls';

export type UploadedCoa = { id: number; name: string };

/** Uploads a PDF for goods — a certificate of analysis (purpose `coa`) or a safety data sheet (`sds`) — and shows its name with 移除. */
export function CoaUploadButton({
  value,
  onChange,
  label = '上传 COA',
  size,
  purpose = 'coa',
}: {
  value: UploadedCoa | null;
  onChange: (coa: UploadedCoa | null) => void;
  label?: string;
  size?: 'small';
  purpose?: 'coa' | 'sds';
}) {
  const { message } = App.useApp();
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <Upload
        accept="application/pdf"
        maxCount={1}
        showUploadList={false}
        customRequest={async ({ file, onSuccess, onError }) => {
          const body = new FormData();
          body.set('file', file as File);
          body.set('purpose', purpose);
          try {
            const uploaded = await upload(uploadFileContract, body, { noErrorModal: true });
            onChange({ id: uploaded.id, name: uploaded.name });
            onSuccess?.(uploaded);
          } catch (error) {
            void message.error((error as ApiError).message);
            onError?.(error as Error);
          }
        }}
      >
        <Button size={size} icon={<UploadOutlined />}>
          {value ? '更换文件' : label}
        </Button>
      </Upload>
      {value && (
        <span>
          {value.name}{' '}
          <Button type="link" size="small" onClick={() => onChange(null)}>
            移除
          </Button>
        </span>
      )}
    </span>
  );
}
