import { describe, expect, it } from 'vitest';
import { OFFICE_PHONE } from './codes';
import { phoneNode } from './contact';
import { type Place, ProblemList } from './problems';

const place: Place = { problems: new ProblemList(), section: 'Customer', path: 'report.corporateUser' };
const written = (stored: string) =>
  Object.fromEntries(
    (phoneNode(place, 'contactOfficeNo', 'Office number', stored, OFFICE_PHONE)?.children ?? [])
      .filter((child) => child.name === 'tph_country_prefix' || child.name === 'tph_number')
      .map((child) => [child.name, child.text]),
  );

describe('a stored phone as goAML t_phone', () => {
  it.each([
    ['971-42223344', { tph_country_prefix: '971', tph_number: '42223344' }],
    ['+44-7700 900123', { tph_country_prefix: '44', tph_number: '7700 900123' }],
    ['971- 42223344', { tph_country_prefix: '971', tph_number: '42223344' }],
    // Read as packages/contracts' splitPhone (and so the edit screens) reads it: no code before a spaced hyphen.
    ['971 - 42223344', { tph_number: '971 - 42223344' }],
    // tph_country_prefix holds at most 4 characters.
    ['12345-678', { tph_number: '12345-678' }],
    ['042223344', { tph_number: '042223344' }],
  ])('%s', (stored, expected) => {
    expect(written(stored)).toEqual(expected);
  });
});
