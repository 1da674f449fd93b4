import type { z } from 'zod';
import type { MemberInfoSchema } from '@/lib/contracts/account/schema';
import { useCall } from './swr';
import { memberInfoContract } from '@/lib/contracts/account/calls';

export type MemberInfo = z.infer<typeof MemberInfoSchema>;

/** The signed-in member, or nothing when no token is stored. */
export function useMemberInfo(signedIn: boolean) {
  return useCall(memberInfoContract, signedIn ? {} : null, { noErrorModal: true });
}
