import { GOAML_ROLE_CODES, PARTNER_ROLES, type PartnerRole } from '@aml/contracts';
import { UNAVAILABLE_NAME } from './codes';
import { readCountry, readDate, readName, readText } from './fields';
import { defaultIssueCountry, identificationNode, idNumberFields, idTypeOf } from './identity';
import type { CorporatePartner } from './model';
import type { Place, ProblemList } from './problems';
import { cleanText } from './text';
import { leaf, node, type XmlNode } from './xml-node';

export interface DirectorChoice {
  readonly partner: CorporatePartner;
  /** Position in the customer's partner list, from 0. */
  readonly index: number;
  readonly why: 'ubo-with-id' | 'first-with-id';
}

/** A partner "holds" an id when its type is one goAML names (passport, EID, GCC ID) and the number is recorded. */
export function holdsGoamlId(partner: CorporatePartner): boolean {
  return idTypeOf(partner.idType) !== undefined && cleanText(partner.idNoOrLicenseNo) !== undefined;
}

export function partnerRoleOf(value: unknown): PartnerRole | undefined {
  const text = cleanText(value)
    ?.toUpperCase()
    .replace(/[\s_-]+/g, ' ');
  if (text === undefined) return undefined;
  return PARTNER_ROLES.find((r) => r === text || r.replace(/ /g, '') === text.replace(/ /g, ''));
}

/**
 * Spec 3 §9: the reported director is the UBO partner holding a passport, EID or GCC ID; otherwise the first
 * partner holding such an id; otherwise none, and placeholders are written. Among several UBOs holding an id,
 * the first in the customer's list is taken.
 */
export function chooseDirector(partners: readonly CorporatePartner[] | null | undefined): DirectorChoice | undefined {
  const list = partners ?? [];
  const holders = list.map((partner, index) => ({ partner, index })).filter(({ partner }) => holdsGoamlId(partner));
  const ubo = holders.find(({ partner }) => partnerRoleOf(partner.role) === 'UBO');
  if (ubo) return { ...ubo, why: 'ubo-with-id' };
  const first = holders[0];
  return first ? { ...first, why: 'first-with-id' } : undefined;
}

/**
 * The chosen partner as goAML director_id (t_person plus role, in schema order). Partners have one name field;
 * its last word is the last name and the rest the first name, as on a passport's Latin line. A one-word name is
 * a last name with the placeholder first name.
 */
export function buildDirector(choice: DirectorChoice | undefined, problems: ProblemList): XmlNode {
  if (choice === undefined) {
    return node('director_id', [leaf('first_name', UNAVAILABLE_NAME), leaf('last_name', UNAVAILABLE_NAME)]);
  }
  const { partner, index } = choice;
  const shown = cleanText(partner.name);
  const place: Place = {
    problems,
    section: `Partner ${index + 1}${shown ? ` (${shown})` : ''}`,
    path: `report.corporateUser.partners.${index}`,
  };
  const fullName = readName(place, 'name', 'Name', partner.name, { max: 200, ifMissing: 'unavailable' });
  const words = (fullName ?? UNAVAILABLE_NAME).split(' ');
  const lastName = words.pop() ?? UNAVAILABLE_NAME;
  const firstName = words.join(' ') || UNAVAILABLE_NAME;
  if (fullName !== undefined && (firstName.length > 100 || lastName.length > 100)) {
    problems.tooLong(`${place.path}.name`, place.section, 'Name', 100);
  }
  const idType = idTypeOf(partner.idType);
  const idNumber = readText(place, 'idNoOrLicenseNo', 'ID number', partner.idNoOrLicenseNo, {
    max: 255,
    ifMissing: 'require',
    oneLine: true,
  });
  const nationality = readCountry(
    place,
    'nationalityOrCountryOfIncorporation',
    'Nationality',
    partner.nationalityOrCountryOfIncorporation,
    { required: false },
  );
  const issueCountry = defaultIssueCountry(idType, nationality);
  const ids = idNumberFields(idType, idNumber, issueCountry);
  const role = partnerRoleOf(partner.role);
  if (role === undefined && cleanText(partner.role) !== undefined) {
    problems.invalid(`${place.path}.role`, place.section, 'Role', `is not one of ${PARTNER_ROLES.join(', ')}`);
  }
  return node('director_id', [
    leaf('first_name', firstName),
    leaf('last_name', lastName),
    leaf('birthdate', readDate(place, 'birthdate', 'Birthdate', partner.birthdate, { kind: 'date', required: false })),
    leaf('ssn', ids.ssn),
    leaf('passport_number', ids.passportNumber),
    leaf('passport_country', ids.passportCountry),
    leaf('id_number', idNumber),
    leaf('nationality1', nationality),
    identificationNode({
      type: idType,
      number: idNumber,
      issueDate: readDate(place, 'idIssuedDate', 'ID issued date', partner.idIssuedDate, {
        kind: 'date',
        required: false,
      }),
      expiryDate: readDate(place, 'idExpiry', 'ID expiry', partner.idExpiry, { kind: 'date', required: false }),
      issueCountry,
    }),
    leaf('role', role === undefined ? undefined : GOAML_ROLE_CODES[role]),
  ]);
}
