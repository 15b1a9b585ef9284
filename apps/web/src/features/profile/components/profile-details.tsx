import { formatMediumDate, splitTenantAddresses, type Tenant } from '@aml/contracts';
import { Badge, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { FieldList, SectionCard } from '../../../components/field-list';
import { communicationTypeLabel, contactTypeLabel, countryLabel } from '../profile-format';
import { TenantAddressBlock } from './tenant-address-block';

/** The profile's cards sit two to a row, so each holds two columns of fields at most. */
const TWO_COLUMNS = { base: 1, xs: 2 };

/** Date-only fields are stored as midnight UTC: read in UTC so no zone shifts the day. */
const dateOnly = (value: string | null) => formatMediumDate(value, { timeZone: 'UTC' });

/** Spec 1 §2.5: General, Personal, Passport, Contact and Address Information, then the Users table. */
export function ProfileDetails({ tenant }: { tenant: Tenant }) {
  const addresses = splitTenantAddresses(tenant);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SectionCard title="General Information">
          <FieldList
            cols={TWO_COLUMNS}
            fields={[
              { label: 'Client Name', value: tenant.clientName },
              { label: 'Client Code', value: tenant.wmsTenantCode },
              { label: 'Email', value: tenant.email },
              { label: 'Trade License Number', value: tenant.tradeLicenseNumber },
              { label: 'Reporting Entity ID', value: tenant.rentityId },
              { label: 'Created Date', value: formatMediumDate(tenant.createdDate) },
              { label: 'Expiry Date', value: dateOnly(tenant.expiryDate) },
              { label: 'Remarks', value: tenant.remarks },
            ]}
          />
        </SectionCard>
        <SectionCard title="Personal Information">
          <FieldList
            cols={TWO_COLUMNS}
            fields={[
              { label: 'First Name', value: tenant.firstName },
              { label: 'Last Name', value: tenant.lastName },
              { label: 'Birthdate', value: dateOnly(tenant.birthdate) },
              { label: 'ID Number', value: tenant.ssn },
            ]}
          />
        </SectionCard>
        <SectionCard title="Passport Information">
          <FieldList
            cols={TWO_COLUMNS}
            fields={[
              { label: 'Passport Number', value: tenant.passportNumber },
              { label: 'Passport Country', value: countryLabel(tenant.passportCountry) },
              { label: 'Nationality', value: countryLabel(tenant.nationality) },
            ]}
          />
        </SectionCard>
        <SectionCard title="Contact Information">
          <FieldList
            cols={TWO_COLUMNS}
            fields={[
              { label: 'Contact Type', value: contactTypeLabel(tenant.tphContactType) },
              { label: 'Communication Type', value: communicationTypeLabel(tenant.tphCommunicationType) },
              { label: 'Phone Number', value: tenant.tphNumber },
            ]}
          />
        </SectionCard>
      </SimpleGrid>
      <SectionCard title="Address Information">
        {addresses.length === 0 ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {addresses.map((address, index) => (
              // Blocks have no identity but their position, which is also how they are stored.
              // biome-ignore lint/suspicious/noArrayIndexKey: position is the block's identity
              <TenantAddressBlock key={index} address={address} number={index + 1} />
            ))}
          </SimpleGrid>
        )}
      </SectionCard>
      <SectionCard title="Users">
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover aria-label="Users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tenant.users.map((user) => (
                <Table.Tr key={user.id || user.email}>
                  <Table.Td>{user.name}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{user.roleId}</Table.Td>
                  <Table.Td>
                    <Badge color={user.isActive ? 'green' : 'gray'} variant="light">
                      {user.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </SectionCard>
    </Stack>
  );
}
