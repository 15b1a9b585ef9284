import { Button, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { type CorporateFormState, newPartnerEntry } from './corporate-form-state';
import { PartnerFields } from './partner-fields';

export interface PartnersSectionProps {
  form: UseFormReturnType<CorporateFormState>;
  showStatus: boolean;
}

/**
 * The repeatable partner list (spec 2 §2.3): 'Partner N' cards, each with Remove, and 'Add Another
 * Partner'. The last card may be removed too; the form then says at submit that one is required
 * (spec 2 §5.4), as the server would.
 */
export function PartnersSection({ form, showStatus }: PartnersSectionProps) {
  const listError = form.errors.partners;

  const add = () => {
    form.insertListItem('partners', newPartnerEntry());
    form.clearFieldError('partners');
  };

  return (
    <Stack gap="md">
      {form.values.partners.map((partner, index) => (
        <PartnerFields
          key={partner.key}
          form={form}
          index={index}
          showStatus={showStatus}
          onRemove={() => form.removeListItem('partners', index)}
        />
      ))}
      {listError && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
          Add Another Partner
        </Button>
      </Group>
    </Stack>
  );
}
