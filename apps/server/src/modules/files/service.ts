import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { Code, IMAGE_MAX_BYTES } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { deleteFile, insertFile } from './tables';

/** Image types accepted, recognised by their bytes, never by name or declared type. */
const ACCEPTED: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', bmp: 'image/bmp' };

export const FILES_URL_PREFIX = '/files';
export const filesDir = (dataDir: string) => path.join(dataDir, 'files');

export async function uploadImage(ctx: Ctx, uploadKey: string) {
  const file = ctx.file;
  if (!file || file.buffer.length === 0) throw new AppError(Code.VALIDATION, 'fileMissing', {}, { fields: [{ field: 'file', message: 'fileMissing' }] });
  if (file.buffer.length >= IMAGE_MAX_BYTES) throw new AppError(Code.VALIDATION, 'fileSize', {}, { fields: [{ field: 'file', message: 'fileSize' }] });
  const type = await fileTypeFromBuffer(file.buffer);
  if (!type || !ACCEPTED[type.ext]) throw new AppError(Code.VALIDATION, 'fileType', {}, { fields: [{ field: 'file', message: 'fileType' }] });
  const { width, height } = dimensions(file.buffer);
  const relative = path.posix.join(String(ctx.merchantId), uploadKey, `${randomUUID()}.${type.ext}`);
  const target = path.join(filesDir(ctx.env.dataDir), relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, file.buffer);
  await insertFile(ctx.db, {
    merchantId: ctx.merchantId,
    uploadKey,
    path: relative,
    mime: ACCEPTED[type.ext],
    size: file.buffer.length,
    width,
    height,
    userId: ctx.actor?.userId ?? null,
  });
  return { fileNameUrl: `${FILES_URL_PREFIX}/${relative}`, width, height };
}

/** A file whose header says image but whose size cannot be read is not an image. */
function dimensions(buffer: Buffer): { width: number | null; height: number | null } {
  try {
    const size = imageSize(buffer);
    return { width: size.width ?? null, height: size.height ?? null };
  } catch {
    throw new AppError(Code.VALIDATION, 'fileType', {}, { fields: [{ field: 'file', message: 'fileType' }] });
  }
}

/**
 * Removes an uploaded image of this merchant: its record and its file (a file already gone is not an error).
 * A URL that is not one of this merchant's uploads is left alone.
 */
export async function removeImage(ctx: Ctx, fileNameUrl: string): Promise<void> {
  if (!fileNameUrl.startsWith(`${FILES_URL_PREFIX}/`)) return;
  const relative = fileNameUrl.slice(FILES_URL_PREFIX.length + 1);
  const removed = await deleteFile(ctx.db, ctx.merchantId, relative);
  if (!removed) return;
  const root = filesDir(ctx.env.dataDir);
  const target = path.resolve(root, relative);
  if (target.startsWith(root + path.sep)) await fs.rm(target, { force: true });
}
