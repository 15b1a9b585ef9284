import type { IdScanDocumentType, IdScanFields, IdScanMrz } from '@aml/contracts';
import { characterLike, findBlobs } from './components';
import { binarize, createGray, cropGray, type GrayImage, inkContrast, rotateGray } from './gray-image';
import { decodeMrz } from './mrz-decode';
import { fieldsFromMrz } from './mrz-fields';
import { readMrz } from './mrz-read';
import { estimateTextAngle } from './skew';

/**
 * The image analysis of one page between decoding and OCR: where the print is, how it is turned, the MRZ
 * read from it, and how the pages of one document combine. Pure: pixels in, data out.
 */
export interface PageResult {
  documentType: IdScanDocumentType;
  fields: IdScanFields;
  mrz: IdScanMrz | null;
}

/** The part of a levelled photo that holds print: the desk around a card is cut away. */
export function textRegion(image: GrayImage): GrayImage {
  const window = Math.max(15, Math.round(Math.min(image.width, image.height) / 25) | 1);
  const mask = binarize(image, window, 0.15, inkContrast(image));
  const blobs = characterLike(findBlobs(mask, image.width, image.height), 6, image.height / 8);
  if (blobs.length < 20) return image;
  // Percentiles rather than extremes: a speck on the desk must not widen the crop to the whole photo.
  const xs = blobs.flatMap((b) => [b.minX, b.maxX]).sort((a, b) => a - b);
  const ys = blobs.flatMap((b) => [b.minY, b.maxY]).sort((a, b) => a - b);
  const at = (values: number[], q: number) =>
    values[Math.min(values.length - 1, Math.floor(values.length * q))] as number;
  const left = at(xs, 0.01);
  const right = at(xs, 0.99);
  const top = at(ys, 0.01);
  const bottom = at(ys, 0.99);
  const margin = Math.max(right - left, bottom - top) * 0.06;
  return cropGray(image, left - margin, top - margin, right - left + 2 * margin, bottom - top + 2 * margin);
}

/** The image turned so its text lines run level (possibly upside down: the readers settle that). */
export function deskew(image: GrayImage): { image: GrayImage; angle: number } {
  const window = Math.max(15, Math.round(Math.min(image.width, image.height) / 25) | 1);
  const mask = binarize(image, window, 0.15, inkContrast(image));
  const blobs = characterLike(findBlobs(mask, image.width, image.height), 6, image.height / 6);
  const angle = estimateTextAngle(blobs);
  return { image: Math.abs(angle) >= 0.3 ? rotateGray(image, -angle) : image, angle };
}

export function readZone(image: GrayImage): PageResult | null {
  const reading = readMrz(image);
  if (!reading) return null;
  const decoded = decodeMrz(reading.format, reading.cells);
  return fieldsFromMrz(decoded, reading.cells);
}

/**
 * Black print on white, cut to the print with a small margin. The Arabic model reads nothing from a
 * strip that is mostly empty paper or crossed by the card's guilloche, yet reads the same line
 * cleanly once cut and binarised.
 */
export function inkOnly(image: GrayImage): GrayImage | null {
  const mask = binarize(image, Math.max(15, Math.round(image.height * 0.7) | 1), 0.15, 20);
  const { width, height } = image;
  const columns = new Uint16Array(width);
  const rows = new Uint16Array(height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x]) {
        columns[x] = (columns[x] ?? 0) + 1;
        rows[y] = (rows[y] ?? 0) + 1;
      }
    }
  }
  const inked = (counts: Uint16Array): [number, number] | null => {
    let first = -1;
    let last = -1;
    counts.forEach((c, i) => {
      if (c >= 2) {
        if (first < 0) first = i;
        last = i;
      }
    });
    return first < 0 ? null : [first, last];
  };
  const xs = inked(columns);
  const ys = inked(rows);
  if (!xs || !ys) return null;
  const margin = 10;
  const out = createGray(xs[1] - xs[0] + 1 + 2 * margin, ys[1] - ys[0] + 1 + 2 * margin);
  for (let y = ys[0]; y <= ys[1]; y++) {
    for (let x = xs[0]; x <= xs[1]; x++) {
      if (mask[y * width + x]) out.data[(y - ys[0] + margin) * out.width + (x - xs[0] + margin)] = 0;
    }
  }
  return out;
}

const CORE_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'nationality', 'idNo', 'idExpiryDate'] as const;

/**
 * Combines pages (the two sides of a card in one PDF): the MRZ page leads; the other fills what the
 * MRZ lacks or could not confirm (issue date, Arabic name, a flagged value the front reads better).
 */
export function mergePages(pages: readonly PageResult[]): PageResult | null {
  const ordered = [...pages].sort((a, b) => Number(b.mrz !== null) - Number(a.mrz !== null));
  const [lead, ...rest] = ordered;
  if (!lead) return null;
  const fields = { ...lead.fields };
  for (const other of rest) {
    for (const key of Object.keys(fields) as (keyof IdScanFields)[]) {
      const mine = fields[key];
      const theirs = other.fields[key];
      if (theirs.value !== null && (mine.value === null || (mine.flagged && theirs.confidence > mine.confidence)))
        fields[key] = theirs;
    }
  }
  return {
    documentType: lead.documentType === 'unknown' ? (rest[0]?.documentType ?? 'unknown') : lead.documentType,
    fields,
    mrz: lead.mrz,
  };
}

/** The result's overall confidence: the mean over the fields the onboarding form cannot do without. */
export function coreConfidence(fields: IdScanFields): number {
  const confidence = CORE_FIELDS.reduce((sum, key) => sum + fields[key].confidence, 0) / CORE_FIELDS.length;
  return Math.round(confidence * 100) / 100;
}
