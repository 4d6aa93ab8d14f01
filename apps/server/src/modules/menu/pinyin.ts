import { pinyin } from 'pinyin-pro';

/**
 * A dish name's pinyin as the search matches it: initials ('红烧肉' → 'hsr') and the full pinyin without spaces
 * ('hongshaorou'), both lower case, toneless. Letters and digits in the name are kept as they are (lower-cased).
 */
export function namePinyin(name: string): { initials: string; full: string } {
  const syllables = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true });
  const words = syllables.map((s) => s.toLowerCase().replace(/[^a-z0-9]/g, '')).filter(Boolean);
  const initials = pinyin(name, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' });
  return {
    initials: initials
      .map((s) => s.toLowerCase().replace(/[^a-z0-9]/g, ''))
      .join('')
      .slice(0, 100),
    full: words.join('').slice(0, 400),
  };
}

/** A search text as the pinyin columns hold it: lower case, no spaces. */
export const pinyinKey = (text: string) => text.toLowerCase().replace(/\s+/g, '');
