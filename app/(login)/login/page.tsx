import type { Metadata } from 'next';
import { redirect as navigate } from 'next/navigation';
import { loginTabOf } from '@/components/auth/login-tabs';
import { LoginPanel } from '@/components/auth/LoginPanel';
import { currentMember } from '@/lib/server/account/current';
import { safeRedirect } from '@/lib/shared/redirect';

export const metadata: Metadata = { title: '登录' };

type Props = { searchParams: Promise<{ tab?: string; redirect?: string }> };

export default async function LoginPage({ searchParams }: Props) {
  const { tab, redirect } = await searchParams;
  // Already signed in: nothing to do here but go on.
  if (await currentMember()) navigate(safeRedirect(redirect));
  return <LoginPanel tab={loginTabOf(tab)} redirect={redirect ?? null} />;
}
