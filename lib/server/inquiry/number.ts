/** China Standard Time is UTC+8 all year (no daylight saving). */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The inquiry number people quote on the phone: "XJ" (询价), the day it was
 * made in China time, and the row id — derived, so it needs no column and
 * cannot disagree with the row.
 */
export function inquiryNumber(id: number, createdAt: string): string {
  const day = new Date(new Date(createdAt).getTime() + CST_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `XJ${day}${String(id).padStart(6, '0')}`;
}
