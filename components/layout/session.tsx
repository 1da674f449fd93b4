'use client';
import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { TOKEN_COOKIE } from '@/lib/api/client';

/** Whether a session cookie is present: the server's answer first, re-checked on every page change. */
const SignedInContext = createContext(false);

export function SignedInProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const [present, setPresent] = useState(signedIn);
  const pathname = usePathname();
  // The root layout (and this provider) persists across client navigation; sign-in and
  // sign-out change the cookie without it, so look again whenever the page changes.
  useEffect(() => setPresent(Boolean(Cookies.get(TOKEN_COOKIE))), [pathname]);
  return <SignedInContext.Provider value={present}>{children}</SignedInContext.Provider>;
}

export function useHasSession(): boolean {
  return useContext(SignedInContext);
}
