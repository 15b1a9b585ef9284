import { base64Size, type FileRules, fileExtension, IMAGE_CONTENT_MESSAGES, IMAGE_PIXELS } from '@aml/contracts';
import sharp from 'sharp';
import { invalid } from './app-error';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif';

/**
 * The type of an image by its first bytes (a file's name and the browser's claim prove nothing):
 * JPEG FF D8 FF, PNG's 8-byte signature, GIF87a / GIF89a.
 */
export function sniffImageType(data: Buffer): ImageType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  const head = data.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  return null;
}

export interface DecodedImage {
  fileName: string;
  data: Buffer;
  contentType: ImageType;
}

/**
 * Decodes a base64 payload item (a data: prefix is allowed) and checks it against the rules by content:
 * size on the decoded bytes, type by signature. `path` is where a form shows the message.
 */
export function decodeImage(
  item: { filename: string; fileBinary: string },
  rules: FileRules,
  path: string,
): DecodedImage {
  // Spec 1 §5 names the kinds by extension too; the name must agree with the rules before the content is read.
  if (!rules.extensions.includes(fileExtension(item.filename))) {
    throw invalid([{ path, message: rules.messages.invalidType(item.filename) }]);
  }
  const encoded = item.fileBinary.startsWith('data:')
    ? item.fileBinary.slice(item.fileBinary.indexOf(',') + 1)
    : item.fileBinary;
  // Checked before decoding so that an oversized payload is refused without allocating it.
  if (base64Size(encoded) > rules.maxBytes) throw invalid([{ path, message: rules.messages.tooLarge(item.filename) }]);
  const data = Buffer.from(encoded, 'base64');
  if (data.length > rules.maxBytes) throw invalid([{ path, message: rules.messages.tooLarge(item.filename) }]);
  const contentType = sniffImageType(data);
  if (!contentType) throw invalid([{ path, message: rules.messages.invalidType(item.filename) }]);
  return { fileName: item.filename, data, contentType };
}

/**
 * `decodeImage`, then the checks that need an image decoder (decision 104): the declared dimensions are
 * within IMAGE_PIXELS (read from the header, before any pixel is decoded: a decompression bomb is refused
 * without being expanded), and the whole image decodes (a truncated or corrupt file is not stored to
 * break in every reader's browser later).
 */
export async function decodeCheckedImage(
  item: { filename: string; fileBinary: string },
  rules: FileRules,
  path: string,
): Promise<DecodedImage> {
  const image = decodeImage(item, rules, path);
  await checkImagePixels(image.data, item.filename, path);
  return image;
}

export async function checkImagePixels(data: Buffer, name: string, path: string): Promise<void> {
  const unreadable = () => invalid([{ path, message: IMAGE_CONTENT_MESSAGES.unreadable(name) }]);
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Only the header is read here, so sharp's own pixel limit is lifted to learn the declared size and
    // answer it in the user's terms. An animated GIF declares the height of all its frames together.
    const meta = await sharp(data, { animated: true, limitInputPixels: false }).metadata();
    width = meta.width;
    height = meta.height;
  } catch {
    throw unreadable();
  }
  if (!width || !height) throw unreadable();
  if (width > IMAGE_PIXELS.maxSide || height > IMAGE_PIXELS.maxSide || width * height > IMAGE_PIXELS.maxPixels) {
    throw invalid([{ path, message: IMAGE_CONTENT_MESSAGES.tooManyPixels(name) }]);
  }
  try {
    // Decodes every pixel (sequentially, shrunk on the way, so memory stays small); 'error' also fails on
    // a truncated file, which a viewer would show half grey.
    await sharp(data, { failOn: 'error', sequentialRead: true, limitInputPixels: IMAGE_PIXELS.maxPixels })
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    throw unreadable();
  }
}

/**
 * Body limit of a JSON call carrying `count` base64 images of at most `maxBytes` each (base64 is 4/3 of
 * the bytes), plus 1 MB for the other fields. The app-wide default stays at 1 MB.
 */
export function imageBodyLimit(count: number, maxBytes: number): number {
  return Math.ceil((count * maxBytes * 4) / 3) + 1024 * 1024;
}
