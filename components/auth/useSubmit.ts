'use client';
import { useState } from 'react';
import { ApiError } from '@/lib/api/client';
import type { Notice } from './NoticeAlert';

/** One form submission: busy while it runs, the failure's message kept for the form to show. */
export function useSubmit<A extends unknown[]>(action: (...args: A) => Promise<void>, onFailure?: (error: ApiError) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (...args: A) => {
    setBusy(true);
    setError(null);
    try {
      await action(...args);
    } catch (e) {
      const failure = e instanceof ApiError ? e : new ApiError(-1, '操作失败，请稍后重试');
      setError(failure.message);
      onFailure?.(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

/**
 * useSubmit for forms that also report progress (a code was sent): the
 * failure's message and any success note share one notice under the form.
 */
export function useNoticeSubmit<A extends unknown[]>(action: (...args: A) => Promise<void>, onFailure?: (error: ApiError) => void) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const { busy, run } = useSubmit(action, (error) => {
    setNotice({ type: 'error', text: error.message });
    onFailure?.(error);
  });
  return { busy, notice, setNotice, run };
}
