'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * An address nothing answers: a Chinese heading, the spec's "Page Not Found"
 * with the path that was asked for. The not-found files set the tab title
 * (not-found-metadata.ts), but a page that called notFound() has already
 * sent its own title ("促销产品" for /products/promotion/50): the browser
 * tab is corrected here. Plain markup: it shows in the public frame too.
 */
export function NotFoundScreen() {
  const pathname = usePathname();
  useEffect(() => {
    document.title = '页面不存在 | ChemMart 化学品商城';
  }, [pathname]);
  return (
    <section className="status-screen">
      <p className="status-screen__code" aria-hidden="true">
        404
      </p>
      <h1 className="status-screen__title">页面不存在</h1>
      <p className="status-screen__detail">
        Page Not Found：<code data-testid="missing-path">{pathname}</code>
      </p>
      <Link className="pub-button" href="/">
        返回首页
      </Link>
    </section>
  );
}
