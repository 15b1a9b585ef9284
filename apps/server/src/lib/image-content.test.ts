import { SINGLE_IMAGE_RULES } from '@aml/contracts';
import { describe, expect, it } from 'vitest';
import { GIF_1X1, JPEG_HEAD, PNG_1X1 } from '../../test/images';
import { AppError } from './app-error';
import { decodeImage, imageBodyLimit, sniffImageType } from './image-content';

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and GIF by their signatures and nothing else', () => {
    expect(sniffImageType(JPEG_HEAD)).toBe('image/jpeg');
    expect(sniffImageType(PNG_1X1)).toBe('image/png');
    expect(sniffImageType(GIF_1X1)).toBe('image/gif');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('decodeImage', () => {
  const fail = (item: { filename: string; fileBinary: string }) => {
    try {
      decodeImage(item, SINGLE_IMAGE_RULES, 'file');
    } catch (error) {
      return error instanceof AppError ? (error.extra.issues as unknown) : error;
    }
    return null;
  };

  it('accepts a data: URL and reports the sniffed type', () => {
    const image = decodeImage(
      { filename: 'a.png', fileBinary: `data:image/png;base64,${PNG_1X1.toString('base64')}` },
      SINGLE_IMAGE_RULES,
      'file',
    );
    expect(image.contentType).toBe('image/png');
    expect(image.data.equals(PNG_1X1)).toBe(true);
  });

  it('refuses a renamed non-image and an image over 10MB with the spec messages', () => {
    expect(fail({ filename: 'a.png', fileBinary: Buffer.from('MZ executable').toString('base64') })).toEqual([
      { path: 'file', message: 'Invalid image format (use JPG, PNG, or GIF)' },
    ]);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(10 * 1024 * 1024)]);
    expect(fail({ filename: 'big.png', fileBinary: big.toString('base64') })).toEqual([
      { path: 'file', message: 'Image exceeds 10MB limit' },
    ]);
  });

  it('sizes the body limit for base64 images', () => {
    expect(imageBodyLimit(1, 10 * 1024 * 1024)).toBeGreaterThan(Math.ceil((10 * 1024 * 1024 * 4) / 3));
    expect(imageBodyLimit(1, 10 * 1024 * 1024)).toBeLessThan(16 * 1024 * 1024);
  });
});
