import { beforeEach, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ALL_MENUS } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import zh from '@/i18n/zh/accountImports';
import en from '@/i18n/en/accountImports';
import es from '@/i18n/es/accountImports';
import ja from '@/i18n/ja/accountImports';
import ImportErrorsPage from '.';
import { accountImportPages } from '../importRoutes';

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('import errors page', () => {
  beforeEach(() => sessionStorage.clear());

  it('says when no import was refused yet', () => {
    renderWidget(
      <MemoryRouter>
        <ImportErrorsPage />
      </MemoryRouter>,
      zh,
    );
    expect(screen.getByText('暂无导入异常,请在导入页面上传文件')).toBeTruthy();
  });
});

describe('account import texts', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

  it('every language has the same keys and placeholders', () => {
    for (const pack of [en, es, ja]) {
      expect(Object.keys(pack).sort()).toEqual(Object.keys(zh).sort());
      for (const [key, text] of Object.entries(zh)) expect(placeholders(pack[key]), key).toEqual(placeholders(text));
    }
  });

  it('every fixed key the pages use exists', () => {
    const dirs = ['subsidyRules', 'imports', 'importErrors'].map((d) => join(__dirname, '..', d));
    const used = new Set(dirs.flatMap(sources).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(accountImports\.[A-Za-z0-9]+\.[A-Za-z0-9.]+|accountImports\.[a-zA-Z]+)'/g)].map((m) => m[1])));
    used.delete('accountImports.errors'); // the sessionStorage key
    expect(used.size).toBeGreaterThan(50);
    for (const key of used) expect(zh, key).toHaveProperty([key]);
    // Keys built at run time.
    for (const key of ['cycle.month', 'cycle.week', 'cycle.day', 'state.checked', 'state.imported', 'state.discarded', 'weekday.1', 'weekday.7'])
      expect(zh, key).toHaveProperty([`accountImports.${key}`]);
  });
});

describe('account import routes', () => {
  it('every page sits on a route of the menu tree', () => {
    const paths = new Set(ALL_MENUS.map((m) => m.fullPath));
    expect(Object.keys(accountImportPages).filter((p) => !paths.has(p))).toEqual([]);
  });
});
