'use client';
import { Button, Result, Typography } from 'antd';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * An address nothing answers: a Chinese heading, the spec's "Page Not Found"
 * with the path that was asked for. The not-found files set the tab title
 * (not-found-metadata.ts), but a page that called notFound() has already
 * sent its own title ("促销产品" for /products/promotion/50): the browser
 * tab is corrected here.
 */
export function NotFoundScreen() {
  const pathname = usePathname();
  useEffect(() => {
    document.title = '页面不存在 | ChemMart 化学品商城';
  }, [pathname]);
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle={
        <>
          Page Not Found：
          <Typography.Text code data-testid="missing-path">
            {pathname}
          </Typography.Text>
        </>
      }
      extra={
        <Link href="/">
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}
