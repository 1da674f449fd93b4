'use client';
import { useRouter } from 'next/navigation';
import { storeSession, type SignedIn } from '@/lib/api/auth';
import { homePathOf, safeRedirect } from '@/lib/shared/redirect';

/** After any kind of sign-in: keep the token, then go where the visitor was headed (else home: the console for an operator). */
export function useSignedIn(redirect: string | null) {
  const router = useRouter();
  return (signedIn: SignedIn) => {
    storeSession(signedIn);
    // Drop pages cached while signed out (a prefetched member page is a redirect to /login).
    router.refresh();
    router.replace(safeRedirect(redirect, homePathOf(signedIn.member.roles)));
  };
}
