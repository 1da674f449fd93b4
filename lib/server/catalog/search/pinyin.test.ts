import { describe, expect, it } from 'vitest';
import { pinyinOf } from './pinyin';

describe('pinyinOf', () => {
  it('gives the full pinyin run together and by syllable, and the initials', () => {
    expect(pinyinOf('乙醇')).toEqual({ full: ['yichun', 'yi chun'], initials: 'yc' });
    expect(pinyinOf('硫酸钠')?.initials).toBe('lsn');
  });

  it('reads a chemical name’s characters as chemists do', () => {
    expect(pinyinOf('重铬酸钾')?.full[0]).toBe('zhonggesuanjia');
    expect(pinyinOf('巯基乙酸')?.initials).toBe('qjys');
  });

  it('types ü as v and as u', () => {
    expect(pinyinOf('氯化钠')?.full).toEqual(['lvhuana', 'lv hua na', 'luhuana', 'lu hua na']);
  });

  it('leaves out locants and other non-Chinese text, and gives nothing for a name without Chinese', () => {
    expect(pinyinOf('2-甲基-1-丙醇')).toEqual({ full: ['jiajibingchun', 'jia ji bing chun'], initials: 'jjbc' });
    expect(pinyinOf('ethanol')).toBeNull();
  });
});
