'use client';
import { useRouter } from 'next/navigation';
import { AntdIsland } from '@/components/public/AntdIsland';
import { QuoteModal } from './QuoteModal';

/** The quote dialog (antd form, date picker, upload) as a lazily loaded island of a public page. */
export default function QuoteDialogIsland({ lineId, open, onClose }: { lineId: number; open: boolean; onClose: () => void }) {
  const router = useRouter();
  return (
    <AntdIsland>
      <QuoteModal lineId={lineId} open={open} onClose={onClose} onDone={() => router.refresh()} />
    </AntdIsland>
  );
}
