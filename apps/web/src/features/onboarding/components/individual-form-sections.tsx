import {
  EID_MAX_INPUT_LENGTH,
  EID_PLACEHOLDER,
  findCountry,
  formatEid,
  GENDER_OPTIONS,
  INDIVIDUAL_ID_TYPE_OPTIONS,
  INDIVIDUAL_PAYMENT_MODE_OPTIONS,
  type IndividualFormInput,
  MODE_OF_APPROACH_OPTIONS,
  OCCUPATION_OPTIONS,
  PRODUCT_TYPE_OPTIONS,
  PURPOSE_OPTIONS,
  RESIDENTIAL_STATUS_OPTIONS,
  SOURCE_OF_INCOME_OPTIONS,
  todayDateOnly,
  YES_NO_OPTIONS,
} from '@aml/contracts';
import { Group, MultiSelect, NumberInput, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { CountrySelect } from '../../../components/country-select';
import { DialCodeSelect } from './dial-code-select';
import { FormSection } from './form-section';

export type IndividualFormApi = UseFormReturnType<IndividualFormInput>;

interface SectionProps {
  form: IndividualFormApi;
}

/** Spec 2 §5.1: the hint under an Emirates ID number. */
export const EID_HINT = `Format: ${EID_PLACEHOLDER}`;
/** Spec 2 §5.1 and §9.1: the form takes at most 15 characters of contact number. */
const CONTACT_MAX_LENGTH = 15;

function Grid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}

function ChoiceRadios({ options }: { options: readonly { value: string; label: string }[] }) {
  return (
    <Group mt="xs" gap="lg">
      {options.map((option) => (
        <Radio key={option.value} value={option.value} label={option.label} />
      ))}
    </Group>
  );
}

export function PersonalSection({ form }: SectionProps) {
  return (
    <FormSection title="Personal Information">
      <Grid>
        <TextInput label="First Name" withAsterisk key={form.key('firstName')} {...form.getInputProps('firstName')} />
        <TextInput label="Last Name" withAsterisk key={form.key('lastName')} {...form.getInputProps('lastName')} />
        <TextInput
          label="Date of Birth"
          type="date"
          max={todayDateOnly()}
          withAsterisk
          key={form.key('dateOfBirth')}
          {...form.getInputProps('dateOfBirth')}
        />
        <Radio.Group
          label="Residential Status"
          withAsterisk
          key={form.key('residentialStatus')}
          {...form.getInputProps('residentialStatus')}
        >
          <ChoiceRadios options={RESIDENTIAL_STATUS_OPTIONS} />
        </Radio.Group>
      </Grid>
    </FormSection>
  );
}

export function AddressSection({ form }: SectionProps) {
  const country = form.getInputProps('country');
  return (
    <FormSection title="Address Information">
      <Grid>
        <TextInput label="Address" withAsterisk key={form.key('address')} {...form.getInputProps('address')} />
        <TextInput label="City" withAsterisk key={form.key('city')} {...form.getInputProps('city')} />
        <CountrySelect
          label="Country"
          withAsterisk
          key={form.key('country')}
          {...country}
          onChange={(name) => {
            country.onChange(name);
            // Spec 2 §5.1: choosing a country fills the phone's country code.
            const dialCode = findCountry(name)?.dialCode;
            if (dialCode) form.setFieldValue('countryCode', dialCode);
          }}
        />
      </Grid>
    </FormSection>
  );
}

