import { type CorporateBatchOnboardingRecord, type PARTNER_BATCH_FIELDS, splitList, splitPhone } from '@aml/contracts';
import { batchDate, fuzzyLevelLabel } from './record-format';

type Partner = CorporateBatchOnboardingRecord['partners'][number];

/** A label (the template's header, spec 2 §5.7) and the value as the batch views show it. */
export type Cell = readonly [label: string, value: string];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
/** Stored lists are colon-joined (countries of operation: comma-joined, spec 2 §3.10); shown as a comma list. */
const list = (value: string) => splitList(value, ',:').join(', ');
const number = (value: number | null) => (value === null ? '' : String(value));

/**
 * Spec 2 §2.8: the preview's tables of one company. Each column of the template (§5.7) is in one table; the
 * phones are split back into code and number (the record joins them, spec 2 §9.1), dates read dd-mm-yy (§2.7).
 */
export function companySections(record: CorporateBatchOnboardingRecord): { title: string; cells: Cell[] }[] {
  const office = splitPhone(record.contactOfficeNo);
  const mobile = splitPhone(record.contactMobileNo);
  return [
    {
      title: 'Company Details',
      cells: [
        ['Company Name', record.companyName],
        ['Entity Type', record.entityType],
        ['Customer Type', record.customerType],
        ['Country Of Incorporation', record.countryOfIncorporation],
        ['Countries Of Operation', list(record.countriesOfOperation)],
        ['Business Activity', record.businessActivity],
        ['Is Dealing With Import Export', yesNo(record.isDealingWithImportExport)],
        ['Import Export Countries', list(record.importExportCountries)],
        ['Has Sister Concern Branch', yesNo(record.hasSisterConcernBranch)],
        ['Sister Concern Country', record.sisterConcernCountry],
        ['Dual Use Goods', yesNo(record.dualUseGoods)],
        ['KYC Documents Collected', record.kycDocumentsCollected],
        ['Is Entity Registered In GOAML', record.isEntityRegisteredInGOAML],
        ['Needs OnGoing Screening', yesNo(record.needsOnGoingScreening)],
        ['Fuzzy Level', fuzzyLevelLabel(record.fuzzyLevel)],
        ['Remarks', record.remarks],
      ],
    },
    {
      title: 'Contact Details',
      cells: [
        ['Email', record.email ?? ''],
        ['Company Address', record.companyAddress],
        ['City', record.city],
        ['PO Box No', record.poBoxNo],
        ['Office Country Code', office.code],
        ['Contact Office No', office.number],
        ['Mobile Country Code', mobile.code],
        ['Contact Mobile No', mobile.number],
      ],
    },
    {
      title: 'Trade License Details',
      cells: [
        ['Trade License No', record.tradeLicenseNo],
        ['Trade License Issued At', record.tradeLicenseIssuedAt],
        ['Trade License Issued By', record.tradeLicenseIssuedBy],
        ['Trade License Issued Date', batchDate(record.tradeLicenseIssuedDate)],
        ['Trade License Expiry Date', batchDate(record.tradeLicenseExpiryDate)],
        ['VAT Registration Number', record.vatRegistrationNumber],
        ['Tenancy Contract Expiry Date', batchDate(record.tenancyContractExpiryDate)],
      ],
    },
    {
      title: 'Financial Details',
      cells: [
        ['Account Holding Bank Name', record.accountHoldingBankName],
        ['Product Type', list(record.productType)],
        ['Product Source', record.productSource],
        ['Payment Mode', record.paymentMode],
        ['Payment Mode Other', record.paymentModeOther],
        ['Delivery Channel', record.deliveryChannel],
        ['Expected No Of Txn', number(record.expectedNoOfTxn)],
        ['Expected Volume', number(record.expectedVolume)],
      ],
    },
  ];
}

/** A partner's ten values in the order of the template's partner columns ('Partner k Type' … 'Partner k PEP'). */
export function partnerCells(partner: Partner): Record<(typeof PARTNER_BATCH_FIELDS)[number], string> {
  return {
    Type: partner.type,
    Name: partner.name,
    'Nationality Or Country Of Incorporation': partner.nationalityOrCountryOfIncorporation,
    'ID Type': partner.idType,
    'ID No Or License No': partner.idNoOrLicenseNo,
    'ID Expiry': batchDate(partner.idExpiry),
    Birthdate: batchDate(partner.birthdate),
    Role: partner.role,
    'Percentage Of Share': number(partner.percentageOfShare),
    PEP: yesNo(partner.pep),
  };
}

/** '1 partner', '3 partners'. */
export const partnersCount = (n: number) => (n === 1 ? '1 partner' : `${n} partners`);
