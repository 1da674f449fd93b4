import type { ReactNode } from 'react';
import { PublicFrame } from '@/components/public/PublicFrame';

/** Public pages: server HTML in a plain frame, cacheable, no antd (see components/public). */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <PublicFrame>{children}</PublicFrame>;
}
