import { z } from 'zod';

/*
 * The API's wording for whatever rule a schema does not word itself. The
 * validator's stock text ("无效输入：期望数字，实际接收 数字", "数值过大：期望
 * number <=1000000000") reads as a machine's; these say what the field
 * takes, and the pipeline names the field in front ("参数 page 不正确：…").
 * Shared fields (lib/server/core/fields.ts) and schemas with their own
 * messages need none of this.
 */

const grouped = (n: number | bigint) => (typeof n === 'number' && Number.isFinite(n) ? n.toLocaleString('zh-CN') : String(n));

const TYPE_WORDS: Record<string, string> = {
  number: '须为数字',
  int: '须为整数',
  string: '须为文字',
  boolean: '须为 true 或 false',
  array: '须为列表',
  object: '须为对象（JSON 对象）',
  date: '须为日期',
};

function sizeWords(origin: string, bound: number | bigint, side: 'max' | 'min', inclusive: boolean): string {
  const n = grouped(bound);
  if (origin === 'string') return side === 'max' ? `不能超过 ${n} 个字` : bound === 1 ? '不能为空' : `至少 ${n} 个字`;
  if (origin === 'array' || origin === 'set') return side === 'max' ? `最多 ${n} 项` : `至少 ${n} 项`;
  if (side === 'max') return inclusive ? `不能大于 ${n}` : `须小于 ${n}`;
  return inclusive ? `不能小于 ${n}` : `须大于 ${n}`;
}

/** One message per issue kind, in the words a person reads. */
export function plainMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? '必填' : (TYPE_WORDS[issue.expected] ?? '格式不正确');
    case 'too_big':
      return sizeWords(issue.origin, issue.maximum, 'max', issue.inclusive ?? true);
    case 'too_small':
      return sizeWords(issue.origin, issue.minimum, 'min', issue.inclusive ?? true);
    case 'invalid_value':
      return issue.values.length <= 8 ? `只能是 ${issue.values.map(String).join('、')} 之一` : '取值不在可选范围内';
    case 'not_multiple_of':
      return `须为 ${grouped(Number(issue.divisor))} 的倍数`;
    case 'unrecognized_keys':
      return `不认识的字段：${issue.keys.join('、')}`;
    default:
      return '格式不正确';
  }
}

z.config({ customError: plainMessage });
