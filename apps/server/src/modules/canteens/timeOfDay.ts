/** Times of day are 'HH:mm' in the API and minutes after midnight in the tables. */
export const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const toHHmm = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A window [start, end) of one day; an end not after the start runs past midnight, so it is two pieces. */
function pieces(start: number, end: number): [number, number][] {
  return start < end ? [[start, end]] : [[start, 1440], [0, end]];
}

/** True when two windows share at least one minute. */
export function windowsOverlap(a: [number, number], b: [number, number]): boolean {
  return pieces(...a).some(([s1, e1]) => pieces(...b).some(([s2, e2]) => s1 < e2 && s2 < e1));
}

/** True when the minute lies inside the window. */
export function inWindow(minute: number, [start, end]: [number, number]): boolean {
  return pieces(start, end).some(([s, e]) => minute >= s && minute < e);
}

/** Building a DateTimeFormat costs far more than using one; every consumption asks for the clock. */
const formats = new Map<string, Intl.DateTimeFormat>();
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, f);
  }
  return f;
}

/** The minute of the day and the weekday (1 Monday … 7 Sunday) of an instant in a time zone. */
export function localClock(at: Date, timeZone: string): { minute: number; weekday: number; day: string } {
  const parts = Object.fromEntries(clockFormat(timeZone).formatToParts(at).map((p) => [p.type, p.value]));
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday) + 1;
  return { minute: Number(parts.hour) * 60 + Number(parts.minute), weekday, day: `${parts.year}-${parts.month}-${parts.day}` };
}

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** The calendar day `n` days after `day` (both 'YYYY-MM-DD'; n may be negative). */
export const addDays = (day: string, n: number) => new Date(dayMs(day) + n * DAY_MS).toISOString().slice(0, 10);
/** Whole calendar days from `from` to `to` ('YYYY-MM-DD'). */
export const daysBetween = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
