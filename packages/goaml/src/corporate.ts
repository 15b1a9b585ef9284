import { dpmsrReportIndicator } from '@aml/contracts';
import { ADDRESS_TYPES, OFFICE_PHONE } from './codes';
import { customerAddressNode, phoneNode, readCustomerCity } from './contact';
import { buildDirector, chooseDirector } from './director';
import { readCountry, readDate, readName, readText } from './fields';
import type { PartyParts } from './individual';
import type { CorporateCustomer } from './model';
import type { Place, ProblemList } from './problems';
import { cleanText } from './text';
import { leaf, node } from './xml-node';

/**
 * A corporate customer as a report party: goAML t_entity in schema order, filled as the UAE portal's DPMSR
 * sample fills it (name repeated as commercial_name, trade licence as incorporation_number, the office phone,
 * the company address, one director). Spec 3 §9: indicator DPMSJ; the office phone is OFFIC/L.
 */
export function buildCorporateParty(customer: CorporateCustomer, problems: ProblemList): PartyParts {
  const place: Place = { problems, section: 'Customer', path: 'report.corporateUser' };
  const name = readName(place, 'companyName', 'Company name', customer.companyName, { max: 255, ifMissing: 'require' });
  // The company address has no country field of its own; the country of incorporation is the closest the
  // record holds, and goAML requires a country in every address.
  const country = readCountry(
    place,
    'countryOfIncorporation',
    'Country of incorporation',
    customer.countryOfIncorporation,
    {
      required: true,
    },
  );
  const city = readCustomerCity(place, customer.city);
  const party = node('entity', [
    leaf('name', name),
    leaf('commercial_name', name),
    leaf(
      'incorporation_number',
      readText(place, 'tradeLicenseNo', 'Trade licence number', customer.tradeLicenseNo, {
        max: 50,
        ifMissing: 'unavailable',
        oneLine: true,
      }),
    ),
    node('phones', [phoneNode(place, 'contactOfficeNo', 'Office number', customer.contactOfficeNo, OFFICE_PHONE)]),
    node('addresses', [
      customerAddressNode(
        place,
        ADDRESS_TYPES.office,
        { key: 'companyAddress', label: 'Company address', value: customer.companyAddress },
        city,
        country,
      ),
    ]),
    leaf('incorporation_country_code', country),
    buildDirector(chooseDirector(customer.partners), problems),
    leaf(
      'incorporation_date',
      readDate(place, 'tradeLicenseIssuedDate', 'Trade licence issued date', customer.tradeLicenseIssuedDate, {
        kind: 'date',
        required: false,
      }),
    ),
  ]);
  return {
    party,
    indicator: dpmsrReportIndicator('Corporate', null),
    displayName: cleanText(customer.companyName) ?? '',
  };
}
