import type { MemberType } from '@/lib/server/core/db/schema';

const TITLE_BY_TYPE: Record<MemberType, string> = { teacher: '老师', student: '同学', licence: '经理' };

/**
 * How a buyer appears in the public "real-time purchase" feed: the surname
 * and a title by registrant type ("王老师"), never the full name or phone.
 * A name not in Chinese characters shows its first letter only.
 */
export function publicBuyerLabel(contactName: string, memberType: MemberType): string {
  const first = Array.from(contactName.trim())[0];
  if (!first) return `某${TITLE_BY_TYPE[memberType]}`;
  if (/\p{Script=Han}/u.test(first)) return `${first}${TITLE_BY_TYPE[memberType]}`;
  return `${first.toUpperCase()}*** ${TITLE_BY_TYPE[memberType]}`;
}
