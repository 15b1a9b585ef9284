import type { TenantAddress } from '@aml/contracts';
import { Stack, Text } from '@mantine/core';
import { FieldList } from '../../../components/field-list';
import { addressTypeLabel, countryLabel } from '../profile-format';

/** One address block of the tenant profile (spec 1 §2.5), as the Profile and the DPMSR screens show it. */
export function TenantAddressBlock({ address, number }: { address: TenantAddress; number: number }) {
  return (
    <Stack gap="xs" component="article" aria-label={`Address ${number}`}>
      <Text fw={600} size="sm">{`Address ${number}`}</Text>
      <FieldList
        cols={{ base: 1, xs: 2 }}
        fields={[
          { label: 'Address Type', value: addressTypeLabel(address.addressType) },
          { label: 'Address', value: address.address },
          { label: 'City', value: address.city },
          { label: 'State', value: address.state },
          { label: 'Country', value: countryLabel(address.countryCode) },
        ]}
      />
    </Stack>
  );
}
