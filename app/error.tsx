'use client';
import { useEffect } from 'react';
import { isChunkLoadError, reloadTargetOnce } from '@/components/layout/chunk-reload';
import { ErrorScreen } from '@/components/layout/ErrorScreen';

export default function PageError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (isChunkLoadError(error)) {
      reloadTargetOnce(window.location.pathname + window.location.search, sessionStorage, (url) => window.location.assign(url));
    }
  }, [error]);
  return <ErrorScreen status={500} detail={error.digest ? `错误编号：${error.digest}` : undefined} />;
}
