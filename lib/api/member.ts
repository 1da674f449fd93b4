import type { z } from 'zod';
import type { MemberInfoSchema } from '@/lib/contracts/account/schema';
import { useApiGet } from './swr';

export type MemberInfo = z.infer<typeof MemberInfoSchema>;

/** The signed-in member, or nothing when no token is stored. */
export function useMemberInfo(signedIn: boolean) {
  return useApiGet<MemberInfo>(signedIn ? '/member_info' : null, undefined, { noErrorModal: true });
}
