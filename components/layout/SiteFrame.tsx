'use client';
import { ExperimentOutlined, HomeOutlined, ReadOutlined, UserOutlined } from '@ant-design/icons';
import Link from 'next/link';
import { Suspense, type ReactNode } from 'react';
import { MessageBell } from '@/components/member/Messages';
import { AccountLinks } from './AccountLinks';
import { HeaderSearch } from './HeaderSearch';
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

function DesktopHeader({ variant }: { variant: FrameVariant }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Logo />
        {variant !== 'login' && (
          <div className="site-header__search">
            <Suspense>
              <HeaderSearch />
            </Suspense>
          </div>
        )}
        <nav className="site-header__nav" aria-label="主导航">
          <Link href="/">首页</Link>
          <Link href="/api-docs">开放接口</Link>
          <AccountLinks />
        </nav>
      </div>
    </header>
  );
}

function MobileHeader({ variant }: { variant: FrameVariant }) {
  const signedIn = useHasSession();
  return (
    <header className="mobile-header">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Logo />
        {variant === 'member' && signedIn && <MessageBell />}
      </div>
      <Suspense>
        <HeaderSearch />
      </Suspense>
    </header>
  );
}

function MobileTabBar() {
  return (
    <nav className="mobile-tabbar" aria-label="底部导航">
      <Link href="/"><HomeOutlined /> 首页</Link>
      <Link href="/api-docs"><ReadOutlined /> 接口</Link>
      {/* Not prefetched: a prefetch while signed out would cache the redirect to /login. */}
      <Link href="/member" prefetch={false}><UserOutlined /> 我的</Link>
    </nav>
  );
}

function Footer() {
  return (
    <footer className="site-footer">
      <p>ChemMart 化学品商城 · 按 CAS 号查找化学品与试剂，询价、报价、下单一站完成</p>
      <p>
        化学品标识数据来自 PubChem 等公开来源，经 chemicals 库（Caleb Bell，MIT 许可）整理
      </p>
    </footer>
  );
}

/**
 * The frame of every layout: desktop header and footer, or at 690 px and
 * below the mobile header and tab bar. The page inside stays mounted when
 * the frame switches.
 */
export function SiteFrame({ variant, children }: { variant: FrameVariant; children: ReactNode }) {
  const mobile = useIsMobile();
  return (
    <div className={`site-frame site-frame--${variant}`} data-layout={mobile ? 'mobile' : variant}>
      {mobile ? <MobileHeader variant={variant} /> : <DesktopHeader variant={variant} />}
      <main className="site-main">{children}</main>
      {mobile ? <MobileTabBar /> : <Footer />}
    </div>
  );
}
