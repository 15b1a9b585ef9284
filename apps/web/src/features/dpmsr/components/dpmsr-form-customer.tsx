import {
  DPMSR_CUSTOMER_TYPE_OPTIONS,
  DPMSR_TEXTS,
  type DpmsrCorporateCustomer,
  type DpmsrIndividualCustomer,
  formatMediumDate,
} from '@aml/contracts';
import { Alert, Anchor, Group, Loader, Radio, Select, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FieldList, SectionCard } from '../../../components/field-list';
import { useDpmsrCorporates, useDpmsrIndividuals } from '../api/get-dpmsr-customers';
import type { DpmsrFormApi } from './dpmsr-form-state';

/** The customers a report may name, and the one the form has picked. */
export interface DpmsrCustomerChoice {
  individual: DpmsrIndividualCustomer | null;
  corporate: DpmsrCorporateCustomer | null;
}

/** 'First Last · ID number · IND-000001' */
export const individualLabel = (customer: DpmsrIndividualCustomer) =>
  [`${customer.firstName} ${customer.lastName}`.trim(), customer.idNo, customer.customerId].filter(Boolean).join(' · ');

/** 'Company · trade licence · CORP-000001' */
export const corporateLabel = (customer: DpmsrCorporateCustomer) =>
  [customer.companyName, customer.tradeLicenseNo, customer.customerId].filter(Boolean).join(' · ');

/** Date-only fields are stored as midnight UTC: read in UTC so no zone shifts the day. */
const dateOnly = (value: string | null) => (value ? formatMediumDate(value, { timeZone: 'UTC' }) : '');

/**
 * Customer type and customer (spec 3 §2, §5). `embedded` is the report's own customer on edit, offered even
 * when the simple lists no longer hold it. Returns the section and the picked customer for the summary.
 */
export function useDpmsrCustomers(form: DpmsrFormApi, embedded?: DpmsrCustomerChoice) {
  const individuals = useDpmsrIndividuals();
  const corporates = useDpmsrCorporates();
  const { customerType, customerId } = form.getValues();
  const isCorporate = customerType === 'Corporate';
  const query = isCorporate ? corporates : individuals;

  const individualList = withEmbedded(individuals.data ?? [], embedded?.individual ?? null, (c) => c.userId);
  const corporateList = withEmbedded(corporates.data ?? [], embedded?.corporate ?? null, (c) => c.corporateUserId);
  const id = customerId == null ? '' : String(customerId);
  const chosen: DpmsrCustomerChoice = {
    individual: isCorporate ? null : (individualList.find((c) => c.userId === id) ?? null),
    corporate: isCorporate ? (corporateList.find((c) => c.corporateUserId === id) ?? null) : null,
  };
  const data = isCorporate
    ? corporateList.map((c) => ({ value: c.corporateUserId, label: corporateLabel(c) }))
    : individualList.map((c) => ({ value: c.userId, label: individualLabel(c) }));

  const section = (
    <SectionCard title="Customer Selection">
      <Radio.Group
        label="Customer Type"
        withAsterisk
        key={form.key('customerType')}
        {...form.getInputProps('customerType')}
        onChange={(value) => {
          form.setFieldValue('customerType', value);
          // Spec 3 §2: a customer of the other type is no choice any more.
          form.setFieldValue('customerId', '');
          form.clearFieldError('customerId');
        }}
      >
        <Group gap="lg" mt="xs">
          {DPMSR_CUSTOMER_TYPE_OPTIONS.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Group>
      </Radio.Group>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {isCorporate ? DPMSR_TEXTS.corporatesFailed : DPMSR_TEXTS.individualsFailed}
        </Alert>
      ) : null}
      <Select
        label="Customer"
        withAsterisk
        searchable
        placeholder={query.isPending ? 'Loading customers...' : 'Search by name, ID or customer number'}
        data={data}
        disabled={query.isPending}
        rightSection={query.isPending ? <Loader size="xs" aria-label="Loading customers" /> : undefined}
        nothingFoundMessage="No customer found"
        {...form.getInputProps('customerId')}
        value={id || null}
        onChange={(value) => form.setFieldValue('customerId', value ?? '')}
      />
      {query.isSuccess && data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {DPMSR_TEXTS.noCustomers}{' '}
          <Anchor component={Link} to="/dashboard/onboard">
            Onboard a customer
          </Anchor>
        </Text>
      ) : null}
    </SectionCard>
  );
  return { section, chosen };
}

function withEmbedded<T>(list: readonly T[], embedded: T | null, idOf: (item: T) => string): T[] {
  if (!embedded || list.some((item) => idOf(item) === idOf(embedded))) return [...list];
  return [embedded, ...list];
}

/** Spec 3 §2 'Selected Customer': a summary of the picked customer. */
export function DpmsrSelectedCustomer({ chosen }: { chosen: DpmsrCustomerChoice }) {
  const { individual, corporate } = chosen;
  return (
    <SectionCard title="Selected Customer">
      {individual ? (
        <FieldList
          fields={[
            { label: 'Name', value: `${individual.firstName} ${individual.lastName}`.trim() },
            { label: 'Customer Number', value: individual.customerId },
            { label: 'ID Type', value: individual.idType },
            { label: 'ID Number', value: individual.idNo },
            { label: 'Date of Birth', value: dateOnly(individual.dateOfBirth) },
            { label: 'Nationality', value: individual.nationality },
            { label: 'Residential Status', value: individual.residentialStatus },
            { label: 'Contact', value: individual.contactNo },
            { label: 'Address', value: individual.address },
          ]}
        />
      ) : corporate ? (
        <Stack gap="md">
          <FieldList
            fields={[
              { label: 'Company', value: corporate.companyName },
              { label: 'Customer Number', value: corporate.customerId },
              { label: 'Trade Licence', value: corporate.tradeLicenseNo },
              { label: 'Office Number', value: corporate.contactOfficeNo },
              { label: 'Address', value: corporate.companyAddress },
              { label: 'City', value: corporate.city },
              { label: 'Country of Incorporation', value: corporate.countryOfIncorporation },
            ]}
          />
          {corporate.partners.length > 0 ? (
            <Table.ScrollContainer minWidth={480}>
              <Table striped aria-label="Partners">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Partner</Table.Th>
                    <Table.Th>Role</Table.Th>
                    <Table.Th>ID</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {corporate.partners.map((partner, index) => (
                    // Partners carry no id of their own here; the order of the record is stable.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <Table.Tr key={index}>
                      <Table.Td>{partner.name}</Table.Td>
                      <Table.Td>{partner.role}</Table.Td>
                      <Table.Td>{[partner.idType, partner.idNoOrLicenseNo].filter(Boolean).join(' ')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Text size="sm" c="dimmed">
              No partners recorded.
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No customer selected.
        </Text>
      )}
    </SectionCard>
  );
}
