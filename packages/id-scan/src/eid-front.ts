import type { IdScanFields } from '@aml/contracts';
import { formatEid } from '@aml/contracts';
import { countryFromText } from './country-codes';
import { emiratesIdLuhnHolds } from './mrz-check';
import { emptyFields, found, isoDate, missing, titleCase } from './scan-fields';

/** One line of recognised text with the engine's confidence (0–100) and, when known, its box in pixels. */
export interface TextLine {
  text: string;
  confidence: number;
  box?: { x0: number; y0: number; x1: number; y1: number };
}

export interface EidFrontResult {
  /** True when the text is recognisably the front of an Emirates ID (its 784 number or its labels). */
  recognised: boolean;
  fields: IdScanFields;
}

/** Look-alikes inside what must be digits (an ID number or a date read by a text model). */
const toDigits = (text: string) =>
  text
    .replace(/[OoQD]/g, '0')
    .replace(/[Il|!]/g, '1')
    .replace(/Z/g, '2')
    .replace(/S/g, '5')
    .replace(/B/g, '8');

/** The value after a label on the same line ('Date of Birth: 01/02/1990' → '01/02/1990'). */
function afterLabel(lines: readonly TextLine[], label: RegExp): { value: string; confidence: number } | null {
  for (const line of lines) {
    const match = label.exec(line.text);
    if (!match) continue;
    const value = line.text
      .slice(match.index + match[0].length)
      .replace(/^[\s:.;,-]+/, '')
      .trim();
    if (value) return { value, confidence: line.confidence };
  }
  return null;
}

/** dd/mm/yyyy as printed on Emirates ID cards → yyyy-mm-dd. */
function printedDate(text: string): string | null {
  const match = /(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})/.exec(toDigits(text));
  if (!match) return null;
  return isoDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** Engine confidence (0–100) to ours: printed text without a check digit is never fully trusted. */
const textConfidence = (engine: number) => Math.max(0, Math.min(0.9, (engine / 100) * 0.92));

/**
 * Reads the printed front of an Emirates ID card: ID number (784-YYYY-NNNNNNN-C, confirmed by its
 * Luhn digit), English name, date of birth, nationality, issue and expiry dates. The card prints the
 * full name on one line; the form wants first and last names, so the first word is taken as the first
 * name and the rest as the last name, flagged for the reviewer.
 */
export function parseEidFront(lines: readonly TextLine[]): EidFrontResult {
  const fields = emptyFields();
  let recognised = false;

  for (const line of lines) {
    const digits = toDigits(line.text).replace(/[^\d]/g, ' ');
    const match = /784\s*\d{4}\s*\d{7}\s*\d/.exec(digits) ?? /784\d{12}/.exec(digits.replace(/\s/g, ''));
    if (!match) continue;
    const number = match[0].replace(/\s/g, '');
    recognised = true;
    fields.idNo = emiratesIdLuhnHolds(number)
      ? found(formatEid(number), 'front', Math.max(0.85, textConfidence(line.confidence)))
      : found(formatEid(number), 'front', 0.4, 'The check digit of this ID number does not match; verify it.');
    break;
  }

  const name = afterLabel(lines, /\bName\b/i);
  if (name) {
    const clean = name.value
      .replace(/[^\p{L}\s'-]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const words = clean.split(' ').filter(Boolean);
    if (words.length >= 2) {
      const confidence = textConfidence(name.confidence);
      const note = 'Split from the full name on the card; check which part is the last name.';
      fields.firstName = found(titleCase(words[0] as string), 'front', confidence, note);
      fields.lastName = found(titleCase(words.slice(1).join(' ')), 'front', confidence, note);
      recognised = true;
    }
  }

  const birth = afterLabel(lines, /Date\s*of\s*Birth/i);
  const birthDate = birth && printedDate(birth.value);
  if (birth && birthDate) fields.dateOfBirth = found(birthDate, 'front', textConfidence(birth.confidence));

  const issued = afterLabel(lines, /Issu\w*\s*Date/i);
  const issuedDate = issued && printedDate(issued.value);
  if (issued && issuedDate) fields.idIssuedDate = found(issuedDate, 'front', textConfidence(issued.confidence));

  const expiry = afterLabel(lines, /Expiry\s*Date/i);
  const expiryDate = expiry && printedDate(expiry.value);
  if (expiry && expiryDate) fields.idExpiryDate = found(expiryDate, 'front', textConfidence(expiry.confidence));

  const nationality = afterLabel(lines, /Nationality/i);
  if (nationality) {
    const words = nationality.value
      .replace(/[^\p{L}\s]/gu, ' ')
      .trim()
      .split(/\s+/);
    // The value may be followed by other print on the same line; take the longest leading match.
    let country = undefined as ReturnType<typeof countryFromText>;
    for (let n = Math.min(4, words.length); n >= 1 && !country; n--)
      country = countryFromText(words.slice(0, n).join(' '));
    if (country) {
      const confidence = textConfidence(nationality.confidence);
      fields.nationality = found(country.name, 'front', confidence);
      fields.countryCode = country.dialCode
        ? found(country.dialCode, 'front', confidence)
        : missing('The nationality has no dialling code');
    } else {
      fields.nationality = missing('Nationality not recognised as a country');
      fields.countryCode = missing('Nationality not recognised as a country');
    }
  }

  if (recognised) {
    fields.idType = found('EID', 'front', 0.9);
    fields.residentialStatus = found('Resident', 'inferred', 0.9);
  }
  return { recognised, fields };
}

/** The English name line's box, so the Arabic name printed just above it can be cut out and read. */
export function nameLineBox(lines: readonly TextLine[]): TextLine['box'] | null {
  return lines.find((line) => /\bName\b/i.test(line.text) && line.box)?.box ?? null;
}

/**
 * The Arabic name from the line above the English one: Arabic letters only, without the label
 * 'الاسم' (name) and its colon. Two words at least, as a full name has.
 */
export function parseArabicName(lines: readonly TextLine[]): { value: string; confidence: number } | null {
  let best: { value: string; confidence: number } | null = null;
  for (const line of lines) {
    const words = line.text
      .replace(/[^\p{Script=Arabic}\s]/gu, ' ')
      .split(/\s+/)
      .filter((w) => w && w !== 'الاسم' && /\p{Script=Arabic}{2,}/u.test(w));
    if (words.length < 2) continue;
    const value = words.join(' ');
    if (!best || value.length > best.value.length) best = { value, confidence: line.confidence };
  }
  return best;
}
