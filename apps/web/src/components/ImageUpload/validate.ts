import { IMAGE_MAX_BYTES } from '@canteen/contract';

/** Spec §5 image rules, as pure checks returning the i18n key of the message to show (null when fine). */

export const ACCEPT = '.jpg,.jpeg,.gif,.bmp,.png';
const TYPES = new Set(['image/jpeg', 'image/gif', 'image/bmp', 'image/x-ms-bmp', 'image/png']);
const EXTENSIONS = /\.(jpe?g|gif|bmp|png)$/i;

/** Only JPG, GIF, BMP or PNG; the name decides when the browser gives no type. */
export function imageTypeError(file: { type: string; name: string }): string | null {
  const ok = file.type ? TYPES.has(file.type.toLowerCase()) : EXTENSIONS.test(file.name);
  return ok ? null : 'widgets.upload.badType';
}

/** Under 500 KB. */
export function imageSizeError(file: { size: number }): string | null {
  return file.size < IMAGE_MAX_BYTES ? null : 'widgets.upload.tooLarge';
}

/** Strict mode (spec state 2): width to height exactly 1.25, as 750 × 600. */
export function imageRatioError(size: { width: number; height: number }): string | null {
  return size.width > 0 && size.width * 4 === size.height * 5 ? null : 'widgets.upload.badRatio';
}

export function imageFileError(file: { type: string; name: string; size: number }): string | null {
  return imageTypeError(file) ?? imageSizeError(file);
}

/** The pixel size of an image file, read by the browser. */
export function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('image could not be read'));
    };
    img.src = url;
  });
}
