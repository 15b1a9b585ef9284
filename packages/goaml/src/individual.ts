import {
  dpmsrReportIndicator,
  GOAML_REPORT_INDICATORS,
  GOAML_UNAVAILABLE,
  type GoamlReportIndicator,
} from '@aml/contracts';
import { ADDRESS_TYPES, GENDER_CODES, PRIVATE_PHONE } from './codes';
import { customerAddressNode, phoneNode, readCustomerCity } from './contact';
import { readCountry, readDate, readName, readText } from './fields';
import { defaultIssueCountry, identificationNode, idNumberFields, idTypeOf } from './identity';
import type { IndividualCustomer } from './model';
import type { Place, ProblemList } from './problems';
import { cleanText } from './text';
import { leaf, node, type XmlNode } from './xml-node';

export interface PartyParts {
  readonly party: XmlNode;
  /** Null when the customer's record cannot decide it (an individual without residential status). */
  readonly indicator: GoamlReportIndicator | null;
  /** The customer's name for the file name pattern. */
  readonly displayName: string;
}

/**
 * An individual customer as a report party (t_person, in schema order). Spec 3 §9: the indicator is DPMSI for a
 * resident and DPMSN for a non-resident, as contracts' dpmsrReportIndicator decides. A missing status gives no
 * indicator and is refused as a required field rather than read as non-resident, because the indicator is what
 * the FIU files the report under.
 */
export function buildIndividualParty(customer: IndividualCustomer, problems: ProblemList): PartyParts {
  const place: Place = { problems, section: 'Customer', path: 'report.individualUser' };
  const status = readText(place, 'residentialStatus', 'Residential status', customer.residentialStatus, {
    max: 50,
    ifMissing: 'require',
    oneLine: true,
  });
  const indicator = dpmsrReportIndicator('Individual', status);
  const resident = indicator === null ? undefined : indicator === GOAML_REPORT_INDICATORS.residentIndividual;
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
    leaf('id_number', idNo ?? GOAML_UNAVAILABLE),
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
    indicator,
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
  const city = readCustomerCity(place, customer.city);
  return customerAddressNode(
    place,
    ADDRESS_TYPES.private,
    { key: 'address', label: 'Address', value: customer.address },
    city,
    country,
  );
}
