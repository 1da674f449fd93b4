import { pinyin } from 'pinyin-pro';

/**
 * How a Chinese name is typed on a keyboard without a Chinese input method:
 * its full pinyin without tones, run together (yichun) and syllable by
 * syllable (yi chun), and its initials (yc). Only the Han characters count
 * (2-甲基-1-丙醇 → jiajibingchun, jjbc): locants are not typed. ü is typed
 * as v (lv, as input methods take it) or u (lu); both forms are kept.
 */
export type PinyinForms = { full: string[]; initials: string };

const HAN = /\p{Script=Han}/u;

export function pinyinOf(chinese: string): PinyinForms | null {
  if (!HAN.test(chinese)) return null;
  const syllables = pinyin(chinese, { toneType: 'none', type: 'array', nonZh: 'removed' }).filter((s) => /^[a-zü]+$/.test(s));
  if (syllables.length === 0) return null;
  const typed = [...new Set([syllables.map((s) => s.replace(/ü/g, 'v')), syllables.map((s) => s.replace(/ü/g, 'u'))].map((list) => list.join(' ')))];
  const full = typed.flatMap((spaced) => (spaced.includes(' ') ? [spaced.replace(/ /g, ''), spaced] : [spaced]));
  return { full, initials: syllables.map((s) => s[0]).join('') };
}
