'use client';
import { Button, Result, Typography } from 'antd';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** An address no route answers: "Page Not Found" and the path that was asked for. */
export function NotFoundScreen() {
  const pathname = usePathname();
  return (
    <Result
      status="404"
      title="Page Not Found"
      subTitle={
        <>
          页面不存在：<Typography.Text code data-testid="missing-path">{pathname}</Typography.Text>
        </>
      }
      extra={<Link href="/"><Button type="primary">返回首页</Button></Link>}
    />
  );
}
