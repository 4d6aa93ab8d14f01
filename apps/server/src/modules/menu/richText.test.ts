import { describe, expect, it } from 'vitest';
import { sanitizeDishHtml } from './richText';
import { namePinyin } from './pinyin';

describe('dish rich text', () => {
  it('keeps the allowed tags and drops scripts, event handlers, styles and unsafe image sources', () => {
    const html =
      '<h3>做法</h3><p style="color:red" onclick="x()">慢火<strong>炖</strong><em>两小时</em></p><script>alert(1)</script>' +
      '<ul><li>五花肉</li></ul><img src="https://cdn.example.com/a.png" onerror="steal()" alt="肉"><img src="/files/dishes/b.png">' +
      '<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA"><a href="https://x">link</a><iframe src="https://x"></iframe>';
    const clean = sanitizeDishHtml(html);
    expect(clean).toBe(
      '<h3>做法</h3><p>慢火<strong>炖</strong><em>两小时</em></p><ul><li>五花肉</li></ul><img src="https://cdn.example.com/a.png" alt="肉" /><img src="/files/dishes/b.png" />link',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|data:|iframe|style/);
  });
});

describe('dish name pinyin', () => {
  it('gives the initials and the full pinyin without spaces or tones', () => {
    expect(namePinyin('红烧肉')).toEqual({ initials: 'hsr', full: 'hongshaorou' });
    expect(namePinyin('宫保鸡丁 A1')).toEqual({ initials: 'gbjda1', full: 'gongbaojidinga1' });
  });
});
