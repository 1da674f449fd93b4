'use client';
import { Button, Result } from 'antd';
import { useRouter } from 'next/navigation';

const MESSAGES = { 404: 'Sorry, 您的页面走丢了...', 500: 'Sorry, 服务器出错啦...' } as const;

/** The spec's error screen: 404 or 500, with a way back to the previous page. */
export function ErrorScreen({ status, detail }: { status: 404 | 500; detail?: string }) {
  const router = useRouter();
  const goBack = () => (window.history.length > 1 ? router.back() : router.push('/'));
  return (
    <Result
      status={status === 404 ? '404' : '500'}
      title={MESSAGES[status]}
      subTitle={detail}
      extra={
        <Button type="primary" onClick={goBack}>
          返回上一页
        </Button>
      }
    />
  );
}
