'use client';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/client';

const MAX_FILE_MB = 5;

/** Uploads a list (.xlsx or .csv, ≤ 5 MB) to `read` (批量询价, 快速下单); a refusal or a too-large file goes to `onError`. */
export function ListFileButton({ read, onError }: { read: (file: File) => Promise<unknown>; onError: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept=".xlsx,.csv"
      showUploadList={false}
      beforeUpload={(file) => {
        if (file.size > MAX_FILE_MB * 1024 * 1024) {
          onError(`文件不能超过 ${MAX_FILE_MB} MB`);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={async ({ file, onSuccess, onError: failed }) => {
        setBusy(true);
        try {
          onSuccess?.(await read(file as File));
        } catch (e) {
          onError((e as ApiError).message);
          failed?.(e as Error);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Button icon={<UploadOutlined />} loading={busy} style={{ minHeight: 40 }}>
        上传 .xlsx / .csv
      </Button>
    </Upload>
  );
}
