import { GOAML_UNAVAILABLE, splitPhone } from '@aml/contracts';
import { readText } from './fields';
import { fieldPath, type Place } from './problems';
import { charLength } from './text';
import { leaf, node, type XmlNode } from './xml-node';

/** goAML t_phone: tph_number is at most 50 characters, tph_country_prefix at most 4. */
const MAX_PHONE_NUMBER = 50;

export interface PhoneKind {
  readonly contactType: string;
  readonly communicationType: string;
}

/**
 * A t_phone from a stored number. The onboarding forms store "country code, hyphen, number" (971-501234567,
 * spec 2 §3.2); the code goes to tph_country_prefix so the FIU sees the international number. A missing number
 * is written {unavailable}, like any missing free text.
 */
export function phoneNode(
  place: Place,
  key: string,
  label: string,
  value: unknown,
  kind: PhoneKind,
): XmlNode | undefined {
  const text = readText(place, key, label, value, {
    max: MAX_PHONE_NUMBER + 6,
    ifMissing: 'unavailable',
    oneLine: true,
  });
  if (text === undefined) return undefined;
  const parts = text === GOAML_UNAVAILABLE ? { number: text } : phoneParts(text);
  if (charLength(parts.number) > MAX_PHONE_NUMBER) {
    place.problems.tooLong(fieldPath(place, key), place.section, label, MAX_PHONE_NUMBER);
    return undefined;
  }
  return node('phone', [
    leaf('tph_contact_type', kind.contactType),
    leaf('tph_communication_type', kind.communicationType),
    leaf('tph_country_prefix', parts.countryPrefix),
    leaf('tph_number', parts.number),
  ]);
}

/**
 * The stored phone read by packages/contracts' splitPhone (as the edit screens read it), as goAML takes it:
 * tph_country_prefix is the dialling code without "+" and at most 4 digits. A value that does not split that way
 * is written whole as the number.
 */
function phoneParts(text: string): { readonly countryPrefix?: string; readonly number: string } {
  const stored = splitPhone(text);
  const countryPrefix = stored.code.replace(/^\+/, '');
  const number = stored.number.trim();
  return countryPrefix && countryPrefix.length <= 4 && number ? { countryPrefix, number } : { number: text };
}

export interface AddressParts {
  readonly type: string | undefined;
  readonly address: string | undefined;
  readonly city: string | undefined;
  readonly country: string | undefined;
  readonly state: string | undefined;
}

/** A t_address in schema order (address_type, address, city, country_code, state). */
export function addressNode(name: string, parts: AddressParts): XmlNode {
  return node(name, [
    leaf('address_type', parts.type),
    leaf('address', parts.address),
    leaf('city', parts.city),
    leaf('country_code', parts.country),
    leaf('state', parts.state),
  ]);
}

/** A customer's city: one line, at most 255 characters, {unavailable} when missing. */
export function readCustomerCity(place: Place, value: unknown): string | undefined {
  return readText(place, 'city', 'City', value, { max: 255, ifMissing: 'unavailable', oneLine: true });
}

/**
 * A customer's address (individual or company): the address text on one line, at most 100 characters (the
 * schema's limit), {unavailable} when missing; the city and country as the caller read them; the state the city
 * names (see {@link stateFromCity}).
 */
export function customerAddressNode(
  place: Place,
  type: string,
  address: { readonly key: string; readonly label: string; readonly value: unknown },
  city: string | undefined,
  country: string | undefined,
): XmlNode {
  return addressNode('address', {
    type,
    address: readText(place, address.key, address.label, address.value, {
      max: 100,
      ifMissing: 'unavailable',
      oneLine: true,
    }),
    city,
    country,
    state: stateFromCity(city, country),
  });
}

const EMIRATES: Readonly<Record<string, string>> = {
  'abu dhabi': 'Abu Dhabi',
  'al ain': 'Abu Dhabi',
  dubai: 'Dubai',
  sharjah: 'Sharjah',
  ajman: 'Ajman',
  'umm al quwain': 'Umm Al Quwain',
  'ras al khaimah': 'Ras Al Khaimah',
  fujairah: 'Fujairah',
};

/**
 * goAML's state is required in every address, and the customer records have no state field. In the UAE the
 * state is the emirate, which the city names in the usual case (Dubai, Sharjah …); otherwise it is unknown.
 */
export function stateFromCity(city: string | undefined, country: string | undefined): string {
  if (country !== 'AE' || city === undefined) return GOAML_UNAVAILABLE;
  return EMIRATES[city.toLowerCase().replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim()] ?? GOAML_UNAVAILABLE;
}
