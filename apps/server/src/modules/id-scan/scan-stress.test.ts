import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanDocument } from './scan-pipeline';
import { buildStressSet, type StressSpecimen } from './test-support/specimen-set';
import { createTextRecognizer, type TextRecognizer } from './text-ocr';

// The stress group: the synthetic cards photographed as a phone on a desk sees them (perspective,
// light falling off across the card, sensor noise, a glare spot, low resolution, and one realistic
// combination), read by the real engines. Every field of every specimen is checked.
let specimens: StressSpecimen[] = [];
let ocr: TextRecognizer;

beforeAll(async () => {
  [specimens, ocr] = await Promise.all([buildStressSet(), createTextRecognizer()]);
}, 60_000);

afterAll(async () => {
  await ocr?.terminate();
});

/**
 * Fields whose value is not reliable on a specimen, checked only to be flagged for review. The Arabic
 * name on the grainy, shaded, turned front: read right on this picture, but with other grain (other
 * noise seeds, a degree more turn) the Arabic model returns another string about one time in four,
 * always at low confidence. No check digit covers it, so the pipeline must send it to review.
 */
const REVIEW_ONLY: Record<string, string[]> = {
  'Emirates ID front/combined': ['fullNameArabic'],
};

/** Every difference between what the scan returned and what the specimen holds. */
async function failuresOf(specimen: StressSpecimen): Promise<string[]> {
  const failures: string[] = [];
  const outcome = await scanDocument(new Uint8Array(specimen.bytes), specimen.kind, ocr);
  if (!outcome.ok) return [`${specimen.name}: ${outcome.reason}`];
  const { result } = outcome;
  if (result.documentType !== specimen.documentType) failures.push(`${specimen.name}: type ${result.documentType}`);
  if (specimen.mrz) {
    if (!result.mrz?.valid) failures.push(`${specimen.name}: MRZ check digits`);
    if (JSON.stringify(result.mrz?.lines) !== JSON.stringify(specimen.mrz))
      failures.push(`${specimen.name}: MRZ lines ${result.mrz?.lines}`);
  } else if (result.mrz !== null) {
    failures.push(`${specimen.name}: found an MRZ that is not there`);
  }
  const reviewOnly = REVIEW_ONLY[`${specimen.document}/${specimen.condition}`] ?? [];
  for (const [name, expected] of Object.entries(specimen.expected)) {
    const field = result.fields[name as keyof typeof result.fields];
    if (reviewOnly.includes(name)) {
      if (!field.flagged) failures.push(`${specimen.name}: ${name} = ${field.value} not flagged for review`);
      continue;
    }
    if (field.value !== expected) failures.push(`${specimen.name}: ${name} = ${field.value}, expected ${expected}`);
    if (expected === null && !field.flagged) failures.push(`${specimen.name}: empty ${name} not flagged`);
    if (expected !== null && field.source === null) failures.push(`${specimen.name}: ${name} without a source`);
  }
  return failures;
}

describe('scanDocument on the stress group', () => {
  it('has every condition for each of the three documents', () => {
    const conditions = new Set(specimens.map((s) => s.condition));
    expect([...conditions].sort()).toEqual(['combined', 'glare', 'keystone', 'low-res', 'noise', 'shade']);
    expect(new Set(specimens.map((s) => s.document)).size).toBe(3);
    expect(specimens).toHaveLength(18);
  });

  for (const document of ['TD3 passport', 'TD1 Emirates ID back', 'Emirates ID front']) {
    it(`reads every field of the ${document} under every condition`, { timeout: 120_000 }, async () => {
      const failures: string[] = [];
      for (const specimen of specimens.filter((s) => s.document === document))
        failures.push(...(await failuresOf(specimen)));
      expect(failures).toEqual([]);
    });
  }

  for (const condition of ['low-res', 'noise'] as const) {
    it(`sends the Arabic name of a ${condition} photo to review: its dots are not sure`, {
      timeout: 60_000,
    }, async () => {
      const specimen = specimens.find((s) => s.document === 'Emirates ID front' && s.condition === condition);
      if (!specimen) throw new Error(`no ${condition} front`);
      const outcome = await scanDocument(new Uint8Array(specimen.bytes), specimen.kind, ocr);
      if (!outcome.ok) throw new Error(outcome.reason);
      const arabic = outcome.result.fields.fullNameArabic;
      // Without the Arabic model the field is empty and flagged anyway.
      expect(arabic.flagged).toBe(true);
      if (arabic.value !== null) expect(arabic.confidence).toBeLessThan(0.8);
      // The English fields of the same photo are not held back.
      expect(outcome.result.fields.idNo).toMatchObject({ value: specimen.expected.idNo, flagged: false });
    });
  }
});
