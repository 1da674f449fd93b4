'use client';
import type { ModalProps } from 'antd';
import { useIsMobile } from '@/components/layout/viewport';

/** Phones (≤ 690 px) get a modal as wide as the screen allows, near the top, so long lists and forms fit. */
export function useModalLayout(desktopWidth: number): Pick<ModalProps, 'width' | 'style' | 'centered'> {
  const mobile = useIsMobile();
  return mobile
    ? { width: '100%', style: { top: 8, maxWidth: 'calc(100vw - 16px)', paddingBottom: 8 }, centered: false }
    : { width: desktopWidth, centered: false };
}
