import type { IndividualCustomer } from '@aml/contracts';
import { Tabs } from '@mantine/core';
import { FieldList } from '../../../components/field-list';
import { colonList, formatDay, formatMoment, withOther, yesNo } from '../detail-format';
import { RecordTabPanels } from './record-tab-panels';

/**
 * Spec 2 §2.10 individual tabs: Personal Info, Identification, Other Info, Documents, Risk Details, Sanction
 * Details; and Monitoring (issue 17).
 */
export function IndividualDetails({ customer }: { customer: IndividualCustomer }) {
  return (
    <Tabs defaultValue="personal" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="personal">Personal Info</Tabs.Tab>
        <Tabs.Tab value="identification">Identification</Tabs.Tab>
        <Tabs.Tab value="other">Other Info</Tabs.Tab>
        <Tabs.Tab value="documents">Documents</Tabs.Tab>
        <Tabs.Tab value="risk">Risk Details</Tabs.Tab>
        <Tabs.Tab value="sanction">Sanction Details</Tabs.Tab>
        <Tabs.Tab value="monitoring">Monitoring</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="personal" pt="md">
        <FieldList
          fields={[
            { label: 'Customer ID', value: customer.customerId },
            { label: 'First Name', value: customer.firstName },
            { label: 'Last Name', value: customer.lastName },
            { label: 'Date of Birth', value: formatDay(customer.dateOfBirth) },
            { label: 'Gender', value: withOther(customer.gender, customer.otherGender) },
            { label: 'Nationality', value: customer.nationality },
            {
              label: 'Dual Nationality',
              value:
                customer.dualNationality === 'Yes' && customer.dualCitizenshipCountry
                  ? `Yes (${customer.dualCitizenshipCountry})`
                  : customer.dualNationality,
            },
            { label: 'Place of Birth', value: customer.placeOfBirth },
            { label: 'Email', value: customer.email ?? '' },
            { label: 'Contact No', value: customer.contactNo },
            { label: 'Address', value: customer.address },
            { label: 'City', value: customer.city },
            { label: 'Country', value: customer.country },
            { label: 'Country of Residence', value: customer.countryOfResidence },
            { label: 'Residential Status', value: customer.residentialStatus },
            { label: 'Occupation', value: customer.occupation },
            { label: 'PEP', value: customer.pep },
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="identification" pt="md">
        <FieldList
          fields={[
            { label: 'ID Type', value: customer.idType },
            { label: 'ID No', value: customer.idNo },
            { label: 'ID Issued By', value: customer.idIssuedBy },
            { label: 'ID Issued At', value: customer.idIssuedAt },
            { label: 'ID Issued Date', value: formatDay(customer.idIssuedDate) },
            { label: 'ID Expiry Date', value: formatDay(customer.idExpiryDate) },
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="other" pt="md">
        <FieldList
          fields={[
            { label: 'Mode of Approach', value: customer.modeOfApproach },
            { label: 'Purpose', value: withOther(customer.purpose, customer.otherPurpose) },
            { label: 'Payment Mode', value: withOther(customer.paymentMode, customer.otherPaymentMode) },
            { label: 'Source of Income', value: customer.sourceOfIncome },
            { label: 'Product Type', value: colonList(customer.productType) },
            { label: 'Expected No. of Transactions', value: customer.expectedNoOfTxn ?? '' },
            { label: 'Expected Volume', value: customer.expectedVolume?.toLocaleString('en-US') ?? '' },
            { label: 'Ongoing Screening', value: yesNo(customer.needsOnGoingScreening) },
            { label: 'Onboarded By', value: customer.onBoardedBy ?? '' },
            { label: 'Created Date', value: formatMoment(customer.createdDate) },
            { label: 'Last Updated', value: formatMoment(customer.lastUpdated) },
            { label: 'Remarks', value: customer.remarks },
          ]}
        />
      </Tabs.Panel>
      <RecordTabPanels subject={{ kind: 'individual', id: customer.userId }} customer={customer} />
    </Tabs>
  );
}
