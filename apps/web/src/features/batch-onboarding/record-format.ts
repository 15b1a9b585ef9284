import {
  type BatchOnboardingRecord,
  FUZZY_LEVEL_OPTIONS,
  formatShortDate,
  type INDIVIDUAL_BATCH_HEADERS,
  splitPhone,
} from '@aml/contracts';

type Header = (typeof INDIVIDUAL_BATCH_HEADERS)[number];

/** Spec 2 §2.7: dates in batch views read dd-mm-yy. Date-only fields are midnight UTC, so no zone shifts the day. */
export const batchDate = (value: string | null) => formatShortDate(value, { timeZone: 'UTC' });

/** The fuzzy level as the single form names it (OFF, Level 1, Level 2). */
export function fuzzyLevelLabel(level: string): string {
  return FUZZY_LEVEL_OPTIONS.find((option) => option.value === level)?.label ?? level;
}

/**
 * A record's 13 values in the order of the template's headers (spec 2 §5.3). The server joins Country Code and
 * Contact Number into one phone (code-number, spec 2 §9.1); they are split again here.
 */
export function recordCells(record: BatchOnboardingRecord): Record<Header, string> {
  const phone = splitPhone(record.contactNo);
  return {
    'First Name': record.firstName,
    'Last Name': record.lastName,
    'Date of Birth': batchDate(record.dateOfBirth),
    'Residential Status': record.residentialStatus,
    Address: record.address,
    Nationality: record.nationality,
    'Country Code': phone.code,
    'Contact Number': phone.number,
    'ID Type': record.idType,
    'ID Number': record.idNo,
    'ID Issued Date': batchDate(record.idIssuedDate),
    'ID Expiry Date': batchDate(record.idExpiryDate),
    'Fuzzy Level': fuzzyLevelLabel(record.fuzzyLevel),
  };
}

export const fullName = (record: Pick<BatchOnboardingRecord, 'firstName' | 'lastName'>) =>
  `${record.firstName} ${record.lastName}`.trim();
