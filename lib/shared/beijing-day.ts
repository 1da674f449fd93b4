/** A Beijing calendar day (YYYY-MM-DD) as the UTC moment it starts; `plusDays` 1 gives the exclusive end of an inclusive last day. */
export function beijingDayStart(day: string, plusDays = 0): string {
  const at = new Date(`${day}T00:00:00+08:00`);
  at.setUTCDate(at.getUTCDate() + plusDays);
  return at.toISOString();
}
