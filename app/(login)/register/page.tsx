import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { isMemberType } from '@/lib/shared/member-types';

export const metadata: Metadata = { title: '注册' };

/** The form needs a registrant type: without one, the visitor chooses it first. */
export default async function RegisterPage({ searchParams }: { searchParams: Promise<{ type?: string }> }) {
  const { type } = await searchParams;
  if (!isMemberType(type)) redirect('/register/selectType');
  return <RegisterForm memberType={type} />;
}
