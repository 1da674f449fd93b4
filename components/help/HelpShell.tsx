import Link from 'next/link';
import type { ReactNode } from 'react';
import { HelpNav } from './HelpNav';
import './help.css';

/** The help centre's frame: side navigation, a breadcrumb and the page. */
export function HelpShell({ current, title, children }: { current: string | null; title: string; children: ReactNode }) {
  return (
    <div className="help-shell">
      <aside className="help-shell__side">
        <HelpNav current={current} />
      </aside>
      <article className="help-shell__main">
        <div className="help-breadcrumb muted">
          <Link href="/">首页</Link> / <Link href="/about_us">帮助中心</Link>
          {current && <> / {title}</>}
        </div>
        <h1 className="page-title">{title}</h1>
        {children}
      </article>
    </div>
  );
}

/** Markdown rendered and sanitised on the server (lib/server/help/markdown.ts). */
export function HelpMarkdown({ html }: { html: string }) {
  return <div className="help-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
