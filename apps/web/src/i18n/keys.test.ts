import { describe, expect, it } from 'vitest';
import { ALL_MENUS, catalogue } from '@canteen/contract';
import { LANGUAGES, resources } from './index';

const zhKeys = Object.keys(resources.zh).sort();
/** Titles the shell itself shows besides the menu tree. */
const SHELL_TITLES = ['/dashboard', '/404', '/login'];

describe('translations', () => {
  it.each(LANGUAGES.filter((lng) => lng !== 'zh'))('%s has exactly the keys of zh', (lng) => {
    const keys = Object.keys(resources[lng]).sort();
    expect(keys.filter((key) => !(key in resources.zh))).toEqual([]);
    expect(zhKeys.filter((key) => !(key in resources[lng]))).toEqual([]);
  });

  it.each(LANGUAGES)('%s has a title for every route', (lng) => {
    const paths = [...ALL_MENUS.map((menu) => menu.fullPath), ...SHELL_TITLES];
    expect(paths.filter((path) => !resources[lng][path]?.trim())).toEqual([]);
  });

  it.each(LANGUAGES)('%s names every endpoint of the catalogue (the operation log shows them)', (lng) => {
    const ids = [...catalogue.map((e) => e.id), 'auth.token'];
    expect(ids.filter((id) => !resources[lng][`api.${id}`]?.trim())).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty text', (lng) => {
    expect(Object.entries(resources[lng]).filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('starts English texts (placeholders, titles, messages) with a capital letter', () => {
    // Exceptions: the spec's literal messages (D1 §8) keep its wording; the card's validity follows its type inside
    // one line ('CPU card · valid until …').
    const inline = new Set(['shell.api.exportCap', 'shell.pleaseWait', 'shell.notOpen', 'shell.fullscreen.unsupported', 'accounts.baseInfo.until', 'accounts.baseInfo.noEnd']);
    const lowerCase = Object.entries(resources.en).filter(([key, text]) => !inline.has(key) && /^[a-z]/.test(text));
    expect(lowerCase).toEqual([]);
  });

  it('keeps the spec’s literal messages in the language they are written in', () => {
    expect(resources.zh['shell.notOpen']).toBe('该服务暂未开放，敬请期待');
    expect(resources.en['shell.notOpen']).toBe('this service is not yet open, stay tuned');
    expect(resources.en['shell.language.switched']).toBe('Switch Language Success');
    expect(resources.en['shell.pleaseWait']).toBe('please wait');
    expect(resources.en['shell.fullscreen.unsupported']).toBe('you browser can not work');
    expect(resources.zh['shell.password.saved']).toBe('编辑成功!');
    expect(resources.zh['shell.api.exportCap']).toBe('最大导出50000条数据');
    expect(resources.zh['/login']).toBe('系统登录');
  });
});
