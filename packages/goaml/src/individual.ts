import {
  ADDRESS_TYPES,
  GENDER_CODES,
  PRIVATE_PHONE,
  REPORT_INDICATORS,
  type ReportIndicator,
  UNAVAILABLE,
} from './codes';
import { addressNode, phoneNode, stateFromCity } from './contact';
import { readCountry, readDate, readName, readText } from './fields';
import { defaultIssueCountry, identificationNode, idNumberFields, idTypeOf } from './identity';
import type { IndividualCustomer } from './model';
import type { Place, ProblemList } from './problems';
import { cleanText } from './text';
import { leaf, node, type XmlNode } from './xml-node';

export interface PartyParts {
  readonly party: XmlNode;
  readonly indicator: ReportIndicator | undefined;
  /** The customer's name for the file name pattern. */
  readonly displayName: string;
}

/**
 * An individual customer as a report party (t_person, in schema order). Spec 3 §9: the indicator is DPMSI for a
 * resident and DPMSN for a non-resident. residentialStatus is "Resident or other" (spec 3 §3); a missing status
 * is refused rather than read as non-resident, because the indicator is what the FIU files the report under.
 */
export function buildIndividualParty(customer: IndividualCustomer, problems: ProblemList): PartyParts {
  const place: Place = { problems, section: 'Customer', path: 'report.individualUser' };
  const status = readText(place, 'residentialStatus', 'Residential status', customer.residentialStatus, {
    max: 50,
    ifMissing: 'require',
    oneLine: true,
  });
  const resident = status === undefined ? undefined : status.toLowerCase() === 'resident';
  const firstName = readName(place, 'firstName', 'First name', customer.firstName, { max: 100, ifMissing: 'require' });
  const lastName = readName(place, 'lastName', 'Last name', customer.lastName, { max: 100, ifMissing: 'require' });
  const nationality = readCountry(place, 'nationality', 'Nationality', customer.nationality, { required: false });
  const idType = idTypeOf(customer.idType);
  const idNo = readText(place, 'idNo', 'ID number', customer.idNo, { max: 255, ifMissing: 'omit', oneLine: true });
  const idIssuedAt = readCountry(place, 'idIssuedAt', 'ID issued at', customer.idIssuedAt, { required: false });
  const issueCountry = idIssuedAt ?? defaultIssueCountry(idType, nationality);
  const ids = idNumberFields(idType, idNo, issueCountry);
  const residence = resident
    ? 'AE'
    : readCountry(place, 'countryOfResidence', 'Country of residence', customer.countryOfResidence, {
        required: false,
      });

  const party = node('person', [
    leaf('gender', GENDER_CODES[cleanText(customer.gender)?.toLowerCase() ?? '']),
    leaf('first_name', firstName),
    leaf('last_name', lastName),
    leaf(
      'birthdate',
      readDate(place, 'dateOfBirth', 'Date of birth', customer.dateOfBirth, { kind: 'date', required: false }),
    ),
    leaf(
      'birth_place',
      readText(place, 'placeOfBirth', 'Place of birth', customer.placeOfBirth, {
        max: 255,
        ifMissing: 'omit',
        oneLine: true,
      }),
    ),
    leaf('ssn', ids.ssn),
    leaf('passport_number', ids.passportNumber),
    leaf('passport_country', ids.passportCountry),
    leaf('id_number', idNo ?? UNAVAILABLE),
    leaf('nationality1', nationality),
    leaf('residence', residence),
    node('phones', [phoneNode(place, 'contactNo', 'Contact number', customer.contactNo, PRIVATE_PHONE)]),
    node('addresses', [readIndividualAddress(place, customer, resident, residence)]),
    leaf(
      'occupation',
      readText(place, 'occupation', 'Occupation', customer.occupation, { max: 255, ifMissing: 'omit', oneLine: true }),
    ),
    identificationNode({
      type: idType,
      number: idNo,
      issueDate: readDate(place, 'idIssuedDate', 'ID issued date', customer.idIssuedDate, {
        kind: 'date',
        required: false,
      }),
      expiryDate: readDate(place, 'idExpiryDate', 'ID expiry date', customer.idExpiryDate, {
        kind: 'date',
        required: false,
      }),
      issueCountry,
    }),
  ]);
  return {
    party,
    indicator:
      resident === undefined
        ? undefined
        : resident
          ? REPORT_INDICATORS.residentIndividual
          : REPORT_INDICATORS.nonResidentIndividual,
    displayName: [cleanText(customer.firstName), cleanText(customer.lastName)].filter(Boolean).join(' '),
  };
}

/**
 * The address is always written (free text {unavailable} when missing). Its country is required by goAML: the
 * record's country, else the UAE for a resident, else the country of residence; without any of them the officer
 * is asked for it rather than the customer's address being dropped from the report.
 */
function readIndividualAddress(
  place: Place,
  customer: IndividualCustomer,
  resident: boolean | undefined,
  residence: string | undefined,
): XmlNode {
  const recorded = readCountry(place, 'country', 'Country', customer.country, { required: false });
  const country = recorded ?? (resident ? 'AE' : residence);
  if (country === undefined && resident === false && cleanText(customer.country) === undefined) {
    place.problems.missing(`${place.path}.country`, place.section, 'Country (of the address)');
  }
  const city = readText(place, 'city', 'City', customer.city, { max: 255, ifMissing: 'unavailable', oneLine: true });
  return addressNode('address', {
    type: ADDRESS_TYPES.private,
    address: readText(place, 'address', 'Address', customer.address, {
      max: 100,
      ifMissing: 'unavailable',
      oneLine: true,
    }),
    city,
    country,
    state: stateFromCity(city, country),
  });
}
