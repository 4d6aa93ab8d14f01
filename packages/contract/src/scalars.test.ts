import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INT32_MAX, MAX_CENTS, MAX_PRICE_CENTS, catalogue, dateTime, day, deviceTime, pageQuery, pathId, priceCents, timeOfDay } from './index';

describe('scalar fields', () => {
  it('takes only days that exist, years 1900–9999', () => {
    for (const good of ['2024-02-29', '2000-02-29', '1900-01-01', '9999-12-31', '2023-04-30']) expect(day.safeParse(good).success, good).toBe(true);
    for (const bad of ['2762-97-91', '2023-02-29', '1900-02-29', '2023-04-31', '0000-01-01', '1899-12-31', '2024-1-1', '2024-01-01T00:00:00Z']) {
      expect(day.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('takes instants with seconds and an offset that a zone can have', () => {
    for (const good of ['2024-05-01T08:30:00+08:00', '2024-05-01T00:30:00Z', '2024-05-01T00:30:00.123456789-12:00', '2024-05-01T00:30:00+14:45']) {
      expect(dateTime.safeParse(good).success, good).toBe(true);
    }
    for (const bad of ['2024-05-01T08:30:00', '2024-05-01T08:30+08:00', '2024-05-01T08:30:00+16:00', '2024-02-30T00:00:00Z', '0000-01-01T00:00:00Z', '2024-05-01T24:00:00Z']) {
      expect(dateTime.safeParse(bad).success, bad).toBe(false);
    }
    expect(timeOfDay.safeParse('23:59').success).toBe(true);
    for (const bad of ['24:00', '7:30', '12:60']) expect(timeOfDay.safeParse(bad).success, bad).toBe(false);
  });

  it('reads an id sent as digits, and nothing else that Number() would read', () => {
    expect(pathId.parse('12')).toBe(12);
    expect(pathId.parse(12)).toBe(12);
    for (const bad of ['1e3', '0x10', ' 7', '0', 0, -1, 1.5, INT32_MAX + 1, String(INT32_MAX + 1), '']) expect(pathId.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('keeps prices inside an int column', () => {
    expect(priceCents.safeParse(MAX_PRICE_CENTS).success).toBe(true);
    expect(priceCents.safeParse(9_579_275_523).success).toBe(false);
    expect(MAX_PRICE_CENTS * 20).toBeLessThan(INT32_MAX);
  });

  it('publishes the page sizes', () => {
    expect((z.toJSONSchema(pageQuery, { io: 'input' }).properties as Record<string, { enum?: number[] }>).limit.enum).toEqual([10, 20, 50, 100, 200, 500]);
  });
});

type Json = { [key: string]: unknown };
const DAY_PATTERN = (z.toJSONSchema(day) as Json).pattern;
const DATE_TIME_PATTERNS = [dateTime, deviceTime].map((s) => (z.toJSONSchema(s) as Json).pattern);

/** What is unbounded in a published input schema: each entry names the endpoint, the field and what is missing. */
function unbounded(schema: Json, path: string, defs: Record<string, Json>, seen = new Set<string>()): string[] {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    return seen.has(name) ? [] : unbounded(defs[name]!, path, defs, new Set([...seen, name]));
  }
  const out: string[] = [];
  for (const key of ['anyOf', 'oneOf', 'allOf']) for (const s of (schema[key] as Json[] | undefined) ?? []) out.push(...unbounded(s, path, defs, seen));
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const below = (n: unknown, limit: number) => typeof n === 'number' && n <= limit;
  if (types.includes('integer') && !schema.enum) {
    const max = (schema.maximum ?? schema.exclusiveMaximum) as number | undefined;
    const min = (schema.minimum ?? schema.exclusiveMinimum) as number | undefined;
    // An int column, or money in a bigint column (the cents schema's bound, and only that one).
    if (!(below(max, INT32_MAX) || max === MAX_CENTS) || !(typeof min === 'number' && min >= -INT32_MAX - 1)) out.push(`${path}: integer [${min}, ${max}]`);
  }
  if (types.includes('number') && !schema.enum && !(typeof schema.minimum === 'number' && typeof schema.maximum === 'number')) out.push(`${path}: number without bounds`);
  if (types.includes('string')) {
    if (schema.maxLength === undefined && !schema.enum && !schema.pattern && schema.const === undefined) out.push(`${path}: string without maxLength`);
    if (schema.format === 'date' && schema.pattern !== DAY_PATTERN) out.push(`${path}: a day not made with \`day\``);
    if (schema.format === 'date-time' && !DATE_TIME_PATTERNS.includes(schema.pattern)) out.push(`${path}: a time not made with \`dateTime\` or \`deviceTime\``);
  }
  if (types.includes('array') && schema.maxItems === undefined) out.push(`${path}: array without maxItems`);
  for (const [k, v] of Object.entries((schema.properties as Record<string, Json>) ?? {})) out.push(...unbounded(v, `${path}.${k}`, defs, seen));
  if (schema.items) out.push(...unbounded(schema.items as Json, `${path}[]`, defs, seen));
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') out.push(...unbounded(schema.additionalProperties as Json, `${path}{}`, defs, seen));
  return out;
}

describe('every input of the catalogue', () => {
  it('bounds each integer by its column, each text by a length, each day by the calendar', () => {
    const found = catalogue.flatMap((e) => {
      const schema = z.toJSONSchema(e.input, { io: 'input', unrepresentable: 'any' }) as Json;
      return unbounded(schema, e.id, (schema.$defs ?? {}) as Record<string, Json>);
    });
    expect(found).toEqual([]);
  });
});
