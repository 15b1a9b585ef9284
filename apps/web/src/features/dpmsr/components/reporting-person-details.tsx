import { formatLongDate, splitTenantAddresses, type Tenant } from '@aml/contracts';
import { Stack, Text } from '@mantine/core';
import { FieldList } from '../../../components/field-list';
import { TenantAddressBlock } from '../../profile/components/tenant-address-block';
import { countryLabel } from '../../profile/profile-format';

/** Date-only fields are stored as midnight UTC: read in UTC so no zone shifts the day. */
const dateOnly = (value: string | null | undefined) => formatLongDate(value, { timeZone: 'UTC' });

const TWO_COLUMNS = { base: 1, xs: 2 };

/**
 * Spec 3 §2–§3: the tenant as reporting person (what the goAML file's reporting_person and location say), as the
 * create, edit and view screens show it: the person, then each address block of the profile.
 */
export function ReportingPersonDetails({ tenant }: { tenant: Tenant | null }) {
  if (!tenant) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const addresses = splitTenantAddresses(tenant);
  return (
    <Stack gap="md">
      <FieldList
        cols={TWO_COLUMNS}
        fields={[
          { label: 'First Name', value: tenant.firstName },
          { label: 'Last Name', value: tenant.lastName },
          { label: 'Reporting Entity ID', value: tenant.rentityId },
          { label: 'Birthdate', value: dateOnly(tenant.birthdate) },
          { label: 'ID Number', value: tenant.ssn },
          { label: 'Passport Number', value: tenant.passportNumber },
          { label: 'Passport Country', value: countryLabel(tenant.passportCountry) },
          { label: 'Nationality', value: countryLabel(tenant.nationality) },
          { label: 'Phone Number', value: tenant.tphNumber },
        ]}
      />
      {addresses.map((address, index) => (
        // Blocks have no identity but their position, which is also how they are stored.
        // biome-ignore lint/suspicious/noArrayIndexKey: position is the block's identity
        <TenantAddressBlock key={index} address={address} number={index + 1} />
      ))}
    </Stack>
  );
}
