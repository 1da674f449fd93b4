/**
 * Choices of the feedback, consignment and logistics forms, shared by the
 * server's schemas and the browser's forms so both offer the same values.
 */

export const FEEDBACK_TOPICS = ['功能建议', '页面或操作问题', '商品信息有误', '交易与售后', '其他'] as const;

export const LOGISTICS_DIRECTIONS = [
  { value: 'import', label: '进口（境外发往中国）' },
  { value: 'export', label: '出口（中国发往境外）' },
] as const;

/** The nine classes of the UN Model Regulations (GB 6944), plus "not dangerous goods". */
export const DANGEROUS_GOODS_CLASSES = [
  { value: 'none', label: '非危险品（普通化学品）' },
  { value: '1', label: '第 1 类 爆炸品' },
  { value: '2', label: '第 2 类 气体' },
  { value: '3', label: '第 3 类 易燃液体' },
  { value: '4', label: '第 4 类 易燃固体、易于自燃的物质、遇水放出易燃气体的物质' },
  { value: '5', label: '第 5 类 氧化性物质和有机过氧化物' },
  { value: '6', label: '第 6 类 毒性物质和感染性物质' },
  { value: '7', label: '第 7 类 放射性物质' },
  { value: '8', label: '第 8 类 腐蚀性物质' },
  { value: '9', label: '第 9 类 杂项危险物质和物品' },
  { value: 'unknown', label: '不确定，请平台协助判定' },
] as const;

export const TRANSPORT_MODES = [
  { value: 'sea', label: '海运' },
  { value: 'air', label: '空运' },
  { value: 'rail', label: '铁路' },
  { value: 'road', label: '陆运（跨境公路）' },
  { value: 'any', label: '由平台推荐' },
] as const;

/** An acknowledgement number a person can quote: kind prefix, date, id. */
export function requestNumber(kind: 'feedback' | 'consignment' | 'logistics', id: number, createdAt: string): string {
  const prefix = { feedback: 'FK', consignment: 'JS', logistics: 'WL' }[kind];
  return `${prefix}${createdAt.slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`;
}

/** More than this many requests of one kind from one address in an hour is a script or a stuck button. */
export const REQUESTS_PER_HOUR = 5;
