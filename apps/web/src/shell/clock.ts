import dayjs, { type Dayjs } from 'dayjs';
import { currentLanguage, type Language } from '@/i18n';

/**
 * One clock for the whole console: every time is shown in the merchant's time zone (a merchant setting, sent
 * with the user's info) in one unambiguous 24-hour format per language, whatever the browser's own zone is.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** dayjs patterns of a day and of a time of day, per language. */
const PATTERNS: Record<Language, { date: string; time: string }> = {
  zh: { date: 'YYYY-MM-DD', time: 'HH:mm:ss' },
  en: { date: 'YYYY-MM-DD', time: 'HH:mm:ss' },
  ja: { date: 'YYYY-MM-DD', time: 'HH:mm:ss' },
  es: { date: 'DD/MM/YYYY', time: 'HH:mm:ss' },
};

export interface ClockOptions {
  /** IANA zone; default the merchant's. */
  timeZone?: string;
  /** Default the console's language. */
  language?: Language;
}

let timeZone = DEFAULT_TIME_ZONE;

/** The session hands over the merchant's zone with the user's info; signing out (undefined) restores the default. */
export function setMerchantTimeZone(zone: string | undefined): void {
  timeZone = zone || DEFAULT_TIME_ZONE;
}

export const merchantTimeZone = () => timeZone;

/** The day pattern of a language; the date pickers show days in it too. */
export const datePattern = (language: Language = currentLanguage()) => PATTERNS[language].date;
export const dateTimePattern = (language: Language = currentLanguage()) => `${PATTERNS[language].date} ${PATTERNS[language].time}`;

const wallFormats = new Map<string, Intl.DateTimeFormat>();
function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let f = wallFormats.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      // A zone this browser does not know: the default rather than a broken page.
      f = wallFormat(DEFAULT_TIME_ZONE);
    }
    wallFormats.set(timeZone, f);
  }
  return f;
}

interface WallParts {
  year: number;
  /** 0–11, as Date counts them. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock of `timeZone` at an instant, field by field. */
function wallParts(at: Date, timeZone: string): WallParts {
  const p = Object.fromEntries(wallFormat(timeZone).formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return { year: p.year, month: p.month - 1, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const TOKENS = /YYYY|MM|DD|HH|mm|ss/g;

/** Wall-clock fields in a pattern of the tokens above; never through the browser's own zone. */
function wallText(p: WallParts, pattern: string): string {
  const values: Record<string, string> = {
    YYYY: pad(p.year, 4),
    MM: pad(p.month + 1),
    DD: pad(p.day),
    HH: pad(p.hour),
    mm: pad(p.minute),
    ss: pad(p.second),
  };
  return pattern.replace(TOKENS, (token) => values[token]);
}

/** The zone's offset from UTC at an instant, in whole minutes. */
function offsetMinutes(t: number, timeZone: string): number {
  const p = wallParts(new Date(t), timeZone);
  return Math.round((Date.UTC(p.year, p.month, p.day, p.hour, p.minute, p.second) - t) / 60_000);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const instantOf = (value: string | Date): Date | undefined => {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
};

function show(value: string | Date | null | undefined, part: 'date' | 'time' | 'both', options: ClockOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const language = options.language ?? currentLanguage();
  const { date, time } = PATTERNS[language];
  // A plain day is already the merchant's day: no zone to convert, and no time to show.
  if (typeof value === 'string' && DAY.test(value)) {
    const [year, month, day] = value.split('-').map(Number);
    return part === 'time' ? '' : wallText({ year, month: month - 1, day, hour: 0, minute: 0, second: 0 }, date);
  }
  const pattern = part === 'date' ? date : part === 'time' ? time : `${date} ${time}`;
  const at = instantOf(value);
  return at ? wallText(wallParts(at, options.timeZone ?? merchantTimeZone()), pattern) : String(value);
}

/** An instant (ISO 8601 with offset) as date and time in the merchant's zone, e.g. 2026-11-24 23:30:58. */
export const formatDateTime = (value: string | Date | null | undefined, options?: ClockOptions) => show(value, 'both', options);
/** The merchant's day of an instant, or a plain YYYY-MM-DD day, in the language's day format. */
export const formatDate = (value: string | Date | null | undefined, options?: ClockOptions) => show(value, 'date', options);
/** The merchant's time of day of an instant, HH:mm:ss. */
export const formatTime = (value: string | Date | null | undefined, options?: ClockOptions) => show(value, 'time', options);

/** An instant to what a date-time picker shows: the merchant's wall clock (pickers work in the browser's zone). */
export function toPickerValue(iso: string, timeZone = merchantTimeZone()): Dayjs | undefined {
  const at = instantOf(iso);
  if (!at) return undefined;
  const p = wallParts(at, timeZone);
  return dayjs(new Date(p.year, p.month, p.day, p.hour, p.minute, p.second));
}

/** The merchant's today, as a date picker holds it (e.g. to refuse earlier days). */
export const merchantToday = (): Dayjs => toPickerValue(new Date().toISOString())!.startOf('day');

/** What a date-time picker holds, read as the merchant's wall clock, to ISO 8601 with the merchant's offset. */
export function fromPickerValue(value: Dayjs, timeZone = merchantTimeZone()): string {
  const wallAsUtc = Date.UTC(value.year(), value.month(), value.date(), value.hour(), value.minute(), value.second());
  // The offset at a first guess, then at the instant it gives (they differ only next to a daylight-saving change).
  const guess = wallAsUtc - offsetMinutes(wallAsUtc, timeZone) * 60_000;
  const offset = offsetMinutes(guess, timeZone);
  const wall = wallParts(new Date(wallAsUtc - offset * 60_000), timeZone);
  return `${wallText(wall, 'YYYY-MM-DDTHH:mm:ss')}${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}
