/**
 * The DPMSR report model the builder reads: the spec 3 §3 shapes (DPMSR report with its embedded customer,
 * tenant as reporting person, individual and corporate customer as used there). Fields are as loose as the
 * stored data (null, absent, numbers stored as strings): the builder, not the type, decides what is missing,
 * so that it can name every missing field at once instead of failing on the first.
 */

/** A stored text value. Numbers are accepted because identifiers and phone numbers are sometimes stored as such. */
export type TextValue = string | number | null | undefined;
/** A date: yyyy-MM-dd, an ISO date-time (with or without zone), dd/mm/yyyy, or a Date. 0001-01-01 means none. */
export type DateValue = string | Date | null | undefined;
/** An amount: a number, or a decimal string as PostgreSQL numeric columns arrive. */
export type AmountValue = number | string | null | undefined;

/**
 * The tenant profile fields (spec 1 §3) that make the reporting person. The five address fields hold one
 * segment per address, colon-joined, with a literal colon escaped as "\:".
 */
export interface TenantProfile {
  readonly rentityId: TextValue;
  readonly firstName: TextValue;
  readonly lastName: TextValue;
  readonly birthdate: DateValue;
  /** Shown as "ID number" in the profile. */
  readonly ssn: TextValue;
  readonly passportNumber: TextValue;
  readonly passportCountry: TextValue;
  readonly nationality: TextValue;
  /** Stored code, OFFIC for Office. */
  readonly tphContactType: TextValue;
  /** Stored code, M for Mobile. */
  readonly tphCommunicationType: TextValue;
  readonly tphNumber: TextValue;
  readonly addressType: TextValue;
  readonly address: TextValue;
  readonly city: TextValue;
  readonly countryCode: TextValue;
  readonly state: TextValue;
}

/**
 * Individual customer as used by DPMSR (spec 3 §3). The optional fields after the spec's list come from the
 * full individual record (spec 2 §3.1); when the server passes them the report carries more, when it does not
 * the report is still complete.
 */
export interface IndividualCustomer {
  readonly userId?: TextValue;
  readonly firstName: TextValue;
  readonly lastName: TextValue;
  readonly idNo: TextValue;
  /** "country code, hyphen, number" as the onboarding form stores it, e.g. 971-501234567. */
  readonly contactNo: TextValue;
  readonly address: TextValue;
  readonly dateOfBirth: DateValue;
  /** Two-letter country code. */
  readonly nationality: TextValue;
  /** "Resident", or anything else for a non-resident (spec 3 §3). */
  readonly residentialStatus: TextValue;
  readonly gender?: TextValue;
  readonly city?: TextValue;
  /** Country of the address, two-letter code. */
  readonly country?: TextValue;
  readonly countryOfResidence?: TextValue;
  readonly placeOfBirth?: TextValue;
  readonly occupation?: TextValue;
  /** Passport, EID, GCC ID, or another type goAML has no code for. */
  readonly idType?: TextValue;
  /** Country that issued the id, two-letter code. */
  readonly idIssuedAt?: TextValue;
  readonly idIssuedDate?: DateValue;
  readonly idExpiryDate?: DateValue;
}

/** A partner of a corporate customer (spec 3 §3; idIssuedDate only when the record has it). */
export interface CorporatePartner {
  readonly name: TextValue;
  /** UBO, PARTNER, SHARE HOLDER, DIRECTOR, MANAGER or REPRESENTATIVE. */
  readonly role: TextValue;
  /** Passport, EID, GCC ID (others exist in onboarding and do not qualify as the reported director). */
  readonly idType: TextValue;
  readonly idNoOrLicenseNo: TextValue;
  readonly birthdate?: DateValue;
  readonly idExpiry?: DateValue;
  readonly idIssuedDate?: DateValue;
  /** Two-letter country code. */
  readonly nationalityOrCountryOfIncorporation: TextValue;
}

/** Corporate customer as used by DPMSR (spec 3 §3). */
export interface CorporateCustomer {
  readonly corporateUserId?: TextValue;
  readonly companyName: TextValue;
  readonly tradeLicenseNo: TextValue;
  readonly contactOfficeNo: TextValue;
  readonly companyAddress: TextValue;
  readonly city: TextValue;
  /** Two-letter country code; also the country of the company address, which has no country of its own. */
  readonly countryOfIncorporation: TextValue;
  readonly tradeLicenseIssuedDate: DateValue;
  readonly partners: readonly CorporatePartner[] | null | undefined;
}

/**
 * The DPMSR report (spec 3 §3) with its customer embedded as on the view screen. Mind the swapped labels:
 * estimatedValue is the amount the screen labels "Disposed Value", disposedValue the one labelled "Estimated
 * Value".
 */
export interface DpmsrReport {
  readonly id?: TextValue;
  readonly entityReference: TextValue;
  readonly customerType: TextValue;
  readonly customerId?: TextValue;
  /** Purchase or Sale; Purchase when absent (spec 3 §3). */
  readonly transactionType?: TextValue;
  readonly currencyCodeLocal?: TextValue;
  readonly currencyCode?: TextValue;
  readonly reason?: TextValue;
  readonly comments?: TextValue;
  /** Gold, Silver, Diamond, Gemstones or Jewellery. */
  readonly itemType: TextValue;
  readonly itemMake?: TextValue;
  readonly description: TextValue;
  /** Labelled "Disposed Value" on the screen: the amount of the deal, and the one the 55,000 AED rule tests. */
  readonly estimatedValue: AmountValue;
  /** Labelled "Estimated Value" on the screen. */
  readonly disposedValue: AmountValue;
  readonly statusComments: TextValue;
  readonly registrationNumber?: TextValue;
  readonly identificationNumber?: TextValue;
  readonly createdDate?: DateValue;
  readonly individualUser?: IndividualCustomer | null;
  readonly corporateUser?: CorporateCustomer | null;
}

/** Everything one goAML file is built from. */
export interface DpmsrReportInput {
  readonly tenant: TenantProfile;
  readonly report: DpmsrReport;
}

export interface BuildOptions {
  /**
   * The goAML submission_date. Defaults to the report's createdDate, so the same input always gives the same
   * file; the server passes the moment of generation when it wants that instead.
   */
  readonly submissionDate?: DateValue;
}
