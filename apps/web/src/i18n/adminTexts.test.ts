import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import zh from '@/i18n/zh/admin';
import en from '@/i18n/en/admin';
import es from '@/i18n/es/admin';
import ja from '@/i18n/ja/admin';

/** The pages whose texts live in admin.ts. */
const PAGE_DIRS = ['pages/admin/roles', 'pages/admin/users', 'pages/admin/dataScope', 'pages/reports/operationLog'].map((dir) =>
  join(__dirname, '..', dir),
);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('admin texts', () => {
  it('every language has the same keys, all admin.*, none empty', () => {
    const keys = Object.keys(zh).sort();
    for (const pack of [en, es, ja]) expect(Object.keys(pack).sort()).toEqual(keys);
    for (const pack of [zh, en, es, ja]) {
      for (const [key, text] of Object.entries(pack)) {
        expect(key.startsWith('admin.')).toBe(true);
        expect(text.trim(), key).not.toBe('');
      }
    }
  });

  it('every key the pages use exists', () => {
    // Text keys have two dots or more ('admin.role.code'); endpoint ids have one ('admin.rolePage').
    const used = new Set(
      PAGE_DIRS.flatMap(sources).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(admin\.[A-Za-z]+\.[A-Za-z.]+)'/g)].map((m) => m[1])),
    );
    expect(used.size).toBeGreaterThan(40);
    for (const key of used) expect(zh, key).toHaveProperty([key]);
  });

  it('keeps the placeholders of each text in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(zh))
      for (const pack of [en, es, ja]) expect(placeholders(pack[key]), key).toEqual(placeholders(text));
  });

  it('says plainly when a kind of data does not exist yet', () => {
    expect(zh['admin.scope.notAvailable']).toBe('该类数据尚未开通，敬请期待');
  });
});
