import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { QrConfirm } from '@/components/auth/QrConfirm';

export const metadata: Metadata = { title: '确认扫码登录' };

export default async function QrConfirmPage({ params }: { params: Promise<{ ticket: string }> }) {
  const { ticket } = await params;
  const signedIn = Boolean((await cookies()).get('token')?.value);
  return <QrConfirm ticket={ticket} signedIn={signedIn} />;
}
