'use client';
import { Button, Result, Typography } from 'antd';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

/**
 * An address nothing answers: a Chinese heading, the spec's "Page Not Found"
 * with the path that was asked for; the not-found files that use it set
 * the tab title (not-found-metadata.ts).
 */
export function NotFoundScreen() {
  const pathname = usePathname();
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle={
        <>
          Page Not Found：<Typography.Text code data-testid="missing-path">{pathname}</Typography.Text>
        </>
      }
      extra={<Link href="/"><Button type="primary">返回首页</Button></Link>}
    />
  );
}
