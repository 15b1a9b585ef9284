import { describe, expect, it } from 'vitest';
import { DeletionIndex, editableLength } from '../src/matching/deletion-index';

describe('the edit allowance of Arabic-script keys (issue 18)', () => {
  // Arabic keys carry the 'ar:' namespace so they never meet Latin keys by edit distance; the allowance is the
  // name's, not the namespace's: a three-letter name takes one edit at fuzzy 2, as a Latin one does.
  const index = DeletionIndex.build(['ar:hsn', 'hsn']);

  it('counts the name, not its namespace', () => {
    expect(editableLength('ar:hsn')).toBe(3);
    expect(editableLength('hsn')).toBe(3);
  });

  it('gives a short Arabic name the short-name allowance', () => {
    expect(index.lookup('ar:hsm', 2).map((m) => m.id)).toEqual([0]);
    expect(index.lookup('ar:hmm', 2)).toEqual([]);
    expect(index.lookup('hmm', 2)).toEqual([]);
  });
});
