import type { CorporatePartner } from '@aml/contracts';
import { SimpleGrid, Text } from '@mantine/core';
import { PartnerCard } from './partner-card';

/** Spec 2 §2.10: one card per partner. */
export function PartnersTab({ partners }: { partners: readonly CorporatePartner[] }) {
  if (partners.length === 0) return <Text size="sm">No partners recorded.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {partners.map((partner) => (
        <PartnerCard key={partner.corporatePartnerId} partner={partner} />
      ))}
    </SimpleGrid>
  );
}
