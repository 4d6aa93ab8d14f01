import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { ALL_MENUS, MERCHANT_MENU_IDS, PLATFORM_MENU_IDS, abbreviateNumber, buildEnvelope, cents, formatMoney, formatSignedMoney, pageQuery, randomNonce, signOf } from './index';

describe('envelope', () => {
  it('signs exactly the DESIGN §3 string, uppercase MD5, UTF-8', () => {
    const content = { custName: '张三', amount: 1250 };
    const text = `content=${JSON.stringify(content)}&nonceStr=Ab3dE9&signType=md5&timestamp=1700000000000&version=1.0&key=k`;
    const expected = createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();
    expect(signOf(JSON.stringify(content), 'Ab3dE9', 1700000000000, 'k')).toBe(expected);
    const env = buildEnvelope(content, 'k', 1700000000000, 'Ab3dE9');
    expect(env).toEqual({ version: '1.0', nonceStr: 'Ab3dE9', timestamp: 1700000000000, signType: 'md5', sign: expected, content });
  });

  it('makes 6-character nonces', () => {
    expect(randomNonce()).toMatch(/^[A-Za-z0-9]{6}$/);
  });
});

describe('money', () => {
  it('shows cents as ￥ with 2 decimals', () => {
    expect(formatMoney(1250)).toBe('￥12.50');
    expect(formatMoney(5)).toBe('￥0.05');
    expect(formatMoney(123456789)).toBe('￥1,234,567.89');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(null)).toBe('');
  });

  it('gives empty output for a negative amount in both variants (spec §9), and a sign only where asked', () => {
    expect(formatMoney(-1250)).toBe('');
    expect(formatMoney(-1)).toBe('');
    expect(formatMoney(1250, '')).toBe('12.50');
    expect(formatMoney(-1250, '')).toBe('');
    expect(formatMoney(0)).toBe('￥0.00');
    expect(formatSignedMoney(-1250)).toBe('-￥12.50');
    expect(formatSignedMoney(1250)).toBe('￥12.50');
    expect(formatSignedMoney(null)).toBe('');
  });

  it('accepts only positive integer cents', () => {
    for (const bad of [12.5, -1, 0, Number.NaN, '100', 1e12, Infinity]) expect(cents.safeParse(bad).success, String(bad)).toBe(false);
    expect(cents.parse(1250)).toBe(1250);
  });

  it('abbreviates with k, M, G, T, P, E', () => {
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(1500)).toBe('1.5k');
    expect(abbreviateNumber(2_000_000)).toBe('2M');
    expect(abbreviateNumber(3.2e9)).toBe('3.2G');
    expect(abbreviateNumber(1e12)).toBe('1T');
    expect(abbreviateNumber(1e15)).toBe('1P');
    expect(abbreviateNumber(1e18)).toBe('1E');
  });
});

describe('paging', () => {
  it('defaults to page 1, limit 20 and allows only the spec sizes', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, limit: 20 });
    expect(pageQuery.safeParse({ limit: 30 }).success).toBe(false);
    expect(pageQuery.parse({ page: 2, limit: 500 })).toEqual({ page: 2, limit: 500 });
  });
});

describe('menu tree', () => {
  it('has unique ids and unique full paths', () => {
    expect(new Set(ALL_MENUS.map((m) => m.id)).size).toBe(ALL_MENUS.length);
    expect(new Set(ALL_MENUS.map((m) => m.fullPath)).size).toBe(ALL_MENUS.length);
  });

  it('keeps child ids inside their section (hierarchical ids)', () => {
    for (const m of ALL_MENUS) {
      if (m.parentId === null) continue;
      const section = ALL_MENUS.find((s) => m.fullPath.startsWith(`${s.fullPath}/`) && s.parentId === null)!;
      if (section.id === 1) expect(m.id).toBeGreaterThanOrEqual(100000);
      else expect(Math.floor(m.id / 100000)).toBe(section.id / 100000);
    }
  });

  it('splits merchant and platform menus', () => {
    expect(PLATFORM_MENU_IDS).toEqual([1, 101000, 102000, 103000]);
    expect(MERCHANT_MENU_IDS).toContain(200000);
    expect(MERCHANT_MENU_IDS).not.toContain(1);
  });
});
