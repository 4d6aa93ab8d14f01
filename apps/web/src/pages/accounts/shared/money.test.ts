import { describe, expect, it } from 'vitest';
import { centsToYuanText, newBizNo, parseYuan } from './money';

describe('yuan to cents', () => {
  it('converts exactly', () => {
    expect(parseYuan('100')).toBe(10000);
    expect(parseYuan('12.50')).toBe(1250);
    expect(parseYuan('12.5')).toBe(1250);
    expect(parseYuan('0.07')).toBe(7);
    expect(parseYuan(' 1.1 ')).toBe(110);
    expect(parseYuan('19.99')).toBe(1999);
  });
  it('refuses what is not an amount of at most 2 decimals', () => {
    for (const bad of ['', '1.234', '-1', 'abc', '1e3', '.5', '1.', undefined, '99999999999']) expect(parseYuan(bad)).toBeNull();
  });
  it('shows cents as yuan text and makes distinct business numbers', () => {
    expect(centsToYuanText(1205)).toBe('12.05');
    expect(centsToYuanText(null)).toBe('');
    const a = newBizNo();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newBizNo()).not.toBe(a);
  });
});
