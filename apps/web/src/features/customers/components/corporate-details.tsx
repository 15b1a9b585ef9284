import { type CorporateCustomer, DECIDABLE_STATUSES } from '@aml/contracts';
import { Tabs } from '@mantine/core';
import { FieldList } from '../../../components/field-list';
import { colonList, formatDay, formatMoment, withOther, yesNo } from '../detail-format';
import { PartnersTab } from './partners-tab';
import { RecordTabPanels } from './record-tab-panels';

const withDetail = (value: boolean, detail: string) => (value && detail ? `Yes (${detail})` : yesNo(value));

/**
 * Spec 2 §2.10 corporate tabs: Company Info, License Info, Business Details, Partners, Documents, Risk
 * Details, Sanction Details; and Monitoring (issue 17), the company's and its partners' alerts.
 */
export function CorporateDetails({ customer }: { customer: CorporateCustomer }) {
  const partnersToDecide = customer.partners.filter((partner) => DECIDABLE_STATUSES.includes(partner.status)).length;
  return (
    <Tabs defaultValue="company" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="company">Company Info</Tabs.Tab>
        <Tabs.Tab value="license">License Info</Tabs.Tab>
        <Tabs.Tab value="business">Business Details</Tabs.Tab>
        <Tabs.Tab value="partners">Partners{partnersToDecide > 0 ? ` (${partnersToDecide} to decide)` : ''}</Tabs.Tab>
        <Tabs.Tab value="documents">Documents</Tabs.Tab>
        <Tabs.Tab value="risk">Risk Details</Tabs.Tab>
        <Tabs.Tab value="sanction">Sanction Details</Tabs.Tab>
        <Tabs.Tab value="monitoring">Monitoring</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="company" pt="md">
        <FieldList
          fields={[
            { label: 'Customer ID', value: customer.customerId },
            { label: 'Company Name', value: customer.companyName },
            { label: 'Email', value: customer.email ?? '' },
            { label: 'Company Address', value: customer.companyAddress },
            { label: 'City', value: customer.city },
            { label: 'Country of Incorporation', value: customer.countryOfIncorporation },
            { label: 'PO Box No', value: customer.poBoxNo },
            { label: 'Office No', value: customer.contactOfficeNo },
            { label: 'Mobile No', value: customer.contactMobileNo },
            { label: 'VAT Registration Number', value: customer.vatRegistrationNumber },
            { label: 'Tenancy Contract Expiry Date', value: formatDay(customer.tenancyContractExpiryDate) },
            { label: 'Onboarded By', value: customer.onBoardedBy ?? '' },
            { label: 'Created Date', value: formatMoment(customer.createdDate) },
            { label: 'Last Updated', value: formatMoment(customer.lastUpdated) },
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="license" pt="md">
        <FieldList
          fields={[
            { label: 'Trade License/COI No', value: customer.tradeLicenseNo },
            { label: 'Issued At', value: customer.tradeLicenseIssuedAt },
            { label: 'Issued By', value: customer.tradeLicenseIssuedBy },
            { label: 'Issued Date', value: formatDay(customer.tradeLicenseIssuedDate) },
            { label: 'Expiry Date', value: formatDay(customer.tradeLicenseExpiryDate) },
            { label: 'Entity Type', value: customer.entityType },
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="business" pt="md">
        <FieldList
          fields={[
            { label: 'Business Activity', value: customer.businessActivity },
            { label: 'Countries of Operation', value: colonList(customer.countriesOfOperation) },
            {
              label: 'Dealing with Import/Export',
              value: withDetail(customer.isDealingWithImportExport, colonList(customer.importExportCountries)),
            },
            {
              label: 'Sister Concern/Branch',
              value: withDetail(customer.hasSisterConcernBranch, customer.sisterConcernCountry),
            },
            { label: 'Account Holding Bank Name', value: customer.accountHoldingBankName },
            { label: 'Customer Type', value: customer.customerType },
            { label: 'Product Type', value: colonList(customer.productType) },
            { label: 'Product Source', value: customer.productSource },
            {
              label: 'Payment Mode',
              value: withOther(customer.paymentMode, customer.paymentModeOther),
            },
            { label: 'Delivery Channel', value: customer.deliveryChannel },
            { label: 'Expected No. of Transactions', value: customer.expectedNoOfTxn ?? '' },
            { label: 'Expected Volume', value: customer.expectedVolume?.toLocaleString('en-US') ?? '' },
            { label: 'KYC Documents Collected', value: customer.kycDocumentsCollected },
            { label: 'Registered in GOAML', value: customer.isEntityRegisteredInGOAML },
            { label: 'Dual Use Goods', value: yesNo(customer.dualUseGoods) },
            { label: 'Ongoing Screening', value: yesNo(customer.needsOnGoingScreening) },
            { label: 'Remarks', value: customer.remarks },
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="partners" pt="md">
        <PartnersTab partners={customer.partners} />
      </Tabs.Panel>
      <RecordTabPanels
        subject={{ kind: 'corporate', id: customer.corporateUserId }}
        customer={customer}
        partners={customer.partners}
      />
    </Tabs>
  );
}
