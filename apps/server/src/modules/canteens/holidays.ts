import fs from 'node:fs';
import path from 'node:path';
import { holidayCalendar, type Holiday, type HolidayCalendar } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { fieldError } from '../../platform/http/errors';
import { unstorableField } from '../../platform/storableText';
import { defineResource } from '../../platform/resource';

export const holidays = defineResource<Holiday>({
  table: 'holidays',
  idField: 'holidayId',
  fields: { day: 'day', holidayName: 'name', kind: 'kind', source: 'source' },
  readOnly: ['source'],
  filters: {
    dayFrom: { column: 'day', op: 'gte' },
    dayTo: { column: 'day', op: 'lte' },
    holidayName: { column: 'name', op: 'like' },
    kind: { column: 'kind', op: 'eq' },
  },
  orderBy: 'r.day',
  unique: [['day']],
  what: 'holiday',
});

const BUNDLED_FILE = path.join(import.meta.dirname, 'holidays', 'cn-2025-2027.json');
let bundled: HolidayCalendar | undefined;
/** The public-holiday calendar shipped with the server (China, official arrangements). */
function bundledCalendar(): HolidayCalendar {
  bundled ??= holidayCalendar.parse(JSON.parse(fs.readFileSync(BUNDLED_FILE, 'utf8')));
  return bundled;
}

async function calendarOf(ctx: Ctx): Promise<{ source: 'bundled' | 'uploaded'; calendar: HolidayCalendar }> {
  const row = (await ctx.db.query<{ content: HolidayCalendar }>(`SELECT content FROM holiday_calendars WHERE merchant_id = $1`, [ctx.merchantId]))[0];
  return row ? { source: 'uploaded', calendar: row.content } : { source: 'bundled', calendar: bundledCalendar() };
}

const infoOf = ({ source, calendar }: { source: 'bundled' | 'uploaded'; calendar: HolidayCalendar }) => ({
  source,
  calendar: calendar.calendar,
  years: [...new Set(calendar.days.map((d) => Number(d.day.slice(0, 4))))].sort((a, b) => a - b),
  dayCount: calendar.days.length,
});

export async function calendarInfo(ctx: Ctx) {
  return infoOf(await calendarOf(ctx));
}

export function pageHolidays(ctx: Ctx, query: Record<string, unknown> & { page: number; limit: number; year?: number }) {
  const { year, ...rest } = query;
  return holidays.page(ctx, year ? { ...rest, dayFrom: `${year}-01-01`, dayTo: `${year}-12-31` } : rest);
}

export async function addHoliday(ctx: Ctx, input: { day: string; holidayName: string; kind: string }) {
  return { holidayId: await holidays.create(ctx, input) };
}

/**
 * Copies the calendar's days (of one year, or all) into the holidays: new days are added, days the calendar
 * added before are brought up to date, days the merchant entered by hand are kept as they are.
 */
export async function syncHolidays(ctx: Ctx, year?: number) {
  const { calendar } = await calendarOf(ctx);
  let added = 0;
  let updated = 0;
  for (const d of calendar.days) {
    if (year && !d.day.startsWith(`${year}-`)) continue;
    const current = (
      await ctx.db.query<{ id: number; name: string; kind: string; source: string }>(`SELECT id, name, kind, source FROM holidays WHERE merchant_id = $1 AND day = $2`, [
        ctx.merchantId,
        d.day,
      ])
    )[0];
    if (!current) {
      await ctx.db.query(`INSERT INTO holidays (merchant_id, day, name, kind, source) VALUES ($1, $2, $3, $4, 'calendar')`, [ctx.merchantId, d.day, d.name, d.kind]);
      added++;
    } else if (current.source === 'calendar' && (current.name !== d.name || current.kind !== d.kind)) {
      await ctx.db.query(`UPDATE holidays SET name = $2, kind = $3 WHERE id = $1`, [current.id, d.name, d.kind]);
      updated++;
    }
  }
  return { added, updated };
}

/** Replaces the merchant's calendar with an uploaded JSON file of the bundled shape. */
export async function uploadCalendar(ctx: Ctx) {
  if (!ctx.file) throw fieldError('file', 'fileMissing');
  let parsed: ReturnType<typeof holidayCalendar.safeParse>;
  try {
    parsed = holidayCalendar.safeParse(JSON.parse(ctx.file.buffer.toString('utf8')));
  } catch {
    throw fieldError('file', 'calendarInvalid');
  }
  // Text PostgreSQL cannot store (NUL, half a surrogate pair) is refused here too: the file skips the request's check.
  if (!parsed.success || unstorableField(parsed.data) !== null) throw fieldError('file', 'calendarInvalid');
  const days = new Set(parsed.data.days.map((d) => d.day));
  if (days.size !== parsed.data.days.length) throw fieldError('file', 'calendarInvalid');
  await ctx.db.query(
    `INSERT INTO holiday_calendars (merchant_id, content) VALUES ($1, $2)
     ON CONFLICT (merchant_id) DO UPDATE SET content = EXCLUDED.content, uploaded_at = now()`,
    [ctx.merchantId, JSON.stringify(parsed.data)],
  );
  return infoOf({ source: 'uploaded', calendar: parsed.data });
}
