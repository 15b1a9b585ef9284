import { ID_CARD_SCAN, type IdScanResult } from '@aml/contracts';
import {
  coreConfidence,
  deskew,
  flattenIllumination,
  found,
  type GrayImage,
  inkOnly,
  mergePages,
  missing,
  nameLineBox,
  noiseSigma,
  type PageResult,
  parseArabicName,
  parseEidFront,
  readZone,
  rotateGray,
  type TextLine,
  textRegion,
} from '@aml/id-scan';
import sharp from 'sharp';
import { renderPdfPages, TooManyPagesError } from './pdf-pages';
import type { TextRecognizer } from './text-ocr';
import type { UploadKind } from './upload-check';

/** Longer side the pages are worked at: MRZ characters stay 12+ pixels high on a phone photo of a card. */
const WORK_SIDE = 1600;

/**
 * What a scan ends in. `undecodable` is the upload's fault (sharp or pdf.js could not decode it); `cause`
 * is the decoder's own error text, which names the format problem and nothing of the document. Any
 * other exception is not caught here: it is a fault of ours, and the service reports it as one.
 */
export type ScanOutcome =
  | { ok: true; result: IdScanResult }
  | { ok: false; reason: 'too-many-pages' | 'unreadable' }
  | { ok: false; reason: 'undecodable'; cause: string };

const undecodable = (error: unknown): ScanOutcome => ({
  ok: false,
  reason: 'undecodable',
  cause: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
});

