/** The parts of /login (spec §2), chosen by ?tab=. A plain module: server pages read it too. */
export const LOGIN_TABS = ['account', 'phone', 'qr', 'bind', 'password'] as const;
export type LoginTab = (typeof LOGIN_TABS)[number];

export function loginTabOf(value: string | undefined): LoginTab {
  return (LOGIN_TABS as readonly string[]).includes(value ?? '') ? (value as LoginTab) : 'account';
}
