import { describe, expect, it } from 'vitest';
import { splitStoredList } from './reporting-person';

describe('the colon-joined tenant address fields (spec 1 §3)', () => {
  it('split into one segment per address, unescaping colons and backslashes', () => {
    expect(splitStoredList('Shop 12:Unit 4\\: Mezzanine')).toEqual(['Shop 12', 'Unit 4: Mezzanine']);
    expect(splitStoredList('C:\\\\data:x')).toEqual(['C', '\\data', 'x']);
    expect(splitStoredList('OFFIC:')).toEqual(['OFFIC', '']);
    expect(splitStoredList('ends\\')).toEqual(['ends\\']);
    expect(splitStoredList(undefined)).toEqual([]);
  });
});
