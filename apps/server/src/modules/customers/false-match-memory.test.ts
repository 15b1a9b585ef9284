import { describe, expect, it } from 'vitest';
import { describeEntryChanges, type EntryFields, fingerprint } from '../screening/list-entry-fields';
import { describeIdentityChanges } from './false-match-memory';

const entry: EntryFields = {
  name: 'Mohammed Abdullah Al-Khayali',
  aliases: ['Muhammad bin Abdulla Khayali'],
  datesOfBirth: ['14/03/1975'],
  citizenship: ['Utopia'],
  gender: 'male',
  entityType: 'Individual',
};

describe('what changed in a list entry since its false match', () => {
  it('says nothing for the same entry, and the fingerprint agrees', () => {
    expect(describeEntryChanges(entry, { ...entry })).toEqual([]);
    expect(fingerprint(entry)).toBe(fingerprint({ ...entry }));
  });

  it('names each identifying change in words', () => {
    const changed: EntryFields = {
      ...entry,
      name: 'Mohamed Abdullah Al-Khayali',
      aliases: ['Abu Khayal'],
      datesOfBirth: ['14/03/1975', '00/00/1976'],
      citizenship: [],
      gender: null,
    };
    expect(describeEntryChanges(entry, changed)).toEqual([
      "name changed from 'Mohammed Abdullah Al-Khayali' to 'Mohamed Abdullah Al-Khayali'",
      'new alias: Abu Khayal',
      'alias removed: Muhammad bin Abdulla Khayali',
      'date of birth changed from 14/03/1975 to 14/03/1975, 00/00/1976',
      'nationality changed from Utopia to none',
      'gender changed from male to none',
    ]);
    expect(fingerprint(changed)).not.toBe(fingerprint(entry));
  });

  it('treats a corrected name as no change of the person, a new date of birth or nationality as one', () => {
    const before = { dateOfBirth: '1975-03-14', citizenship: 'India' };
    expect(describeIdentityChanges(before, { ...before })).toEqual([]);
    expect(describeIdentityChanges(before, { dateOfBirth: '1975-03-15', citizenship: 'Pakistan' })).toEqual([
      "the customer's date of birth changed from 1975-03-14 to 1975-03-15",
      "the customer's nationality changed from India to Pakistan",
    ]);
  });
});
