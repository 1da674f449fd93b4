'use client';
import { Drawer } from 'antd';
import { useIsMobile } from '@/components/layout/viewport';
import type { ThreadKey } from '@/lib/api/threads';
import { ThreadPanel } from './ThreadPanel';

/** A conversation in a drawer beside the inquiry; `threadKey` null closes it. */
export function ThreadDrawer({ threadKey, title, onClose }: { threadKey: ThreadKey | null; title: string; onClose: () => void }) {
  const mobile = useIsMobile();
  return (
    <Drawer open={threadKey !== null} onClose={onClose} title={title} width={mobile ? '100%' : 520} destroyOnHidden>
      {threadKey && <ThreadPanel threadKey={threadKey} />}
    </Drawer>
  );
}
