import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import zh from '@/i18n/zh/widgets';
import en from '@/i18n/en/widgets';
import es from '@/i18n/es/widgets';
import ja from '@/i18n/ja/widgets';

const componentsDir = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('widget texts', () => {
  it('every language has the same keys, all widgets.*, none empty', () => {
    const keys = Object.keys(zh).sort();
    for (const pack of [en, es, ja]) expect(Object.keys(pack).sort()).toEqual(keys);
    for (const pack of [zh, en, es, ja]) {
      for (const [key, text] of Object.entries(pack)) {
        expect(key.startsWith('widgets.')).toBe(true);
        expect(text.trim()).not.toBe('');
      }
    }
  });

  it('every key the widgets use exists', () => {
    const used = new Set(sources(componentsDir).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(widgets\.[A-Za-z.]+)'/g)].map((m) => m[1])));
    expect(used.size).toBeGreaterThan(0);
    for (const key of used) expect(zh, key).toHaveProperty([key]);
  });

  it('keeps the placeholders of each text in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(zh))
      for (const pack of [en, es, ja]) expect(placeholders(pack[key]), key).toEqual(placeholders(text));
  });
});
