import { emptyQuickOnboardForm } from '@aml/contracts';
import { describe, expect, it } from 'vitest';
import { buildIdScanResult as buildScanResult, scannedField, unreadField } from '../../test-support/id-scan';
import { applyPrefill, prefillFromScan, scanCheckFor, undoPrefill } from './id-scan-prefill';

const sure = scannedField;
const none = unreadField;

describe('prefillFromScan (spec 2 §4.6)', () => {
  it('fills what the card gave in the form’s spelling and lists what it did not read', () => {
    const prefill = prefillFromScan(buildScanResult());
    expect(prefill.values).toEqual({
      firstName: 'Omar',
      lastName: 'Haddad',
      dateOfBirth: '1985-03-02',
      nationality: 'Jordan',
      countryCode: '+962',
      idType: 'Passport',
      idNo: 'N0012345',
      idExpiryDate: '2031-06-01',
    });
    expect(prefill.checks).toEqual({});
    expect(prefill.notRead).toEqual([
      { field: 'residentialStatus', note: 'A passport says nothing of residence.' },
      { field: 'idIssuedDate', note: 'The MRZ holds no issue date.' },
    ]);
  });

  it('marks the values the scan flagged (with its note) or read with low confidence, and no others', () => {
    const prefill = prefillFromScan(
      buildScanResult({
        lastName: { value: 'Haddad', confidence: 0.9, source: 'mrz', flagged: true, note: 'may be shortened' },
        idNo: { value: 'N0O12345', confidence: 0.3, source: 'mrz', flagged: true },
        nationality: { value: 'Jordan', confidence: 0.7, source: 'mrz', flagged: false },
      }),
    );
    expect(prefill.checks).toEqual({
      lastName: 'may be shortened',
      idNo: 'read with 30% confidence',
      nationality: 'read with low confidence (70%)',
    });
    expect(prefill.values.idNo).toBe('N0O12345');
  });

  it('groups an Emirates ID number 3-4-7-1 and derives the country code from the nationality', () => {
    const prefill = prefillFromScan(
      buildScanResult({
        idType: sure('EID'),
        idNo: sure('784198712345671'),
        nationality: { value: 'United Arab Emirates', confidence: 0.6, source: 'front', flagged: true },
        countryCode: none('not on the card'),
        residentialStatus: { value: 'Resident', confidence: 0.95, source: 'inferred', flagged: false },
      }),
    );
    expect(prefill.values).toMatchObject({
      idNo: '784-1987-1234567-1',
      countryCode: '+971',
      residentialStatus: 'Resident',
    });
    // The derived code is as doubtful as the nationality it came from.
    expect(prefill.checks.countryCode).toBe(prefill.checks.nationality);
    expect(prefill.notRead.map((item) => item.field)).not.toContain('countryCode');
  });

  it('fills nothing the form cannot take: an unknown ID type or country, a date that is not a date', () => {
    const prefill = prefillFromScan(
      buildScanResult({ idType: sure('Visa'), nationality: sure('Atlantis'), dateOfBirth: sure('02/03/1985') }),
    );
    expect(prefill.values).not.toHaveProperty('idType');
    expect(prefill.values).not.toHaveProperty('nationality');
    expect(prefill.values).not.toHaveProperty('dateOfBirth');
    expect(prefill.notRead).toContainEqual({ field: 'idType', note: "'Visa' is not an option" });
  });
});

describe('applying and clearing a scan', () => {
  const before = { ...emptyQuickOnboardForm(), address: 'Flat 3, Marina Tower', contactNo: '501234567' };
  const prefill = prefillFromScan(
    buildScanResult({ firstName: { value: 'Omar', confidence: 0.5, source: 'front', flagged: true, note: 'blurred' } }),
  );

  it('puts the scanned values in and keeps the fields the scan does not fill', () => {
    const filled = applyPrefill(before, prefill);
    expect(filled).toMatchObject({ firstName: 'Omar', idNo: 'N0012345', address: 'Flat 3, Marina Tower' });
    expect(filled.residentialStatus).toBe('Resident');
  });

  it('shows a check note only while the field holds the scanned value', () => {
    const filled = applyPrefill(before, prefill);
    expect(scanCheckFor('firstName', filled, prefill)).toBe('blurred');
    expect(scanCheckFor('lastName', filled, prefill)).toBeNull();
    expect(scanCheckFor('firstName', { ...filled, firstName: 'Omer' }, prefill)).toBeNull();
    expect(scanCheckFor('firstName', filled, null)).toBeNull();
  });

  it('takes the scanned values back out on clearing, but keeps what the user changed since', () => {
    const edited = { ...applyPrefill(before, prefill), lastName: 'Al Haddad' };
    const cleared = undoPrefill(edited, before, prefill);
    expect(cleared).toMatchObject({ firstName: '', idNo: '', lastName: 'Al Haddad', address: 'Flat 3, Marina Tower' });
    expect(cleared.countryCode).toBe('+971');
  });
});
