import { merchantToday } from '@/shell/clock';

/** Days of the planner, 'YYYY-MM-DD' in the merchant's zone; weeks run Monday to Sunday. */

const DAY_MS = 86_400_000;

export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** 1 Monday … 7 Sunday. */
export const weekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

export const mondayOf = (day: string) => addDays(day, 1 - weekdayOf(day));

export const weekOf = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** The merchant's today. */
export const today = () => merchantToday().format('YYYY-MM-DD');
