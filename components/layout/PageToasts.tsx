'use client';
import { App } from 'antd';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/*
 * Toasts belong to the page that raised them: "已采纳" from the inquiry page must
 * not follow the buyer to the cart and the cashier. Every navigation to another path closes them. A
 * save that moves on to a list hands its confirmation to the next page instead (`toastOnNextPage`).
 */

let carried: string | null = null;

/** A success toast for the page the navigation about to start opens. */
export function toastOnNextPage(text: string): void {
  carried = text;
}

export function PageToasts() {
  const { message, notification } = App.useApp();
  const pathname = usePathname();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    message.destroy();
    notification.destroy();
    if (carried) {
      void message.success(carried);
      carried = null;
    }
  }, [pathname, message, notification]);
  return null;
}
