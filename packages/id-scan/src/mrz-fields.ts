import type { IdScanDocumentType, IdScanFields, IdScanMrz } from '@aml/contracts';
import { formatEid } from '@aml/contracts';
import { parse } from 'mrz';
import { countryFromMrzCode } from './country-codes';
import { emiratesIdLuhnHolds } from './mrz-check';
import type { MrzDecodeResult } from './mrz-decode';
import { MRZ_LAYOUTS, type MrzFieldName } from './mrz-layout';
import type { CellReading } from './mrz-read';
import { emptyFields, found, GCC_STATES, ID_TYPE_BY_DOCUMENT, missing, mrzDate, titleCase } from './scan-fields';

export interface MrzFieldsResult {
  documentType: IdScanDocumentType;
  fields: IdScanFields;
  mrz: IdScanMrz;
}

/** Confidence of a value no check digit covers, from how closely its glyphs matched OCR-B. */
function glyphConfidence(
  readings: readonly (readonly CellReading[])[],
  line: number,
  start: number,
  end: number,
): number {
  const cells = (readings[line] ?? []).slice(start, end);
  if (cells.length === 0) return 0;
  const mean = cells.reduce((s, c) => s + (c[0]?.distance ?? 0.25), 0) / cells.length;
  return Math.min(0.97, Math.max(0, 1 - mean * 4));
}

function documentTypeOf(code: string, state: string): IdScanDocumentType {
  if (code.startsWith('P')) return 'passport';
  if (code.startsWith('V')) return 'visa';
  if (/^[IAC]/.test(code)) {
    if (state === 'ARE') return 'emirates-id';
    if (GCC_STATES.has(state)) return 'gcc-id';
    return 'id-card';
  }
  return 'unknown';
}

/**
 * Maps a decoded MRZ to the quick-onboard fields. The maintained `mrz` parser reads the repaired
 * lines and verifies every check digit once more; a value whose check digit does not hold is still
 * shown (it is what the document says, as far as it was read) but with a low confidence and a flag.
 */
