import { type DpmsrCorporateCustomer, type DpmsrIndividualCustomer, findCountry } from '@aml/contracts';
import type { CorporateCustomer, IndividualCustomer } from '@aml/goaml';
import type { CorporateRow, PartnerRow } from '../customers/corporates.repo';
import type { CorporateDetails, PartnerDetails } from '../customers/corporates.service';
import { customerNumberLabel } from '../customers/customer-wire';
import type { IndividualRow } from '../customers/individuals.repo';
import type { IndividualDetails } from '../customers/individuals.service';

/**
 * A customer as DPMSR uses it (spec 3 §3): the simple shapes the screens pick from and show, and the goAML
 * builder's model, both read from the customer's own record (`details`, the registration as submitted), so a
 * correction made through the customer's edit screen is in the next file built.
 */

export function individualSimple(row: IndividualRow): DpmsrIndividualCustomer {
  const d = row.details as IndividualDetails;
  return {
    userId: row.id,
    customerId: customerNumberLabel('IND', row.customerNumber),
    status: row.status,
    firstName: d.firstName,
    lastName: d.lastName,
    idType: d.idType,
    idNo: d.idNo,
    contactNo: d.contactNo,
    address: d.address,
    dateOfBirth: d.dateOfBirth,
    nationality: d.nationality,
    residentialStatus: d.residentialStatus,
  };
}

export function corporateSimple(row: CorporateRow, partners: readonly PartnerRow[]): DpmsrCorporateCustomer {
  const d = row.details as CorporateDetails;
  return {
    corporateUserId: row.id,
    customerId: customerNumberLabel('CORP', row.customerNumber),
    status: row.status,
    companyName: d.companyName,
    tradeLicenseNo: d.tradeLicenseNo,
    contactOfficeNo: d.contactOfficeNo,
    companyAddress: d.companyAddress,
    city: d.city,
    countryOfIncorporation: d.countryOfIncorporation,
    tradeLicenseIssuedDate: d.tradeLicenseIssuedDate,
    partners: partners.map((p) => {
      const partner = p.details as PartnerDetails;
      return {
        name: partner.name,
        role: partner.role,
        idType: partner.idType,
        idNoOrLicenseNo: partner.idNoOrLicenseNo,
        birthdate: partner.birthdate,
        idExpiry: partner.idExpiry,
        nationalityOrCountryOfIncorporation: partner.nationalityOrCountryOfIncorporation,
      };
    }),
  };
}

/**
 * Customer records store a country by its common name ("India"); goAML takes the two-letter code. A value that
 * names no country is passed on as it is, so the builder names the field to correct.
 */
const countryCode = (value: string) => findCountry(value)?.code ?? value;

/** The individual as the goAML builder reads it: the spec 3 §3 fields and what else the record holds. */
export function goamlIndividual(row: IndividualRow): IndividualCustomer {
  const d = row.details as IndividualDetails;
  return {
    ...individualSimple(row),
    nationality: countryCode(d.nationality),
    gender: d.gender,
    city: d.city,
    country: countryCode(d.country),
    countryOfResidence: countryCode(d.countryOfResidence),
    placeOfBirth: d.placeOfBirth,
    occupation: d.occupation,
    idIssuedAt: countryCode(d.idIssuedAt),
    idIssuedDate: d.idIssuedDate,
    idExpiryDate: d.idExpiryDate,
  };
}

export function goamlCorporate(row: CorporateRow, partners: readonly PartnerRow[]): CorporateCustomer {
  const simple = corporateSimple(row, partners);
  return {
    ...simple,
    countryOfIncorporation: countryCode(simple.countryOfIncorporation),
    partners: simple.partners.map((p) => ({
      ...p,
      nationalityOrCountryOfIncorporation: countryCode(p.nationalityOrCountryOfIncorporation),
    })),
  };
}
