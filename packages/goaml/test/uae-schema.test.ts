import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { patchUaeSchema, readSample, readUaeSchema, SAMPLES_DIR, schemaErrors } from './support/uae-schema';

// Every report in these tests is validated against the UAE FIU goAML 5.0.2 schema with the two pattern patches
// documented in shared/data/README.md applied in memory (never a committed copy). This file shows why.
describe('the UAE FIU goAML 5.0.2 schema, patched as shared/data/README.md documents', () => {
  it('accepts every sample report of the UAE portal and of the generator once patched', async () => {
    const samples = readdirSync(SAMPLES_DIR).filter((f) => f.endsWith('.xml'));
    expect(samples).toContain('uae-USG-dpmsr-activity.xml');
    for (const sample of samples) {
      expect({ sample, errors: await schemaErrors(readSample(sample)) }).toEqual({ sample, errors: [] });
    }
  });

  it('rejects the portal’s own DPMSR sample without the patch: its anchored name pattern matches no name', async () => {
    const errors = await schemaErrors(readSample('uae-USG-dpmsr-activity.xml'), readUaeSchema());
    expect(errors.some((e) => e.includes("[facet 'pattern']") && e.includes('first_name'))).toBe(true);
  });

  it('refuses to patch a schema that no longer contains the patterns it fixes', () => {
    expect(() => patchUaeSchema('<xs:schema/>')).toThrow(/does not apply/);
  });
});
