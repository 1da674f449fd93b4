import { describe, expect, it } from 'vitest';
import { maskContacts } from './mask';

describe('maskContacts', () => {
  it('hides mobile numbers written in the usual ways', () => {
    expect(maskContacts('电话 13812345678 找我')).toBe('电话 [电话已隐藏] 找我');
    expect(maskContacts('+86 138-1234-5678')).toBe('[电话已隐藏]');
    expect(maskContacts('138 1234 5678。')).toBe('[电话已隐藏]。');
  });

  it('hides landlines with an area code, however grouped, and service numbers', () => {
    expect(maskContacts('座机 021-64321234 转 8')).toBe('座机 [电话已隐藏] 转 8');
    expect(maskContacts('(010)87654321')).toBe('[电话已隐藏]');
    expect(maskContacts('021-6432-1234 或 021 6432 1234 或 (021) 6432 1234')).toBe('[电话已隐藏] 或 [电话已隐藏] 或 [电话已隐藏]');
    expect(maskContacts('+86-21-64321234')).toBe('[电话已隐藏]');
    expect(maskContacts('400-820-8820')).toBe('[电话已隐藏]');
    expect(maskContacts('138.1234.5678')).toBe('[电话已隐藏]');
  });

  it('folds full-width digits and signs first, as Chinese input methods type them', () => {
    expect(maskContacts('电话１３８１２３４５６７８')).toBe('电话[电话已隐藏]');
    expect(maskContacts('wang＠lab.cn')).toBe('[邮箱已隐藏]');
  });

  it('hides e-mail addresses and chat ids', () => {
    expect(maskContacts('发到 wang.lab@fudan.edu.cn 吧')).toBe('发到 [邮箱已隐藏] 吧');
    expect(maskContacts('微信：wanglab_2024')).toBe('微信：[已隐藏]');
    expect(maskContacts('QQ 12345678')).toBe('QQ [已隐藏]');
    expect(maskContacts('VX号：wanglab01，加V wanglab02，wx: wanglab03')).toBe('VX号：[已隐藏]，加V [已隐藏]，wx: [已隐藏]');
    expect(maskContacts('advx12345')).toBe('advx12345');
  });

  it('leaves quantities, CAS numbers, prices and dates alone', () => {
    const text = '需要 500 g 的 64-17-5 和 7664-93-9、13463-67-7，纯度 99.5%，单价 ¥1200，2026-12-01 前到货，批号 20261128001，Lot 0512345678，数量 3 × 500 mL，订单 DD20261128000123';
    expect(maskContacts(text)).toBe(text);
  });
});
