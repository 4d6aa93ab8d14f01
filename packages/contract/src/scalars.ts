import { z } from 'zod';

/**
 * The scalar fields of every input, each bounded by what the column behind it holds, so that no value the schema
 * (and so the OpenAPI document) lets through can fail in the database: an out-of-range integer, an impossible day.
 */

/** PostgreSQL `int`. */
export const INT32_MAX = 2_147_483_647;
/** PostgreSQL `smallint`. */
export const SMALLINT_MAX = 32_767;

/** A count or number kept in an `int` column, from `min` (default 0). */
export const int32 = (min = 0) => z.int().min(min).max(INT32_MAX);
/** A small number kept in a `smallint` column, from `min` (default 0). */
export const smallint = (min = 0) => z.int().min(min).max(SMALLINT_MAX);

/** A row id (serial columns; the bigserial ones hold it too). */
export const id = z.int().positive().max(INT32_MAX);
/**
 * An id that may arrive as text (a path segment, a form field beside an upload): published as either, read as the
 * number. Text is digits only, so that "1e3", " 7" or "0x10" are refused rather than read as another number.
 */
export const pathId = z
  .union([id, z.string().regex(/^[1-9]\d{0,9}$/, 'an id')])
  .transform(Number)
  .pipe(id);

/** Years 1900–9999: PostgreSQL has no year 0, and no date of ours lies before 1900. */
const YEAR = '(?:19|[2-9]\\d)\\d\\d';
const LEAP_YEAR = '(?:(?:19|[2-9]\\d)(?:0[48]|[2468][048]|[13579][26])|(?:[2468][048]|[3579][26])00)';
const MONTH_DAY = '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';
const DAY = `(?:${LEAP_YEAR}-02-29|${YEAR}-${MONTH_DAY})`;
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d';

/** A calendar day 'YYYY-MM-DD' that exists (no 2023-02-29, no month 13), years 1900–9999. */
export const day = z.stringFormat('date', new RegExp(`^${DAY}$`));
/** An offset from UTC: Z, or ±hh:mm up to 14:59 (real zones span −12:00 to +14:00; PostgreSQL takes up to 15:59). */
const OFFSET = '(?:Z|[+-](?:0\\d|1[0-4]):[0-5]\\d)';
/** An instant, ISO 8601 with seconds and an offset ('2024-05-01T08:30:00+08:00' or '…Z'), on a day as `day` allows. */
export const dateTime = z.stringFormat('date-time', new RegExp(`^${DAY}T${TIME}:[0-5]\\d(?:\\.\\d{1,9})?${OFFSET}$`));
/**
 * A time a device's own clock gave: any well-formed ISO 8601 instant with an offset, year 0 included. It is not
 * refused, since a record with it is money already taken: the server judges it (an offline record outside the
 * merchant's window is held for review, with the time as sent).
 */
export const deviceTime = z.iso.datetime({ offset: true });
/** A time of day, 'HH:mm'. */
export const timeOfDay = z.string().regex(new RegExp(`^${TIME}$`), 'time of day HH:mm');
