'use client';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import type { ApiError } from '@/lib/api/client';
import { uploadFile, type Uploaded } from '@/lib/api/rfq';

/** The id of a finished upload of the list (upload_file's answer). */
export function uploadedIds(files: UploadFile[]): number[] {
  return files.filter((f) => f.status === 'done').map((f) => (f.response as Uploaded).id);
}

/** An upload button sending each file to POST /api/upload_file (attachments, COA); a failure goes to `onError`. */
export function FileUploadButton({
  label,
  files,
  onFiles,
  onError,
  maxCount,
  accept,
}: {
  label: string;
  files: UploadFile[];
  onFiles: (files: UploadFile[]) => void;
  onError: (message: string) => void;
  maxCount: number;
  accept?: string;
}) {
  return (
    <Upload
      accept={accept}
      fileList={files}
      maxCount={maxCount}
      onChange={({ fileList }) => onFiles(fileList)}
      customRequest={async ({ file, onSuccess, onError: failed }) => {
        try {
          onSuccess?.(await uploadFile(file as File));
        } catch (e) {
          onError((e as ApiError).message);
          failed?.(e as Error);
        }
      }}
    >
      <Button icon={<UploadOutlined />} style={{ minHeight: 40 }}>
        {label}
      </Button>
    </Upload>
  );
}
