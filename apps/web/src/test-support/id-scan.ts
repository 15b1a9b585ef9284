import type { IdScanField, IdScanFields, IdScanResult } from '@aml/contracts';

/** A field read for sure (check digits holding). */
export const scannedField = (value: string): IdScanField => ({
  value,
  confidence: 0.99,
  source: 'mrz',
  flagged: false,
});
/** A field the scan could not read, with its reason. */
export const unreadField = (note: string): IdScanField => ({
  value: null,
  confidence: 0,
  source: null,
  flagged: true,
  note,
});

/** A passport read from its MRZ: no issue date (the MRZ holds none), nothing said of residence. */
export function buildIdScanResult(fields: Partial<IdScanFields> = {}): IdScanResult {
  return {
    documentType: 'passport',
    confidence: 0.95,
    mrz: null,
    fields: {
      firstName: scannedField('Omar'),
      lastName: scannedField('Haddad'),
      dateOfBirth: scannedField('1985-03-02'),
      nationality: scannedField('Jordan'),
      countryCode: scannedField('+962'),
      idType: scannedField('Passport'),
      idNo: scannedField('N0012345'),
      idIssuedDate: unreadField('The MRZ holds no issue date.'),
      idExpiryDate: scannedField('2031-06-01'),
      residentialStatus: unreadField('A passport says nothing of residence.'),
      fullNameArabic: unreadField('Arabic model not installed.'),
      ...fields,
    },
  };
}
