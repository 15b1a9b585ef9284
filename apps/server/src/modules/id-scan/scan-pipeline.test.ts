import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanDocument } from './scan-pipeline';
import { buildSpecimenSet, type Specimen } from './test-support/specimen-set';
import { asJpegPage, pdfOfJpegs, photograph, renderPassportPage } from './test-support/synthetic-documents';
import { createTextRecognizer, type TextRecognizer } from './text-ocr';

// Synthetic documents rendered at test time (OCR-B from Debian's fonts-ocr-b), read by the real
// engines: the OCR-B glyph model for the MRZ, Tesseract's English model for printed fronts.
let specimens: Specimen[] = [];
const EMPTY_PRINT = {
  surname: '',
  givenNames: '',
  nationality: '',
  birthDate: '',
  sex: '',
  expiryDate: '',
  documentNumber: '',
};
let ocr: TextRecognizer;

const bytesOf = (index: number): Buffer => {
  const specimen = specimens[index];
  if (!specimen) throw new Error(`no specimen ${index}`);
  return specimen.bytes;
};

beforeAll(async () => {
  [specimens, ocr] = await Promise.all([buildSpecimenSet(), createTextRecognizer()]);
}, 60_000);

afterAll(async () => {
  await ocr?.terminate();
});

describe('scanDocument on the synthetic set', () => {
  it('reads every field of every document', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const specimen of specimens) {
      const outcome = await scanDocument(new Uint8Array(specimen.bytes), specimen.kind, ocr);
      if (!outcome.ok) {
        failures.push(`${specimen.name}: ${outcome.reason}`);
        continue;
      }
      const { result } = outcome;
      if (result.documentType !== specimen.documentType) failures.push(`${specimen.name}: type ${result.documentType}`);
      if (specimen.mrz) {
        if (!result.mrz?.valid) failures.push(`${specimen.name}: MRZ check digits`);
        if (JSON.stringify(result.mrz?.lines) !== JSON.stringify(specimen.mrz))
          failures.push(`${specimen.name}: MRZ lines ${result.mrz?.lines}`);
      } else if (result.mrz !== null) {
        failures.push(`${specimen.name}: found an MRZ that is not there`);
      }
      for (const [name, expected] of Object.entries(specimen.expected)) {
        const field = result.fields[name as keyof typeof result.fields];
        if (field.value !== expected) failures.push(`${specimen.name}: ${name} = ${field.value}, expected ${expected}`);
        if (expected === null && !field.flagged) failures.push(`${specimen.name}: empty ${name} not flagged`);
        if (expected !== null && field.source === null) failures.push(`${specimen.name}: ${name} without a source`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a PDF of three pages before reading any', { timeout: 30_000 }, async () => {
    const page = await asJpegPage(bytesOf(0));
    const outcome = await scanDocument(new Uint8Array(pdfOfJpegs([page, page, page])), 'pdf', ocr);
    expect(outcome).toEqual({ ok: false, reason: 'too-many-pages' });
  });

  it('says unreadable for a photo without a document rather than inventing fields', { timeout: 30_000 }, async () => {
    const blank = await photograph(await renderPassportPage([], EMPTY_PRINT), { angle: 3 });
    const outcome = await scanDocument(new Uint8Array(blank), 'jpeg', ocr);
    expect(outcome).toEqual({ ok: false, reason: 'unreadable' });
  });

  it("says undecodable for a truncated image, naming the decoder's complaint", { timeout: 30_000 }, async () => {
    const cut = bytesOf(1).subarray(0, 2000);
    expect(await scanDocument(new Uint8Array(cut), 'jpeg', ocr)).toEqual({
      ok: false,
      reason: 'undecodable',
      cause: expect.stringMatching(/^Error: .+/),
    });
  });

  it('lets an exception of the engine through instead of calling it a bad photo', { timeout: 30_000 }, async () => {
    // A page without an MRZ goes to the text model; this one fails as a bug would.
    const broken: TextRecognizer = {
      hasArabic: false,
      recognizeLines: async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'box')");
      },
      recognizeArabic: async () => null,
      terminate: async () => {},
    };
    const blank = await photograph(await renderPassportPage([], EMPTY_PRINT), { angle: 3 });
    await expect(scanDocument(new Uint8Array(blank), 'jpeg', broken)).rejects.toThrow(TypeError);
  });
});
