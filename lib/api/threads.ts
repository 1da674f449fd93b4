import type { z } from 'zod';
import type { ThreadSchema, ThreadSummarySchema } from '@/lib/contracts/threads/schema';
import { uploadFileContract } from '@/lib/contracts/account/calls';
import { inquiryThreadContract, inquiryThreadPostContract, inquiryThreadReadContract, inquiryThreadsContract } from '@/lib/contracts/threads/calls';
import { upload } from './client';
import { useCall, useCallMutation, useRefreshCalls } from './swr';

/** The conversation calls (docs/decisions/0149-inquiry-threads.md) as hooks. */
export type Thread = z.infer<typeof ThreadSchema>;
export type ThreadMessage = Thread['messages'][number];
export type ThreadSummary = z.infer<typeof ThreadSummarySchema>;
export type ThreadKey = { lineId: number; sellerId?: number };

/** Open threads are asked for again now and then, so an answer shows up without a reload. */
const THREAD_REFRESH_MS = 15_000;

export function useInquiryThreads(inquiryId: number | null) {
  return useCall(inquiryThreadsContract, inquiryId ? { inquiryId } : null, { noErrorModal: true, refreshInterval: THREAD_REFRESH_MS });
}

export function useThread(key: ThreadKey | null, pageSize: number) {
  return useCall(inquiryThreadContract, key ? { ...key, pageSize } : null, { noErrorModal: true, refreshInterval: THREAD_REFRESH_MS });
}

export const usePostThreadMessage = () => useCallMutation(inquiryThreadPostContract, { noErrorModal: true });
export const useMarkThreadRead = () => useCallMutation(inquiryThreadReadContract, { noErrorModal: true });
export const useRefreshThreads = () => useRefreshCalls(inquiryThreadsContract, inquiryThreadContract);

/** POST /api/upload_file with purpose `message`: only such uploads can be attached to a message. */
export function uploadMessageFile(file: File): Promise<{ id: number; name: string; url: string }> {
  const form = new FormData();
  form.append('file', file);
  form.append('purpose', 'message');
  return upload(uploadFileContract, form, { noErrorModal: true });
}
