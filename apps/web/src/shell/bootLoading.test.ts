import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES, resources } from '@/i18n';

const read = (file: string) => fs.readFileSync(new URL(file, import.meta.url), 'utf8');
const html = new DOMParser().parseFromString(read('../../index.html'), 'text/html');
const boot = read('../../public/boot.js');

/** Runs public/boot.js as the browser does before any chunk, with this cookie, and gives the page language it set. */
function bootLanguage(cookie: string): string {
  document.cookie = cookie;
  new Function(boot)();
  return document.documentElement.lang;
}

afterEach(() => {
  document.cookie = 'language=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.documentElement.lang = '';
});

describe('the loading state before the first chunk (index.html)', () => {
  it.each(LANGUAGES)('names the product and says it is loading in %s, with the console’s own words', (language) => {
    const text = (selector: string) => html.querySelector(`${selector} [lang="${language}"]`)?.textContent;
    expect(text('.boot-name')).toBe(resources[language]['shell.appName']);
    expect(text('.boot-text')).toBe(resources[language]['shell.loading']);
  });

  it('shows the saved language, else Chinese as the console starts in', () => {
    expect(bootLanguage('language=ja')).toBe('ja');
    expect(bootLanguage('language=es')).toBe('es');
    expect(bootLanguage('language=fr')).toBe('zh');
    document.cookie = 'language=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(bootLanguage('size=small')).toBe('zh');
  });
});
