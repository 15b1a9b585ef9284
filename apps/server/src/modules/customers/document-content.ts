import { createHash } from 'node:crypto';
import { fileExtension, ONBOARDING_MESSAGES } from '@aml/contracts';

/** A new document, decoded and checked, ready to store. */
export interface PreparedDocument {
  filename: string;
  contentType: string;
  content: Buffer;
  size: number;
  sha256: string;
}

const startsWith = (content: Buffer, bytes: readonly number[], at = 0) =>
  content.length >= at + bytes.length && bytes.every((byte, i) => content[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What each accepted extension must look like inside (its magic bytes) and the type it is served as.
 * The extension list is the form's (DOCUMENT_EXTENSIONS, spec 2 §5.6); the content decides, so a renamed
 * executable or HTML page is refused whatever its name says.
 */
const KINDS: Record<string, { contentType: string; matches: (content: Buffer) => boolean }> = {
  jpg: { contentType: 'image/jpeg', matches: (c) => startsWith(c, [0xff, 0xd8, 0xff]) },
  jpeg: { contentType: 'image/jpeg', matches: (c) => startsWith(c, [0xff, 0xd8, 0xff]) },
  png: { contentType: 'image/png', matches: (c) => startsWith(c, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  gif: {
    contentType: 'image/gif',
    matches: (c) => startsWith(c, ascii('GIF87a')) || startsWith(c, ascii('GIF89a')),
  },
  bmp: { contentType: 'image/bmp', matches: (c) => startsWith(c, ascii('BM')) && c.length > 26 },
  webp: { contentType: 'image/webp', matches: (c) => startsWith(c, ascii('RIFF')) && startsWith(c, ascii('WEBP'), 8) },
  // PDF readers accept the header anywhere in the first kilobyte (ISO 32000-1 §7.5.2, implementation note).
  pdf: { contentType: 'application/pdf', matches: (c) => c.subarray(0, 1024).includes('%PDF-') },
  // Word 97-2003: an OLE2 compound file.
  doc: {
    contentType: 'application/msword',
    matches: (c) => startsWith(c, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  // Word 2007+: a ZIP package whose parts live under word/ (a plain ZIP renamed .docx is refused).
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: (c) => startsWith(c, [0x50, 0x4b, 0x03, 0x04]) && c.includes('word/'),
  },
};

function decodeBase64(text: string): Buffer {
  const data = text.startsWith('data:') && text.includes(',') ? text.slice(text.indexOf(',') + 1) : text;
  return Buffer.from(data.replace(/\s/g, ''), 'base64');
}

/**
 * Decodes a new document and checks that its content is what its extension says. Returns the problem in
 * the user's words (the form shows it under Upload Documents) or the prepared document.
 */
export function prepareDocument(filename: string, base64: string): PreparedDocument | { problem: string } {
  const ext = fileExtension(filename);
  const kind = KINDS[ext];
  if (!kind) return { problem: `${filename} is not a valid file type.` };
  const content = decodeBase64(base64);
  if (content.length === 0 || !kind.matches(content))
    return { problem: ONBOARDING_MESSAGES.documentContent(filename, ext) };
  return {
    filename,
    contentType: kind.contentType,
    content,
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
  };
}
