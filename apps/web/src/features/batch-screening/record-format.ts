import { SCREENING_FUZZY_LEVEL_OPTIONS, type ScreeningBatchRecord } from '@aml/contracts';

/** A record's fuzzy level in quick screening's words (spec 3 §2: Off, Level I, Level II). */
export function fuzzyLabel(level: ScreeningBatchRecord['fuzzyLevel']): string {
  return SCREENING_FUZZY_LEVEL_OPTIONS.find((option) => option.value === String(level))?.label ?? String(level);
}

/** male / female as read from the workbook, capitalised; an empty cell stays empty. */
export function genderLabel(gender: ScreeningBatchRecord['gender']): string {
  return gender ? `${gender.charAt(0).toUpperCase()}${gender.slice(1)}` : '';
}

/** The optional fields of a record, for the line under its name: 'DOB 00/05/1980 · Male · Level I'. */
export function recordDetails(record: ScreeningBatchRecord): string {
  return [record.dob ? `DOB ${record.dob}` : '', genderLabel(record.gender), `Fuzzy ${fuzzyLabel(record.fuzzyLevel)}`]
    .filter(Boolean)
    .join(' · ');
}
