import { afterEach, describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import { LANGUAGES } from '@/i18n';
import { formatDate, formatDateTime, formatTime, fromPickerValue, merchantTimeZone, merchantToday, setMerchantTimeZone, toPickerValue } from './clock';

// 15:30:58 UTC: 23:30:58 the same day in Shanghai, 10:30:58 in New York (EST, UTC−5, in November).
const INSTANT = '2026-11-24T15:30:58Z';
const EXPECTED = {
  'Asia/Shanghai': { zh: '2026-11-24 23:30:58', en: '2026-11-24 23:30:58', ja: '2026-11-24 23:30:58', es: '24/11/2026 23:30:58' },
  'America/New_York': { zh: '2026-11-24 10:30:58', en: '2026-11-24 10:30:58', ja: '2026-11-24 10:30:58', es: '24/11/2026 10:30:58' },
} as const;

afterEach(() => setMerchantTimeZone(undefined));

describe('formatDateTime', () => {
  for (const [timeZone, byLanguage] of Object.entries(EXPECTED)) {
    for (const language of LANGUAGES) {
      it(`shows a UTC instant in ${timeZone} in the ${language} format`, () => {
        expect(formatDateTime(INSTANT, { timeZone, language })).toBe(byLanguage[language]);
      });
    }
  }

  it('reads the same instant written with any offset the same way', () => {
    expect(formatDateTime('2026-11-24T23:30:58+08:00', { timeZone: 'America/New_York', language: 'zh' })).toBe('2026-11-24 10:30:58');
  });

  it('uses the merchant’s zone of the session, Asia/Shanghai until it is known', () => {
    expect(merchantTimeZone()).toBe('Asia/Shanghai');
    expect(formatDateTime(INSTANT, { language: 'zh' })).toBe('2026-11-24 23:30:58');
    setMerchantTimeZone('America/New_York');
    expect(formatDateTime(INSTANT, { language: 'zh' })).toBe('2026-11-24 10:30:58');
  });

  it('shows nothing for no value, and text it cannot read as it is', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('formatDate and formatTime', () => {
  it('the merchant’s day of an instant: late evening in New York is already the next day in Shanghai', () => {
    const evening = '2026-11-24T23:30:00-05:00';
    expect(formatDate(evening, { timeZone: 'America/New_York', language: 'zh' })).toBe('2026-11-24');
    expect(formatDate(evening, { timeZone: 'Asia/Shanghai', language: 'zh' })).toBe('2026-11-25');
    expect(formatDate(evening, { timeZone: 'Asia/Shanghai', language: 'es' })).toBe('25/11/2026');
  });

  it('a plain day stays that day, in the language’s format, with no time', () => {
    expect(formatDate('2026-11-24', { timeZone: 'America/New_York', language: 'es' })).toBe('24/11/2026');
    expect(formatDateTime('2026-11-24', { timeZone: 'America/New_York', language: 'zh' })).toBe('2026-11-24');
  });

  it('the merchant’s time of day, 24 h', () => {
    expect(formatTime(INSTANT, { timeZone: 'Asia/Shanghai', language: 'en' })).toBe('23:30:58');
    expect(formatTime(INSTANT, { timeZone: 'America/New_York', language: 'en' })).toBe('10:30:58');
  });
});

describe('date-time pickers', () => {
  it('open on the merchant’s wall clock and send it back with the merchant’s offset', () => {
    const shown = toPickerValue(INSTANT, 'America/New_York')!;
    expect(shown.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-24 10:30:58');
    expect(fromPickerValue(shown, 'America/New_York')).toBe('2026-11-24T10:30:58-05:00');
    expect(fromPickerValue(dayjs('2026-07-01T08:00:00'), 'America/New_York')).toBe('2026-07-01T08:00:00-04:00');
    expect(fromPickerValue(dayjs('2026-11-25T00:00:00'), 'Asia/Shanghai')).toBe('2026-11-25T00:00:00+08:00');
  });
});

describe('merchantToday', () => {
  it('is the merchant’s day, not the browser’s: 20:00 UTC is already tomorrow in Shanghai', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T20:00:00Z'));
    try {
      expect(merchantToday().format('YYYY-MM-DD')).toBe('2026-11-25');
      setMerchantTimeZone('America/New_York');
      expect(merchantToday().format('YYYY-MM-DD')).toBe('2026-11-24');
    } finally {
      vi.useRealTimers();
    }
  });
});
