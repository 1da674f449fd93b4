import type { Metadata } from 'next';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';

export const metadata: Metadata = { title: '找回密码' };

export default function ResetPasswordPage() {
  return <ResetPasswordForm />;
}
