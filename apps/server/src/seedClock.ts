/** The demo merchant's zone is Asia/Shanghai (seed.ts): UTC+8 all year, so the demo seeds count days by it. */
export const SHANGHAI = 8 * 3600_000;

/** The instant of a Shanghai wall-clock time, `daysFromToday` days from the Shanghai day of `now` (negative: before). */
export function shanghai(now: Date, daysFromToday: number, hour: number, minute: number): Date {
  const local = new Date(now.getTime() + SHANGHAI);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + daysFromToday, hour, minute) - SHANGHAI);
}

/** The Shanghai day of an instant, 'YYYY-MM-DD'. */
export const shanghaiDay = (at: Date) => new Date(at.getTime() + SHANGHAI).toISOString().slice(0, 10);

/** How many days ago the demo story began: the people were enrolled then, and their meals run from that day on. */
export const DEMO_DAYS = 30;

/** Whether the Shanghai day of an instant is a working day (Monday to Friday). */
export const isWorkingDay = (at: Date) => [1, 2, 3, 4, 5].includes(new Date(at.getTime() + SHANGHAI).getUTCDay());

/** How many days before the Shanghai day of `now` its `n`-th latest working day lies (n = 1: the last one before today). */
export function workingDaysAgo(now: Date, n: number): number {
  let seen = 0;
  for (let d = 1; ; d++) if (isWorkingDay(shanghai(now, -d, 12, 0)) && ++seen === n) return d;
}
