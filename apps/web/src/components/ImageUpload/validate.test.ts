import { describe, expect, it } from 'vitest';
import { imageFileError, imageRatioError, imageSizeError, imageTypeError } from './validate';

const KB = 1024;

describe('image upload rules (spec §5)', () => {
  it('accepts JPG, GIF, BMP and PNG only', () => {
    for (const type of ['image/jpeg', 'image/gif', 'image/bmp', 'image/png']) expect(imageTypeError({ type, name: 'a' })).toBeNull();
    for (const type of ['image/webp', 'image/svg+xml', 'application/pdf', 'text/plain'])
      expect(imageTypeError({ type, name: 'a.png' })).toBe('widgets.upload.badType');
  });

  it('goes by the name when the browser gives no type', () => {
    expect(imageTypeError({ type: '', name: 'photo.JPEG' })).toBeNull();
    expect(imageTypeError({ type: '', name: 'photo.tiff' })).toBe('widgets.upload.badType');
  });

  it('accepts files under 500 KB only', () => {
    expect(imageSizeError({ size: 500 * KB - 1 })).toBeNull();
    expect(imageSizeError({ size: 500 * KB })).toBe('widgets.upload.tooLarge');
  });

  it('checks the type before the size', () => {
    expect(imageFileError({ type: 'text/plain', name: 'a.txt', size: 900 * KB })).toBe('widgets.upload.badType');
    expect(imageFileError({ type: 'image/png', name: 'a.png', size: 900 * KB })).toBe('widgets.upload.tooLarge');
    expect(imageFileError({ type: 'image/png', name: 'a.png', size: 10 * KB })).toBeNull();
  });

  it('strict mode wants width to height 1.25 (750 × 600)', () => {
    expect(imageRatioError({ width: 750, height: 600 })).toBeNull();
    expect(imageRatioError({ width: 1500, height: 1200 })).toBeNull();
    expect(imageRatioError({ width: 800, height: 600 })).toBe('widgets.upload.badRatio');
    expect(imageRatioError({ width: 0, height: 0 })).toBe('widgets.upload.badRatio');
  });
});
