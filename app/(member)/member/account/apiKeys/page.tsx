import type { Metadata } from 'next';
import { ApiKeysView } from '@/components/api-keys/ApiKeysView';

export const metadata: Metadata = { title: 'API 密钥' };

/** /member/account/apiKeys — keys for procurement systems and sellers' software (issue 34). */
export default function ApiKeysPage() {
  return <ApiKeysView />;
}
