import { describe, expect, it } from 'vitest';
import { timeAgoZh, timeLeftZh } from './relative-time';

const now = new Date('2025-03-10T12:00:00.000Z');

describe('timeAgoZh', () => {
  it('says 刚刚, minutes, hours, days, then the date', () => {
    expect(timeAgoZh('2025-03-10T11:59:30.000Z', now)).toBe('刚刚');
    expect(timeAgoZh('2025-03-10T11:57:00.000Z', now)).toBe('3 分钟前');
    expect(timeAgoZh('2025-03-10T07:00:00.000Z', now)).toBe('5 小时前');
    expect(timeAgoZh('2025-03-08T12:00:00.000Z', now)).toBe('2 天前');
    expect(timeAgoZh('2025-01-01T00:00:00.000Z', now)).toBe('2025-01-01');
  });

  it('treats a clock slightly ahead as 刚刚', () => {
    expect(timeAgoZh('2025-03-10T12:00:05.000Z', now)).toBe('刚刚');
  });
});

describe('timeLeftZh', () => {
  it('counts down in days, hours, then minutes', () => {
    expect(timeLeftZh('2025-03-13T13:00:00.000Z', now)).toBe('还剩 3 天');
    expect(timeLeftZh('2025-03-10T20:30:00.000Z', now)).toBe('还剩 8 小时');
    expect(timeLeftZh('2025-03-10T12:00:20.000Z', now)).toBe('还剩 1 分钟');
  });

  it('says when a promotion has no end or is over', () => {
    expect(timeLeftZh(null, now)).toBeNull();
    expect(timeLeftZh('2025-03-10T11:00:00.000Z', now)).toBe('已结束');
  });
});
