import { base64Size, type FileRules, fileExtension } from '@aml/contracts';
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
 * Body limit of a JSON call carrying `count` base64 images of at most `maxBytes` each (base64 is 4/3 of
 * the bytes), plus 1 MB for the other fields. The app-wide default stays at 1 MB.
 */
export function imageBodyLimit(count: number, maxBytes: number): number {
  return Math.ceil((count * maxBytes * 4) / 3) + 1024 * 1024;
}
