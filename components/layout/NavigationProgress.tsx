'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { isChunkLoadError, reloadTargetOnce } from './chunk-reload';
import { NAVIGATION_START_EVENT } from './navigation';

/** A navigation that never completes (cancelled, or answered in place) stops showing progress after this. */
const GIVE_UP_MS = 15_000;

/** Where the last in-app link click was headed; a failed chunk load reloads it. */
let pendingTarget: string | null = null;

function internalTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const target = url.pathname + url.search;
  return target === window.location.pathname + window.location.search ? null : target;
}

/** A thin bar at the top while a page change is under way. */
export function NavigationProgress() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [active, setActive] = useState(false);

  useEffect(() => {
    setActive(false);
    pendingTarget = null;
  }, [pathname, search]);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setActive(false), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [active]);

  useEffect(() => {
    const start = (target: string) => {
      pendingTarget = target;
      setActive(true);
    };
    const onClick = (event: MouseEvent) => {
      const target = internalTarget(event);
      if (target) start(target);
    };
    const onProgrammatic = (event: Event) => start((event as CustomEvent<string>).detail);
    const onChunkFailure = (reason: unknown) => {
      if (isChunkLoadError(reason)) {
        reloadTargetOnce(pendingTarget ?? window.location.pathname + window.location.search, sessionStorage, (url) => window.location.assign(url));
      }
    };
    const onRejection = (event: PromiseRejectionEvent) => onChunkFailure(event.reason);
    const onError = (event: ErrorEvent) => onChunkFailure(event.error);
    document.addEventListener('click', onClick, true);
    window.addEventListener(NAVIGATION_START_EVENT, onProgrammatic);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(NAVIGATION_START_EVENT, onProgrammatic);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);

  return <div className={`nav-progress${active ? ' nav-progress--active' : ''}`} role="progressbar" aria-hidden={!active} data-testid="nav-progress" />;
}