export function fieldsFromMrz(
  decoded: MrzDecodeResult,
  readings: readonly (readonly CellReading[])[],
  today = new Date(),
): MrzFieldsResult {
  const layout = MRZ_LAYOUTS[decoded.format];
  const parsed = parse(decoded.lines);
  const spec = (name: MrzFieldName) => layout.fields.find((f) => f.name === name);
  const raw = (name: MrzFieldName) => {
    const f = spec(name);
    return f ? (decoded.lines[f.line] ?? '').slice(f.start, f.end) : '';
  };
  const state = (name: MrzFieldName) => decoded.fieldStates[name] ?? 'unconfirmed';
  const parserCheck = (field: string) => parsed.details.find((d) => d.field === field)?.valid ?? false;
  const compositeValid = decoded.checks.find((c) => c.field === 'composite')?.valid ?? false;
  const checked = (name: MrzFieldName, parserField: string) => {
    const s = state(name);
    // Both our decoder and the maintained parser must agree that the check digit holds.
    if (s === 'unconfirmed' || !parserCheck(parserField)) {
      return {
        source: 'mrz' as const,
        confidence: 0.3,
        note: 'Check digit does not match; verify against the document.',
      };
    }
    if (s === 'repaired') {
      // A repair its own check digit accepts but the composite does not is only a likely reading.
      return compositeValid
        ? { source: 'mrz-repaired' as const, confidence: 0.9 }
        : {
            source: 'mrz-repaired' as const,
            confidence: 0.5,
            note: 'Repaired, but the composite check digit does not match.',
          };
    }
    return { source: 'mrz' as const, confidence: compositeValid ? 0.99 : 0.9 };
  };
  const unchecked = (name: MrzFieldName) => {
    const f = spec(name);
    const base = f ? glyphConfidence(readings, f.line, f.start, f.end) : 0;
    return state(name) === 'repaired'
      ? { source: 'mrz-repaired' as const, confidence: base * 0.95 }
      : { source: 'mrz' as const, confidence: base };
  };

  const fields = emptyFields();
  const code = raw('documentCode');
  const issuing = raw('issuingState').replace(/</g, '');
  const documentType = documentTypeOf(code, issuing);

  const namesField = raw('names');
  const [primary = '', secondary = ''] = namesField.split('<<');
  const nameInfo = unchecked('names');
  // A name field filled to its last cell was probably cut short by the MRZ length (ICAO 9303 part 3 §4.6).
  const truncated = !namesField.endsWith('<')
    ? 'The MRZ may have shortened this name; check the printed name.'
    : undefined;
  const lastName = titleCase(primary.replace(/</g, ' '));
  const firstName = titleCase(secondary.replace(/</g, ' '));
  fields.lastName = lastName
    ? found(lastName, nameInfo.source, nameInfo.confidence, truncated)
    : missing('No surname in the MRZ');
  fields.firstName = firstName
    ? found(firstName, nameInfo.source, nameInfo.confidence, truncated)
    : missing('No given name in the MRZ');

  const birth = mrzDate(raw('birthDate'), 'birth', today);
  const birthInfo = checked('birthDate', 'birthDateCheckDigit');
  fields.dateOfBirth = birth
    ? found(birth, birthInfo.source, birthInfo.confidence, birthInfo.note)
    : missing('Date of birth not readable');

  const expiry = mrzDate(raw('expiryDate'), 'expiry', today);
  const expiryInfo = checked('expiryDate', 'expirationDateCheckDigit');
  fields.idExpiryDate = expiry
    ? found(expiry, expiryInfo.source, expiryInfo.confidence, expiryInfo.note)
    : missing('Expiry date not readable');

  const country = countryFromMrzCode(raw('nationality'));
  const nationalityInfo = unchecked('nationality');
  if (country) {
    fields.nationality = found(country.name, nationalityInfo.source, nationalityInfo.confidence);
    fields.countryCode = country.dialCode
      ? found(country.dialCode, nationalityInfo.source, nationalityInfo.confidence)
      : missing('The nationality has no dialling code');
  } else {
    const note = `Nationality code ${raw('nationality').replace(/</g, '')} is not a country`;
    fields.nationality = missing(note);
    fields.countryCode = missing(note);
  }

  const idType = ID_TYPE_BY_DOCUMENT[documentType];
  fields.idType = idType ? found(idType, 'mrz', 0.97) : missing('Document type has no matching ID type');

  const numberInfo = checked('documentNumber', 'documentNumberCheckDigit');
  if (documentType === 'emirates-id') {
    // The Emirates ID number (784-YYYY-NNNNNNN-C) is the optional data of line 1; the composite
    // check digit and its own Luhn digit confirm it, the card number before it is not what forms ask.
    const digits = raw('optional1').replace(/</g, '');
    if (emiratesIdLuhnHolds(digits)) {
      const info = compositeValid
        ? state('optional1') === 'repaired'
          ? { source: 'mrz-repaired' as const, confidence: 0.9 }
          : { source: 'mrz' as const, confidence: 0.99 }
        : { source: 'mrz' as const, confidence: 0.6, note: 'Composite check digit does not match.' };
      fields.idNo = found(formatEid(digits), info.source, info.confidence, info.note);
    } else {
      fields.idNo = missing('Emirates ID number not readable');
    }
    fields.residentialStatus = found('Resident', 'inferred', 0.9);
  } else {
    const number = raw('documentNumber').replace(/</g, '');
    fields.idNo = number
      ? found(number, numberInfo.source, numberInfo.confidence, numberInfo.note)
      : missing('Document number not readable');
    fields.residentialStatus = missing('Not shown on this document');
  }
  fields.idIssuedDate = missing('The MRZ holds no issue date');
  fields.fullNameArabic = missing('Not in the MRZ');

  const checks = decoded.checks.map((c) => ({ field: c.field, valid: c.valid }));
  return {
    documentType,
    fields,
    mrz: {
      format: decoded.format,
      lines: decoded.lines,
      checks,
      valid:
        decoded.checkDigitsValid &&
        parsed.details.filter((d) => /CheckDigit$/.test(d.field ?? '')).every((d) => d.valid),
      repairs: decoded.repairs.map(({ line, index, from, to, reason }) => ({ line, index, from, to, reason })),
    },
  };
}
