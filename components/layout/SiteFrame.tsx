'use client';
import { ExperimentOutlined, FormOutlined, HomeOutlined, QuestionCircleOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import Link from 'next/link';
import { Suspense, type ReactNode } from 'react';
import { MessageBell } from '@/components/member/Messages';
import { CartBadge } from '@/components/orders/CartBadge';
import { AccountLinks } from './AccountLinks';
import { HeaderSearch } from './HeaderSearch';
import { FooterNotes, ServiceLinks } from './ServiceLinks';
import { useHasSession } from './session';
import { useIsMobile } from './viewport';

export type FrameVariant = 'default' | 'login' | 'member' | 'cart';

function Logo() {
  return (
    <Link href="/" className="site-logo" aria-label="ChemMart 首页">
      <ExperimentOutlined /> <span>ChemMart</span> <small>化学品商城</small>
    </Link>
  );
}

/**
 * The header of both layouts as one tree: the search box keeps its place whichever layout applies, so
 * the switch to the phone layout just after load (the server guesses the desktop one from the user
 * agent) neither remounts it nor wipes what the visitor already typed.
 */
function SiteHeader({ variant, mobile }: { variant: FrameVariant; mobile: boolean }) {
  const signedIn = useHasSession();
  return (
    <header className={mobile ? 'mobile-header' : 'site-header'}>
      <div className="site-header__inner">
        <Logo />
        {mobile && signedIn && (
          <span className="mobile-header__icons">
            <CartBadge />
            {variant === 'member' && <MessageBell />}
          </span>
        )}
        {(mobile || variant !== 'login') && (
          <div className="site-header__search">
            <Suspense>
              <HeaderSearch />
            </Suspense>
          </div>
        )}
        {!mobile && (
          <nav className="site-header__nav" aria-label="主导航">
            <Link href="/">首页</Link>
            <Link href="/about_us">帮助中心</Link>
            <Link href="/api-docs">开放接口</Link>
            <AccountLinks />
          </nav>
        )}
      </div>
    </header>
  );
}

/** Puts the cursor in the mobile header's search box, which every page has. */
function focusHeaderSearch() {
  window.scrollTo({ top: 0 });
  document.querySelector<HTMLInputElement>('.mobile-header input')?.focus();
}

/**
 * A shopper's places on a phone: home, search, inquiry, help and the member
 * centre. The developer API docs stay on the desktop header and the footer.
 */
function MobileTabBar() {
  return (
    <nav className="mobile-tabbar" aria-label="底部导航">
      <Link href="/">
        <HomeOutlined /> 首页
      </Link>
      <button type="button" onClick={focusHeaderSearch}>
        <SearchOutlined /> 搜索
      </button>
      <Link href="/#quick-inquiry">
        <FormOutlined /> 询价
      </Link>
      <Link href="/about_us">
        <QuestionCircleOutlined /> 帮助
      </Link>
      {/* Not prefetched: a prefetch while signed out would cache the redirect to /login. */}
      <Link href="/member" prefetch={false}>
        <UserOutlined /> 我的
      </Link>
    </nav>
  );
}

function Footer() {
  return (
    <footer className="site-footer">
      <ServiceLinks />
      <FooterNotes />
    </footer>
  );
}

/**
 * The frame of every layout: desktop header and footer, or at 690 px and
 * below the mobile header and tab bar. The page inside, and the header's
 * search box, stay mounted when the frame switches.
 */
export function SiteFrame({ variant, children }: { variant: FrameVariant; children: ReactNode }) {
  const mobile = useIsMobile();
  return (
    <div className={`site-frame site-frame--${variant}`} data-layout={mobile ? 'mobile' : variant}>
      <SiteHeader variant={variant} mobile={mobile} />
      <main className="site-main">{children}</main>
      {mobile && (
        <footer className="mobile-footer">
          <ServiceLinks />
        </footer>
      )}
      {mobile ? <MobileTabBar /> : <Footer />}
    </div>
  );
}
