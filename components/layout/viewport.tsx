'use client';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Spec §2 and §9: the mobile layout at 690 px and below, re-checked 100 ms after a resize. */
export const MOBILE_BREAKPOINT_PX = 690;
export const RESIZE_DELAY_MS = 100;

const MobileContext = createContext(false);

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_BREAKPOINT_PX;
}

/**
 * The window's width as CSS sees it. A media query reads the layout viewport;
 * `innerWidth` on a phone grows with content wider than the screen, which
 * would keep an overflowing desktop page in the desktop layout.
 */
export function windowIsMobile(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`).matches : isMobileWidth(window.innerWidth);
}

/**
 * Decides between the desktop and the mobile layout: the server's guess from
 * the user agent first, then the real window width, re-checked 100 ms after
 * the last resize.
 */
export function ViewportProvider({ initialMobile, children }: { initialMobile: boolean; children: ReactNode }) {
  const [mobile, setMobile] = useState(initialMobile);
  useEffect(() => {
    setMobile(windowIsMobile());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMobile(windowIsMobile()), RESIZE_DELAY_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return <MobileContext.Provider value={mobile}>{children}</MobileContext.Provider>;
}

export function useIsMobile(): boolean {
  return useContext(MobileContext);
}