export function ContactSection({ form }: SectionProps) {
  return (
    <FormSection title="Contact Information">
      <Grid>
        <DialCodeSelect
          label="Country Code"
          withAsterisk
          key={form.key('countryCode')}
          {...form.getInputProps('countryCode')}
        />
        <TextInput
          label="Contact No"
          withAsterisk
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={CONTACT_MAX_LENGTH}
          key={form.key('contactNo')}
          {...form.getInputProps('contactNo')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
      </Grid>
    </FormSection>
  );
}

export function NationalitySection({ form }: SectionProps) {
  return (
    <FormSection title="Additional Information">
      <Grid>
        <CountrySelect
          label="Nationality"
          withAsterisk
          key={form.key('nationality')}
          {...form.getInputProps('nationality')}
        />
        <Radio.Group
          label="Dual Nationality"
          withAsterisk
          key={form.key('dualNationality')}
          {...form.getInputProps('dualNationality')}
        >
          <ChoiceRadios options={YES_NO_OPTIONS} />
        </Radio.Group>
        {form.values.dualNationality === 'Yes' && (
          <CountrySelect
            label="Dual Nationality Country"
            withAsterisk
            key={form.key('dualCitizenshipCountry')}
            {...form.getInputProps('dualCitizenshipCountry')}
          />
        )}
        <CountrySelect
          label="Place of Birth"
          withAsterisk
          key={form.key('placeOfBirth')}
          {...form.getInputProps('placeOfBirth')}
        />
        <CountrySelect
          label="Country of Residence"
          withAsterisk
          key={form.key('countryOfResidence')}
          {...form.getInputProps('countryOfResidence')}
        />
      </Grid>
    </FormSection>
  );
}

export function GenderPepSection({ form }: SectionProps) {
  return (
    <FormSection title="Gender and PEP Status">
      <Grid>
        <Radio.Group label="Gender" withAsterisk key={form.key('gender')} {...form.getInputProps('gender')}>
          <ChoiceRadios options={GENDER_OPTIONS} />
        </Radio.Group>
        {form.values.gender === 'Other' && (
          <TextInput
            label="Specify Gender"
            withAsterisk
            key={form.key('otherGender')}
            {...form.getInputProps('otherGender')}
          />
        )}
        <Radio.Group label="PEP" withAsterisk key={form.key('pep')} {...form.getInputProps('pep')}>
          <ChoiceRadios options={YES_NO_OPTIONS} />
        </Radio.Group>
      </Grid>
    </FormSection>
  );
}

export function OccupationSection({ form }: SectionProps) {
  return (
    <FormSection title="Occupation and Income">
      <Grid>
        <Select
          label="Occupation"
          withAsterisk
          searchable
          allowDeselect={false}
          data={OCCUPATION_OPTIONS}
          key={form.key('occupation')}
          {...form.getInputProps('occupation')}
        />
        {form.values.occupation === 'Others' && (
          <TextInput
            label="Specify Occupation"
            withAsterisk
            key={form.key('otherOccupation')}
            {...form.getInputProps('otherOccupation')}
          />
        )}
        <Select
          label="Source of Income"
          withAsterisk
          searchable
          allowDeselect={false}
          data={SOURCE_OF_INCOME_OPTIONS}
          key={form.key('sourceOfIncome')}
          {...form.getInputProps('sourceOfIncome')}
        />
      </Grid>
    </FormSection>
  );
}

export function FinancialSection({ form }: SectionProps) {
  return (
    <FormSection title="Financial Details">
      <Grid>
        <Select
          label="Purpose"
          withAsterisk
          allowDeselect={false}
          data={PURPOSE_OPTIONS}
          key={form.key('purpose')}
          {...form.getInputProps('purpose')}
        />
        {form.values.purpose === 'Others' && (
          <TextInput
            label="Specify Purpose"
            withAsterisk
            key={form.key('otherPurpose')}
            {...form.getInputProps('otherPurpose')}
          />
        )}
        <Select
          label="Payment Mode"
          withAsterisk
          allowDeselect={false}
          data={INDIVIDUAL_PAYMENT_MODE_OPTIONS}
          key={form.key('paymentMode')}
          {...form.getInputProps('paymentMode')}
        />
        {form.values.paymentMode === 'Others' && (
          <TextInput
            label="Specify Other Payment Mode"
            withAsterisk
            key={form.key('otherPaymentMode')}
            {...form.getInputProps('otherPaymentMode')}
          />
        )}
      </Grid>
    </FormSection>
  );
}

export function TransactionsSection({ form }: SectionProps) {
  return (
    <FormSection title="Transactions and ID Details">
      <Grid>
        <NumberInput
          label="Expected No. of Transactions"
          min={0}
          allowNegative={false}
          allowDecimal={false}
          key={form.key('expectedNoOfTxn')}
          {...form.getInputProps('expectedNoOfTxn')}
        />
        <NumberInput
          label="Expected Volume"
          min={0}
          allowNegative={false}
          decimalScale={2}
          thousandSeparator=","
          key={form.key('expectedVolume')}
          {...form.getInputProps('expectedVolume')}
        />
        <MultiSelect
          label="Product Type"
          withAsterisk
          searchable
          data={PRODUCT_TYPE_OPTIONS}
          key={form.key('productType')}
          {...form.getInputProps('productType')}
        />
        <Select
          label="Mode of Approach"
          withAsterisk
          allowDeselect={false}
          data={MODE_OF_APPROACH_OPTIONS}
          key={form.key('modeOfApproach')}
          {...form.getInputProps('modeOfApproach')}
        />
      </Grid>
    </FormSection>
  );
}

export function IdentificationSection({ form }: SectionProps) {
  const isEid = form.values.idType === 'EID';
  const idType = form.getInputProps('idType');
  const idNo = form.getInputProps('idNo');
  const today = todayDateOnly();
  return (
    <FormSection title="Identification Details">
      <Grid>
        <Select
          label="ID Type"
          withAsterisk
          allowDeselect={false}
          data={INDIVIDUAL_ID_TYPE_OPTIONS}
          key={form.key('idType')}
          {...idType}
          onChange={(value) => {
            if (value === form.values.idType) return;
            idType.onChange(value);
            // A number typed for one kind of document is not a number of another (spec 2 §5.1).
            form.setFieldValue('idNo', '');
          }}
        />
        <TextInput
          label="ID No"
          withAsterisk
          description={isEid ? EID_HINT : undefined}
          // The hint goes under the input, so the row's inputs stay level.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder={isEid ? EID_PLACEHOLDER : undefined}
          maxLength={isEid ? EID_MAX_INPUT_LENGTH : undefined}
          inputMode={isEid ? 'numeric' : undefined}
          key={form.key('idNo')}
          {...idNo}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            // Spec 2 §5.1: an Emirates ID is grouped 3-4-7-1 as it is typed.
            idNo.onChange(isEid ? formatEid(typed) : typed);
          }}
        />
        <TextInput
          label="ID Issued By"
          withAsterisk
          key={form.key('idIssuedBy')}
          {...form.getInputProps('idIssuedBy')}
        />
        <CountrySelect
          label="ID Issued At"
          withAsterisk
          key={form.key('idIssuedAt')}
          {...form.getInputProps('idIssuedAt')}
        />
        <TextInput
          label="ID Issued Date"
          type="date"
          max={today}
          withAsterisk
          key={form.key('idIssuedDate')}
          {...form.getInputProps('idIssuedDate')}
        />
        <TextInput
          label="ID Expiry Date"
          type="date"
          min={today}
          withAsterisk
          key={form.key('idExpiryDate')}
          {...form.getInputProps('idExpiryDate')}
        />
      </Grid>
    </FormSection>
  );
}
