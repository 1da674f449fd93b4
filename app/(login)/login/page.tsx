import type { Metadata } from 'next';
import { redirect as navigate } from 'next/navigation';
import { loginTabOf } from '@/components/auth/login-tabs';
import { LoginPanel } from '@/components/auth/LoginPanel';
import { currentMember } from '@/lib/server/account/current';
import { homePathOf, safeRedirect } from '@/lib/shared/redirect';

export const metadata: Metadata = { title: '登录' };

type Props = { searchParams: Promise<{ tab?: string; redirect?: string }> };

export default async function LoginPage({ searchParams }: Props) {
  const { tab, redirect } = await searchParams;
  // Already signed in: nothing to do here but go on.
  const member = await currentMember();
  if (member) navigate(safeRedirect(redirect, homePathOf(member.roles)));
  return <LoginPanel tab={loginTabOf(tab)} redirect={redirect ?? null} />;
}
