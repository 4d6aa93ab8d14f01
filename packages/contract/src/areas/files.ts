import { z } from 'zod';
import { endpoint, PREFIX } from '../endpoint';

/** Image uploads: type checked by content, size below this (spec §5). */
export const IMAGE_MAX_BYTES = 500 * 1024;
export const IMAGE_TYPES = ['jpg', 'gif', 'bmp', 'png'] as const;
export const uploadKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/)
  .default('dishes');

export const filesEndpoints = [
  endpoint({
    id: 'files.upload',
    method: 'POST',
    path: `${PREFIX.admin}/sysfile/upload`,
    access: 'session',
    kind: 'multipart',
    input: z.object({ uploadKey }),
    output: z.object({ fileNameUrl: z.string(), width: z.int().nullable(), height: z.int().nullable() }),
    summary: 'Upload an image (JPG, GIF, BMP or PNG under 500 KB); uploadKey is a query parameter',
  }),
] as const;
