/** The three registrant types of spec §1, as the UI names and explains them. */
export const MEMBER_TYPES = [
  { value: 'teacher', label: '教师', description: '高校、科研院所的教师与研究人员' },
  { value: 'student', label: '学生', description: '在读本科生、研究生' },
  { value: 'licence', label: '企业/机构', description: '持有营业执照或危化品经营许可证的企业、机构' },
] as const;

/** A member as the console names one: the display name, and the sign-in account labelled as such (never a bare username in brackets, which reads like a role word). */
export function accountLabel(displayName: string, username: string): string {
  return displayName === username ? `账号 ${username}` : `${displayName}（账号 ${username}）`;
}

export type MemberTypeValue = (typeof MEMBER_TYPES)[number]['value'];

export function isMemberType(value: string | undefined): value is MemberTypeValue {
  return MEMBER_TYPES.some((t) => t.value === value);
}
