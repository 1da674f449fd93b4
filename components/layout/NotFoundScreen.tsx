'use client';
import { Button, Result, Typography } from 'antd';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

/**
 * An address nothing answers: a Chinese heading, the spec's "Page Not Found"
 * with the path that was asked for, and its own tab title (React puts the
 * <title> in the head), whether the 404 came from the router or from a page
 * inside a section.
 */
export function NotFoundScreen() {
  const pathname = usePathname();
  return (
    <>
      <title>页面不存在 | ChemMart 化学品商城</title>
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
    </>
  );
}
