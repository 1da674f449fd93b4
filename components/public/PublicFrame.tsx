import Link from 'next/link';
import type { ReactNode } from 'react';
import { HeaderAccount } from './HeaderAccount';
import { FooterNotes, ServiceLinks } from '@/components/layout/ServiceLinks';
import { SEARCH_INPUT_ID } from './SearchKeywordInput';
import { SiteSearchForm } from './SiteSearchForm';
import '@/app/globals.css';
import './public.css';

/** The flask of the logo, drawn inline (no icon font or icon library on public pages). */
function FlaskIcon() {
  return (
    <svg className="pub-icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 2h6v2h-1v5.2l5.6 9.7A2 2 0 0 1 17.9 22H6.1a2 2 0 0 1-1.7-3.1L10 9.2V4H9V2zm3 9.3L8.3 17.7h7.4L12 11.3z" />
    </svg>
  );
}

/**
 * The frame of every public page, rendered on the server as plain HTML and
 * CSS: no cookie or header is read, so each page can be cached and served to
 * everyone; the layout for phones is chosen by a media query at 690 px, so
 * the first HTML is already right on a phone and nothing moves when scripts
 * run. Only the account links are a client island (they read the session
 * cookie after load).
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="site-frame public-frame" data-frame="public">
      <header className="site-header public-header">
        <div className="site-header__inner">
          <Link href="/" className="site-logo" aria-label="ChemMart 首页" prefetch={false}>
            <FlaskIcon /> <span>ChemMart</span> <small>化学品商城</small>
          </Link>
          <div className="site-header__search">
            <SiteSearchForm />
          </div>
          <nav className="site-header__nav public-nav" aria-label="主导航">
            <Link href="/" prefetch={false}>首页</Link>
            <Link href="/about_us" prefetch={false}>帮助中心</Link>
            <Link href="/api-docs" prefetch={false}>开放接口</Link>
            <HeaderAccount />
          </nav>
        </div>
      </header>
      <main className="site-main">{children}</main>
      <footer className="site-footer">
        <ServiceLinks />
        <FooterNotes />
      </footer>
      <nav className="mobile-tabbar public-tabbar" aria-label="底部导航">
        <Link href="/" prefetch={false}>首页</Link>
        {/* A label focuses the header's search box without any script. */}
        <label htmlFor={SEARCH_INPUT_ID}>搜索</label>
        <Link href="/#quick-inquiry" prefetch={false}>询价</Link>
        <Link href="/about_us" prefetch={false}>帮助</Link>
        <Link href="/member" prefetch={false}>我的</Link>
      </nav>
    </div>
  );
}
