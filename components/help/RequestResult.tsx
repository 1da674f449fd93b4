'use client';
import { Alert } from 'antd';
import type { ServiceRequestReceipt } from '@/lib/api/help';

/** Success and failure of a request form, announced to screen readers. */
export function RequestResult({ result, error, what }: { result: ServiceRequestReceipt | null; error: string | null; what: string }) {
  return (
    <>
      {result && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginBottom: 12 }}
          title={`${what}已提交，受理编号 ${result.requestNo}`}
          description={`受理回执已发送到 ${result.mailedTo}。`}
        />
      )}
      {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} title={error} />}
    </>
  );
}
