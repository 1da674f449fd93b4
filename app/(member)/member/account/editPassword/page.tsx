import type { Metadata } from 'next';
import { EditPassword } from '@/components/member/EditPassword';

export const metadata: Metadata = { title: '修改密码' };

export default function EditPasswordPage() {
  return <EditPassword />;
}
