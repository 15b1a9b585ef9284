import { formatMediumDate, splitTenantAddresses, type Tenant } from '@aml/contracts';
import { Badge, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { addressTypeLabel, communicationTypeLabel, contactTypeLabel, countryLabel } from '../profile-format';

/** One titled card of the profile; a labelled region so a screen reader can jump between them. */
function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

interface Field {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list; an empty value shows a dash. */
function FieldList({ fields }: { fields: readonly Field[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {fields.map((field) => (
        <div key={field.label}>
          <Text component="dt" size="xs" c="dimmed" fw={500}>
            {field.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {field.value === '' || field.value == null ? '—' : field.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** Date-only fields are stored as midnight UTC: read in UTC so no zone shifts the day. */
const dateOnly = (value: string | null) => formatMediumDate(value, { timeZone: 'UTC' });

/** Spec 1 §2.5: General, Personal, Passport, Contact and Address Information, then the Users table. */
export function ProfileDetails({ tenant }: { tenant: Tenant }) {
  const addresses = splitTenantAddresses(tenant);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfileSection title="General Information">
          <FieldList
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
        </ProfileSection>
        <ProfileSection title="Personal Information">
          <FieldList
            fields={[
              { label: 'First Name', value: tenant.firstName },
              { label: 'Last Name', value: tenant.lastName },
              { label: 'Birthdate', value: dateOnly(tenant.birthdate) },
              { label: 'ID Number', value: tenant.ssn },
            ]}
          />
        </ProfileSection>
        <ProfileSection title="Passport Information">
          <FieldList
            fields={[
              { label: 'Passport Number', value: tenant.passportNumber },
              { label: 'Passport Country', value: countryLabel(tenant.passportCountry) },
              { label: 'Nationality', value: countryLabel(tenant.nationality) },
            ]}
          />
        </ProfileSection>
        <ProfileSection title="Contact Information">
          <FieldList
            fields={[
              { label: 'Contact Type', value: contactTypeLabel(tenant.tphContactType) },
              { label: 'Communication Type', value: communicationTypeLabel(tenant.tphCommunicationType) },
              { label: 'Phone Number', value: tenant.tphNumber },
            ]}
          />
        </ProfileSection>
      </SimpleGrid>
      <ProfileSection title="Address Information">
        {addresses.length === 0 ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {addresses.map((address, index) => (
              // Blocks have no identity but their position, which is also how they are stored.
              // biome-ignore lint/suspicious/noArrayIndexKey: position is the block's identity
              <Stack key={index} gap="xs" component="article" aria-label={`Address ${index + 1}`}>
                <Text fw={600} size="sm">{`Address ${index + 1}`}</Text>
                <FieldList
                  fields={[
                    { label: 'Address Type', value: addressTypeLabel(address.addressType) },
                    { label: 'Address', value: address.address },
                    { label: 'City', value: address.city },
                    { label: 'State', value: address.state },
                    { label: 'Country', value: countryLabel(address.countryCode) },
                  ]}
                />
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </ProfileSection>
      <ProfileSection title="Users">
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
      </ProfileSection>
    </Stack>
  );
}