async function toGray(image: Buffer): Promise<GrayImage> {
  const { data, info } = await sharp(image, { failOn: 'error' })
    .rotate() // EXIF orientation of phone photos
    .flatten({ background: '#ffffff' })
    .grayscale()
    .resize({ width: WORK_SIDE, height: WORK_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/**
 * Longer side of the printed-text region handed to the text model. Card print is then 20–30 pixels
 * high, where the model is accurate, and recognition stays near a third of a second on this machine
 * (a whole 1600-pixel photo takes four times as long for the same result).
 */
const FRONT_SIDE = 1100;

async function toPng(image: GrayImage, longerSide: number, denoise = false): Promise<Buffer> {
  let pipeline = sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
    raw: { width: image.width, height: image.height, channels: 1 },
  });
  if (denoise) pipeline = pipeline.median(3);
  return pipeline
    .resize({ width: longerSide, height: longerSide, fit: 'inside' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * Noise sigma (grey levels) above which a photo counts as grainy: the English text model then gets a
 * 3 × 3 median-filtered image (its own global threshold turns grain into specks that break letters
 * apart; the median removes grain and keeps edges), and the Arabic name goes to review. Clean photos
 * and scans measure 0–2 after JPEG, a phone's high-ISO grain 8 or more.
 */
const DENOISE_SIGMA = 5;

async function readFront(image: GrayImage, ocr: TextRecognizer): Promise<PageResult | null> {
  const region = textRegion(image);
  const noisy = noiseSigma(region) >= DENOISE_SIGMA;
  for (const turn of [0, 180]) {
    const view = turn ? rotateGray(region, turn) : region;
    const png = await toPng(view, FRONT_SIDE, noisy);
    const lines = await ocr.recognizeLines(png);
    const front = parseEidFront(lines);
    if (!front.recognised) continue;
    // The median that clears grain from Latin print also erases the dots of Arabic letters.
    const arabic = await readArabicName(noisy ? await toPng(view, FRONT_SIDE) : png, lines, ocr);
    // Pixels of the photo per pixel of the image the text model saw.
    const sourceScale = Math.max(view.width, view.height) / FRONT_SIDE;
    const confidence = Math.min(0.9, ((arabic?.confidence ?? 0) / 100) * 0.92);
    const doubt = !arabic
      ? null
      : arabic.lineHeight * sourceScale < MIN_ARABIC_SOURCE_LINE
        ? 'Printed small in the photo: check the dots of the Arabic letters against the card.'
        : noisy
          ? 'Grainy photo: check the dots of the Arabic letters against the card.'
          : null;
    if (arabic)
      front.fields.fullNameArabic = doubt
        ? found(arabic.value, 'front', Math.min(confidence, 0.6), doubt)
        : found(arabic.value, 'front', confidence);
    else
      front.fields.fullNameArabic = missing(
        ocr.hasArabic ? 'Arabic name not readable' : 'The Arabic text model is not installed',
      );
    return { documentType: 'emirates-id', fields: front.fields, mrz: null };
  }
  return null;
}

/**
 * Height, in pixels of the photo itself, of the English name line below which the Arabic name is
 * only shown for review: the dots that tell ب ت ث ن ي apart are then a pixel or two, and the Arabic
 * model confuses them with full confidence (no check digit covers the Arabic name). The same holds on
 * a grainy photo, where specks of noise pass for dots.
 */
const MIN_ARABIC_SOURCE_LINE = 22;

/** Height the cut-out Arabic line is scaled to (margins included): where the Arabic model reads best. */
const ARABIC_LINE_HEIGHT = 38;

/**
 * The Arabic name sits on the line above the English name on an Emirates ID: that strip goes to the
 * Arabic model (installed separately; without it nothing is read).
 */
async function readArabicName(png: Buffer, lines: readonly TextLine[], ocr: TextRecognizer) {
  const box = nameLineBox(lines);
  if (!box || !ocr.hasArabic) return null;
  const meta = await sharp(png).metadata();
  const width = meta.width ?? 0;
  const lineHeight = box.y1 - box.y0;
  const top = Math.max(0, Math.round(box.y0 - lineHeight * 2.4));
  const height = Math.round(box.y0 - lineHeight * 0.1) - top;
  // From the start of the English name rightwards: the photo on the left would be read as a line.
  const left = Math.max(0, Math.round(box.x0 - lineHeight));
  if (height < 8 || width - left < 8) return null;
  const { data, info } = await sharp(png)
    .extract({ left, top, width: width - left, height })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const strip = inkOnly({
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
  });
  if (!strip) return null;
  // Debian's Arabic model (tessdata_fast) returns nothing for a line much taller than 40 pixels.
  const line = await sharp(Buffer.from(strip.data.buffer, strip.data.byteOffset, strip.data.length), {
    raw: { width: strip.width, height: strip.height, channels: 1 },
  })
    .resize({ height: ARABIC_LINE_HEIGHT })
    .png()
    .toBuffer();
  const name = parseArabicName((await ocr.recognizeArabic(line)) ?? []);
  return name ? { ...name, lineHeight } : null;
}

async function readPage(image: GrayImage, ocr: TextRecognizer): Promise<PageResult | null> {
  const levelled = deskew(image).image;
  // The glyph model compares ink against paper along a whole MRZ line: under a shadow or light falling
  // off across the card the paper must first be made one white, or the dark end reads as ink.
  const flat = flattenIllumination(levelled);
  // The skew estimate can settle on the character columns of a dense zone: try the quarter turns too.
  for (const turn of [0, 90, -90]) {
    const zone = readZone(turn ? rotateGray(flat, turn) : flat);
    if (zone) return zone;
  }
  // The text model binarises on its own and reads the unflattened photo better: flattening stretches
  // the grain of the darker parts along with the print.
  return readFront(levelled, ocr);
}

/**
 * Reads an identity document: an image, or a PDF of at most two pages rendered to images. For each
 * page the text is levelled, the MRZ is looked for and read with the OCR-B model; a page without one
 * is read as the front of an Emirates ID with the text model. Only decoding failures become an outcome;
 * an exception in the analysis or the OCR engine propagates (a bug must not pass for a bad photo).
 */
export async function scanDocument(bytes: Uint8Array, kind: UploadKind, ocr: TextRecognizer): Promise<ScanOutcome> {
  let images: Buffer[];
  try {
    images =
      kind === 'pdf'
        ? await renderPdfPages(bytes, ID_CARD_SCAN.maxPdfPages, WORK_SIDE)
        : [Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)];
  } catch (error) {
    if (error instanceof TooManyPagesError) return { ok: false, reason: 'too-many-pages' };
    return undecodable(error);
  }
  const pages: PageResult[] = [];
  for (const image of images) {
    let gray: GrayImage;
    try {
      gray = await toGray(image);
    } catch (error) {
      return undecodable(error);
    }
    const page = await readPage(gray, ocr);
    if (page) pages.push(page);
    // A confirmed MRZ on the first page of a single document is all the form needs.
    if (page?.mrz?.valid && page.documentType !== 'emirates-id') break;
  }
  const merged = mergePages(pages);
  if (!merged) return { ok: false, reason: 'unreadable' };
  return {
    ok: true,
    result: {
      documentType: merged.documentType,
      fields: merged.fields,
      confidence: coreConfidence(merged.fields),
      mrz: merged.mrz,
    },
  };
}
