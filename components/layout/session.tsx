'use client';
import { createContext, useContext, type ReactNode } from 'react';

/** Whether the page was requested with a session cookie; the server knows this before the first render. */
const SignedInContext = createContext(false);

export function SignedInProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return <SignedInContext.Provider value={signedIn}>{children}</SignedInContext.Provider>;
}

export function useHasSession(): boolean {
  return useContext(SignedInContext);
}
