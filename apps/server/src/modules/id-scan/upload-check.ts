export type UploadKind = 'jpeg' | 'png' | 'pdf';

/**
 * What the upload really is, from its first bytes (ARCHITECTURE §4: validated by content, not by
 * name): JPEG (FF D8 FF), PNG (89 'PNG' 0D 0A 1A 0A) or PDF ('%PDF-'). Anything else is refused,
 * whatever its file name says.
 */
export function sniffUpload(bytes: Uint8Array): UploadKind | null {
  const b = (i: number) => bytes[i] ?? -1;
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b(i) === v)) return 'png';
  // PDF readers accept the header anywhere in the first kilobyte; so do we, as scanners sometimes prepend bytes.
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes('%PDF-')) return 'pdf';
  return null;
}
