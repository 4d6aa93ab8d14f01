import { z } from 'zod';

export const PAGE_SIZES = [10, 20, 50, 100, 200, 500] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const EXPORT_CAP = 50_000;

/** Paging fields carried in `content` beside filters. */
export const pageQuery = z.object({
  page: z.int().min(1).max(1_000_000).default(1),
  limit: z
    .int()
    .refine((v) => (PAGE_SIZES as readonly number[]).includes(v), { message: 'limit must be one of 10, 20, 50, 100, 200, 500' })
    // The refinement is invisible to JSON Schema: the document lists the sizes.
    .meta({ enum: [...PAGE_SIZES] })
    .default(DEFAULT_PAGE_SIZE),
});

export interface Page<T> {
  records: T[];
  total: number;
  page: number;
  limit: number;
}

export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({ records: z.array(record), total: z.int(), page: z.int(), limit: z.int() });
}

/** A free-text filter: trimmed, empty means "no filter". */
export const textFilter = z
  .string()
  .max(100)
  .transform((s) => s.trim())
  .optional();
