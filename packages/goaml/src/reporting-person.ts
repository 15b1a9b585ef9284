import { splitTenantAddresses, type TenantAddress } from '@aml/contracts';
import { COMMUNICATION_TYPE_CODES, CONTACT_TYPE_CODES } from './codes';
import { addressNode } from './contact';
import { readCode, readCountry, readDate, readName, readText } from './fields';
import type { TenantProfile, TextValue } from './model';
import { fieldPath, type Place, type ProblemList } from './problems';
import { cleanText } from './text';
import { leaf, node, type XmlNode } from './xml-node';

/** goAML report/rentity_id is an xs:int of at least 1. */
const MAX_INT = 2_147_483_647;

export interface ReportingParts {
  readonly rentityId: string | undefined;
  readonly reportingPerson: XmlNode;
  /** The first profile address: where the dealer trades, hence where the transaction took place. */
  readonly location: XmlNode | undefined;
}

/**
 * The tenant as reporting person (spec 3 §3, spec 1 §3), in t_person_registration_in_report order as the UAE
 * portal's DPMSR sample fills it. Spec 3 §5 blocks DPMSR reporting while any profile field is empty, so every
 * field here is required and the refusal names it as the profile screen does.
 */
export function buildReportingParts(tenant: TenantProfile, problems: ProblemList): ReportingParts {
  const place: Place = { problems, section: 'Your profile', path: 'tenant' };
  // Read in the order of the profile form, so the officer gets the list of fields to complete in that order.
  const rentityId = readEntityId(place, tenant.rentityId);
  const names = {
    first: readName(place, 'firstName', 'First name', tenant.firstName, { max: 100, ifMissing: 'require' }),
    last: readName(place, 'lastName', 'Last name', tenant.lastName, { max: 100, ifMissing: 'require' }),
  };
  const birthdate = readDate(place, 'birthdate', 'Birthdate', tenant.birthdate, { kind: 'date', required: true });
  const required = { ifMissing: 'require', oneLine: true } as const;
  const ssn = readText(place, 'ssn', 'ID Number', tenant.ssn, { max: 25, ...required });
  const passportNumber = readText(place, 'passportNumber', 'Passport number', tenant.passportNumber, {
    max: 255,
    ...required,
  });
  const passportCountry = readCountry(place, 'passportCountry', 'Passport country', tenant.passportCountry, {
    required: true,
  });
  const nationality = readCountry(place, 'nationality', 'Nationality', tenant.nationality, { required: true });
  // The profile stores its own phone codes (Office OFFIC, Mobile M, spec 1 §3); the reporting person's phone is
  // written with them rather than with the OFFIC/L of the customer's office phone.
  const contactType = readCode(
    place,
    'tphContactType',
    'Contact type',
    tenant.tphContactType,
    CONTACT_TYPE_CODES,
    true,
  );
  const communicationType = readCode(
    place,
    'tphCommunicationType',
    'Communication type',
    tenant.tphCommunicationType,
    COMMUNICATION_TYPE_CODES,
    true,
  );
  const phoneNumber = readText(place, 'tphNumber', 'Phone number', tenant.tphNumber, { max: 50, ...required });
  const addresses = readAddresses(place, tenant);

  const reportingPerson = node('reporting_person', [
    leaf('first_name', names.first),
    leaf('last_name', names.last),
    leaf('birthdate', birthdate),
    leaf('ssn', ssn),
    leaf('passport_number', passportNumber),
    leaf('passport_country', passportCountry),
    leaf('nationality1', nationality),
    node('phones', [
      node('phone', [
        leaf('tph_contact_type', contactType),
        leaf('tph_communication_type', communicationType),
        leaf('tph_number', phoneNumber),
      ]),
    ]),
    node(
      'addresses',
      addresses.map((a) => ({ ...a, name: 'address' })),
    ),
  ]);
  const first = addresses[0];
  return { rentityId, reportingPerson, location: first ? { ...first, name: 'location' } : undefined };
}

function readEntityId(place: Place, value: unknown): string | undefined {
  const text = readText(place, 'rentityId', 'Reporting Entity ID', value, {
    max: 20,
    ifMissing: 'require',
    oneLine: true,
  });
  if (text === undefined) return undefined;
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_INT) return String(Number(text));
  place.problems.invalid(
    fieldPath(place, 'rentityId'),
    place.section,
    'Reporting Entity ID',
    'must be the number the FIU gave your organisation in goAML',
  );
  return undefined;
}

/**
 * The five address fields hold one colon-separated segment per address, parallel across the fields, with a
 * literal colon escaped as "\\:" (spec 1 §3); packages/contracts' splitTenantAddresses reads them as it writes
 * them. Each field is then read as goAML needs it, every one required.
 */
function readAddresses(place: Place, tenant: TenantProfile): XmlNode[] {
  const stored = (value: TextValue) => cleanText(value) ?? null;
  const addresses = splitTenantAddresses({
    addressType: stored(tenant.addressType),
    address: stored(tenant.address),
    city: stored(tenant.city),
    countryCode: stored(tenant.countryCode),
    state: stored(tenant.state),
  });
  if (addresses.length === 0) {
    place.problems.missing(fieldPath(place, 'address'), place.section, 'Address');
    return [];
  }
  const several = addresses.length > 1;
  return addresses.map((parts, i) => {
    // With several addresses the officer needs to know which one to complete.
    const at = several ? ` (address ${i + 1})` : '';
    const key = (k: keyof TenantAddress) => (several ? `${k}[${i}]` : k);
    const text = (k: keyof TenantAddress, label: string, max: number) =>
      readText(place, key(k), `${label}${at}`, parts[k], { max, ifMissing: 'require', oneLine: true });
    return addressNode('address', {
      type: readCode(place, key('addressType'), `Address type${at}`, parts.addressType, CONTACT_TYPE_CODES, true),
      address: text('address', 'Address', 100),
      city: text('city', 'City', 255),
      country: readCountry(place, key('countryCode'), `Country code${at}`, parts.countryCode, { required: true }),
      state: text('state', 'State', 255),
    });
  });
}
