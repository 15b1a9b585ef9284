import { DPMSR_ID_TYPES, type DpmsrIdType, GOAML_ID_TYPE_CODES } from '@aml/contracts';
import { cleanText } from './text';
import { leaf, node, type XmlNode } from './xml-node';

/** The spec's id type labels, also accepted as their goAML codes and without regard to case or spacing. */
export function idTypeOf(value: unknown): DpmsrIdType | undefined {
  const text = cleanText(value)?.toUpperCase().replace(/\s+/g, ' ');
  if (text === undefined) return undefined;
  const compact = text.replace(/[ ._-]/g, '');
  return DPMSR_ID_TYPES.find(
    (t) => t.toUpperCase().replace(/ /g, '') === compact || GOAML_ID_TYPE_CODES[t] === compact,
  );
}

/**
 * Who issued an id when the record does not say: an Emirates ID is issued by the UAE; a passport or GCC ID by
 * the holder's country of nationality.
 */
export function defaultIssueCountry(
  type: DpmsrIdType | undefined,
  nationality: string | undefined,
): string | undefined {
  if (type === 'EID') return 'AE';
  return type === undefined ? undefined : nationality;
}

export interface IdentificationParts {
  readonly type: DpmsrIdType | undefined;
  readonly number: string | undefined;
  readonly issueDate: string | undefined;
  readonly expiryDate: string | undefined;
  readonly issueCountry: string | undefined;
}

/**
 * goAML t_person_identification requires type, number, issue date, expiry date and issuing country. The
 * element is optional for a t_person, so it is written only when the record holds all of them; the id number
 * itself is always carried by id_number (and ssn or passport_number) beside it.
 */
export function identificationNode(parts: IdentificationParts): XmlNode | undefined {
  const { type, number, issueDate, expiryDate, issueCountry } = parts;
  if (!type || !number || !issueDate || !expiryDate || !issueCountry) return undefined;
  return node('identification', [
    leaf('type', GOAML_ID_TYPE_CODES[type]),
    leaf('number', number),
    leaf('issue_date', issueDate),
    leaf('expiry_date', expiryDate),
    leaf('issue_country', issueCountry),
  ]);
}

/**
 * The id number in the person fields goAML has for it, as the UAE portal's sample does: an Emirates ID is also
 * the ssn, a passport number goes with its country to passport_number/passport_country.
 */
export function idNumberFields(
  type: DpmsrIdType | undefined,
  number: string | undefined,
  passportCountry: string | undefined,
): { readonly ssn?: string; readonly passportNumber?: string; readonly passportCountry?: string } {
  if (number === undefined || number.length === 0) return {};
  if (type === 'EID' && [...number].length <= 25) return { ssn: number };
  if (type === 'Passport' && passportCountry) return { passportNumber: number, passportCountry };
  return {};
}
