'use client';
import { Alert } from 'antd';

/** What a form tells the person below its fields: a code was sent, or what went wrong. */
export type Notice = { type: 'success' | 'error'; text: string };

export function NoticeAlert({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return <Alert type={notice.type} showIcon message={notice.text} style={{ marginBottom: 16 }} role={notice.type === 'error' ? 'alert' : 'status'} />;
}
