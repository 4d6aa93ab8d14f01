import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, readableShade } from './contrast';
import { THEME_PRESETS } from './settings';
import { accessibleTheme } from './Providers';

describe('text contrast', () => {
  it('measures WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#1890ff', '#ffffff')).toBeCloseTo(3.24, 2);
    expect(contrastRatio('not a colour', '#fff')).toBeNaN();
  });

  it('keeps a colour that reads and darkens one that does not, in the same hue', () => {
    expect(readableShade('#304156')).toBe('#304156');
    const shade = readableShade('#1890ff');
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(5); // no darker than it needs to be
    expect(shade).toMatch(/^#00[67][0-9a-f]{3}$/); // still a blue
    expect(readableShade('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
  });

  it('gives every preset theme colour a primary that carries white text and reads on light grey', () => {
    for (const preset of THEME_PRESETS) {
      const primary = accessibleTheme(preset).token?.colorPrimary as string;
      expect(contrastRatio(primary, '#ffffff'), preset).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(primary, '#f0f0f0'), preset).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('darkens the tag colours antd writes on their tints', () => {
    const token = accessibleTheme('#1890ff').token as Record<string, string>;
    expect(contrastRatio(token.green7, '#f6ffed')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(token.gold7, '#fffbe6')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(token['green-7']).toBe(token.green7);
  });
});
