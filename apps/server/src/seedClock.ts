/** The demo merchant's zone is Asia/Shanghai (seed.ts): UTC+8 all year, so the demo seeds count days by it. */
export const SHANGHAI = 8 * 3600_000;

/** The instant of a Shanghai wall-clock time, `daysFromToday` days from the Shanghai day of `now` (negative: before). */
export function shanghai(now: Date, daysFromToday: number, hour: number, minute: number): Date {
  const local = new Date(now.getTime() + SHANGHAI);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + daysFromToday, hour, minute) - SHANGHAI);
}

/** The Shanghai day of an instant, 'YYYY-MM-DD'. */
export const shanghaiDay = (at: Date) => new Date(at.getTime() + SHANGHAI).toISOString().slice(0, 10);
