import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguageCookie } from '@/api/session';
import en from './en';
import es from './es';
import ja from './ja';
import zh from './zh';

export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, as the language dropdown shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { zh: '中文', en: 'English', es: 'Español', ja: '日本語' };

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

export const resources = { zh, en, es, ja } satisfies Record<Language, Record<string, string>>;

/** The stored language, else Chinese (the default, spec §9). */
export function initialLanguage(): Language {
  const stored = getLanguageCookie();
  return isLanguage(stored) ? stored : 'zh';
}

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: resources[lng] }])),
  lng: initialLanguage(),
  fallbackLng: 'zh',
  supportedLngs: [...LANGUAGES],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'zh';
}

export default i18n;
