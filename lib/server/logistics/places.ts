/* Cities out of the addresses orders carry: where a parcel goes, and where it starts. */

/** The city of an area label: "广东省 广州市 天河区" → 广州市; "北京市 海淀区" → 北京市. */
export function cityOf(areaLabel: string): string {
  const parts = areaLabel.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  if (/(市|特别行政区)$/.test(first) || parts.length < 2) return first || '目的地';
  return parts[1]!;
}

/** The first city a free-text address names ("江苏省南京市江宁区…" → 南京市), or null. */
export function cityInAddress(address: string | null | undefined): string | null {
  const match = address?.match(/((?:(?![省市区])[\u4e00-\u9fa5]){1,6}市)/);
  return match ? match[1]! : null;
}
