/* The GHS pictograms and signal words: small enough for public pages' islands (the statement texts live in ghs.ts). */

export const PICTOGRAMS = {
  GHS01: '爆炸物',
  GHS02: '火焰（易燃）',
  GHS03: '圆圈上方火焰（氧化性）',
  GHS04: '气瓶（加压气体）',
  GHS05: '腐蚀',
  GHS06: '骷髅和交叉骨（急性毒性）',
  GHS07: '感叹号（有害、刺激）',
  GHS08: '健康危险',
  GHS09: '环境',
} as const;

export type Pictogram = keyof typeof PICTOGRAMS;
export const PICTOGRAM_CODES = Object.keys(PICTOGRAMS) as Pictogram[];

export const SIGNAL_WORDS = { danger: '危险', warning: '警告' } as const;
export type SignalWord = keyof typeof SIGNAL_WORDS;
