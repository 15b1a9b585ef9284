import {
  CUSTOMER_STATUS_OPTIONS,
  customerStatusColor,
  EID_MAX_INPUT_LENGTH,
  formatEid,
  optionLabel,
  PARTNER_ID_TYPE_OPTIONS,
  PARTNER_ROLE_OPTIONS,
  PARTNER_TYPE_OPTIONS,
  roleHasShare,
  todayDateOnly,
} from '@aml/contracts';
import { Badge, Button, Group, NumberInput, Paper, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import { CountrySelect } from '../../../components/country-select';
import type { CorporateFormState } from './corporate-form-state';
import { YesNoField } from './yes-no-field';

/** Spec 2 §5.5: a partner's Emirates ID reads 784-xxxx-xxxxxxx-x (784 is the UAE's country code). */
export const PARTNER_EID_HINT = 'Format: 784-xxxx-xxxxxxx-x';

export interface PartnerFieldsProps {
  form: UseFormReturnType<CorporateFormState>;
  index: number;
  /** Edit mode shows the screening status of partners already saved (spec 2 §3.6). */
  showStatus: boolean;
  onRemove: () => void;
}

/** One 'Partner N' card of the Partner/UBO/Authorized Person section (spec 2 §2.3, §3.6, §5.5). */
export function PartnerFields({ form, index, showStatus, onRemove }: PartnerFieldsProps) {
  const titleId = useId();
  const path = `partners.${index}` as const;
  const partner = form.values.partners[index];
  if (!partner) return null;
  const title = `Partner ${index + 1}`;
  const isEid = partner.idType === 'EID';
  const today = todayDateOnly();
  const idNumberProps = form.getInputProps(`${path}.idNoOrLicenseNo`);

  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Group gap="xs">
          <Title order={4} id={titleId}>
            {title}
          </Title>
          {showStatus && partner.corporatePartnerId && partner.status && (
            <Badge color={customerStatusColor(partner.status)} variant="light">
              {optionLabel(CUSTOMER_STATUS_OPTIONS, partner.status)}
            </Badge>
          )}
        </Group>
        <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove} aria-label={`Remove ${title}`}>
          Remove
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Select
          label="Type"
          withAsterisk
          data={PARTNER_TYPE_OPTIONS}
          allowDeselect={false}
          key={form.key(`${path}.type`)}
          {...form.getInputProps(`${path}.type`)}
        />
        <TextInput
          label="Name"
          withAsterisk
          maxLength={100}
          key={form.key(`${path}.name`)}
          {...form.getInputProps(`${path}.name`)}
        />
        <CountrySelect
          label="Nationality/Country of Incorporation"
          withAsterisk
          key={form.key(`${path}.nationalityOrCountryOfIncorporation`)}
          {...form.getInputProps(`${path}.nationalityOrCountryOfIncorporation`)}
        />
        <Select
          label="ID Type"
          withAsterisk
          data={PARTNER_ID_TYPE_OPTIONS}
          allowDeselect={false}
          key={form.key(`${path}.idType`)}
          {...form.getInputProps(`${path}.idType`)}
          // Spec 2 §5.5: a number typed for one kind of ID is no number of another.
          onChange={(value) => {
            form.setFieldValue(`${path}.idType`, value ?? '');
            form.setFieldValue(`${path}.idNoOrLicenseNo`, '');
          }}
        />
        <TextInput
          label="ID/License No"
          withAsterisk
          description={isEid ? PARTNER_EID_HINT : undefined}
          maxLength={isEid ? EID_MAX_INPUT_LENGTH : undefined}
          inputMode={isEid ? 'numeric' : undefined}
          key={form.key(`${path}.idNoOrLicenseNo`)}
          {...idNumberProps}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            form.setFieldValue(`${path}.idNoOrLicenseNo`, isEid ? formatEid(typed) : typed);
          }}
        />
        <TextInput
          label="ID Expiry"
          type="date"
          withAsterisk
          min={today}
          key={form.key(`${path}.idExpiry`)}
          {...form.getInputProps(`${path}.idExpiry`)}
        />
        <TextInput
          label="Birthdate"
          type="date"
          max={today}
          key={form.key(`${path}.birthdate`)}
          {...form.getInputProps(`${path}.birthdate`)}
        />
        <Select
          label="Role"
          withAsterisk
          data={PARTNER_ROLE_OPTIONS}
          allowDeselect={false}
          key={form.key(`${path}.role`)}
          {...form.getInputProps(`${path}.role`)}
        />
        {roleHasShare(partner.role) && (
          <NumberInput
            label="Percentage of Share"
            withAsterisk
            min={0}
            max={100}
            step={0.01}
            decimalScale={2}
            suffix="%"
            key={form.key(`${path}.percentageOfShare`)}
            {...form.getInputProps(`${path}.percentageOfShare`)}
          />
        )}
        <YesNoField
          label="PEP"
          withAsterisk
          data-path={`${path}.pep`}
          value={partner.pep == null ? '' : partner.pep ? 'Yes' : 'No'}
          onChange={(value) => form.setFieldValue(`${path}.pep`, value === 'Yes')}
          error={form.errors[`${path}.pep`]}
        />
      </SimpleGrid>
    </Paper>
  );
}
