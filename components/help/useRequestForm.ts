'use client';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/lib/api/client';

/**
 * Sends a form and spreads a refusal over it: the envelope's message on top,
 * and each field the server named under that field. The server's zod schema
 * is the one source of the rules; the browser only checks what is required.
 */
export function useRequestForm<V extends object, R>(form: FormInstance<V>, send: (values: V) => Promise<R>) {
  const [result, setResult] = useState<R | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (values: V) => {
    setError(null);
    setResult(null);
    setSending(true);
    try {
      setResult(await send(values));
    } catch (e) {
      const failure = e instanceof ApiError ? e : new ApiError(-1, '提交失败，请稍后重试');
      setError(failure.message);
      const fields = (failure.data as { fields?: { field: string; message: string }[] } | null)?.fields ?? [];
      const known = new Set(Object.keys(form.getFieldsValue(true) as object));
      form.setFields(fields.filter((f) => known.has(f.field)).map((f) => ({ name: f.field as never, errors: [f.message] })));
    } finally {
      setSending(false);
    }
  };
  return { submit, result, error, sending, reset: () => setResult(null) };
}
